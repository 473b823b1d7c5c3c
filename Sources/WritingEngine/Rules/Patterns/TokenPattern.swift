/// A pattern over the words of a sentence, as rule files write it (see
/// `PatternRuleFile` for the syntax): a list of elements, some optional,
/// with the flagged ones in `[` `]`.
///
/// Optional elements are expanded when a pattern is parsed: one pattern
/// line becomes one `TokenPattern` per combination, each element keeping
/// the number it has in the line, for `{n}` in suggestions.
struct TokenPattern: Sendable {
    /// One position of a pattern.
    struct Element: Sendable {
        /// What a word must pass: every test, each negated or not (`that&WDT`, `!to`, `VB&!be`).
        enum Test: Sendable {
            case atom(PatternAtom, negated: Bool)
            /// A noun phrase starting here (`NP`, `NP-sg`, `NP-pl`): takes all of its words.
            case nounPhrase(NounPhrase.Number?)
            /// Up to this many words of any kind but code (`...`), as few as the rest of the pattern allows.
            case gap(Int)
        }

        let tests: [Test]
        /// Position of the element in the pattern line, from 1.
        let number: Int
        /// Whether the end of the sentence also matches (`$` among the alternatives: `.|,|$`), taking no word.
        var orEnd = false
    }

    let elements: [Element]
    /// The first element must start its sentence (`^`).
    let atSentenceStart: Bool
    /// The last element must end its sentence, before its closing punctuation (`$`).
    let atSentenceEnd: Bool
    /// The elements covered by the finding.
    let flagged: Range<Int>

    /// The words each element took, by element index, for a match at `start`; nil when it does not match.
    func match(_ input: PatternInput, at start: Int) -> [Range<Int>]? {
        let sentence = input.sentence(input.sentenceOf[start])
        if atSentenceStart && !Self.startsSentence(input, start, sentence) { return nil }
        var spans: [Range<Int>] = []
        spans.reserveCapacity(elements.count)
        return match(0, start, sentence, input, &spans) ? spans : nil
    }

    /// Matches the elements from `k` on at word `i`, appending their spans; a gap tries its shortest length first.
    private func match(_ k: Int, _ i: Int, _ sentence: Range<Int>, _ input: PatternInput, _ spans: inout [Range<Int>]) -> Bool {
        guard k < elements.count else { return !atSentenceEnd || Self.endsSentence(input, i, sentence) }
        let element = elements[k]
        if case .gap(let most) = element.tests.first {
            var end = i
            while end <= min(i + most, sentence.upperBound) {
                spans.append(i..<end)
                if match(k + 1, end, sentence, input, &spans) { return true }
                spans.removeLast()
                guard end < sentence.upperBound, input.kinds[end] != .other else { return false }
                end += 1
            }
            return false
        }
        if element.orEnd && Self.endsSentence(input, i, sentence) {
            spans.append(i..<i)
            if match(k + 1, i, sentence, input, &spans) { return true }
            spans.removeLast()
        }
        guard i < sentence.upperBound, let next = Self.take(element, input, i) else { return false }
        spans.append(i..<next)
        if match(k + 1, next, sentence, input, &spans) { return true }
        spans.removeLast()
        return false
    }

    /// The word after the element when it matches at `i`.
    private static func take(_ element: Element, _ input: PatternInput, _ i: Int) -> Int? {
        var end = i + 1
        for test in element.tests {
            switch test {
            case .atom(let atom, let negated):
                guard input.kinds[i] != .other, atom.matches(input, i) != negated else { return nil }
            case .gap: return nil
            case .nounPhrase(let number):
                guard let k = input.phrase(startingAt: i) else { return nil }
                let phrase = input.analysis.nounPhrases[k]
                if let number, phrase.number != number { return nil }
                end = phrase.words.upperBound
            }
        }
        return end
    }

    /// Whether `i` is the sentence's first word, past opening quotes and brackets.
    private static func startsSentence(_ input: PatternInput, _ i: Int, _ sentence: Range<Int>) -> Bool {
        var k = sentence.lowerBound
        while k < i, input.kinds[k] == .punctuation { k += 1 }
        return k == i
    }

    /// Whether only closing punctuation follows `i` in its sentence.
    private static func endsSentence(_ input: PatternInput, _ i: Int, _ sentence: Range<Int>) -> Bool {
        var k = i
        while k < sentence.upperBound {
            guard input.kinds[k] == .punctuation, input.keys[k].text != "," else { return false }
            k += 1
        }
        return true
    }
}

