import Foundation

/// One correction a model proposed, as a reviewable mark on the original text.
public struct ModelMark: Sendable, Hashable {
    /// UTF-8 byte range in the original text (never empty).
    public var range: Range<Int>
    /// The text that replaces `range`.
    public var replacement: String
    /// What changed, for the user: “effect” → “affect”.
    public var message: String

    /// The same mark `delta` bytes further on.
    public func shifted(by delta: Int) -> ModelMark {
        ModelMark(range: (range.lowerBound + delta)..<(range.upperBound + delta), replacement: replacement, message: message)
    }
}

/// Turns a model's corrected paragraph into marks: the two texts are
/// compared word by word (punctuation and whitespace are tokens too), and
/// each small change becomes one mark. A change too large to be a
/// correction (more than `maxWords` words on a side) is no mark: the
/// sentence holding it is offered whole as a rewrite, unless a change in
/// that sentence touches a protected range. Changes inside protected
/// ranges are dropped, and so is everything when the model rewrote more
/// than a third of the words.
public enum ModelMarks {
    /// The most words one mark may remove or add.
    public static let maxWords = 3
    /// Paragraphs with more tokens than this are not compared.
    static let maxTokens = 3000

    /// What the comparison of a paragraph with the model's version found.
    public struct Comparison: Sendable, Equatable {
        /// The small changes, one mark each.
        public var marks: [ModelMark]
        /// Whole sentences to offer as “Rewrite sentence”: each range is a
        /// sentence (or a run of them) of the original, its replacement the
        /// model's version.
        public var rewrites: [ModelMark]
    }

    /// The small changes of `corrected` against `original`, as marks.
    public static func marks(original: String, corrected: String, protected: [Range<Int>] = []) -> [ModelMark] {
        compare(original: original, corrected: corrected, protected: protected).marks
    }

    /// The marks and the sentence rewrites of `corrected` against `original`.
    public static func compare(original: String, corrected: String, protected: [Range<Int>] = []) -> Comparison {
        var result = Comparison(marks: [], rewrites: [])
        let a = tokens(original)
        let b = tokens(corrected)
        guard a.count <= maxTokens, b.count <= maxTokens, !a.isEmpty else { return result }
        let hunks = joined(diff(a.map(\.text), b.map(\.text)), a, b, protected: protected)
        let words = a.filter(\.isWord).count
        let changedWords = hunks.reduce(0) { sum, h in sum + a[h.old].filter(\.isWord).count }
        guard changedWords * 3 <= max(words, 1) else { return result }
        for (span, inside) in sentenceGroups(hunks, a) {
            let sizes = inside.map { max(a[$0.old].filter(\.isWord).count, b[$0.new].filter(\.isWord).count) }
            let total = sizes.reduce(0, +)
            let sentenceWords = a[span].filter(\.isWord).count
            if sizes.contains(where: { $0 > maxWords }) || total > maxWords && total * 4 > sentenceWords {
                if let rewrite = rewrite(of: span, changes: inside, a, b, protected: protected) { result.rewrites.append(rewrite) }
            } else {
                result.marks += inside.compactMap { mark(for: $0, a, b, protected: protected) }
            }
        }
        return result
    }

    /// The mark of one small change, or nil when it is only whitespace, has
    /// no word to anchor on, or falls in a protected range.
    private static func mark(for hunk: Hunk, _ a: [Token], _ b: [Token], protected: [Range<Int>]) -> ModelMark? {
        var old = hunk.old
        var new = hunk.new
        let oldText = a[old].map(\.text).joined()
        let newText = b[new].map(\.text).joined()
        if oldText.allSatisfy(\.isWhitespace) && newText.allSatisfy(\.isWhitespace) { return nil }
        // An insertion is anchored on the word before it (or after it, at the start).
        if old.isEmpty {
            if let before = (0..<old.lowerBound).last(where: { a[$0].isWord }), new.lowerBound - (old.lowerBound - before) >= 0 {
                new = (new.lowerBound - (old.lowerBound - before))..<new.upperBound
                old = before..<old.upperBound
            } else if let after = (old.upperBound..<a.count).first(where: { a[$0].isWord }),
                new.upperBound + (after + 1 - old.upperBound) <= b.count
            {
                new = new.lowerBound..<(new.upperBound + (after + 1 - old.upperBound))
                old = old.lowerBound..<(after + 1)
            } else {
                return nil
            }
        }
        let range = a[old.lowerBound].range.lowerBound..<a[old.upperBound - 1].range.upperBound
        guard !protected.contains(where: { $0.overlaps(range) }) else { return nil }
        let replacement = b[new].map(\.text).joined()
        let shownOld = a[old].map(\.text).joined()
        let message =
            hunk.old.isEmpty
            ? "insert “\(newText.trimmingCharacters(in: .whitespaces))”"
            : newText.trimmingCharacters(in: .whitespaces).isEmpty
                ? "delete “\(oldText.trimmingCharacters(in: .whitespaces))”" : "“\(shownOld)” → “\(replacement)”"
        return ModelMark(range: range, replacement: replacement, message: message)
    }

