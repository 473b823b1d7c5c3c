/// The confusable-word model trained by `scripts/train-confusables`: for
/// each confusion set (`form from`, `new knew`…), which member the words and
/// tags around a slot call for, and the margin by which the model must
/// prefer another member before the written one is flagged.
///
/// A slot's features are texts (`w-1=more`, `t+1=NN`…, as the script makes
/// them) hashed with FNV-1a 64, lower 32 bits; the written word itself is
/// never one of them.
struct ConfusableModel: Sendable {
    /// One confusion set: its members, its margin, and per feature one weight per member.
    struct ConfusionSet: Sendable {
        let members: [String]
        /// The least score lead of another member that flags the written one.
        let margin: Int
        /// Feature hashes, sorted.
        let hashes: [UInt32]
        /// `members.count` weights per feature, in the order of `hashes`.
        let weights: [Int8]

        /// Each member's score for a slot with these features.
        func scores(_ features: [UInt32]) -> [Int] {
            var scores = [Int](repeating: 0, count: members.count)
            for feature in features {
                guard let k = index(of: feature) else { continue }
                for m in members.indices { scores[m] += Int(weights[k * members.count + m]) }
            }
            return scores
        }

        private func index(of hash: UInt32) -> Int? {
            var low = 0
            var high = hashes.count
            while low < high {
                let middle = (low + high) / 2
                if hashes[middle] < hash { low = middle + 1 } else { high = middle }
            }
            return low < hashes.count && hashes[low] == hash ? low : nil
        }
    }

    /// What the model prefers over a written word.
    struct Preference: Equatable {
        /// The member the context calls for.
        let member: String
        /// How far its score leads the written word's, less the set's margin (0 or more).
        let excess: Int
    }

    let sets: [ConfusionSet]
    /// The sets each member belongs to (indices into `sets`).
    let setsOfWord: [String: [Int]]

    static let shared = ConfusableModel(decoding: Base64.decode(ConfusableModelData.data))

    init(decoding bytes: [UInt8]) {
        var offset = 0
        func byte() -> UInt8 {
            defer { offset += 1 }
            return bytes[offset]
        }
        func uint(_ size: Int) -> UInt32 {
            var value: UInt32 = 0
            for shift in 0..<size { value |= UInt32(byte()) << UInt32(8 * shift) }
            return value
        }
        var sets: [ConfusionSet] = []
        for _ in 0..<Int(byte()) {
            let members = (0..<Int(byte())).map { _ in
                let length = Int(byte())
                defer { offset += length }
                return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
            }
            let margin = Int(Int16(bitPattern: UInt16(uint(2))))
            let count = Int(uint(4))
            let hashes = (0..<count).map { _ in uint(4) }
            let weights = bytes[offset..<offset + count * members.count].map { Int8(bitPattern: $0) }
            offset += count * members.count
            sets.append(ConfusionSet(members: members, margin: margin, hashes: hashes, weights: weights))
        }
        self.sets = sets
        var setsOfWord: [String: [Int]] = [:]
        for (k, set) in sets.enumerated() {
            for member in set.members { setsOfWord[member, default: []].append(k) }
        }
        self.setsOfWord = setsOfWord
    }

    /// The member another set member's context calls for instead of `written`
    /// (lowercase), when the model prefers it by the set's margin or more;
    /// of several sets, the one that prefers its member by the most.
    /// `words` and `tags` are the sentence's, `index` the slot.
    func preference(for written: String, at index: Int, words: [String], tags: [String]) -> Preference? {
        guard let candidates = setsOfWord[written] else { return nil }
        let features = Self.features(at: index, words: words, tags: tags)
        var best: Preference?
        for k in candidates {
            let set = sets[k]
            let scores = set.scores(features)
            guard let own = set.members.firstIndex(of: written) else { continue }
            let other = set.members.indices.filter { $0 != own }.max { scores[$0] < scores[$1] }!
            let excess = scores[other] - scores[own] - set.margin
            if excess >= 0, excess >= best?.excess ?? 0 { best = Preference(member: set.members[other], excess: excess) }
        }
        return best
    }

    /// The hashed features of slot `index` (see `scripts/train-confusables`).
    static func features(at index: Int, words: [String], tags: [String]) -> [UInt32] {
        func word(_ d: Int) -> String {
            let k = index + d
            return k < 0 ? "<s>" : k >= words.count ? "</s>" : words[k]
        }
        func tag(_ d: Int) -> String {
            let k = index + d
            return k < 0 ? "<s>" : k >= tags.count ? "</s>" : tags[k]
        }
        let (w2, w1, v1, v2) = (word(-2), word(-1), word(1), word(2))
        let (t2, t1, u1, u2) = (tag(-2), tag(-1), tag(1), tag(2))
        // Each feature's text hashed as it is read, without being made.
        func feature(_ name: StaticString, _ parts: String...) -> UInt32 {
            var hash = FNV()
            hash.add(name)
            for (k, part) in parts.enumerated() {
                if k > 0 { hash.add("|") }
                hash.add(part)
            }
            return hash.value
        }
        return [
            feature("bias"),
            feature("w-2=", w2), feature("w-1=", w1), feature("w+1=", v1), feature("w+2=", v2),
            feature("w-2-1=", w2, w1), feature("w-1+1=", w1, v1), feature("w+1+2=", v1, v2),
            feature("t-2=", t2), feature("t-1=", t1), feature("t+1=", u1), feature("t+2=", u2),
            feature("t-2-1=", t2, t1), feature("t-1+1=", t1, u1), feature("t+1+2=", u1, u2),
            feature("w-1t+1=", w1, u1), feature("t-1w+1=", t1, v1),
        ]
    }

    /// FNV-1a 64 of the UTF-8 bytes, lower 32 bits.
    static func hash(_ text: String) -> UInt32 {
        var hash = FNV()
        hash.add(text)
        return hash.value
    }
}

/// FNV-1a 64 over UTF-8 bytes added piece by piece.
private struct FNV {
    private var state: UInt64 = 0xCBF2_9CE4_8422_2325

    /// The lower 32 bits of the hash.
    var value: UInt32 { UInt32(truncatingIfNeeded: state) }

    mutating func add(_ text: String) {
        for byte in text.utf8 { state = (state ^ UInt64(byte)) &* 0x100_0000_01B3 }
    }

    mutating func add(_ text: StaticString) {
        let start = text.utf8Start
        for k in 0..<text.utf8CodeUnitCount { state = (state ^ UInt64(start[k])) &* 0x100_0000_01B3 }
    }
}