extension TokenPattern {
    /// A malformed pattern, with what is wrong.
    struct SyntaxError: Error, CustomStringConvertible {
        let description: String
    }

    /// The patterns one line stands for (one per combination of its optional elements).
    static func parse(_ line: String) throws(SyntaxError) -> [TokenPattern] {
        var known: [String: [Element.Test]] = [:]
        return try parse(line, known: &known)
    }

    /// The patterns one line stands for; `known` holds the tests of the elements parsed so far, by their text.
    static func parse(_ line: String, known: inout [String: [Element.Test]]) throws(SyntaxError) -> [TokenPattern] {
        var parts = Array(line.utf8).split(separator: 0x20)
        let start = parts.first?.elementsEqual("^".utf8) == true
        if start { parts.removeFirst() }
        let end = parts.last?.elementsEqual("$".utf8) == true
        if end { parts.removeLast() }
        // Each variant: its elements and the element indices of `[` and `]`.
        typealias Variant = (elements: [Element], open: Int?, close: Int?)
        var variants: [Variant] = [([], nil, nil)]
        variants[0].elements.reserveCapacity(parts.count)
        for (k, raw) in parts.enumerated() {
            var part = raw
            let opens = part.hasMark(first: 0x5B)  // `[`
            if opens { part.removeFirst() }
            let closes = part.hasMark(last: 0x5D)  // `]`
            if closes { part.removeLast() }
            let optional = part.hasMark(last: 0x3F)  // `?`
            if optional { part.removeLast() }
            let text = part.text
            let parsed: [Element.Test]
            if let tests = known[text] {
                parsed = tests
            } else {
                parsed = try tests(part, in: line)
                known[text] = parsed
            }
            var element = Element(tests: parsed, number: k + 1)
            element.orEnd =
                part.contains(0x24) && !part.elementsEqual("$".utf8) && part.split(separator: 0x7C).contains { $0.elementsEqual("$".utf8) }
            func take(_ variant: inout Variant) {
                let count = variant.elements.count
                variant.elements.append(element)
                if opens { variant.open = count }
                if closes { variant.close = count + 1 }
            }
            guard optional else {
                for v in variants.indices { take(&variants[v]) }
                continue
            }
            variants = variants.flatMap { variant in
                var taken = variant
                take(&taken)
                var skipped = variant
                if opens { skipped.open = variant.elements.count }
                if closes { skipped.close = variant.elements.count }
                return [taken, skipped]
            }
        }
        return try variants.map { variant throws(SyntaxError) in
            let flagged = (variant.open ?? 0)..<(variant.close ?? variant.elements.count)
            guard !variant.elements.isEmpty, !flagged.isEmpty, flagged.upperBound <= variant.elements.count else {
                throw SyntaxError(description: "no word to flag in “\(line)”")
            }
            return TokenPattern(elements: variant.elements, atSentenceStart: start, atSentenceEnd: end, flagged: flagged)
        }
    }

    private static func tests(_ bytes: ArraySlice<UInt8>, in line: String) throws(SyntaxError) -> [Element.Test] {
        let text = bytes.text
        if text == "..." { return [.gap(8)] }
        if text.hasPrefix("NP") {
            switch text {
            case "NP": return [.nounPhrase(nil)]
            case "NP-sg": return [.nounPhrase(.singular)]
            case "NP-pl": return [.nounPhrase(.plural)]
            default: throw SyntaxError(description: "unknown chunk “\(text)” in “\(line)”")
            }
        }
        // `&` joins tests; a lone `&` is the word.
        return try bytes.alternatives(0x26).map { part throws(SyntaxError) in
            let negated = part.hasMark(first: 0x21)  // `!`
            guard let atom = PatternAtom.parse(negated ? part.dropFirst() : part) else {
                throw SyntaxError(description: "unknown element “\(part.text)” in “\(line)”")
            }
            return .atom(atom, negated: negated)
        }
    }

    /// What the first element needs, for indexing: nil when any word may start a match.
    var firstAtom: PatternAtom? {
        guard let first = elements.first else { return nil }
        for test in first.tests {
            guard case .atom(let atom, negated: false) = test else { continue }
            if case .anyWord = atom { continue }
            return atom
        }
        return nil
    }
}
