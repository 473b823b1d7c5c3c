/// Rewrites prose with a table of phrase rules, word by word.
///
/// Rules match words separated only by blanks, so a phrase never matches
/// across markup (`*`, `[`, `]`, a backtick) or a placeholder, and Markdown
/// inline markup survives. Deleting a phrase takes one blank with it, drops
/// a comma left dangling, and capitalizes the next word at a sentence start;
/// `a`/`an` before a replaced phrase is adjusted.
struct PhraseRewriter: Sendable {
    private let indexed: [String: [Int]]
    private let general: [Int]
    private let rules: [PhraseRule]

    /// Rules earlier in `rules` win ties between matches of the same length.
    init(_ rules: [PhraseRule]) {
        self.rules = rules
        var indexed: [String: [Int]] = [:]
        var general: [Int] = []
        for (index, rule) in rules.enumerated() {
            if let words = rule.firstWords {
                for word in words { indexed[word, default: []].append(index) }
            } else {
                general.append(index)
            }
        }
        self.indexed = indexed
        self.general = general
    }

    /// One piece of text: a token of the input or a replacement.
    struct Piece {
        var kind: TokenKind
        var text: String
        var key: String

        init(kind: TokenKind, text: String) {
            self.kind = kind
            self.text = text
            self.key = PhraseRule.normalize(text)
        }

        var isBlank: Bool { kind == .space || kind == .newline }
        var isWordLike: Bool { kind == .word || kind == .abbreviation || kind == .number || kind == .identifier }
    }

    /// Rewrites `text` until no rule applies (at most three passes).
    /// `protected` are byte ranges of `text` that are opaque (placeholders).
    /// When `accepts` is given, each match is applied on its own and kept
    /// only when `accepts` the whole text with it (and the matches kept before).
    func rewrite(_ text: String, protected: (String) -> [Range<Int>], accepts: ((String) -> Bool)? = nil) -> String {
        var current = text
        for _ in 0..<3 {
            let next = pass(current, protected: protected(current), accepts: accepts)
            if next == current { break }
            current = next
        }
        return current
    }

    private func pass(_ text: String, protected: [Range<Int>], accepts: ((String) -> Bool)?) -> String {
        let bytes = Array(text.utf8)
        let tokens = Tokenizer.tokenize(bytes, masks: protected).map {
            Piece(kind: $0.kind, text: String(decoding: bytes[$0.range], as: UTF8.self))
        }
        var out: [Piece] = []
        var i = 0
        var changed = false
        while i < tokens.count {
            guard !tokens[i].isBlank, let match = bestMatch(tokens, at: i, after: out) else {
                out.append(tokens[i])
                i += 1
                continue
            }
            let (outBefore, start) = (out, i)
            apply(match, tokens, at: &i, into: &out)
            if let accepts, !accepts((out + tokens[i...]).map(\.text).joined()) {
                // Refused: the words stay as written, and the next word may start a match of its own.
                out = outBefore
                out.append(tokens[start])
                i = start + 1
                continue
            }
            changed = true
        }
        return changed ? out.map(\.text).joined() : text
    }

    /// Applies `match`, which starts at token `i`, appending its result to
    /// `out` and moving `i` past what it consumed.
    private func apply(_ match: Match, _ tokens: [Piece], at i: inout Int, into out: inout [Piece]) {
        let first = tokens[i].text
        // `Due` is capitalized; `ASAP` is an acronym (it counts only at a sentence start).
        let isAcronym = first.count > 1 && first.allSatisfy { !$0.isLetter || $0.isUppercase }
        let previous = out.last { !$0.isBlank }
        let atSentenceStart = previous == nil || [".", "!", "?"].contains(previous!.text)
        let wasCapitalized = first.first?.isUppercase == true && (!isAcronym || atSentenceStart)
        // A line break inside the phrase stays after its replacement: hard-wrapped text keeps its lines.
        let lineBreak = tokens[i..<match.end].firstIndex { $0.kind == .newline }
        if match.replacement.isEmpty {
            i = delete(tokens, upTo: match.end, into: &out, atSentenceStart: atSentenceStart)
            if let next = tokens[i...].firstIndex(where: { !$0.isBlank }), tokens[next].isWordLike {
                fixArticle(in: &out, before: tokens[next].text)
            }
            if atSentenceStart && wasCapitalized, let next = tokens[i...].firstIndex(where: { !$0.isBlank }), tokens[next].kind == .word {
                out += tokens[i..<next]
                out.append(Piece(kind: .word, text: tokens[next].text.capitalizingFirst()))
                i = next + 1
            }
        } else {
            var replacement = match.replacement
            // `7 o'clock a.m.` → `7 o'clock.`: an abbreviation's dot also ended the sentence.
            let last = tokens[match.end - 1]
            if last.kind == .abbreviation, last.text.hasSuffix("."), !replacement.hasSuffix("."),
                !(tokens[match.end...].first { !$0.isBlank }.map { $0.text.first?.isLowercase == true } ?? false)
            {
                replacement += "."
            }
            if wasCapitalized, replacement.first?.isLowercase == true { replacement = replacement.capitalizingFirst() }
            fixArticle(in: &out, before: replacement)
            out.append(Piece(kind: .word, text: replacement))
            i = match.end
            if let lineBreak {
                out.append(tokens[lineBreak])
                if lineBreak + 1 < match.end, tokens[lineBreak + 1].kind == .space { out.append(tokens[lineBreak + 1]) }
                if i < tokens.count, tokens[i].kind == .space { i += 1 }
            }
        }
    }

