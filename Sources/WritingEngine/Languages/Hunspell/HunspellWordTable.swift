/// The stems of a `.dic` file: one byte buffer, one offset and one flag-set id per stem, and an open-addressing
/// hash of stem numbers. Homonyms (the same stem listed twice with other flags) are separate stems.
struct HunspellWordTable: Sendable {
    private var bytes: [UInt8] = []
    private var starts: [UInt32] = [0]
    private var flagSetIDs: [UInt32] = []
    private var slots: [UInt32] = []
    private var mask = 0
    /// The flag sets the stems point into.
    private(set) var flagSets = HunspellFlagSets()

    init() {}

    /// The number of stems.
    var count: Int { flagSetIDs.count }

    /// Adds a stem; call `finish` once all are in.
    mutating func append(_ word: some Collection<UInt8>, flags: [HunspellFlag]) {
        bytes.append(contentsOf: word)
        starts.append(UInt32(bytes.count))
        flagSetIDs.append(flagSets.id(of: flags))
    }

    /// Builds the hash index.
    mutating func finish() {
        flagSets.finish()
        var capacity = 16
        while capacity < count + count / 2 { capacity <<= 1 }
        mask = capacity - 1
        slots = [UInt32](repeating: 0, count: capacity)
        for entry in 0..<count {
            var slot = Int(truncatingIfNeeded: HunspellHash.of(HunspellJoinedBytes(word(entry)))) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(entry + 1)
        }
        // Copies drop the spare capacity the appends left behind.
        bytes = Array(bytes)
        starts = Array(starts)
        flagSetIDs = Array(flagSetIDs)
    }

    /// The bytes of a stem.
    func word(_ entry: Int32) -> ArraySlice<UInt8> { word(Int(entry)) }

    private func word(_ entry: Int) -> ArraySlice<UInt8> {
        bytes[Int(starts[entry])..<Int(starts[entry + 1])]
    }

    /// The flag-set id of a stem.
    @inline(__always) func flags(_ entry: Int32) -> UInt32 { flagSetIDs[Int(entry)] }

    /// Whether a stem carries a flag.
    @inline(__always) func has(_ entry: Int32, _ flag: HunspellFlag) -> Bool {
        flagSets.contains(flagSetIDs[Int(entry)], flag)
    }

    /// The first homonym of a word for which `accept` holds.
    func first(_ word: HunspellJoinedBytes, where accept: (Int32) -> Bool = { _ in true }) -> Int32? {
        guard !slots.isEmpty else { return nil }
        var slot = Int(truncatingIfNeeded: HunspellHash.of(word)) & mask
        while slots[slot] != 0 {
            let entry = Int32(slots[slot] - 1)
            if equals(entry, word), accept(entry) { return entry }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The first homonym of a word for which `accept` holds.
    func first(_ word: ArraySlice<UInt8>, where accept: (Int32) -> Bool = { _ in true }) -> Int32? {
        first(HunspellJoinedBytes(word), where: accept)
    }

    /// Calls `body` with every stem, in file order, until it returns false.
    func forEachStem(_ body: (Int32, ArraySlice<UInt8>) -> Bool) {
        for entry in 0..<count where !body(Int32(entry), word(entry)) { return }
    }

    private func equals(_ entry: Int32, _ word: HunspellJoinedBytes) -> Bool {
        let start = Int(starts[Int(entry)])
        let end = Int(starts[Int(entry) + 1])
        guard end - start == word.count else { return false }
        var index = start
        for byte in word.head {
            if bytes[index] != byte { return false }
            index += 1
        }
        for byte in word.tail {
            if bytes[index] != byte { return false }
            index += 1
        }
        return true
    }
}
