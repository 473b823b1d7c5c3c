/// `extends: spelling` (and the built-in `Vale.Spelling`): a word the
/// English dictionary, the vocabulary and the rule's `ignore` lists do not
/// know is an alert.
struct SpellingCheck: Sendable {
    private let known: Set<String>
    private let filters: [ValePattern]
    private static let word = try! ValePattern(#"[\w'’-]+"#)

    init(_ yaml: YAMLValue, vocabulary: ValeVocabulary) {
        known = Set(vocabulary.accepted.map { $0.lowercased() } + (yaml["ignored"]?.strings ?? []).map { $0.lowercased() })
        filters = (yaml["filters"]?.strings ?? []).compactMap { try? ValePattern($0) }
    }

    func run(_ document: ValeDocument, units: [Range<Int>]) -> [ValeMatch] {
        let checker = SpellChecker.shared(for: .americanEnglish)
        return units.flatMap { unit in
            TokenMatcher.search(Self.word, in: document.prose, unit: unit).compactMap { range -> ValeMatch? in
                var word = Substring(document.string(range))
                while let last = word.last, last == "'" || last == "’" || last == "-" { word = word.dropLast() }
                while let first = word.first, first == "'" || first == "’" || first == "-" { word = word.dropFirst() }
                guard word.contains(where: \.isLetter), !word.contains(where: \.isNumber), !known.contains(word.lowercased()),
                    !filters.contains(where: { $0.matchesWhole(word) }), !checker.isCorrect(String(word))
                else { return nil }
                let start = range.lowerBound + document.string(range).prefix { $0 == "'" || $0 == "’" || $0 == "-" }.utf8.count
                return ValeMatch(range: start..<(start + word.utf8.count), arguments: [String(word)])
            }
        }
    }
}
