/// `extends: spelling` (and the built-in `Vale.Spelling`): a word the
/// English dictionary, the vocabulary and the rule's `ignore` lists do not
/// know is an alert. Words in other scripts than Latin, and parts of file
/// names and domains (`index.css`, `orgmode.org`), are not checked.
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
                guard word.unicodeScalars.contains(where: { $0.value < 0x250 && $0.properties.isAlphabetic }),
                    !word.contains(where: \.isNumber), !Self.isDotted(range, in: document.prose), !known.contains(word.lowercased()),
                    !filters.contains(where: { $0.matchesWhole(word) }), !checker.isCorrect(String(word))
                else { return nil }
                let start = range.lowerBound + document.string(range).prefix { $0 == "'" || $0 == "’" || $0 == "-" }.utf8.count
                return ValeMatch(range: start..<(start + word.utf8.count), arguments: [String(word)])
            }
        }
    }

    /// Whether the word at `range` is joined by a `.` to a letter before or after it.
    private static func isDotted(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
        func isLetter(_ i: Int) -> Bool { i >= 0 && i < bytes.count && (bytes[i] | 0x20) >= 0x61 && (bytes[i] | 0x20) <= 0x7A }
        let before = range.lowerBound >= 2 && bytes[range.lowerBound - 1] == 0x2E && isLetter(range.lowerBound - 2)
        let after = range.upperBound + 1 < bytes.count && bytes[range.upperBound] == 0x2E && isLetter(range.upperBound + 1)
        return before || after
    }
}
