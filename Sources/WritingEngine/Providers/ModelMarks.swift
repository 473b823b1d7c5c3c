import Foundation

/// One correction a model proposed, as a reviewable mark on the original text.
public struct ModelMark: Sendable, Hashable {
    /// UTF-8 byte range in the original text (never empty).
    public var range: Range<Int>
    /// The text that replaces `range`.
    public var replacement: String
    /// What changed, for the user: “effect” → “affect”.
    public var message: String
}

/// Turns a model's corrected paragraph into marks: the two texts are
/// compared word by word (punctuation and whitespace are tokens too), and
/// each small change becomes one mark. Changes inside protected ranges, and
/// changes too large to be corrections (more than `maxWords` words on a
/// side, or a rewrite of more than a third of the words), are dropped.
public enum ModelMarks {
    /// The most words one mark may remove or add.
    public static let maxWords = 3
    /// Paragraphs with more tokens than this are not compared.
    static let maxTokens = 3000

    public static func marks(original: String, corrected: String, protected: [Range<Int>] = []) -> [ModelMark] {
        let a = tokens(original)
        let b = tokens(corrected)
        guard a.count <= maxTokens, b.count <= maxTokens, !a.isEmpty else { return [] }
        let hunks = diff(a.map(\.text), b.map(\.text))
        let words = a.filter(\.isWord).count
        let changedWords = hunks.reduce(0) { sum, h in sum + a[h.old].filter(\.isWord).count }
        guard changedWords * 3 <= max(words, 1) else { return [] }
        var marks: [ModelMark] = []
        for hunk in hunks {
            var old = hunk.old
            var new = hunk.new
            let removed = a[old].filter(\.isWord).count
            let added = b[new].filter(\.isWord).count
            guard removed <= maxWords, added <= maxWords else { continue }
            let oldText = a[old].map(\.text).joined()
            let newText = b[new].map(\.text).joined()
            if oldText.allSatisfy(\.isWhitespace) && newText.allSatisfy(\.isWhitespace) { continue }
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
                    continue
                }
            }
            let range = a[old.lowerBound].range.lowerBound..<a[old.upperBound - 1].range.upperBound
            guard !protected.contains(where: { $0.overlaps(range) }) else { continue }
            let replacement = b[new].map(\.text).joined()
            let shownOld = a[old].map(\.text).joined()
            let message =
                hunk.old.isEmpty
                ? "insert “\(newText.trimmingCharacters(in: .whitespaces))”"
                : newText.trimmingCharacters(in: .whitespaces).isEmpty
                    ? "delete “\(oldText.trimmingCharacters(in: .whitespaces))”" : "“\(shownOld)” → “\(replacement)”"
            marks.append(ModelMark(range: range, replacement: replacement, message: message))
        }
        return marks
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
