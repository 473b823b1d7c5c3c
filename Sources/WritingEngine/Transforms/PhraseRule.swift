import Foundation

/// What a phrase rule may look at around its match.
struct PhraseContext: Sendable {
    /// The previous non-blank token, lowercased (nil at the start of the text).
    var previous: String?
    /// The next non-blank token, lowercased (nil at the end of the text).
    var next: String?
}

/// One element of a phrase pattern.
indirect enum PhraseElement: Sendable {
    /// A word, one of these (lowercased, straight apostrophes).
    case word(Set<String>)
    /// Any word.
    case anyWord
    /// A punctuation mark.
    case punctuation(String)
    /// The element, or nothing.
    case optional(PhraseElement)
}

/// A table entry of the built-in rewriter: a phrase pattern and what it becomes.
///
/// Pattern syntax: words separated by spaces; `(a|b|c)` is one of several
/// words; `*` is any word; a trailing `?` makes an element optional; `,` `.`
/// and other marks match themselves. Template syntax: `$1`…`$9` stand for the
/// text matched by that element (empty for a skipped optional).
struct PhraseRule: Sendable {
    let elements: [PhraseElement]
    /// The replacement for the matched texts, or nil to leave this match alone.
    let replace: @Sendable ([String], PhraseContext) -> String?

    init(_ pattern: String, replace: @escaping @Sendable ([String], PhraseContext) -> String?) {
        self.elements = Self.parse(pattern)
        self.replace = replace
    }

    /// A rule with a `$n` template.
    init(_ pattern: String, _ template: String) {
        self.init(pattern) { words, _ in Self.fill(template, with: words) }
    }

    /// The first words this rule can start with (nil when it starts with a wildcard or an optional).
    var firstWords: Set<String>? {
        if case .word(let words)? = elements.first { return words }
        return nil
    }

    static func parse(_ pattern: String) -> [PhraseElement] {
        pattern.split(separator: " ").map { part in
            var text = String(part)
            var optional = false
            if text.count > 1 && text.hasSuffix("?") {
                optional = true
                text.removeLast()
            }
            let element: PhraseElement
            if text == "*" {
                element = .anyWord
            } else if text.hasPrefix("(") && text.hasSuffix(")") {
                element = .word(Set(text.dropFirst().dropLast().split(separator: "|").map { normalize(String($0)) }))
            } else if let first = text.unicodeScalars.first, text.count == 1, !first.properties.isAlphabetic,
                first.properties.numericType == nil
            {
                element = .punctuation(text)
            } else {
                element = .word([normalize(text)])
            }
            return optional ? .optional(element) : element
        }
    }

    /// Fills `$1`…`$9` in `template`.
    static func fill(_ template: String, with words: [String]) -> String {
        guard template.contains("$") else { return template }
        var out = ""
        var chars = template.makeIterator()
        while let c = chars.next() {
            if c == "$", let d = chars.next() {
                if let n = d.wholeNumberValue, n >= 1, n <= words.count {
                    out += words[n - 1]
                } else {
                    out.append(c)
                    out.append(d)
                }
            } else {
                out.append(c)
            }
        }
        return out.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// Lowercased with curly apostrophes made straight: how words are compared.
    static func normalize(_ word: String) -> String {
        word.lowercased().replacingOccurrences(of: "’", with: "'")
    }
}
