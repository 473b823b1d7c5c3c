/// A table of `PhrasePattern`s matched over a paragraph in one pass.
///
/// At each item, the patterns indexed by the item's word are tried first, in
/// table order; then the other patterns, in table order. Those others are
/// indexed too, so that an item tries only the ones that can start there: a
/// pattern whose first element is a verb form class (`@ing`, `@past|out`…)
/// under each set of verb forms it accepts and under its listed words; a
/// pattern that starts with `*` or a negated element under every item.
struct PhraseMatcher: Sendable {
    /// The patterns a word may start, found with one lookup.
    private struct Starts: Sendable {
        /// Patterns whose first element lists words only, this one among them, in table order.
        var patterns: [PhrasePattern] = []
        /// The positions in `others` of the verb-form patterns whose first
        /// element also lists this word (ascending).
        var others: [Int] = []
    }

    private let byFirstWord: WordMap<Starts>
    /// The patterns not indexed by their first word only, in table order.
    private let others: [PhrasePattern]
    /// For each `VerbForms` raw value, the positions in `others` of the
    /// patterns that may start at a word of those forms (ascending).
    private let othersByForms: [[Int]]

    init(table: String) {
        var byFirstWord: [String: Starts] = [:]
        var others: [PhrasePattern] = []
        var startForms: [VerbForms?] = []  // nil: any word may start the pattern
        for pattern in PhrasePattern.parseTable(table) {
            switch pattern.start {
            case .words(let words):
                for word in words { byFirstWord[word, default: Starts()].patterns.append(pattern) }
            case .verbForms(let forms, let words):
                for word in words { byFirstWord[word, default: Starts()].others.append(others.count) }
                others.append(pattern)
                startForms.append(forms)
            case .anyWord:
                others.append(pattern)
                startForms.append(nil)
            }
        }
        let allForms = VerbForms([.base, .thirdPerson, .past, .pastParticiple, .presentParticiple])
        self.othersByForms = (0...allForms.rawValue).map { raw in
            startForms.indices.filter { startForms[$0].map { !$0.isDisjoint(with: VerbForms(rawValue: raw)) } ?? true }
        }
        self.byFirstWord = WordMap(byFirstWord)
        self.others = others
    }

    /// Every match in `stream`, left to right, at most one per starting item
    /// and none overlapping an earlier one.
    func matches(in stream: ParagraphView) -> [(pattern: PhrasePattern, items: Range<Int>)] {
        var result: [(PhrasePattern, Range<Int>)] = []
        var covered = 0
        for item in 0..<stream.count {
            let kind = stream.kind(item)
            guard kind == .word || kind == .punctuation || kind == .number else { continue }
            let starts = byFirstWord[stream.key(item)]
            var found: (PhrasePattern, Range<Int>)?
            for pattern in starts?.patterns ?? [] {
                if let items = pattern.match(stream, at: item), !items.isEmpty {
                    found = (pattern, items)
                    break
                }
            }
            if found == nil {
                // Only a word can be of a verb form.
                let forms = kind == .word ? stream.verbForms[item] : []
                found = firstMatch(of: othersByForms[Int(forms.rawValue)], orOf: starts?.others ?? [], stream, at: item)
            }
            if let (pattern, items) = found, items.lowerBound >= covered {
                result.append((pattern, items))
                covered = items.upperBound
            }
        }
        return result
    }

    /// The first of `others` listed in `a` or `b` (both ascending) that matches at `item`.
    private func firstMatch(
        of a: [Int], orOf b: [Int], _ stream: ParagraphView, at item: Int
    ) -> (PhrasePattern, Range<Int>)? {
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            let next: Int
            if j == b.count || i < a.count && a[i] <= b[j] {
                next = a[i]
                if j < b.count && b[j] == next { j += 1 }
                i += 1
            } else {
                next = b[j]
                j += 1
            }
            if let items = others[next].match(stream, at: item), !items.isEmpty { return (others[next], items) }
        }
        return nil
    }
}
