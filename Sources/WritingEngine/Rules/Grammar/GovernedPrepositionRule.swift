/// Prepositions governed by the word before them: a verb, adjective or noun
/// that takes one preposition and not another (`depend on`, not `depend
/// of`; `interested in`, not `interested about`; `discuss it`, not `discuss
/// about it`).
///
/// The grammar: a head word and the preposition it governs form a fixed
/// pair, whatever the head's inflection. The head is the word right before
/// the preposition, or the word before an adverb there (`depends largely
/// of`); its part of speech must be the one the table names, so the noun
/// `lack of` is not taken for the verb (`they lack of`). A preposition that
/// starts an adverbial rather than a complement is left alone: `to` before a
/// verb (`arrived to find`), a time, degree or number phrase (`interested for years`,
/// `at all`, `about 20`), a range (`from 2 to 5`). The table is `GovernedPrepositionTable`.
public struct GovernedPrepositionRule: Rule {
    public init() {}
    public var id: String { "governed-preposition" }
    public var summary: String { "The preposition a word requires (“depend on”, “interested in”, “discuss it”)." }
    public var category: RuleCategory { .grammar }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let analysis = context.view.analysis
        let words = analysis.words
        for sentence in analysis.sentences {
            for i in sentence where i > sentence.lowerBound && Self.prepositionTags.contains(words[i].tag.penn) {
                guard let entry = governingEntry(analysis, preposition: i, sentence: sentence) else { continue }
                if isAdverbial(words, i, sentence) { continue }
                let before = i - 1
                if entry.replacements.isEmpty {
                    let range = words[before].range.lowerBound..<words[i].range.upperBound
                    let kept = analysis.paragraph.string(words[before].range)
                    findings.append(
                        context.finding(
                            self, range, "“\(entry.head.capitalizedFirst)” takes a direct object, without “\(words[i].text)”.",
                            suggestions: [kept]))
                } else {
                    let written = analysis.paragraph.string(words[i].range)
                    let suggestions = entry.replacements.map { Casing.matching($0, to: written) }
                    let list = entry.replacements.map { "“\(entry.head) \($0)”" }.joined(separator: " or ")
                    findings.append(context.finding(self, words[i].range, "The usual pairing is \(list).", suggestions: suggestions))
                }
            }
        }
    }

    /// The table entry whose head governs the preposition at `i` and lists it as wrong.
    private func governingEntry(_ analysis: ParagraphAnalysis, preposition i: Int, sentence: Range<Int>) -> Entry? {
        let words = analysis.words
        var head = i - 1
        if words[head].tag.penn == .rb, head - 1 >= sentence.lowerBound { head -= 1 }
        let word = words[head]
        let candidates: [Entry]
        var tag = word.tag.penn
        if tag.isVerb {
            candidates = Self.byLemma[analysis.lemma(head)] ?? []
        } else if let base = verbMisreadAsNoun(analysis, head, sentence), let entries = Self.byLemma[base] {
            candidates = entries.filter { $0.kind != .noun }
            tag = .vbz
        } else if tag.isNoun {
            candidates = Self.byLemma[analysis.lemma(head)] ?? []
        } else {
            candidates = []
        }
        let adjectives = tag.isAdjective || tag == .vbn || tag == .vbd ? Self.byText[word.text] ?? [] : []
        for entry in candidates + adjectives where entry.wrong.contains(words[i].text) && entry.accepts(tag) {
            if entry.head == "married", isFamily(analysis, after: i) {
                // `married with children` says they have children.
                continue
            }
            // `people opposed to the war`, `users faced with an error`: after a noun, a past form
            // is the participle of a reduced relative clause, which takes the preposition.
            if entry.kind == .activeVerb, tag == .vbd, head > sentence.lowerBound, words[head - 1].tag.penn.isNoun {
                continue
            }
            if head > sentence.lowerBound, Self.comparisonWords.contains(words[head - 1].text) {
                // `as similar as`, `so full as to`.
                continue
            }
            return entry
        }
        return nil
    }

    /// Whether the noun phrase after word `i` names children or a family.
    private func isFamily(_ analysis: ParagraphAnalysis, after i: Int) -> Bool {
        guard let phrase = analysis.nounPhrases.first(where: { $0.words.lowerBound == i + 1 }) else { return true }
        return Self.family.contains(analysis.lemma(phrase.head))
    }

    /// The verb lemma of word `head` when the tagger read a verb after its
    /// subject as a noun: `the team lacks of` (`lacks` as a plural), `people
    /// suffering of` (`suffering` as a noun). Verbs that are as often nouns
    /// (`results`, `laughs`) are not taken.
    private func verbMisreadAsNoun(_ analysis: ParagraphAnalysis, _ head: Int, _ sentence: Range<Int>) -> String? {
        let words = analysis.words
        let word = words[head]
        guard word.tag.penn == .nns || word.tag.penn == .nn, head > sentence.lowerBound,
            [.nn, .nns, .nnp, .prp].contains(words[head - 1].tag.penn)
        else { return nil }
        let base =
            word.tag.penn == .nns
            ? analysis.lemma(head) : word.text.hasSuffix("ing") ? Lexicon.shared.base(of: word.text, as: .presentParticiple) : nil
        guard let base, !Self.nounHomographs.contains(base) else { return nil }
        return base
    }

    /// Whether the preposition at `i` starts an adverbial, not the head's complement.
    private func isAdverbial(_ words: [ParagraphAnalysis.Word], _ i: Int, _ sentence: Range<Int>) -> Bool {
        guard i + 1 < sentence.upperBound else { return false }
        let next = words[i + 1]
        if words[i].text == "to", next.tag.penn == .vb { return true }
        guard Self.adverbialPrepositions.contains(words[i].text) else {
            return words[i].text == "from" && words[(i + 1)..<min(i + 5, sentence.upperBound)].contains { $0.text == "to" }
        }
        if next.tag.penn == .cd { return true }
        var object = i + 1
        if next.tag.penn == .dt || next.tag.penn == .jj, object + 1 < sentence.upperBound { object += 1 }
        return Self.timeWords.contains(words[object].text) || Self.timeWords.contains(next.text)
    }

    struct Entry: Sendable {
        enum Kind: Sendable { case verb, activeVerb, adjective, noun }
        let head: String
        let kind: Kind
        let wrong: Set<String>
        /// Empty when the preposition should go.
        let replacements: [String]

        func accepts(_ tag: PennTag) -> Bool {
            switch kind {
            case .verb: tag.isVerb
            case .activeVerb: tag.isVerb && tag != .vbn
            case .adjective: tag.isAdjective || tag == .vbn || tag == .vbd
            case .noun: tag.isNoun
            }
        }
    }

    static let entries: [Entry] = GovernedPrepositionTable.entries.split(separator: "\n").map { line in
        let sides = line.split(separator: "=>")
        let left = sides[0].split(separator: ":")
        let headAndKind = left[0].split(separator: " ")
        let kind: Entry.Kind =
            switch headAndKind[1] {
            case "V": .verb
            case "A": .activeVerb
            case "J": .adjective
            default: .noun
            }
        let right = sides[1].split(separator: " ").map(String.init)
        return Entry(
            head: String(headAndKind[0]), kind: kind, wrong: Set(left[1].split(separator: " ").map(String.init)),
            replacements: right == ["-"] ? [] : right)
    }

    private static let byLemma: [String: [Entry]] = Dictionary(grouping: entries.filter { $0.kind != .adjective }, by: \.head)
    private static let byText: [String: [Entry]] = Dictionary(grouping: entries.filter { $0.kind == .adjective }, by: \.head)

    private static let nounHomographs: Set<String> = [
        "result", "approach", "contact", "aim", "laugh", "hide", "yell", "answer", "doubt", "suffering", "complaint",
    ]
    private static let family: Set<String> = ["child", "kid", "son", "daughter", "family", "baby", "twin"]
    private static let comparisonWords: Set<String> = ["as", "so", "too"]
    private static let prepositionTags: Set<PennTag> = [.in, .to, .rp, .rb]
    /// Prepositions that also start time, degree and number adverbials.
    private static let adverbialPrepositions: Set<String> = ["for", "at", "in", "on", "by", "about", "over", "during", "within"]

    /// Objects that make a preposition a time or degree adverbial (`for years`, `at all`, `at least`).
    private static let timeWords: Set<String> = [
        "time", "times", "first", "least", "last", "once", "all", "now", "present", "moment", "night", "day", "days", "week",
        "weeks", "month", "months", "year", "years", "decade", "decades", "hour", "hours", "minute", "minutes", "second",
        "seconds", "while", "long", "ages", "weekend", "weekends", "morning", "evening", "afternoon", "noon", "midnight",
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "most", "then", "ever",
    ]
}

extension String {
    /// The text with its first ASCII letter uppercased.
    fileprivate var capitalizedFirst: String { Casing.capitalized(self) }
}
