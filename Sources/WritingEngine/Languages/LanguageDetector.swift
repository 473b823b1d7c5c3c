/// Tells which language a paragraph is written in, from the letter trigrams
/// of its words (`scripts/train-language-detector` learns them from each
/// Hunspell dictionary's own word list).
///
/// A paragraph is English unless the detector is confident it is not: it
/// needs several words, and another language must explain their spelling
/// clearly better than English does. A heading or a one-line sentence in
/// English therefore stays English.
///
/// - Important: Immutable; safe to share between threads.
public struct LanguageDetector: Sendable {
    /// The languages the detector knows, in the order of `logProbabilities`.
    public let languages: [LanguageTag]
    private let logProbabilities: [UInt64: [Float]]
    private let floors: [Float]

    /// The fewest words a paragraph needs before it may be read as another language than English.
    static let fewestWords = 4
    /// How much better, in mean log probability per trigram, another language
    /// must explain a paragraph than English.
    public static let paragraphLead: Float = 0.1
    /// The same for a document's start, which quotes names and titles in
    /// English more: over thousands of trigrams a smaller lead is as sure.
    public static let documentLead: Float = 0.04
    /// The least total lead, in log probability, over English.
    static let totalLead: Float = 8

    /// The detector trained on the dictionaries.
    public static let shared = LanguageDetector(table: "\(LanguageProfileData.table)")

    /// Reads a profile table (`LanguageProfileData`'s format).
    init(table: String) {
        var languages: [LanguageTag] = []
        var floors: [Float] = []
        var entries: [(language: Int, key: UInt64, value: Float)] = []
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2 else { continue }
            if fields[0] == "=", fields.count == 3, let tag = LanguageTag(String(fields[1])), let floor = Float(fields[2]) {
                languages.append(tag)
                floors.append(floor)
            } else if let value = Float(fields[1]), !languages.isEmpty {
                let scalars = Array(fields[0].unicodeScalars).map { $0 == "_" ? " " : $0 }
                guard scalars.count == 3 else { continue }
                entries.append((languages.count - 1, Self.key(scalars[0], scalars[1], scalars[2]), value))
            }
        }
        var table: [UInt64: [Float]] = [:]
        for entry in entries {
            table[entry.key, default: floors][entry.language] = entry.value
        }
        self.languages = languages
        self.floors = floors
        self.logProbabilities = table
    }

    /// The languages other than English that explain `text` clearly better
    /// than English does, best first; none for English and whenever the
    /// detector is not sure. A caller with dictionaries confirms the first
    /// whose dictionary knows the words (`UnitLanguage`).
    public func candidates(for text: Substring, leadPerTrigram: Float = paragraphLead) -> [LanguageTag] {
        guard let english = languages.firstIndex(of: .english) else { return [] }
        var scores = [Float](repeating: 0, count: languages.count)
        var trigrams = 0
        var words = 0
        for word in Self.words(of: text) {
            words += 1
            let padded = [" "] + word + [" "]
            for i in 0..<(padded.count - 2) {
                let values = logProbabilities[Self.key(padded[i], padded[i + 1], padded[i + 2])] ?? floors
                for language in scores.indices { scores[language] += values[language] }
                trigrams += 1
            }
        }
        guard words >= Self.fewestWords, trigrams > 0 else { return [] }
        return scores.indices.filter { language in
            let lead = scores[language] - scores[english]
            return language != english && lead >= Self.totalLead && lead / Float(trigrams) >= leadPerTrigram
        }
        .sorted { scores[$0] > scores[$1] }.map { languages[$0] }
    }

    /// The words of `text` in lowercase scalars: runs of letters, an elided
    /// article or preposition before an apostrophe (`l'`, `dell'`) left out.
    static func words(of text: Substring) -> [[Unicode.Scalar]] {
        var words: [[Unicode.Scalar]] = []
        var word: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic {
                word.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else if scalar == "'" || scalar == "\u{2019}" {
                word.removeAll(keepingCapacity: true)
            } else if !word.isEmpty {
                if word.count >= 2 { words.append(word) }
                word.removeAll(keepingCapacity: true)
            }
        }
        if word.count >= 2 { words.append(word) }
        return words
    }

    private static func key(_ a: Unicode.Scalar, _ b: Unicode.Scalar, _ c: Unicode.Scalar) -> UInt64 {
        UInt64(a.value) << 42 | UInt64(b.value) << 21 | UInt64(c.value)
    }
}