    /// The changes grouped by the sentence (or run of sentences) that holds
    /// them: the token span of each, and its changes in order.
    private static func sentenceGroups(_ hunks: [Hunk], _ a: [Token]) -> [(Range<Int>, [Hunk])] {
        var spans: [Range<Int>] = []
        for hunk in hunks {
            var span = sentenceSpan(around: hunk.old, in: a)
            // Widen over changes that straddle an edge, and join the span before when they meet.
            while true {
                var wider = span
                for h in hunks
                where h.old.lowerBound < wider.lowerBound && h.old.upperBound > wider.lowerBound
                    || h.old.lowerBound < wider.upperBound && h.old.upperBound > wider.upperBound
                {
                    wider = sentenceSpan(around: min(wider.lowerBound, h.old.lowerBound)..<max(wider.upperBound, h.old.upperBound), in: a)
                }
                if let previous = spans.last, previous.upperBound > wider.lowerBound {
                    spans.removeLast()
                    wider = min(previous.lowerBound, wider.lowerBound)..<max(previous.upperBound, wider.upperBound)
                }
                if wider == span { break }
                span = wider
            }
            spans.append(span)
        }
        var groups: [(Range<Int>, [Hunk])] = []
        var next = 0
        for span in spans {
            var inside: [Hunk] = []
            while next < hunks.count, hunks[next].old.upperBound <= span.upperBound {
                inside.append(hunks[next])
                next += 1
            }
            if !inside.isEmpty { groups.append((span, inside)) }
        }
        return groups
    }

    /// The sentence `span` as the model rewrote it: from its first token to
    /// its end mark in the original, and the same stretch of the model's
    /// answer (the text around `changes` is the same on both sides). Nil
    /// when a change touches a protected range.
    private static func rewrite(of span: Range<Int>, changes: [Hunk], _ a: [Token], _ b: [Token], protected: [Range<Int>]) -> ModelMark? {
        guard let first = changes.first, let last = changes.last, !span.isEmpty else { return nil }
        for hunk in changes {
            let touched = touchedBytes(hunk.old, in: a)
            if protected.contains(where: {
                $0.overlaps(touched) || $0.lowerBound < touched.lowerBound && touched.lowerBound < $0.upperBound
            }) {
                return nil
            }
        }
        let newStart = first.new.lowerBound - (first.old.lowerBound - span.lowerBound)
        let newEnd = last.new.upperBound + (span.upperBound - last.old.upperBound)
        guard newStart >= 0, newEnd <= b.count, newStart <= newEnd else { return nil }
        let new = newStart..<newEnd
        let range = a[span.lowerBound].range.lowerBound..<a[span.upperBound - 1].range.upperBound
        let replacement = b[new].map(\.text).joined()
        return ModelMark(range: range, replacement: replacement, message: "rewrite the sentence as “\(replacement)”")
    }

    /// The byte range of tokens `old` in `a`; for an insertion, the empty range where it goes.
    private static func touchedBytes(_ old: Range<Int>, in a: [Token]) -> Range<Int> {
        if !old.isEmpty { return a[old.lowerBound].range.lowerBound..<a[old.upperBound - 1].range.upperBound }
        let at = old.lowerBound < a.count ? a[old.lowerBound].range.lowerBound : (a.last?.range.upperBound ?? 0)
        return at..<at
    }

    /// The tokens of the sentence (or sentences) holding `old`: after the
    /// last sentence end before it, through the first sentence end at or
    /// after its end (“.”, “!” or “?” followed by whitespace or the end).
    static func sentenceSpan(around old: Range<Int>, in a: [Token]) -> Range<Int> {
        func endsSentence(_ k: Int) -> Bool {
            ["." as String, "!", "?"].contains(a[k].text) && (k + 1 == a.count || a[k + 1].text.allSatisfy(\.isWhitespace))
        }
        var start = old.lowerBound
        while start > 0 && !endsSentence(start - 1)
            && !(start >= 2 && endsSentence(start - 2) && a[start - 1].text.allSatisfy(\.isWhitespace))
        {
            start -= 1
        }
        while start < old.lowerBound && a[start].text.allSatisfy(\.isWhitespace) { start += 1 }
        var end = max(old.upperBound, start)
        while end < a.count && !(end > old.lowerBound && endsSentence(end - 1)) { end += 1 }
        return start..<end
    }

