/// A word prepared for the rules' table lookups: its text and a 64-bit hash
/// of its UTF-8 bytes, computed once.
///
/// Tables (`WordSet`, `WordMap`) compare the hash first and the text only
/// when the hashes are equal, so a lookup costs one short pass over the bytes
/// (or none, for the keys a `ParagraphView` keeps per item) instead of Swift's
/// seeded `Hasher`. The hash is over the bytes as they are, with no Unicode
/// normalization: tables hold the lowercased, apostrophe-folded words that
/// `ParagraphView` produces, all ASCII, which have a single spelling.
struct WordKey: Sendable, Equatable {
    /// Never 0: tables use 0 to mark an empty slot.
    let hash: UInt64
    let text: String

    init(_ text: String) {
        self.init(text, hash: Self.hash(text))
    }

    /// A key with a given hash, for tests that force collisions; 0 becomes 1.
    init(_ text: String, hash: UInt64) {
        self.text = text
        self.hash = hash == 0 ? 1 : hash
    }

    static func == (a: WordKey, b: WordKey) -> Bool {
        a.hash == b.hash && a.text == b.text
    }

    /// FNV-1a over the UTF-8 bytes with a final avalanche (from MurmurHash3),
    /// so that the low bits a table indexes with depend on every byte. Deterministic.
    static func hash(_ text: String) -> UInt64 {
        // Contiguous storage is the fast path (native and small strings);
        // `withUTF8` would copy a small string first.
        let h = text.utf8.withContiguousStorageIfAvailable(fnv1a) ?? fnv1a(text.utf8)
        return mix(h)
    }

    private static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var h = value
        h ^= h >> 33
        h = h &* 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        h = h &* 0xc4ce_b9fe_1a85_ec53
        h ^= h >> 33
        return h
    }
}
