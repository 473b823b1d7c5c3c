/// Letters that LaTeX writes as commands inside words: accents (`na\"ive`,
/// `caf\'{e}`, `fa\c{c}ade`), letters of other alphabets (`hei\ss{}e`,
/// `\o`, `\ae`) and the invisible `\-` (a hyphenation point), `\/` and `\@`.
/// Each is read as the letter it stands for (the accented letter's base
/// letter), or as nothing, so the word around it is read whole.
enum LaTeXLetters {
    /// Letters of other alphabets, by command name.
    static let symbols: [String: String] = [
        "ss": "ß", "o": "ø", "O": "Ø", "aa": "å", "AA": "Å", "ae": "æ", "AE": "Æ", "oe": "œ", "OE": "Œ", "l": "ł", "L": "Ł", "i": "i",
        "j": "j",
    ]
    /// Accents named by a letter, which take the accented letter as an argument (`\c{c}`, `\v{s}`).
    static let letterAccents: Set<String> = ["c", "d", "b", "H", "k", "r", "u", "v", "t"]

    /// A symbol accent (`\"`, `\'`, `` \` ``, `\^`, `\~`, `\=`, `\.`) with
    /// its letter (`\"o`, `\"{o}`, `\"\i`) at `i`, or `\-`, `\/`, `\@`: the
    /// end of the construct and what it reads as.
    static func accent(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> (Int, String)? {
        guard i + 1 < end else { return nil }
        switch b[i + 1] {
        case 0x2D, 0x2F, 0x40: return (i + 2, "")
        case 0x22, 0x27, 0x60, 0x5E, 0x7E, 0x3D, 0x2E: return accented(b, from: i + 2, end)
        default: return nil
        }
    }

    /// A letter command (`ss`, `ae`…, or a letter accent with its argument)
    /// whose name ends at `afterName`: the end of the construct, with `{}`
    /// or one space after it, and what it reads as.
    static func letterCommand(_ name: String, _ b: UnsafeBufferPointer<UInt8>, afterName j: Int, _ end: Int) -> (Int, String)? {
        if let symbol = symbols[name] {
            if Bytes.hasPrefix(b, j, end, "{}") { return (j + 2, symbol) }
            if j + 1 < end, b[j] == Bytes.space, Bytes.isLetter(b[j + 1]) { return (j + 1, symbol) }
            if j < end, !Bytes.isLetter(b[j]), b[j] != 0x7B { return (j, symbol) }
            return nil
        }
        guard letterAccents.contains(name), j < end, b[j] == 0x7B || b[j] == Bytes.space else { return nil }
        return accented(b, from: j, end)
    }

    /// The letter an accent applies to, at `j`: `o`, `{o}`, ` o` (after a
    /// letter accent), `\i` or `{\i}`.
    private static func accented(_ b: UnsafeBufferPointer<UInt8>, from j: Int, _ end: Int) -> (Int, String)? {
        var k = j
        let braced = k < end && b[k] == 0x7B
        if braced { k += 1 } else if k < end, b[k] == Bytes.space { k += 1 }
        guard k < end else { return nil }
        let letter: String
        if Bytes.isLetter(b[k]) {
            letter = String(UnicodeScalar(b[k]))
            k += 1
        } else if Bytes.hasPrefix(b, k, end, "\\i"), k + 2 == end || !Bytes.isLetter(b[k + 2]) {
            letter = "i"
            k += 2
        } else {
            return nil
        }
        if braced {
            guard k < end, b[k] == 0x7D else { return nil }
            k += 1
        }
        return (k, letter)
    }
}
