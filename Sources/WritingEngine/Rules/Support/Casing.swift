/// Case helpers for suggestions: a replacement takes the capitalisation of the text it replaces.
enum Casing {
    /// Whether `text` is written in capitals with at least two letters, digits aside (`DNS`, `CORS`, `MP3`).
    static func isAcronym(_ text: String) -> Bool {
        var letters = 0
        for byte in text.utf8 {
            if byte >= 0x41 && byte <= 0x5A {
                letters += 1
            } else if byte < 0x30 || byte > 0x39 {
                return false
            }
        }
        return letters >= 2
    }

    /// `text` with its first ASCII letter uppercased.
    static func capitalized(_ text: String) -> String {
        var bytes = Array(text.utf8)
        guard let first = bytes.first, first >= 0x61 && first <= 0x7A else { return text }
        bytes[0] = first - 0x20
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `replacement` capitalised when `original` starts with a capital letter
    /// (the pronoun `I` is always capitalised, so it says nothing).
    static func matching(_ replacement: String, to original: String) -> String {
        guard let first = original.utf8.first, first >= 0x41 && first <= 0x5A else { return replacement }
        if original == "I" || original.hasPrefix("I'") || original.hasPrefix("I\u{2019}") { return replacement }
        return capitalized(replacement)
    }
}
