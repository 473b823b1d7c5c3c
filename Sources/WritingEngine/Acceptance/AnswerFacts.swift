/// The facts of a text an answer must not change: its numbers, its names,
/// its link texts and reference links, and its closed brackets.
///
/// No answer brings a number, a name or a link the text does not have (a
/// small model that loses the thread writes dates, versions and counts the
/// text never had); an action that rewrites the text in place also keeps
/// every one the text has ("as in Listing 6-7", "[`plugins`][config]").
/// A number the text spells out may come back in digits ("three" → "3");
/// the numbers of an ordered list's items are layout, not facts. Inline
/// code is left out on both sides: it is checked byte for byte elsewhere,
/// and held to the text by `AnswerCode`. Composed text, whose prose is new,
/// and text in another language than English, whose nouns may take a
/// capital, are held to their names only where a name looks like a
/// product's (`productName`).
enum AnswerFacts {
    static func check(_ result: AnswerText, original text: AnswerText, limits: AcceptanceLimits, english: Bool) throws(TransformError) {
        let known = Set(numbers(in: text.prose)).union(spelledNumbers(in: text.prose))
        if let invented = numbers(in: result.prose).first(where: { !known.contains($0) }) {
            throw .unusableAnswer("it brings a number that is not in the text (\(invented))")
        }
        let words = Set(text.words.flatMap(forms))
        let productsOnly = limits.support == .prompt || !english
        let ownNames = capitalizedWords(in: result.prose).filter { name in
            // A capital on a common word (`Because` after markup) makes no name.
            !name.opensSentence && forms(of: Substring(name.word.lowercased())).allSatisfy { !words.contains($0) }
                && !AnswerText.isCommonWord(name.word.lowercased()) && (!productsOnly || isProductName(name.word, english: english))
        }
        if let invented = ownNames.first(where: { !(limits.corrects && isCorrection($0.word, among: text.words)) }) {
            throw .unusableAnswer("it brings a name that is not in the text (\(invented.word))")
        }
        if let address = webAddresses(in: result.text).first(where: { !text.text.contains($0) }) {
            throw .unusableAnswer("it adds a link that is not in the text (\(address))")
        }
        let links = linkTexts(in: text.text)
        if let changed = linkTexts(in: result.text).first(where: { !links.contains($0) }) {
            throw .unusableAnswer("it changes or adds a link (\(changed))")
        }
        for (open, close): (Character, Character) in [("[", "]"), ("(", ")")]
        where isBalanced(text.prose, open, close) && !isBalanced(result.prose, open, close) {
            throw .unusableAnswer("it leaves a bracket “\(open)” unclosed")
        }
        guard limits.keepsEveryFact else { return }
        let kept = linkTexts(in: result.text)
        if let lost = links.first(where: { !kept.contains($0) }) {
            throw .unusableAnswer("it drops or changes a link of the text (\(lost))")
        }
        let numbersKept = Set(numbers(in: result.prose)).union(spelledNumbers(in: result.prose))
        if let lost = numbers(in: text.prose).first(where: { !numbersKept.contains($0) }) {
            throw .unusableAnswer("it drops a number of the text (\(lost))")
        }
        let capitalized = Set(capitalizedWords(in: result.prose).flatMap { forms(of: $0.word) })
        if let lost = capitalizedWords(in: text.prose).first(where: {
            !$0.opensSentence && !capitalized.contains($0.word) && !AnswerText.isCommonWord($0.word.lowercased())
                && (english || isProductName($0.word, english: false))
        }),
            !(limits.corrects && isCorrection(lost.word, among: result.words)), !isSpelledOut(lost.word, in: result.words)
        {
            throw .unusableAnswer("it drops a name of the text (\(lost.word))")
        }
    }

    /// Whether `word`, written with a capital, looks like the name of a
    /// product, a project or a person's handle rather than a word that takes
    /// a capital: a capital or a digit after its first letter (`CloudPod`,
    /// `macOS`, `S3`), or, in English, a word English does not know.
    static func isProductName(_ word: Substring, english: Bool) -> Bool {
        word.dropFirst().contains { $0.isUppercase || $0.isNumber } || english && AnswerText.zipfClass(word.lowercased()) == 0
    }

