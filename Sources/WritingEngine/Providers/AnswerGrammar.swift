/// A grammar in llama.cpp's GBNF that a model's answer must follow, so
/// the protected text it was shown cannot be lost: the server samples only
/// tokens the grammar allows.
///
/// The answer is free text with each required text (inline code, a link's
/// target, a placeholder) at its turn, in the order of the input, byte for
/// byte. The free text between them cannot start a protected text of its
/// own: the characters that open one (a backtick, `]` before a link
/// target, `$`, `<`, a placeholder bracket) are left out of it unless the
/// input's own prose uses them, so a model can neither mangle the code it
/// was shown nor invent code or links. Nor can it break lines more than the
/// `Lines` allowed, which is where small models start their notes ("I made
/// the following changes:"), nor run much longer than the input's text in
/// the same place. A link's target comes after its text: a `[` and at
/// least a character before the `](`, as in the input.
public struct AnswerGrammar: Sendable, Hashable {
    /// The texts the answer must hold, in order.
    public let required: [String]
    /// The GBNF source.
    public let source: String

    /// The line breaks an answer may hold.
    public enum Lines: Sendable {
        /// None: a rewritten paragraph is one line.
        case none
        /// Single ones: lines of a list, a table, or a paragraph's own wrapping.
        case single
        /// Any: the input has several paragraphs.
        case any
        /// The lines of a bullet list: the answer starts with `- `, and every
        /// line break is followed by one.
        case items
    }

    /// Characters that open a protected text, kept out of the free text between required ones.
    static let openers: [Character] = ["`", "]", "$", "<", "⟦", "⟧"]

    /// How much longer than the input's the free text between two required
    /// texts may be: `factor` times the input's, plus `extra` characters.
    public struct Stretch: Sendable, Hashable {
        public var factor: Double
        public var extra: Int
    }

    /// The grammar for an answer to `input` that must keep `required`
    /// (texts of `input`, in their order there, maybe none) with `lines`;
    /// nil when they are not all in `input`. The free text before, between and after
    /// them is bounded by `stretch` of the input's text there: a model that
    /// writes on without a required text is made to write it when it has
    /// written that much, rather than to leave it out.
    init?(required: [String], input: String, lines: Lines, stretch: Stretch) {
        self.required = required
        var gaps: [String] = []
        var rest = Substring(input)
        for text in required {
            guard let range = rest.range(of: text) else { return nil }
            gaps.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        gaps.append(String(rest))
        let prose = gaps.joined(separator: " ")
        let openers = Self.openers.filter { !prose.contains($0) }
        let excluded = openers.map { Self.escapeInClass($0) }.joined()
        let item: String
        switch lines {
        case .none: item = "[^\(excluded)\\n]"
        case .single: item = "([^\(excluded)\\n] | \"\\n\" [^\(excluded)\\n])"
        case .any: item = "[^\(excluded.isEmpty ? "\\x00" : excluded)]"
        case .items: item = "([^\(excluded)\\n] | \"\\n- \")"
        }
        // A link's text: on one line, without brackets.
        let linkItem = "[^\(excluded)\\[\\]\\n]"
        var root = lines == .items ? "root ::= \"- \"" : "root ::="
        var rules: [String] = []
        for (k, gap) in gaps.enumerated() {
            // The end gets more room, for the end of a sentence the model recast.
            let bound = Int(Double(gap.unicodeScalars.count) * stretch.factor) + stretch.extra + (k == required.count ? 48 : 0)
            if k < required.count, required[k].hasPrefix("]("), let open = gap.lastIndex(of: "[") {
                // Before a link's target, its text, opened by `[`.
                let before = Int(Double(gap[..<open].unicodeScalars.count) * stretch.factor) + stretch.extra
                let text = gap[gap.index(after: open)...].unicodeScalars.count
                let textBound = Int(Double(text) * stretch.factor) + 8
                rules.append("t\(k) ::= \(item){0,\(before)} \"[\" \(linkItem){\(text == 0 ? 0 : 1),\(textBound)}")
            } else {
                rules.append("t\(k) ::= \(item){0,\(bound)}")
            }
            root += " t\(k)"
            if k < required.count { root += " " + Self.literal(required[k]) }
        }
        source = ([root] + rules).joined(separator: "\n") + "\n"
    }

    /// The grammar of key points of `input`: a bullet list of one to
    /// `maxItems` items of one line each, none longer than `input` nor than
    /// 240 characters, without the characters that open a protected text
    /// unless `input` uses them. Key points may leave sentences out, so no
    /// text is required.
    static func keyPoints(of input: String, maxItems: Int) -> AnswerGrammar {
        let excluded = openers.filter { !input.contains($0) }.map { escapeInClass($0) }.joined()
        let longest = max(16, min(240, input.unicodeScalars.count))
        let line = "[^\(excluded)\\n]{4,\(longest)}"
        let more = maxItems > 1 ? " (\"\\n- \" line){0,\(maxItems - 1)}" : ""
        return AnswerGrammar(source: "root ::= \"- \" line\(more)\nline ::= \(line)\n", required: [])
    }

    /// A grammar of another shape (`TopicTable`): `source`, whose answers hold `required`.
    init(source: String, required: [String]) {
        self.source = source
        self.required = required
    }

    /// `text` as a GBNF string literal.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `character` as it is written inside a GBNF character class.
    static func escapeInClass(_ character: Character) -> String {
        switch character {
        case "]", "\\", "^", "-", "[": "\\" + String(character)
        default: String(character)
        }
    }
}
