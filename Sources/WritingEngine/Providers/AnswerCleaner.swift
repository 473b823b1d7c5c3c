import Foundation

/// Takes a model's answer down to the text it was asked for. Small models
/// wrap it in chatter: a preface ("Here's a rewritten version:", "Sure!"),
/// a label ("Rewritten text:"), trailing notes ("I made the following
/// changes:"), wrapping quotes or a code fence, chat-template tokens
/// (`<|im_end|>`), an echo of the instructions. Each is removed only when the
/// text sent did not have it itself.
enum AnswerCleaner {
    /// Template tokens after which nothing belongs to the answer.
    static let endTokens = ["<|im_end|>", "<|endoftext|>", "<|eot_id|>", "<|end|>", "</s>", "<end_of_turn>", "<|im_start|>", "[/INST]"]

    /// Words a conversational preface starts with (lowercased).
    static let prefaceStarts = [
        "here is", "here's", "here are", "sure", "certainly", "of course", "okay", "ok,", "absolutely", "below is", "the following is",
        "i have rewritten", "i've rewritten", "i have revised", "i've revised", "i rewrote", "the rewritten", "the revised",
        "the corrected", "a concise", "a friendlier", "a more", "a shorter", "a polished", "i'm sorry", "i am sorry", "i apologize",
        "my apologies", "apologies",
    ]

    /// Labels a model puts before its answer, always followed by a colon within a few words (lowercased).
    static let labels = [
        "rewritten", "revised", "corrected", "concise", "friendly", "professional", "summary", "key points", "list", "table", "answer",
        "output", "result", "text", "rewrite", "proofread", "shortened", "bullet",
    ]

    /// How trailing notes start (lowercased).
    static let noteStarts = [
        "i made the following", "i've made", "i have made", "i made", "changes made", "the changes", "changes:", "note:", "notes:",
        "(note", "explanation", "this rewrite", "this version", "in this rewrite", "in this version", "i changed", "i removed",
        "i replaced", "i corrected", "i kept", "i added", "let me know", "hope this helps", "i hope", "feel free", "the original",
        "original text", "original:", "here are the changes", "key changes", "summary of changes", "corrections:", "corrections made",
        "this is a clear", "this is a concise", "this revised", "this rewritten",
    ]

    /// The answer without chatter, given the text that was sent (`input`) and the instructions (`system`).
    static func clean(_ answer: String, input: String, system: String) -> String {
        var text = cutAtEndToken(answer)
        text = trimmed(text)
        text = dropEcho(text, of: system)
        text = dropFences(text, input: input)
        text = dropPreface(text, input: input)
        text = dropAnnouncements(text, input: input)
        text = dropNotes(text, input: input)
        text = unquote(text, input: input)
        return trimmed(text)
    }