    /// `word` and the word it is the plural or the possessive of (`atms` → `atm`, `rust's` → `rust`).
    static func forms(of word: Substring) -> [Substring] {
        if word.hasSuffix("'s") || word.hasSuffix("’s") { return [word, word.dropLast(2)] }
        if word.hasSuffix("s") && word.count > 2 { return [word, word.dropLast()] }
        return [word]
    }

    /// Whether an acronym (`ASAP`) is spelled out in `words` (`as soon as possible`).
    static func isSpelledOut(_ acronym: Substring, in words: [Substring]) -> Bool {
        let letters = Array(acronym.lowercased())
        guard letters.count >= 2, acronym.allSatisfy({ $0.isUppercase }), words.count >= letters.count else { return false }
        return (0...(words.count - letters.count)).contains { start in
            letters.indices.allSatisfy { words[start + $0].first == letters[$0] }
        }
    }

    /// Whether `name` and one of `words` (lowercased) can be a misspelling
    /// and its correction: the same first letter, and no more than one edit
    /// for every four letters between them (`Pyhton` and `python`, not
    /// `MkDocs` and `markdown`).
    static func isCorrection(_ name: Substring, among words: [Substring]) -> Bool {
        let lower = Array(name.lowercased().utf8)
        let edits = max(1, lower.count / 4)
        return lower.withUnsafeBufferPointer { typed in
            words.contains { word in
                guard word.utf8.first == lower.first, !word.utf8.elementsEqual(lower), abs(word.utf8.count - lower.count) <= edits else {
                    return false
                }
                return Array(word.utf8).withUnsafeBufferPointer { other in
                    EditCost.distance(typed, other, limit: edits * EditCost.unit) <= edits * EditCost.unit
                }
            }
        }
    }

    /// The web addresses in `text`: from `http://`, `https://` or `www.` to
    /// the first space, quote, bracket or angle bracket, without the
    /// punctuation that ends a sentence after it.
    static func webAddresses(in text: String) -> [Substring] {
        var found: [Substring] = []
        var rest = text[...]
        while let start = ["http://", "https://", "www."].compactMap({ rest.range(of: $0)?.lowerBound }).min() {
            let end = rest[start...].firstIndex { $0.isWhitespace || "\"'<>()[]`".contains($0) } ?? rest.endIndex
            var link = rest[start..<end]
            while let last = link.last, ".,;:!?".contains(last) { link = link.dropLast() }
            found.append(link)
            rest = rest[end...]
        }
        return found
    }

