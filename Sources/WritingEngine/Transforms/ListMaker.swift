import Foundation

/// Turns prose into a Markdown bullet list: one item per sentence, or, for a
/// single sentence holding a series (`a, b, and c`), one item per element.
enum ListMaker {
    /// What the list is made of, in order.
    enum Piece: Equatable {
        /// A line kept as it is (a heading, the intro of a series).
        case line(String)
        /// A list item's text, indented as deep as the item it comes from.
        case item(String, indent: String = "")
        /// A table row, kept with the rows next to it.
        case row(String)
    }

    static func list(_ text: String, masked: MaskedText) throws(TransformError) -> String {
        var pieces: [Piece] = []
        for run in TextLayout.runs(text) where run.isParagraph {
            for segment in TextLayout.segments(run.text) {
                let line = Substring(segment.prefix + segment.content)
                let content = BlockPlaceholders.strip(segment.content, masked: masked)
                if masked.isTableRow(line) {
                    pieces.append(.row(String(line)))
                } else if content.allSatisfy(\.isWhitespace) {
                    continue
                } else if TextLayout.isHeading(line) || masked.isOnlyPlaceholders(content) {
                    pieces.append(.line((segment.prefix + content).trimmingCharacters(in: .whitespaces)))
                } else if TextLayout.isListItem(line) {
                    let sentences = Sentences.split(content, placeholders: masked.occurrences(in: content).map(\.range))
                    pieces.append(
                        .item(sentences.joined(separator: " "), indent: String(segment.prefix.prefix { $0 == " " || $0 == "\t" })))
                } else if TableMaker.keyValues(content.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }) != nil {
                    pieces += content.split(separator: "\n").map { .item($0.trimmingCharacters(in: .whitespaces)) }
                } else {
                    pieces += Sentences.split(content, placeholders: masked.occurrences(in: content).map(\.range)).map { .item($0) }
                }
            }
        }
        let items = pieces.filter { if case .item = $0 { true } else { false } }
        if items.count == 1, case .item(let sentence, _) = items[0], let series = series(in: sentence) {
            pieces = pieces.flatMap { $0 == items[0] ? series : [$0] }
        } else if items.count < 2 {
            throw .notApplicable("a list needs two sentences or more, or a sentence with a series of items")
        }
        var out = ""
        var previous: Piece?
        for piece in pieces {
            let separator: String
            switch (previous, piece) {
            case (nil, _): separator = ""
            case (.item?, .item), (.row?, .row): separator = "\n"
            default: separator = "\n\n"
            }
            switch piece {
            case .line(let text), .row(let text): out += separator + text
            case .item(let text, let indent): out += separator + indent + "- " + text
            }
            previous = piece
        }
        return BlockPlaceholders.appending(to: out, from: text, masked: masked)
    }

    /// `The kit holds a tent, two bags, and a stove.` → an intro line and
    /// one item per element; nil when the sentence holds no series of three or more.
    static func series(in sentence: String) -> [Piece]? {
        var body = sentence
        while let last = body.last, ".!;".contains(last) { body.removeLast() }
        var chunks = body.components(separatedBy: ", ")
        guard chunks.count >= 2, let tail = chunks.popLast() else { return nil }
        var lastTwo: [String]
        if let range = tail.range(of: " and ") ?? tail.range(of: " or "), tail.hasPrefix("and ") == false {
            lastTwo = [String(tail[..<range.lowerBound]), String(tail[range.upperBound...])]
        } else if tail.hasPrefix("and ") || tail.hasPrefix("or ") {
            lastTwo = [String(tail.drop { $0 != " " }.dropFirst())]
        } else {
            return nil
        }
        lastTwo = lastTwo.filter { !$0.isEmpty }
        var items = Array(chunks.dropFirst()) + lastTwo
        guard let head = chunks.first, items.count >= 2 else { return nil }
        var size = items.map { $0.split(separator: " ").count }.min() ?? 1
        let headWords = head.split(separator: " ")
        guard headWords.count >= size, items.allSatisfy({ $0.split(separator: " ").count <= 8 }) else { return nil }
        // The first item starts at its determiner (`includes a tent` → `a tent`).
        if let start = headWords.suffix(size).firstIndex(where: { determiners.contains(PhraseRule.normalize(String($0))) }) {
            size = headWords.count - start
        }
        items.insert(headWords.suffix(size).joined(separator: " "), at: 0)
        let intro = headWords.dropLast(size).joined(separator: " ")
        var pieces: [Piece] = intro.isEmpty ? [] : [.line(intro + ":")]
        pieces += items.map { .item($0) }
        return pieces
    }

    /// Words that open a noun phrase.
    static let determiners: Set<String> = [
        "a", "an", "the", "some", "two", "three", "four", "five", "several", "many", "my", "your", "our", "their", "his", "her", "its",
    ]
}
