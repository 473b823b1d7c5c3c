import Foundation

/// Turns the bytes of an `.aff` or `.dic` file into UTF-8 lines, whatever the `SET` encoding.
enum HunspellTextDecoding {
    /// The encoding a `SET` line names, read from the raw bytes of the `.aff` file (UTF-8 byte-order mark or not).
    static func declaredEncoding(inAffix bytes: [UInt8]) -> String {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        for line in lines(of: body) {
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            let parts = text.split(whereSeparator: \.isWhitespace)
            if parts.count >= 2, parts[0] == "SET" { return String(parts[1]) }
        }
        return "ISO8859-1"
    }

    /// Transcodes a whole file to UTF-8, dropping a byte-order mark.
    static func utf8(_ bytes: [UInt8], encoding: String) throws(HunspellError) -> [UInt8] {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        switch encoding.uppercased() {
        case "UTF-8", "UTF8":
            if String(validating: body, as: UTF8.self) != nil { return Array(body) }
            return Array(String(decoding: body, as: UTF8.self).utf8)
        case "ISO8859-1", "ISO-8859-1", "ISO8859_1", "LATIN1":
            return transcode(body) { Unicode.Scalar($0) }
        case "ISO8859-15", "ISO-8859-15", "ISO8859_15":
            return transcode(body) { latin9[$0] ?? Unicode.Scalar($0) }
        case "ISO8859-2", "ISO-8859-2":
            return try foundation(body, .isoLatin2, encoding)
        case "MICROSOFT-CP1251", "CP1251", "WINDOWS-1251":
            return try foundation(body, .windowsCP1251, encoding)
        case "MICROSOFT-CP1250", "CP1250", "WINDOWS-1250":
            return try foundation(body, .windowsCP1250, encoding)
        case "MICROSOFT-CP1252", "CP1252", "WINDOWS-1252":
            return try foundation(body, .windowsCP1252, encoding)
        default:
            throw .unsupportedEncoding(encoding)
        }
    }

    /// The lines of a UTF-8 buffer, without their line ends.
    static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == 0x0A {
            result.append(trimmingCarriageReturn(bytes[start..<index]))
            start = index + 1
        }
        if start < bytes.endIndex { result.append(trimmingCarriageReturn(bytes[start...])) }
        return result
    }

    /// Refuses a file whose longest line is over the budget.
    static func checkLineLengths(_ lines: [ArraySlice<UInt8>], file: String, limit: Int) throws(HunspellError) {
        for (number, line) in lines.enumerated() where line.count > limit {
            throw .overSizeBudget(file: file, what: "line \(number + 1) (bytes)", size: line.count, limit: limit)
        }
    }

    private static func trimmingCarriageReturn(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == 0x0D ? line.dropLast() : line
    }

    private static func transcode(_ bytes: ArraySlice<UInt8>, _ scalar: (UInt8) -> Unicode.Scalar) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            if byte < 0x80 {
                result.append(byte)
            } else {
                result.append(contentsOf: Array(String(Character(scalar(byte))).utf8))
            }
        }
        return result
    }

    private static func foundation(
        _ bytes: ArraySlice<UInt8>, _ encoding: String.Encoding, _ name: String
    ) throws(HunspellError) -> [UInt8] {
        guard let text = String(data: Data(bytes), encoding: encoding) else { throw .unsupportedEncoding(name) }
        return Array(text.utf8)
    }

    /// The eight code points where ISO 8859-15 differs from ISO 8859-1.
    private static let latin9: [UInt8: Unicode.Scalar] = [
        0xA4: "\u{20AC}", 0xA6: "\u{160}", 0xA8: "\u{161}", 0xB4: "\u{17D}",
        0xB8: "\u{17E}", 0xBC: "\u{152}", 0xBD: "\u{153}", 0xBE: "\u{178}",
    ]
}
