/// Phrases English borrowed whole from Latin and French (`per se`, `de
/// facto`, `à la carte`): a part that is no English word on its own
/// (`se`, `facto`) is spelled right inside its phrase, and only there.
enum BorrowedPhrases {
    /// Whether the word token at `index` is part of a borrowed phrase
    /// written out in full, its words separated by single spaces.
    static func contains(_ index: Int, in paragraph: Paragraph) -> Bool {
        let word = folded(paragraph.string(paragraph.tokens[index]))
        guard let uses = byWord[word] else { return false }
        return uses.contains { phrase, position in
            (0..<phrase.count).allSatisfy { k in
                guard let token = wordToken(index, offset: k - position, in: paragraph) else { return false }
                return folded(paragraph.string(paragraph.tokens[token])) == phrase[k]
            }
        }
    }

    /// The word token `offset` words away from `index`, when only one space separates each pair on the way.
    private static func wordToken(_ index: Int, offset: Int, in paragraph: Paragraph) -> Int? {
        var token = index
        let step = offset < 0 ? -1 : 1
        for _ in 0..<abs(offset) {
            let space = token + step
            let next = token + 2 * step
            guard next >= 0, next < paragraph.tokens.count, paragraph.tokens[space].kind == .space,
                paragraph.tokens[space].range.count == 1, [.word, .abbreviation].contains(paragraph.tokens[next].kind)
            else { return nil }
            token = next
        }
        return token
    }

    /// Lowercased, with the curly apostrophe made straight and an abbreviation's full stop dropped (`al.`).
    private static func folded(_ word: String) -> String {
        let word = word.hasSuffix(".") ? String(word.dropLast()) : word
        return word.lowercased().replacingOccurrences(of: "’", with: "'")
    }

    private static let phrases: [[String]] = [
        "per se", "de facto", "de jure", "ad hoc", "ad nauseam", "ad infinitum", "ad lib", "à la", "a la", "vice versa",
        "bona fide", "status quo", "et al", "et cetera", "prima facie", "quid pro quo", "in situ", "in vitro", "in vivo",
        "ipso facto", "mea culpa", "modus operandi", "carte blanche", "déjà vu", "raison d'être", "fait accompli",
        "sine qua non", "pro bono", "pro rata", "per annum", "per capita", "per diem", "alma mater", "magnum opus",
        "non sequitur", "tabula rasa", "cum laude", "en masse", "en route", "joie de vivre", "savoir faire",
        "coup de grâce", "nom de plume", "vis à vis", "pièce de résistance", "hors d'oeuvre", "laissez faire",
        "tour de force", "cul de sac", "a priori", "a posteriori", "inter alia", "sui generis", "persona non grata",
        "habeas corpus", "caveat emptor", "carpe diem", "deus ex machina", "ex officio", "mutatis mutandis",
    ].map { $0.split(separator: " ").map(String.init) }

    /// Each word of a phrase, with the phrases it is part of and its position there.
    private static let byWord: [String: [(phrase: [String], position: Int)]] = {
        var result: [String: [(phrase: [String], position: Int)]] = [:]
        for phrase in phrases {
            for (position, word) in phrase.enumerated() { result[word, default: []].append((phrase, position)) }
        }
        return result
    }()
}
