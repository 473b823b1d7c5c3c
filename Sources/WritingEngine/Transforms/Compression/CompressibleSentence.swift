/// One sentence as a list of words and marks, each with the blank before it
/// and its parts of speech: what compression steps read and edit.
///
/// A sentence is read from its paragraph's `ParagraphAnalysis`, the view the
/// rules read: the same tokens, the same tags and the same lexicon. An item
/// is one token; a contraction the analysis splits (`don't` → `do` `n't`)
/// carries the tags of both its words. A step asks about an item's classes
/// (`has(_:_:)`), which are queries on those tags and the lexicon (`WordClass`).
///
/// Edits go through `delete` and `replace`, which refuse to remove a kept
/// word (a negation, a condition, a name, a number, a protected span) and
/// keep spacing, commas and the capital at the sentence start right.
struct CompressibleSentence {
    /// One non-blank token.
    struct Item {
        var kind: TokenKind
        var text: String
        /// Lowercased, straight apostrophes (punctuation verbatim).
        var key: String
        /// Its parts of speech: the tags of its words in the analysis, or the
        /// one a step gave the word it put in.
        var tags: [PartOfSpeech]
        /// Whether it is written as a name: capitalized inside the sentence,
        /// or an acronym. A fact of the writing, not of the tags: the tagger
        /// reads a capitalized common word (`Workers`) as a noun like any other.
        var isWrittenAsName: Bool
        /// The blank before the item.
        var leading: String

        var isWord: Bool { kind == .word }

        /// Its classes: the questions a step may ask of it, answered from its tags and the lexicon.
        var classes: WordClass { WordClass(self) }
    }

    private(set) var items: [Item]
    /// Blanks after the last item.
    let trailing: String

    init(items: [Item], trailing: String) {
        self.items = items
        self.trailing = trailing
    }

    /// Builds the sentence of the paragraph tokens `tokens` of `analysis`
    /// (blanks included: a sentence takes the blanks after it).
    init(tokens: Range<Int>, of analysis: ParagraphAnalysis) {
        let paragraph = analysis.paragraph
        var items: [Item] = []
        var pending = ""
        var word = analysis.words(ofTokens: tokens).lowerBound
        for index in tokens {
            let token = paragraph.tokens[index]
            let text = paragraph.string(token.range)
            if token.isBlank {
                pending += text
                continue
            }
            var tags: [PartOfSpeech] = []
            while word < analysis.words.count, analysis.words[word].token == index {
                tags.append(analysis.words[word].tag)
                word += 1
            }
            let key = token.kind == .word ? PhraseRule.normalize(text) : text
            let capitalized = text.first?.isUppercase == true
            let allCaps = text.count > 1 && text.allSatisfy { !$0.isLetter || $0.isUppercase }
            let starts = !items.contains { $0.kind != .punctuation }
            let name = allCaps || (capitalized && !starts && key != "i")
            items.append(Item(kind: token.kind, text: text, key: key, tags: tags, isWrittenAsName: name, leading: pending))
            pending = ""
        }
        self.init(items: items, trailing: pending)
    }

    var count: Int { items.count }
    subscript(_ index: Int) -> Item { items[index] }

    /// The key of item `index`, or nil outside the sentence.
    func key(_ index: Int) -> String? { index >= 0 && index < items.count ? items[index].key : nil }

    /// Whether item `index` exists and has one of `classes`.
    func has(_ index: Int, _ classes: WordClass) -> Bool {
        index >= 0 && index < items.count && !items[index].classes.isDisjoint(with: classes)
    }

    /// Whether item `index` is a word whose key is one of `words`.
    func isWord(_ index: Int, in words: Set<String>) -> Bool {
        index >= 0 && index < items.count && items[index].isWord && words.contains(items[index].key)
    }

    /// Whether items `start...` spell `words` (keys, one item each, no line break but a single one between).
    func matches(_ words: [String], at start: Int) -> Bool {
        guard start >= 0, start + words.count <= items.count else { return false }
        for (offset, word) in words.enumerated() where items[start + offset].key != word { return false }
        return true
    }

    /// The index of the sentence's first word (after opening quotes, brackets or emphasis).
    var firstWord: Int? {
        items.firstIndex { $0.kind != .punctuation && $0.kind != .symbol }
    }

    /// Whether `index` opens the sentence or a clause after `:` / `;`.
    func startsClause(_ index: Int) -> Bool {
        if index == firstWord { return true }
        guard index > 0 else { return false }
        return [":", ";"].contains(items[index - 1].key)
    }

    /// The text of the sentence.
    var text: String { items.map { $0.leading + $0.text }.joined() + trailing }

    /// Marks after which a word has no blank.
    static let openers: Set<String> = ["(", "[", "\"", "“", "'", "‘", "*", "_", "`"]

    /// Marks that open or close markup: never deleted, so markup stays balanced.
    static let markup: Set<String> = ["*", "_", "[", "]", "`", "~", "<", ">", "\"", "“", "”", "'", "‘", "’"]

    /// Whether `range` may go: no kept word, no name that the deletion would
    /// move to the sentence start, and no mark but commas (or, when `marks`,
    /// no markup).
    func canDelete(_ range: Range<Int>, marks: Bool = false) -> Bool {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= items.count else { return false }
        if startsClause(range.lowerBound), range.upperBound < items.count, isName(range.upperBound) { return false }
        return items[range].allSatisfy { item in
            guard item.classes.isDisjoint(with: .kept) else { return false }
            if item.kind == .word || item.key == "," { return true }
            return marks && (item.kind == .punctuation || item.kind == .symbol) && !Self.markup.contains(item.key)
        }
    }

