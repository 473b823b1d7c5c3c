/// A small pattern language over a `ParagraphView`, for the table-driven rules.
///
/// A table line is `PATTERN => REPLACEMENT / REPLACEMENT :: MESSAGE`.
/// PATTERN is a list of elements separated by spaces:
/// - `word` or `one|two|three`: a word (or punctuation) from the list, ignoring case;
/// - `@class`: a word from a class (`@modal`, `@subject`, `@object`, `@possessive`,
///   `@determiner`, `@preposition`, `@be`, `@have`) or of a verb form (`@verb`,
///   `@past`, `@participle`, `@ing`, `@third`);
/// - `!one|two` or `!@class`: any word except these;
/// - `*`: any word;
/// - `^` (first element only): the next element starts a sentence;
/// - `$` (last element only): the end of the paragraph or a punctuation mark;
/// - a trailing `?` makes an element optional;
/// - `[` and `]` around the elements that the finding covers (the whole pattern by default).
///
/// REPLACEMENT may use `{n}`, the text of the n-th covered element as written.
/// When a covered element lists as many words as there are replacements,
/// each of its words has its own replacement (`[do|did] a mistake =>
/// make / made`). A replacement takes the capitalisation of the text it replaces.
///
/// A class, immutable: matchers pass patterns around per token, and a copy
/// costs one reference count.
final class PhrasePattern: Sendable {
    enum Element: Sendable {
        /// A word in `words` or a verb form in `forms`; with `negated`, any other word.
        /// `order` keeps the words as written, for per-word replacements.
        case set(words: WordSet, order: [String], forms: VerbForms, negated: Bool)
        case anyWord
        case end
    }

    let elements: [Element]
    let sentenceStart: Bool
    let flagged: Range<Int>
    let replacements: [String]
    let message: String

    private init(elements: [Element], sentenceStart: Bool, flagged: Range<Int>, replacements: [String], message: String) {
        self.elements = elements
        self.sentenceStart = sentenceStart
        self.flagged = flagged
        self.replacements = replacements
        self.message = message
    }

    /// Parses a table, expanding optional elements; malformed lines are a programming error.
    static func parseTable(_ table: String) -> [PhrasePattern] {
        var patterns: [PhrasePattern] = []
        // Elements recur across lines (`@be`, `@modal|to`): each is built once.
        var elements: [String: Element] = [:]
        for raw in table.utf8.split(separator: 0x0A) {
            let line = String(decoding: raw, as: UTF8.self).trimmingSpaces()
            if line.isEmpty || line.hasPrefix("//") { continue }
            patterns.append(contentsOf: parse(line, elements: &elements))
        }
        return patterns
    }

    private static func parse(_ line: String, elements known: inout [String: Element]) -> [PhrasePattern] {
        let messageSplit = line.splitting(by: " :: ")
        let ruleSplit = messageSplit[0].splitting(by: " => ")
        precondition(messageSplit.count == 2 && ruleSplit.count == 2, "malformed pattern: \(line)")
        let replacements = ruleSplit[1].splitting(by: " / ").map { $0.trimmingSpaces() }
        var variants: [([Element], Int?, Int?)] = [([], nil, nil)]
        var start = false
        for var part in ruleSplit[0].utf8.split(separator: 0x20).map({ String(decoding: $0, as: UTF8.self) }) {
            if part == "^" {
                start = true
                continue
            }
            var opens = false
            var closes = false
            var optional = false
            if part.hasPrefix("[") {
                opens = true
                part.removeFirst()
            }
            if part.hasSuffix("]") {
                closes = true
                part.removeLast()
            }
            if part.hasSuffix("?") && part.count > 1 {
                optional = true
                part.removeLast()
            }
            let element = known[part] ?? element(part)
            known[part] = element
            var next: [([Element], Int?, Int?)] = []
            for (elements, open, close) in variants {
                let withIt = (elements + [element], opens ? elements.count : open, closes ? elements.count + 1 : close)
                next.append(withIt)
                if optional { next.append((elements, opens ? elements.count : open, closes ? elements.count : close)) }
            }
            variants = next
        }
        return variants.map { elements, open, close in
            PhrasePattern(
                elements: elements, sentenceStart: start, flagged: (open ?? 0)..<(close ?? elements.count),
                replacements: replacements, message: messageSplit[1].trimmingSpaces())
        }
    }

    private static func element(_ text: String) -> Element {
        if text == "*" { return .anyWord }
        if text == "$" { return .end }
        let negated = text.hasPrefix("!") && text.count > 1
        let body = negated ? String(text.dropFirst()) : text
        var words: [String] = []  // repeats are fine: the set keeps one
        var order: [String] = []
        var forms = VerbForms()
        for part in body.split(separator: "|", omittingEmptySubsequences: false) {
            if part.isEmpty {
                words.append("|")
            } else if part.hasPrefix("@") && part.count > 1 {
                let name = String(part.dropFirst())
                if let verbForms = verbForms(name) {
                    forms.formUnion(verbForms)
                } else {
                    words.append(contentsOf: classWords(name).words)
                }
            } else {
                words.append(String(part))
                order.append(String(part))
            }
        }
        return .set(words: WordSet(words), order: order, forms: forms, negated: negated)
    }