    private static func trimmed(_ text: String) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines) }

    static func cutAtEndToken(_ text: String) -> String {
        var cut = text.endIndex
        for token in endTokens {
            if let r = text.range(of: token), r.lowerBound < cut {
                // A leading template token is junk before the answer, not its end.
                if text[..<r.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    var rest = text[r.upperBound...]
                    if let role = ["assistant", "model"].first(where: { rest.hasPrefix($0) }) { rest = rest.dropFirst(role.count) }
                    return cutAtEndToken(String(rest))
                }
                cut = r.lowerBound
            }
        }
        return String(text[..<cut])
    }

    /// Drops a copy of the instructions (or their first sentence) at the start.
    static func dropEcho(_ text: String, of system: String) -> String {
        let firstSentence = system.split(separator: "\n").first.map(String.init) ?? system
        for echo in [system, firstSentence] where echo.count >= 20 {
            if text.hasPrefix(echo) { return trimmed(String(text.dropFirst(echo.count))) }
        }
        return text
    }

    /// Drops code-fence lines when the input had none.
    static func dropFences(_ text: String, input: String) -> String {
        guard !input.contains("```"), text.contains("```") else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("```") }
            .joined(separator: "\n")
    }

    /// Drops a first line (or the part of it up to a colon) that announces the answer.
    static func dropPreface(_ text: String, input: String) -> String {
        var text = text
        let inputStart = input.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        for _ in 0..<3 {
            let lower = text.lowercased()
            let lineEnd = text.firstIndex(of: "\n") ?? text.endIndex
            let line = text[..<lineEnd]
            let colon = line.firstIndex(of: ":").map { text.distance(from: text.startIndex, to: $0) }
            if let label = labels.first(where: { lower.hasPrefix($0) && !inputStart.hasPrefix($0) }), let colon,
                text[text.startIndex..<text.index(text.startIndex, offsetBy: colon)].split(separator: " ").count <= label.split(
                    separator: " "
                ).count + 2
            {
                text = trimmed(String(text[text.index(text.startIndex, offsetBy: colon + 1)...]))
                continue
            }
            guard let start = prefaceStarts.first(where: { lower.hasPrefix($0) && !inputStart.hasPrefix($0) }) else { break }
            if start.contains("sorry") || start.contains("apolog"), let stop = line.range(of: ". "),
                text.distance(from: text.startIndex, to: stop.lowerBound) <= 80
            {
                // "I'm sorry for the confusion." before the answer.
                text = trimmed(String(text[stop.upperBound...]))
            } else if let colon, colon <= 120 {
                text = trimmed(String(text[text.index(text.startIndex, offsetBy: colon + 1)...]))
            } else if start.count <= 12, let bang = line.firstIndex(where: { $0 == "!" || $0 == "." || $0 == "," }),
                text.distance(from: text.startIndex, to: bang) <= start.count + 1
            {
                // "Sure!", "Certainly." or "Okay," before the answer.
                text = trimmed(String(text[text.index(after: bang)...]))
            } else if lineEnd != text.endIndex, line.count <= 100 {
                text = trimmed(String(text[lineEnd...]))
            } else {
                break
            }
        }
        return text
    }

    /// Drops lines anywhere that only announce what follows ("Here's the
    /// list:"), and, when one is among the first lines after a line of talk
    /// ("I'll keep it short."), that talk too.
    static func dropAnnouncements(_ text: String, input: String) -> String {
        let inputLower = input.lowercased()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func announces(_ line: Substring) -> Bool {
            let lower = line.trimmingCharacters(in: .whitespaces).lowercased()
            guard lower.hasSuffix(":"), lower.count <= 160, !inputLower.contains(lower) else { return false }
            return prefaceStarts.contains { lower.hasPrefix($0) } || lower.contains("here's") || lower.contains("here is")
        }
        var kept = Array(lines)
        let opening = kept.first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        let talks = (prefaceStarts + ["i'll", "i will", "let me", "i'm going to", "i am going to"]).contains { opening.hasPrefix($0) }
        if talks, let first = kept.prefix(3).firstIndex(where: announces), first < kept.count - 1 { kept.removeFirst(first) }
        kept.removeAll(where: announces)
        return kept.count == lines.count ? text : trimmed(kept.joined(separator: "\n"))
    }

    /// Cuts the answer at a line that starts a note about it, when something remains before.
    static func dropNotes(_ text: String, input: String) -> String {
        let inputLower = input.lowercased()
        var offset = text.startIndex
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let lower = line.trimmingCharacters(in: .whitespaces).lowercased().drop { "*_-#>( ".contains($0) }
            if offset > text.startIndex, let note = noteStarts.first(where: { lower.hasPrefix($0) }), !inputLower.contains(note) {
                let kept = trimmed(String(text[..<offset]))
                if !kept.isEmpty { return kept }
            }
            offset = text.index(offset, offsetBy: line.count, limitedBy: text.endIndex) ?? text.endIndex
            if offset < text.endIndex { offset = text.index(after: offset) }
        }
        return text
    }

    /// The answer without quotes around all of it, when the input had none.
    static func unquote(_ text: String, input: String) -> String {
        let pairs: [(Character, Character)] = [("\"", "\""), ("“", "”"), ("'", "'"), ("«", "»")]
        let sent = trimmed(input)
        for (open, close) in pairs where text.count >= 2 && text.first == open && text.last == close {
            guard sent.first != open || sent.last != close else { continue }
            let inner = text.dropFirst().dropLast()
            if !inner.contains(open) || open != close { return trimmed(String(inner)) }
        }
        return text
    }
}
