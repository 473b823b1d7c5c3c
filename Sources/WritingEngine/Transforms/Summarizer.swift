import Foundation

/// Extractive summaries: sentences ranked by `SentenceRanking` (centrality,
/// position, heading), about a third of them kept in their original order,
/// each made concise.
enum Summarizer {
    /// A sentence that may go into a summary.
    struct Candidate {
        var text: String
        var order: Int
        var firstInParagraph: Bool
        /// Content words of the heading above the sentence.
        var heading: Set<String> = []
        /// The indentation of the list item the sentence comes from (a nested item's).
        var indent = ""
    }

    /// Prose sentences of masked text (not headings, table rows or block placeholders).
    static func candidates(_ text: String, masked: MaskedText) -> [Candidate] {
        var result: [Candidate] = []
        var heading: Set<String> = []
        for run in TextLayout.runs(text) where run.isParagraph {
            var first = true
            for segment in TextLayout.segments(run.text) {
                let line = Substring(segment.prefix + segment.content)
                let content = BlockPlaceholders.strip(segment.content, masked: masked)
                if TextLayout.isHeading(line) { heading = Set(Sentences.contentWords(segment.content)) }
                guard !TextLayout.isHeading(line), !masked.isTableRow(line), !masked.isOnlyPlaceholders(content) else { continue }
                // `key: value` lines are data, not sentences.
                if TableMaker.keyValues(content.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }) != nil { continue }
                let placeholders = masked.occurrences(in: content).map(\.range)
                for sentence in Sentences.split(content, placeholders: placeholders) {
                    let indent = TextLayout.isListItem(line) ? String(segment.prefix.prefix { $0 == " " || $0 == "\t" }) : ""
                    result.append(Candidate(text: sentence, order: result.count, firstInParagraph: first, heading: heading, indent: indent))
                    first = false
                }
            }
        }
        return result
    }

    /// The `count` best candidates, in their original order.
    static func pick(_ candidates: [Candidate], count: Int) -> [Candidate] {
        guard candidates.count > count else { return candidates }
        let scores = SentenceRanking.scores(
            candidates.map {
                SentenceRanking.Node(
                    words: Sentences.contentWords($0.text), heading: $0.heading, order: $0.order,
                    firstInParagraph: $0.firstInParagraph, isQuestion: $0.text.hasSuffix("?"))
            })
        let chosen = scores.indices.sorted { scores[$0] != scores[$1] ? scores[$0] > scores[$1] : $0 < $1 }.prefix(count)
        return chosen.sorted().map { candidates[$0] }
    }

    /// About a third of the sentences (at least one), as one paragraph.
    static func summary(_ text: String, masked: MaskedText) throws(TransformError) -> String {
        let all = candidates(text, masked: masked)
        guard !all.isEmpty else { throw .noProse }
        let picked = pick(all, count: max(1, Int((Double(all.count) / 3).rounded())))
        let body = picked.map { concise($0.text, masked) }.joined(separator: " ")
        return BlockPlaceholders.appending(to: body, from: text, masked: masked)
    }

    /// About a third of the sentences (at least two when there are two), as
    /// a bullet list; a point from a nested list item stays nested.
    static func keyPoints(_ text: String, masked: MaskedText) throws(TransformError) -> String {
        let all = candidates(text, masked: masked)
        guard !all.isEmpty else { throw .noProse }
        let count = min(all.count, max(2, Int((Double(all.count) / 3).rounded())))
        let picked = pick(all, count: count)
        // A nested item's point stays nested under the point before it.
        let body = picked.enumerated().map { index, point in
            (index == 0 ? "" : point.indent) + "- " + concise(point.text, masked)
        }.joined(separator: "\n")
        return BlockPlaceholders.appending(to: body, from: text, masked: masked)
    }

    /// The sentence through the concise table and the compression steps,
    /// each kept when it passes the acceptance check of Concise.
    private static func concise(_ sentence: String, _ masked: MaskedText) -> String {
        ToneRewriter.rewriteSentence(sentence, tone: .concise) { masked.occurrences(in: $0).map(\.range) }
    }
}

/// Block placeholders (code blocks, math blocks…) of a masked text, kept
/// after a result that reshapes the prose around them.
enum BlockPlaceholders {
    /// `body`, then each block placeholder of `text` on its own paragraph.
    static func appending(to body: String, from text: String, masked: MaskedText) -> String {
        let blocks = masked.occurrences(in: text).compactMap { occurrence -> String? in
            guard let number = occurrence.number, number <= masked.spans.count, masked.isBlock(number) else { return nil }
            return masked.placeholder(number)
        }
        return ([body] + blocks).filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    /// `text` without its block placeholders.
    static func strip(_ text: String, masked: MaskedText) -> String {
        var bytes = Array(text.utf8)
        for occurrence in masked.occurrences(in: text).reversed() {
            guard let number = occurrence.number, number <= masked.spans.count, masked.isBlock(number) else { continue }
            bytes.removeSubrange(occurrence.range)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