    private static func verbForms(_ name: String) -> VerbForms? {
        switch name {
        case "verb": .base
        case "past": .past
        case "participle": .pastParticiple
        case "ing": .presentParticiple
        case "third": .thirdPerson
        default: nil
        }
    }

    private static func classWords(_ name: String) -> WordSet {
        if let shared = Lexicon.namedClass(name) { return shared }
        return switch name {
        case "be": Lexicon.shared.wordSet(.be, excluding: [.fused, .split])
        case "have": Lexicon.shared.wordSet(.have, excluding: [.fused, .split])
        default: preconditionFailure("unknown word class @\(name)")
        }
    }

    /// What can start a match, for indexing the patterns of a table.
    enum Start {
        /// Only these words (or punctuation marks).
        case words([String])
        /// These words or a word of these verb forms.
        case verbForms(VerbForms, orWords: [String])
        /// Any word, or any word but some (`*`, `!…`).
        case anyWord
    }

    var start: Start {
        guard let first = elements.first, case .set(let words, _, let forms, false) = first else { return .anyWord }
        return forms.isEmpty ? .words(words.words) : .verbForms(forms, orWords: words.words)
    }

    /// Whether the pattern matches at `item`; returns the flagged item range.
    func match(_ stream: ParagraphView, at item: Int) -> Range<Int>? {
        if sentenceStart && !stream.startsSentence[item] { return nil }
        var i = item
        for (k, element) in elements.enumerated() {
            if case .end = element {
                guard k == elements.count - 1 else { return nil }
                if i < stream.count && stream.kind(i) != .punctuation { return nil }
                continue
            }
            guard i < stream.count, Self.matches(element, stream, i) else { return nil }
            i += 1
        }
        let lastElement = elements.last.map { if case .end = $0 { true } else { false } } ?? false
        let upper = min(flagged.upperBound, lastElement ? elements.count - 1 : elements.count)
        return (item + flagged.lowerBound)..<(item + upper)
    }

    private static func matches(_ element: Element, _ stream: ParagraphView, _ i: Int) -> Bool {
        let kind = stream.kind(i)
        switch element {
        case .set(let words, _, let forms, let negated):
            if negated {
                return kind == .word && !words.contains(stream.key(i))
                    && (forms.isEmpty || stream.verbForms[i].isDisjoint(with: forms))
            }
            guard kind == .word || kind == .punctuation || kind == .number else { return false }
            if words.contains(stream.key(i)) { return true }
            return kind == .word && !forms.isEmpty && !stream.verbForms[i].isDisjoint(with: forms)
        case .anyWord: return kind == .word
        case .end: return false
        }
    }

    /// The replacement strings for a match, with `{n}` filled in and case matched.
    func suggestions(_ stream: ParagraphView, flagged items: Range<Int>) -> [String] {
        let original = stream.original(items.lowerBound)
        var templates = replacements
        if replacements.count > 1 {
            for (offset, element) in elements[flagged].enumerated() {
                guard case .set(_, let order, _, false) = element, order.count == replacements.count,
                    let index = order.firstIndex(of: stream.texts[items.lowerBound + offset])
                else { continue }
                templates = [replacements[index]]
                break
            }
        }
        return templates.map { template in
            var text = template
            if text.contains("{") {
                for (n, item) in items.enumerated() {
                    text = text.replacingAll("{\(n + 1)}", with: stream.original(item))
                }
            }
            return Casing.matching(text, to: original)
        }
    }
}

extension StringProtocol {
    /// The string without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let bytes = Array(utf8)
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Splits on a multi-character separator.
    func splitting(by separator: String) -> [String] {
        // Compared as UTF-8 bytes: the tables hold thousands of lines, parsed at start-up.
        let bytes = Array(utf8)
        let needle = Array(separator.utf8)
        guard let first = needle.first else { return [String(self)] }
        var parts: [String] = []
        var start = 0
        var i = 0
        while i + needle.count <= bytes.count {
            if bytes[i] == first && bytes[i..<(i + needle.count)].elementsEqual(needle) {
                parts.append(String(decoding: bytes[start..<i], as: UTF8.self))
                i += needle.count
                start = i
            } else {
                i += 1
            }
        }
        parts.append(String(decoding: bytes[start...], as: UTF8.self))
        return parts
    }

    /// Replaces every occurrence of `target`.
    func replacingAll(_ target: String, with replacement: String) -> String {
        splitting(by: target).joined(separator: replacement)
    }
}
