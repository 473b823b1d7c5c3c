/// A read-only map from words to values, built once (tables are statics)
/// and looked up by `WordKey`.
///
/// Open addressing with linear probing over a power-of-two table at most
/// half full: a lookup compares stored 64-bit hashes and compares texts only
/// when a hash is equal. A missing word stops at the first empty slot.
struct WordMap<Value: Sendable>: Sendable {
    /// The slots, in one object so that copying a map (or a pattern holding
    /// sets) costs one reference count.
    private final class Slots: Sendable {
        /// The key hash of each slot; 0 for an empty slot (`WordKey.hash` is never 0).
        let hashes: [UInt64]
        let texts: [String]
        let values: [Value?]
        let mask: Int

        init(hashes: [UInt64], texts: [String], values: [Value?]) {
            self.hashes = hashes
            self.texts = texts
            self.values = values
            self.mask = hashes.count - 1
        }
    }

    private let slots: Slots

    /// Builds the map; each key must occur once, unless `keepingFirst`
    /// allows repeats, which are then ignored.
    init(keysAndValues entries: [(WordKey, Value)], keepingFirst: Bool = false) {
        var capacity = 4
        while capacity < entries.count * 2 { capacity *= 2 }
        var hashes = [UInt64](repeating: 0, count: capacity)
        var texts = [String](repeating: "", count: capacity)
        var values = [Value?](repeating: nil, count: capacity)
        let mask = capacity - 1
        entries: for (key, value) in entries {
            var slot = Int(truncatingIfNeeded: key.hash) & mask
            while hashes[slot] != 0 {
                if hashes[slot] == key.hash && texts[slot] == key.text {
                    precondition(keepingFirst, "duplicate word “\(key.text)”")
                    continue entries
                }
                slot = (slot + 1) & mask
            }
            hashes[slot] = key.hash
            texts[slot] = key.text
            values[slot] = value
        }
        slots = Slots(hashes: hashes, texts: texts, values: values)
    }

    init(_ dictionary: [String: Value]) {
        self.init(keysAndValues: dictionary.map { (WordKey($0.key), $0.value) })
    }

    /// The value for `key`, or nil.
    subscript(key: WordKey) -> Value? {
        let slots = slots
        var slot = Int(truncatingIfNeeded: key.hash) & slots.mask
        while true {
            let hash = slots.hashes[slot]
            if hash == 0 { return nil }
            if hash == key.hash && slots.texts[slot] == key.text { return slots.values[slot] }
            slot = (slot + 1) & slots.mask
        }
    }

    /// The value for `text`, hashing it first; use the stream's keys in loops over tokens.
    subscript(text: String) -> Value? { self[WordKey(text)] }

    /// Every word in the map, in no particular order.
    var words: [String] {
        zip(slots.hashes, slots.texts).compactMap { hash, text in hash == 0 ? nil : text }
    }
}

extension WordMap: ExpressibleByDictionaryLiteral {
    init(dictionaryLiteral elements: (String, Value)...) {
        self.init(keysAndValues: elements.map { (WordKey($0.0), $0.1) })
    }
}