    /// Removes a deleted phrase's blank and a comma it leaves dangling; returns where to continue.
    private func delete(_ tokens: [Piece], upTo end: Int, into out: inout [Piece], atSentenceStart: Bool) -> Int {
        var i = end
        if let last = out.last, last.kind == .space {
            out.removeLast()
        } else {
            while i < tokens.count && tokens[i].kind == .space { i += 1 }
        }
        guard let next = tokens[i...].firstIndex(where: { !$0.isBlank }) else { return i }
        let previous = out.last { !$0.isBlank }?.text
        if tokens[next].text == "," && previous == "," && !atSentenceStart {
            // `We are, basically, done`: the phrase's commas go with it.
            if let comma = out.lastIndex(where: { !$0.isBlank }) { out.remove(at: comma) }
            i = next + 1
        } else if tokens[next].text == "," && atSentenceStart {
            i = next + 1
            while i < tokens.count && tokens[i].kind == .space { i += 1 }
        } else if previous == ",", [".", "!", "?", ";", ":"].contains(tokens[next].text) {
            if let comma = out.lastIndex(where: { !$0.isBlank }) { out.remove(at: comma) }
            i = next
        }
        return i
    }

    /// Turns a `a`/`an` just before the insertion point into the right one for `word`.
    private func fixArticle(in out: inout [Piece], before word: String) {
        guard let index = out.lastIndex(where: { !$0.isBlank }) else { return }
        let article = out[index].key
        guard article == "a" || article == "an" else { return }
        var right = Article.indefinite(before: word)
        if out[index].text.first?.isUppercase == true { right = right.capitalizingFirst() }
        out[index] = Piece(kind: .word, text: right)
    }

    private struct Match {
        var end: Int
        var replacement: String
    }

    /// The longest match of any rule starting at token `start`.
    private func bestMatch(_ tokens: [Piece], at start: Int, after out: [Piece]) -> Match? {
        guard tokens[start].isWordLike else { return nil }
        let candidates = (indexed[tokens[start].key] ?? []) + general
        guard !candidates.isEmpty else { return nil }
        let previous = out.last { !$0.isBlank }?.key
        var best: Match?
        for index in candidates.sorted() {
            let rule = rules[index]
            guard let (end, words) = match(rule.elements[...], tokens, at: start, captured: []) else { continue }
            guard end > (best?.end ?? start) else { continue }
            let next = tokens[end...].first { !$0.isBlank }?.key
            guard let replacement = rule.replace(words, PhraseContext(previous: previous, next: next)) else { continue }
            if replacement.isEmpty && tokens[start..<end].contains(where: { $0.kind == .newline }) { continue }
            best = Match(end: end, replacement: replacement)
        }
        return best
    }

    /// Matches `elements` from token `index`; returns the end token index and the captured texts.
    private func match(_ elements: ArraySlice<PhraseElement>, _ tokens: [Piece], at index: Int, captured: [String]) -> (Int, [String])? {
        guard let element = elements.first else { return (index, captured) }
        let rest = elements.dropFirst()
        if case .optional(let inner) = element {
            if let (next, text) = single(inner, tokens, at: index, first: captured.isEmpty),
                let result = match(rest, tokens, at: next, captured: captured + [text])
            {
                return result
            }
            return match(rest, tokens, at: index, captured: captured + [""])
        }
        guard let (next, text) = single(element, tokens, at: index, first: captured.isEmpty) else { return nil }
        return match(rest, tokens, at: next, captured: captured + [text])
    }

    /// Matches one element, skipping the blanks before it (not before the first).
    private func single(_ element: PhraseElement, _ tokens: [Piece], at index: Int, first: Bool) -> (Int, String)? {
        var i = index
        if !first {
            var newlines = 0
            while i < tokens.count && tokens[i].isBlank {
                if tokens[i].kind == .newline { newlines += 1 }
                i += 1
            }
            guard newlines < 2 else { return nil }
        }
        guard i < tokens.count else { return nil }
        let token = tokens[i]
        switch element {
        case .word(let words):
            guard token.isWordLike, words.contains(token.key) else { return nil }
        case .anyWord:
            guard token.kind == .word else { return nil }
        case .punctuation(let mark):
            guard token.text == mark else { return nil }
        case .optional:
            return nil
        }
        return (i + 1, token.text)
    }
}

extension String {
    /// The string with its first character uppercased.
    func capitalizingFirst() -> String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}

/// Choosing `a` or `an` by how the next word sounds.
enum Article {
    /// `a` or `an` before `word`.
    static func indefinite(before word: String) -> String {
        let w = PhraseRule.normalize(word.split(separator: " ").first.map(String.init) ?? word)
        guard let first = w.first else { return "a" }
        let original = word.split(separator: " ").first.map(String.init) ?? word
        if original.count > 1, original.allSatisfy({ $0.isUppercase || $0.isNumber }) {
            return "FHLMNRSX".contains(original.first!) || "AEIO".contains(original.first!) ? "an" : "a"
        }
        if anWords.contains(where: { w.hasPrefix($0) }) { return "an" }
        if aWords.contains(where: { w.hasPrefix($0) }) { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }

    /// Vowel letters sounding like a consonant.
    private static let aWords = ["uni", "use", "usu", "uti", "ure", "eu", "one", "once", "ubiq", "uku", "ewe"]
    /// A silent `h`.
    private static let anWords = ["hour", "honest", "honor", "honour", "heir"]
}