    /// Whether item `index` is written as a name (a capital not owed to the sentence start).
    func isName(_ index: Int) -> Bool {
        items[index].classes.contains(.name) || items[index].kind == .identifier && items[index].text.first?.isUppercase == true
    }

    /// Deletes `range` if it may go; fixes spacing, dangling commas and the sentence's capital.
    @discardableResult
    mutating func delete(_ range: Range<Int>, marks: Bool = false) -> Bool {
        guard canDelete(range, marks: marks) else { return false }
        let first = items[range.lowerBound]
        let atStart = startsClause(range.lowerBound)
        let wasCapitalized = first.text.first?.isUppercase == true
        items.removeSubrange(range)
        var at = range.lowerBound
        // A comma the deletion leaves at the clause start, or doubled, goes too.
        if at < items.count, items[at].key == ",", atStart || (at > 0 && items[at - 1].key == ",") {
            items.remove(at: at)
        } else if at < items.count, at > 0, items[at - 1].key == ",", [".", "!", "?", ";", ":", ")"].contains(items[at].key) {
            items.remove(at: at - 1)
            at -= 1
        }
        guard at < items.count else { return true }
        if [",", ".", "!", "?", ";", ":", ")"].contains(items[at].key) {
            items[at].leading = ""
        } else if first.leading.isEmpty && at > 0 && !Self.openers.contains(items[at - 1].key) {
            // A deleted comma or bracket leaves the next word's own blank.
            if items[at].leading.isEmpty { items[at].leading = " " }
        } else if first.leading.contains("\n") || !items[at].leading.contains("\n") {
            // The deleted words' blank takes the place of the next one's, unless only that one breaks the line.
            items[at].leading = first.leading
        }
        if atStart && wasCapitalized && startsClause(at) { capitalize(at) }
        fixArticle(before: at)
        return true
    }

    /// Replaces `range` with `words` (one item each, tagged `tag`); the first keeps the capital.
    @discardableResult
    mutating func replace(_ range: Range<Int>, with words: [String], tag: PartOfSpeech? = nil) -> Bool {
        guard !words.isEmpty else { return delete(range) }
        guard canDelete(range), items[range].allSatisfy(\.isWord) else { return false }
        let first = items[range.lowerBound]
        let capital = first.text.first?.isUppercase == true
        let new = words.enumerated().map { offset, word in
            Item(
                kind: .word, text: offset == 0 && capital ? word.capitalizingFirst() : word, key: PhraseRule.normalize(word),
                tags: tag.map { [$0] } ?? [], isWrittenAsName: false, leading: offset == 0 ? first.leading : " ")
        }
        items.replaceSubrange(range, with: new)
        fixArticle(before: range.lowerBound)
        return true
    }

    /// Puts `order` (indices of this sentence's items, `nil` for `extra`'s next
    /// word, tagged `tag`) in place of the items, when every kept item is still there.
    @discardableResult
    mutating func rearrange(_ order: [Int?], extra: [String], tag: PartOfSpeech) -> Bool {
        let used = Set(order.compactMap { $0 })
        guard items.indices.allSatisfy({ used.contains($0) || items[$0].classes.isDisjoint(with: .kept) }) else { return false }
        var words = extra.makeIterator()
        let leading = items.first?.leading ?? ""
        var new: [Item] = []
        for slot in order {
            var item: Item
            if let slot {
                item = items[slot]
            } else if let word = words.next() {
                item = Item(kind: .word, text: word, key: PhraseRule.normalize(word), tags: [tag], isWrittenAsName: false, leading: " ")
            } else {
                continue
            }
            item.leading = new.isEmpty ? leading : (item.kind == .punctuation && item.key != "(" ? "" : " ")
            new.append(item)
        }
        items = new
        return true
    }

    /// Inserts `word`, tagged `tag`, before item `index` (after a blank).
    mutating func insert(_ word: String, at index: Int, tag: PartOfSpeech? = nil) {
        let leading = index < items.count ? items[index].leading : " "
        if index < items.count { items[index].leading = " " }
        let item = Item(
            kind: .word, text: word, key: PhraseRule.normalize(word), tags: tag.map { [$0] } ?? [], isWrittenAsName: false, leading: leading
        )
        items.insert(item, at: index)
    }

    /// Capitalizes item `index` when it is a plain lowercase word.
    mutating func capitalize(_ index: Int) {
        guard index < items.count, items[index].isWord, items[index].text.first?.isLowercase == true else { return }
        items[index].text = items[index].text.capitalizingFirst()
    }

    /// Lowercases item `index` unless it is a name.
    mutating func lowercase(_ index: Int) {
        guard index < items.count, items[index].isWord, !items[index].classes.contains(.name), items[index].key != "i" else { return }
        items[index].text = items[index].key
    }

    /// Makes `a`/`an` before item `index` agree with it.
    mutating func fixArticle(before index: Int) {
        guard index > 0, index < items.count, ["a", "an"].contains(items[index - 1].key) else { return }
        var right = Article.indefinite(before: items[index].text)
        if items[index - 1].text.first?.isUppercase == true { right = right.capitalizingFirst() }
        items[index - 1].text = right
        items[index - 1].key = right.lowercased()
    }
}
