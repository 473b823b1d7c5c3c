/// One `PFX` or `SFX` rule: strip these characters, add those, when the stem meets the condition.
struct HunspellAffix: Sendable {
    let flag: HunspellFlag
    let crossProduct: Bool
    let strip: [UInt8]
    let append: [UInt8]
    let condition: HunspellCondition
    /// The flags the affixed form carries on (twofold affixes, compound and circumfix marks), sorted.
    let continuation: [HunspellFlag]

    func has(_ flag: HunspellFlag) -> Bool { continuation.hasFlag(flag) }
}

/// The rules of one kind (prefixes or suffixes), indexed by their appended text so that a word only meets the
/// rules whose text it starts (prefixes) or ends (suffixes) with.
struct HunspellAffixIndex: Sendable {
    let rules: [HunspellAffix]
    let isSuffix: Bool
    private let byAppendHash: [UInt64: [Int32]]
    private let longestAppend: Int

    init(rules: [HunspellAffix], isSuffix: Bool) {
        self.rules = rules
        self.isSuffix = isSuffix
        var index: [UInt64: [Int32]] = [:]
        for (position, rule) in rules.enumerated() {
            let bytes = isSuffix ? rule.append.reversed() : rule.append
            let key = bytes.reduce(HunspellHash.seed, HunspellHash.step)
            index[key, default: []].append(Int32(position))
        }
        byAppendHash = index
        longestAppend = rules.map(\.append.count).max() ?? 0
    }

    /// Calls `body` with each rule whose appended text the word starts or ends with, shortest first, until it
    /// returns a result.
    func firstResult<T>(for word: ArraySlice<UInt8>, _ body: (Int32, HunspellAffix) -> T?) -> T? {
        var hash = HunspellHash.seed
        let limit = min(word.count, longestAppend)
        var length = 0
        while true {
            if let candidates = byAppendHash[hash] {
                for position in candidates {
                    let rule = rules[Int(position)]
                    guard rule.append.count == length, matchesAppend(rule, word) else { continue }
                    if let result = body(position, rule) { return result }
                }
            }
            guard length < limit else { return nil }
            let byte = isSuffix ? word[word.endIndex - 1 - length] : word[word.startIndex + length]
            hash = HunspellHash.step(hash, byte)
            length += 1
        }
    }

    private func matchesAppend(_ rule: HunspellAffix, _ word: ArraySlice<UInt8>) -> Bool {
        isSuffix ? word.suffix(rule.append.count).elementsEqual(rule.append) : word.prefix(rule.append.count).elementsEqual(rule.append)
    }
}
