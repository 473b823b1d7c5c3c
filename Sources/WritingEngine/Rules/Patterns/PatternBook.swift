/// Every rule of the rule files, compiled into one index so that a
/// paragraph is matched in one pass.
///
/// Each pattern is filed under its anchor (`TokenPattern.anchor`): the
/// words of its rarest word list, else the words, lemmas (as every form of
/// the lemma) or tags of its first element; a pattern that any word may
/// start is tried everywhere. At each word the patterns filed under its text
/// and its tags are tried in rule order, each from as many words back as its
/// anchor is from its start; the first match that is not an exception and
/// does not overlap an earlier finding wins.
struct PatternBook: Sendable {
    /// A rule's match: the flagged words, with its suggestions and message filled in.
    struct Match: Sendable {
        let rule: PatternRule
        /// Word indices in the paragraph's analysis.
        let words: Range<Int>
        let message: String
        let suggestions: [String]
    }

    let families: [PatternFamily]
    /// Every pattern, in rule order, with the index of its rule in `rules` and its anchor's offset.
    private let entries: [(rule: Int, pattern: TokenPattern, offset: Int)]
    private let rules: [PatternRule]
    private let byWord: WordMap<[Int]>
    /// By position in `PennTag.allCases`.
    private let byPennTag: [[Int]]
    /// By position in `UniversalTag.allCases`.
    private let byUniversalTag: [[Int]]
    /// Patterns any word may start.
    private let anywhere: [Int]

    /// The rules built into wt-lsp (`Rules/Data`).
    static let shared: PatternBook = {
        do {
            return PatternBook(try PatternRuleData.files.map { try PatternRuleFile.parse(name: $0.name, $0.text) })
        } catch {
            preconditionFailure("\(error)")
        }
    }()

    init(_ families: [PatternFamily]) {
        self.families = families
        rules = families.flatMap(\.rules)
        var entries: [(Int, TokenPattern, Int)] = []
        var byWord: [String: [Int]] = [:]
        var byPennTag = [[Int]](repeating: [], count: PennTag.allCases.count)
        var byUniversalTag = [[Int]](repeating: [], count: UniversalTag.allCases.count)
        var anywhere: [Int] = []
        for (r, rule) in rules.enumerated() {
            for pattern in rule.patterns {
                let k = entries.count
                let anchor = pattern.anchor
                entries.append((r, pattern, anchor.offset))
                switch anchor.atom {
                case .alternatives(let words, let penn, let universal, let forms) where forms.isEmpty:
                    for word in words.words { byWord[word, default: []].append(k) }
                    for t in byPennTag.indices where penn & (1 << t) != 0 { byPennTag[t].append(k) }
                    for t in byUniversalTag.indices where universal & (1 << t) != 0 { byUniversalTag[t].append(k) }
                case .lemmas(let set):
                    for lemma in set.words {
                        for form in Self.forms(ofLemma: lemma) where byWord[form]?.last != k { byWord[form, default: []].append(k) }
                    }
                case .alternatives, .anyWord, nil: anywhere.append(k)
                }
            }
        }
        self.entries = entries
        self.byWord = WordMap(byWord)
        self.byPennTag = byPennTag
        self.byUniversalTag = byUniversalTag
        self.anywhere = anywhere
    }

    /// The matches in a paragraph, left to right, none overlapping another.
    func matches(in input: PatternInput) -> [Match] {
        var result: [Match] = []
        var covered = 0  // words before this one are flagged already
        var candidates: [Int] = []
        for i in 0..<input.count where input.kinds[i] != .other {
            candidates.removeAll(keepingCapacity: true)
            if let list = byWord[input.keys[i]] { candidates += list }
            candidates += byPennTag[Int(input.pennIndex[i])]
            candidates += byUniversalTag[Int(input.universalIndex[i])]
            candidates += anywhere
            guard !candidates.isEmpty else { continue }
            candidates.sort()
            var previous = -1
            for k in candidates where k != previous {
                previous = k
                let (r, pattern, offset) = entries[k]
                let start = i - offset
                guard start >= 0, input.sentenceOf[start] == input.sentenceOf[i], let spans = pattern.match(input, at: start) else {
                    continue
                }
                let words = spans[pattern.flagged.lowerBound].lowerBound..<spans[pattern.flagged.upperBound - 1].upperBound
                guard !words.isEmpty, words.lowerBound >= covered, !Self.isException(words, of: rules[r], input),
                    let found = match(rules[r], pattern, spans, words, input)
                else { continue }
                result.append(found)
                covered = words.upperBound
                break
            }
        }
        return result
    }

    /// The finding of a match, or nil when every suggestion would leave the text as it is (`many thanks` is no plural to make).
    private func match(_ rule: PatternRule, _ pattern: TokenPattern, _ spans: [Range<Int>], _ words: Range<Int>, _ input: PatternInput)
        -> Match?
    {
        let original = input.original(words)
        let suggestions = rule.suggestions.map { Casing.matching(PatternTemplate.fill($0, pattern, spans, input), to: original) }
            .filter { $0 != original }
        guard !suggestions.isEmpty else { return nil }
        return Match(rule: rule, words: words, message: PatternTemplate.fill(rule.message, pattern, spans, input), suggestions: suggestions)
    }

    /// Every written form a word with this lemma may have: the lemma, its
    /// verb forms, its regular plural and the closed-class words the lexicon
    /// gives that lemma (`'re` is `be`, `ca` is `can`); the pattern checks the lemma itself.
    private static func forms(ofLemma lemma: String) -> Set<String> {
        var forms: Set<String> = [lemma, lemma + "s", lemma + "es"]
        if let entry = Lexicon.shared.paradigm(lemma) {
            forms.formUnion([entry.thirdPerson, entry.past, entry.pastParticiple, entry.presentParticiple])
        }
        if lemma.hasSuffix("y") { forms.insert(String(lemma.dropLast()) + "ies") }
        forms.formUnion(Lexicon.wordsByLemma[lemma] ?? [])
        return forms
    }

    /// Whether one of the rule's exceptions matches words that overlap `words`, in the same sentence.
    private static func isException(_ words: Range<Int>, of rule: PatternRule, _ input: PatternInput) -> Bool {
        guard !rule.exceptions.isEmpty else { return false }
        let sentence = input.sentence(input.sentenceOf[words.lowerBound])
        for exception in rule.exceptions {
            for start in sentence.lowerBound..<words.upperBound {
                guard let spans = exception.match(input, at: start) else { continue }
                let covered = spans[exception.flagged.lowerBound].lowerBound..<spans[exception.flagged.upperBound - 1].upperBound
                if covered.overlaps(words) { return true }
            }
        }
        return false
    }
}
