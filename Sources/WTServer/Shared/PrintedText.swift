import Foundation

/// Text the command line prints, made safe to print. A file name may hold
/// any byte but `/` and NUL: printed raw, a newline in it starts a line of
/// its own, which a CI log reads as a workflow command (`::error …`), and an
/// escape sequence drives the terminal. Every line wt-lsp prints for people
/// goes through here.
enum PrintedText {
    /// `path` as it is when it holds no control character, backslash or
    /// double quote; else in double quotes with C escapes, as git quotes a
    /// path (`"evil\n::error file=x.md::.md"`; GNU patch reads that form).
    static func path(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: { needsEscape($0) || $0 == "\\" || $0 == "\"" }) else { return path }
        var quoted = "\""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            default: quoted += escaped(scalar)
            }
        }
        return quoted + "\""
    }

    /// `text` on one line: each control character escaped as C and git
    /// escape it (`\n`, `\t`, the octal bytes `\033`), everything else as it is.
    static func line(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        return text.unicodeScalars.map(escaped).joined()
    }

    /// Writes `wt-lsp: message` to stderr as one line.
    static func note(_ message: String) {
        FileHandle.standardError.writeOrDrop(Data("wt-lsp: \(line(message))\n".utf8))
    }

    /// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        guard needsEscape(scalar) else { return String(scalar) }
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            return String(scalar).utf8.map { byte in
                let octal = String(byte, radix: 8)
                return "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }.joined()
        }
    }
}
