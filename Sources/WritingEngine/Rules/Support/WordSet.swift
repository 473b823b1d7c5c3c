/// A read-only set of words, built once (tables are statics) and looked up
/// by `WordKey`; see `WordMap` for the layout.
struct WordSet: Sendable {
    private let map: WordMap<Bool>

    /// Builds the set from keys; a text that occurs again counts once.
    init(keys: some Sequence<WordKey>) {
        map = WordMap(keysAndValues: keys.map { ($0, true) }, keepingFirst: true)
    }

    init(_ words: some Sequence<String>) {
        self.init(keys: words.map(WordKey.init))
    }

    func contains(_ key: WordKey) -> Bool { map[key] != nil }

    /// Whether the set holds `text`, hashing it first; use the stream's keys in loops over tokens.
    func contains(_ text: String) -> Bool { map[text] != nil }

    /// Every word in the set, in no particular order.
    var words: [String] { map.words }
}

extension WordSet: ExpressibleByArrayLiteral {
    init(arrayLiteral words: String...) { self.init(words) }
}