    struct Token {
        var text: String
        var range: Range<Int>
        var isWord: Bool
    }

    /// Words (letters, digits, inner apostrophes and hyphens), runs of whitespace, and single other characters.
    static func tokens(_ text: String) -> [Token] {
        var out: [Token] = []
        var offset = 0
        var current = ""
        var start = 0
        var kind = 0  // 0 none, 1 word, 2 space
        func flush() {
            if !current.isEmpty { out.append(Token(text: current, range: start..<offset, isWord: kind == 1)) }
            current = ""
            kind = 0
        }
        for c in text {
            let k = c.isLetter || c.isNumber || ((c == "'" || c == "’" || c == "-") && kind == 1) ? 1 : c.isWhitespace ? 2 : 3
            if k != kind || k == 3 {
                flush()
                start = offset
                kind = k
            }
            current.append(c)
            offset += c.utf8.count
        }
        flush()
        return out
    }

    /// A run of changed tokens: `old` in the first sequence, `new` in the second.
    struct Hunk {
        var old: Range<Int>
        var new: Range<Int>
    }

    /// `hunks` with each run of changes that only whitespace separates made
    /// one change: `I am` → `I'm` is one correction, not a replaced `I` and a
    /// deleted `am`, whose fixes applied alone would give neither text.
    /// The same whitespace left at both ends of a joined change is not part of it.
    /// Changes in protected text are never joined to others: they are dropped alone.
    static func joined(_ hunks: [Hunk], _ a: [Token], _ b: [Token], protected: [Range<Int>]) -> [Hunk] {
        func touchesProtected(_ old: Range<Int>) -> Bool {
            guard let first = a[old].first, let last = a[old].last else { return false }
            let range = first.range.lowerBound..<last.range.upperBound
            return protected.contains { $0.overlaps(range) }
        }
        var out: [Hunk] = []
        for hunk in hunks {
            guard let last = out.last, a[last.old.upperBound..<hunk.old.lowerBound].allSatisfy({ $0.text.allSatisfy(\.isWhitespace) }),
                !touchesProtected(last.old), !touchesProtected(hunk.old)
            else {
                out.append(hunk)
                continue
            }
            var old = last.old.lowerBound..<hunk.old.upperBound
            var new = last.new.lowerBound..<hunk.new.upperBound
            while !old.isEmpty, !new.isEmpty, a[old.upperBound - 1].text == b[new.upperBound - 1].text,
                a[old.upperBound - 1].text.allSatisfy(\.isWhitespace)
            {
                old = old.lowerBound..<(old.upperBound - 1)
                new = new.lowerBound..<(new.upperBound - 1)
            }
            while !old.isEmpty, !new.isEmpty, a[old.lowerBound].text == b[new.lowerBound].text,
                a[old.lowerBound].text.allSatisfy(\.isWhitespace)
            {
                old = (old.lowerBound + 1)..<old.upperBound
                new = (new.lowerBound + 1)..<new.upperBound
            }
            out[out.count - 1] = Hunk(old: old, new: new)
        }
        return out
    }

    /// The changed runs between `a` and `b`, from a longest common subsequence.
    static func diff(_ a: [String], _ b: [String]) -> [Hunk] {
        let n = a.count
        let m = b.count
        var table = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * (m + 1) + j] =
                    a[i] == b[j] ? table[(i + 1) * (m + 1) + j + 1] + 1 : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
            }
        }
        var hunks: [Hunk] = []
        var i = 0
        var j = 0
        var open: (Int, Int)?
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                if let (oi, oj) = open { hunks.append(Hunk(old: oi..<i, new: oj..<j)) }
                open = nil
                i += 1
                j += 1
                continue
            }
            if open == nil { open = (i, j) }
            if j < m && (i == n || table[i * (m + 1) + j + 1] >= table[(i + 1) * (m + 1) + j]) { j += 1 } else { i += 1 }
        }
        if let (oi, oj) = open { hunks.append(Hunk(old: oi..<n, new: oj..<m)) }
        return hunks
    }
}
