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
///
/// Rules that strip and append the same text make the same stem of a word: they share a stem group, and the
/// rules of a group are met one after the other, so that a lookup that finds no such stem stands for them all.
struct HunspellAffixIndex: Sendable {
    let rules: [HunspellAffix]
    let isSuffix: Bool
    /// For each rule, its stem group.
    let stemGroups: [Int32]
    private let byAppendHash: [UInt64: [Int32]]
    private let longestAppend: Int

    init(rules: [HunspellAffix], isSuffix: Bool) {
        self.rules = rules
        self.isSuffix = isSuffix
        var groupOfText: [[UInt8]: Int32] = [:]
        stemGroups = rules.map { rule in
            let key = rule.strip + [0] + rule.append
            if let group = groupOfText[key] { return group }
            groupOfText[key] = Int32(groupOfText.count)
            return Int32(groupOfText.count - 1)
        }
        var index: [UInt64: [Int32]] = [:]
        for (position, rule) in rules.enumerated() {
            let bytes = isSuffix ? rule.append.reversed() : rule.append
            let key = bytes.reduce(HunspellHash.seed, HunspellHash.step)
            index[key, default: []].append(Int32(position))
        }
        // In file order, but each group's rules together, where its first rule stands.
        let groups = stemGroups
        byAppendHash = index.mapValues { positions in
            var first: [Int32: Int] = [:]
            for (order, position) in positions.enumerated() where first[groups[Int(position)]] == nil {
                first[groups[Int(position)]] = order
            }
            return positions.enumerated().sorted { a, b in
                let (groupA, groupB) = (first[groups[Int(a.element)]]!, first[groups[Int(b.element)]]!)
                return groupA != groupB ? groupA < groupB : a.offset < b.offset
            }.map(\.element)
        }
        longestAppend = rules.map(\.append.count).max() ?? 0
    }

    /// Calls `body` with each rule whose appended text the word starts or ends with, shortest first, the rules
    /// of a stem group one after the other, until it returns a result.
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
