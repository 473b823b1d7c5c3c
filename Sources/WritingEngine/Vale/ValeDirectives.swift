import Foundation

/// Vale's comment directives in a document: `<!-- vale off -->`,
/// `<!-- vale on -->`, `<!-- vale Style.Rule = NO -->` (or `= YES`), and
/// the same in other comment forms (`{/* vale off */}`, `.. vale off`).
struct ValeDirectives {
    private struct Switch {
        var offset: Int
        /// nil: every rule; else a style or `Style.Rule`.
        var target: String?
        var on: Bool
    }

    private var switches: [Switch] = []

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var k = 0
        let marker = Array("vale ".utf8)
        while k + marker.count < bytes.count {
            guard bytes[k] == 0x76, Array(bytes[k..<(k + marker.count)]) == marker, Self.isAfterCommentOpening(bytes, k) else {
                k += 1
                continue
            }
            var end = k + marker.count
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x2D, bytes[end] != 0x2A { end += 1 }
            let body = String(decoding: bytes[(k + marker.count)..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if body == "off" || body == "on" {
                switches.append(Switch(offset: k, target: nil, on: body == "on"))
            } else {
                for part in body.split(separator: ",") {
                    let pair = part.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
                    if pair.count == 2 { switches.append(Switch(offset: k, target: pair[0], on: pair[1].uppercased() != "NO")) }
                }
            }
            k = end
        }
    }

    private static func isAfterCommentOpening(_ bytes: [UInt8], _ k: Int) -> Bool {
        var j = k - 1
        while j >= 0, bytes[j] == 0x20 { j -= 1 }
        guard j >= 1 else { return false }
        let two = String(decoding: bytes[(j - 1)...j], as: UTF8.self)
        return two == "--" || two == "/*" || two == ".." || two == "//"
    }

    /// Whether the rule `id` is on at byte `offset`.
    func allows(_ id: String, at offset: Int) -> Bool {
        var on = true
        let style = id.split(separator: ".").first.map(String.init)
        for s in switches where s.offset <= offset {
            if s.target == nil || s.target == id || s.target == style { on = s.on }
        }
        return on
    }
}

extension ValeDocument {
    /// Blanks the matches of `TokenIgnores` patterns out of the prose.
    mutating func blank(_ patterns: [ValePattern]) {
        guard !patterns.isEmpty else { return }
        for pattern in patterns {
            for range in pattern.matches(in: String(decoding: raw, as: UTF8.self)) {
                for k in range where prose[k] != 0x0A { prose[k] = 0x20 }
            }
        }
    }
}