    /// The links of `text` as written: `[text](target)`, `[text][label]`,
    /// `[text][]` and `[text]` (a shortcut reference), images included.
    static func linkTexts(in text: String) -> [Substring] {
        var found: [Substring] = []
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "[") {
            guard let close = text[open...].firstIndex(of: "]") else { break }
            var end = text.index(after: close)
            if end < text.endIndex, text[end] == "(" || text[end] == "[" {
                let closing: Character = text[end] == "(" ? ")" : "]"
                if let last = text[end...].firstIndex(of: closing) { end = text.index(after: last) }
            }
            found.append(text[open..<end])
            index = end
        }
        return found
    }

    /// The runs of digits in `text` (with their inner `.` and `,`, as in
    /// 1.5 or 10,000), leaving out the number that opens an ordered list's
    /// item and a table's header row.
    static func numbers(in text: String) -> [Substring] {
        var found: [Substring] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            // A table's header row labels its columns (`Detail 1`); its numbers are layout.
            if index + 1 < lines.count, TextLayout.isTableRow(line), lines[index + 1].allSatisfy({ "|-: \t".contains($0) }) { continue }
            var rest = line[...]
            let marker = line.drop(while: { $0 == " " }).prefix(while: \.isNumber)
            if !marker.isEmpty, let after = line[marker.endIndex...].first, after == "." || after == ")" {
                rest = line[line.index(after: marker.endIndex)...]
            }
            while let start = rest.firstIndex(where: \.isNumber) {
                var end = rest[start...].firstIndex(where: { !$0.isNumber && $0 != "." && $0 != "," }) ?? rest.endIndex
                while end > start, let last = rest[..<end].last, last == "." || last == "," { end = rest.index(before: end) }
                found.append(rest[start..<end])
                rest = rest[end...]
            }
        }
        return found
    }

    /// The digits of the small numbers `text` spells out ("three" gives "3").
    static func spelledNumbers(in text: String) -> [Substring] {
        AnswerText.words(text).compactMap { word in numberWords.firstIndex(of: String(word)).map { Substring(String($0)) } }
    }

    static let numberWords = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    ]

    /// Whether every `open` in `text` is closed by a later `close`, and no `close` comes first.
    static func isBalanced(_ text: String, _ open: Character, _ close: Character) -> Bool {
        var depth = 0
        for character in text {
            if character == open {
                depth += 1
            } else if character == close {
                depth -= 1
                if depth < 0 { return false }
            }
        }
        return depth == 0
    }

    /// `text` with each inline code span (a run of backticks to the next run of the same length) made one space.
    static func withoutInlineCode(_ text: String) -> String {
        var out = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "`") {
            let fence = rest[open...].prefix(while: { $0 == "`" })
            guard
                let close = rest[fence.endIndex...].ranges(of: fence).first(where: { range in
                    rest[rest.index(before: range.lowerBound)] != "`"
                        && (range.upperBound == rest.endIndex || rest[range.upperBound] != "`")
                })
            else { break }
            out += rest[..<open] + " "
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    /// The words of `text` that start with a capital letter (runs of letters
    /// and digits), each with whether it opens a sentence, a paragraph, a
    /// list item or a table cell, where any word takes a capital; a line
    /// that only goes on with the same sentence (a hard-wrapped paragraph)
    /// opens nothing. `I` is left out.
    static func capitalizedWords(in text: String) -> [(word: Substring, opensSentence: Bool)] {
        var found: [(word: Substring, opensSentence: Bool)] = []
        // Whether only blanks, opening marks and list or heading markers came since the last sentence end or line start.
        var atStart = true
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            // An HTML tag (`<p>`, `</em>`) is markup: it leaves a start a start.
            if character == "<", let end = text[index...].firstIndex(of: ">"),
                text[text.index(after: index)..<end].allSatisfy({ $0.isLetter || $0.isNumber || "/ =\"'-".contains($0) })
            {
                index = text.index(after: end)
                continue
            }
            guard character.isLetter || character.isNumber else {
                if ".!?:|".contains(character) || character.isNewline && opensBlock(text[text.index(after: index)...]) {
                    atStart = true
                } else if !character.isWhitespace && !"\"'“‘([{*_-+#>`".contains(character) && !placeholderBrackets.contains(character) {
                    atStart = false
                }
                index = text.index(after: index)
                continue
            }
            let end = text[index...].firstIndex(where: { !$0.isLetter && !$0.isNumber }) ?? text.endIndex
            let word = text[index..<end]
            if character.isUppercase && word != "I" { found.append((word, atStart)) }
            // The digits of a numbered item (`2.`) still leave the item's first word at its start.
            atStart = atStart && word.allSatisfy(\.isNumber)
            index = end
        }
        return found
    }

    /// The brackets of `MaskedText` placeholders, which stand for protected
    /// text (markup, a tag) and leave a sentence's start a start.
    static let placeholderBrackets: Set<Character> = Set(MaskedText.bracketPairs.flatMap { [Character($0.0), Character($0.1)] })

    /// Whether the line `rest` starts is blank or opens a list item, a heading or a quote.
    static func opensBlock(_ rest: Substring) -> Bool {
        let line = rest.drop { $0 == " " || $0 == "\t" }
        guard let first = line.first, !first.isNewline else { return true }
        if "-*+#>".contains(first) { return line.dropFirst().first.map { $0 == " " || $0 == "#" } ?? true }
        let digits = line.prefix(while: \.isNumber)
        return !digits.isEmpty && [".", ")"].contains(line.dropFirst(digits.count).first)
    }
}
