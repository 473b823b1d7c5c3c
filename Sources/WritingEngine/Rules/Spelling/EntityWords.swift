import Foundation

/// Words written with character references (`caf&eacute;`, `na&#239;ve`,
/// `don&rsquo;t`), decoded for the spelling check while their range stays
/// on the source.
///
/// The structure scanners mask each reference (kind `entity`), which splits
/// such a word into parts that are not words; this joins the parts back.
struct EntityWord {
    /// The token indices of the word's parts and references.
    var tokens: Range<Int>
    /// The whole word in the paragraph's bytes (`caf&eacute;`).
    var range: Range<Int>
    /// The word as read (`café`).
    var decoded: String

    /// The words of `paragraph` that hold at least one reference to a letter
    /// or an apostrophe, joined to the letters around them without a gap.
    static func find(in paragraph: Paragraph) -> [EntityWord] {
        var words: [EntityWord] = []
        let tokens = paragraph.tokens
        var i = 0
        while i < tokens.count {
            guard part(tokens[i], paragraph) != nil else {
                i += 1
                continue
            }
            var j = i
            var decoded = ""
            var references = 0
            var letters = 0
            while j < tokens.count, j == i || tokens[j].range.lowerBound == tokens[j - 1].range.upperBound,
                let text = part(tokens[j], paragraph)
            {
                if tokens[j].kind == .masked { references += 1 } else { letters += 1 }
                decoded += text
                j += 1
            }
            if references > 0, letters > 0 {
                words.append(
                    EntityWord(tokens: i..<j, range: tokens[i].range.lowerBound..<tokens[j - 1].range.upperBound, decoded: decoded))
            }
            i = j
        }
        return words
    }

    /// The text of a word token, or the letter or apostrophe a masked
    /// character reference stands for; nil for anything else.
    private static func part(_ token: Token, _ paragraph: Paragraph) -> String? {
        switch token.kind {
        case .word: return paragraph.string(token)
        case .masked:
            let r = token.range
            guard r.count >= 4, r.count <= 10, paragraph.bytes[r.lowerBound] == 0x26, paragraph.bytes[r.upperBound - 1] == 0x3B else {
                return nil
            }
            let name = String(decoding: paragraph.bytes[(r.lowerBound + 1)..<(r.upperBound - 1)], as: UTF8.self)
            guard let scalar = decode(name), scalar.properties.isAlphabetic || scalar == "’" || scalar == "'" else { return nil }
            return String(scalar)
        default: return nil
        }
    }

    /// The scalar of a reference name (`eacute`, `#233`, `#xE9`).
    private static func decode(_ name: String) -> Unicode.Scalar? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") { return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
        if name.hasPrefix("#") { return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init) }
        if name == "rsquo" { return "’" }
        if name == "apos" { return "'" }
        if name == "szlig" { return "ß" }
        guard let base = name.first, base.isLetter, let mark = marks[String(name.dropFirst())] else { return nil }
        let composed = (String(base) + String(mark)).precomposedStringWithCanonicalMapping.unicodeScalars
        return composed.count == 1 ? composed.first : nil
    }

    /// The combining marks of the Latin-1 named references (`acute` → U+0301…).
    private static let marks: [String: Unicode.Scalar] = [
        "grave": "\u{300}", "acute": "\u{301}", "circ": "\u{302}", "tilde": "\u{303}", "uml": "\u{308}", "ring": "\u{30A}",
        "cedil": "\u{327}", "caron": "\u{30C}",
    ]
}
