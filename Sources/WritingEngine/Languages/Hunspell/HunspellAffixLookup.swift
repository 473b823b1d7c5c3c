/// Stripping affixes to find a stem, as Hunspell's `prefix_check`, `suffix_check` and their twofold variants do.
extension HunspellChecker {
    /// A stem for a word with at most one prefix and two suffixes.
    func affixCheck(_ word: ArraySlice<UInt8>, need: HunspellFlag = 0, position: HunspellCompoundPosition = .notCompound) -> HunspellHit? {
        if let hit = prefixCheck(word, position: position, need: need) { return hit }
        if let hit = suffixCheck(word, crossWith: nil, outerFlag: 0, need: need, position: position) { return hit }
        guard !continuationFlags.isEmpty else { return nil }
        return twofoldSuffixCheck(word, crossWith: nil, need: need) ?? twofoldPrefixCheck(word, need: need)
    }

    /// A stem for a word with a prefix (and, for cross-product rules, a suffix too).
    func prefixCheck(_ word: ArraySlice<UInt8>, position: HunspellCompoundPosition, need: HunspellFlag) -> HunspellHit? {
        var missingGroup: Int32 = -1
        return prefixes.firstResult(for: word) { index, rule in
            if position == .notCompound, rule.has(settings.onlyInCompound) { return nil }
            if position == .end, !rule.has(settings.compoundPermit) { return nil }
            return prefixStem(word, index, rule, position: position, need: need, missingGroup: &missingGroup)
        }
    }

    /// `missingGroup` is the stem group (`HunspellAffixIndex.stemGroups`) whose stem the word lacks, if known.
    private func prefixStem(
        _ word: ArraySlice<UInt8>, _ index: Int32, _ rule: HunspellAffix, position: HunspellCompoundPosition, need: HunspellFlag,
        missingGroup: inout Int32
    ) -> HunspellHit? {
        let remaining = word.count - rule.append.count
        guard remaining > 0 || (remaining == 0 && settings.fullStrip) else { return nil }
        let stem = HunspellJoinedBytes(rule.strip[...], word.dropFirst(rule.append.count))
        guard rule.condition.matchesStart(of: stem) else { return nil }
        let group = prefixes.stemGroups[Int(index)]
        if group != missingGroup {
            var isListed = false
            let found = words.first(stem) { entry in
                isListed = true
                return has(entry, rule.flag) && !rule.has(settings.needAffix) && (need == 0 || has(entry, need) || rule.has(need))
            }
            if let found { return HunspellHit(entry: found, prefix: index) }
            if !isListed { missingGroup = group }
        }
        guard rule.crossProduct else { return nil }
        let bare = stem.array
        guard var hit = suffixCheck(bare[...], crossWith: index, outerFlag: 0, need: need, position: position) else { return nil }
        hit.prefix = index
        return hit
    }

    /// A stem for a word with a suffix; `crossWith` is the prefix already stripped, `outerFlag` the flag of the
    /// suffix already stripped (twofold suffixes).
    func suffixCheck(
        _ word: ArraySlice<UInt8>, crossWith prefixIndex: Int32?, outerFlag: HunspellFlag, need: HunspellFlag,
        position: HunspellCompoundPosition
    ) -> HunspellHit? {
        let prefix = prefixIndex.flatMap(prefixRule)
        let prefixCircumfix = prefix?.has(settings.circumfix) ?? false
        var missingGroup: Int32 = -1
        return suffixes.firstResult(for: word) { index, rule in
            if outerFlag != 0, rule.continuation.isEmpty { return nil }
            if position == .begin, !rule.has(settings.compoundPermit) { return nil }
            if settings.circumfix != 0, prefixCircumfix != rule.has(settings.circumfix) { return nil }
            if position == .notCompound, rule.has(settings.onlyInCompound) { return nil }
            if outerFlag == 0, rule.has(settings.needAffix), !(prefix.map { !$0.has(settings.needAffix) } ?? false) { return nil }
            if position == .end, prefix == nil, !rule.append.isEmpty, rule.has(settings.onlyInCompound) { return nil }
            return suffixStem(
                word, index, rule, prefix: prefix, outerFlag: outerFlag, need: need, position: position, missingGroup: &missingGroup)
        }
    }

    /// `missingGroup` is the stem group (`HunspellAffixIndex.stemGroups`) whose stem the word lacks, if known.
    private func suffixStem(
        _ word: ArraySlice<UInt8>, _ index: Int32, _ rule: HunspellAffix, prefix: HunspellAffix?, outerFlag: HunspellFlag,
        need: HunspellFlag, position: HunspellCompoundPosition, missingGroup: inout Int32
    ) -> HunspellHit? {
        if prefix != nil, !rule.crossProduct { return nil }
        let group = suffixes.stemGroups[Int(index)]
        guard group != missingGroup else { return nil }
        let remaining = word.count - rule.append.count
        guard remaining > 0 || (remaining == 0 && settings.fullStrip) else { return nil }
        let stem = HunspellJoinedBytes(word.prefix(remaining), rule.strip[...])
        guard rule.condition.matchesEnd(of: stem) else { return nil }
        let forbiddenHere: HunspellFlag = position == .notCompound ? settings.onlyInCompound : 0
        var isListed = false
        defer { if !isListed { missingGroup = group } }
        let found = words.first(stem) { entry in
            isListed = true
            guard has(entry, rule.flag) || (prefix?.has(rule.flag) ?? false) else { return false }
            if let prefix, !(has(entry, prefix.flag) || rule.has(prefix.flag)) { return false }
            if outerFlag != 0, !rule.has(outerFlag) { return false }
            if forbiddenHere != 0, has(entry, forbiddenHere) { return false }
            return need == 0 || has(entry, need) || rule.has(need)
        }
        return found.map { HunspellHit(entry: $0, suffix: index) }
    }

    /// A stem for a word with two suffixes (the outer one's flag sits on the inner one).
    func twofoldSuffixCheck(_ word: ArraySlice<UInt8>, crossWith prefixIndex: Int32?, need: HunspellFlag) -> HunspellHit? {
        let prefix = prefixIndex.flatMap(prefixRule)
        return suffixes.firstResult(for: word) { index, rule in
            guard continuationFlags.contains(rule.flag) else { return nil }
            if prefix != nil, !rule.crossProduct { return nil }
            let remaining = word.count - rule.append.count
            guard remaining > 0 else { return nil }
            let stem = HunspellJoinedBytes(word.prefix(remaining), rule.strip[...])
            guard rule.condition.matchesEnd(of: stem) else { return nil }
            let inner = stem.array[...]
            let crossed = prefix.map { !rule.has($0.flag) } ?? false
            guard
                var hit = suffixCheck(
                    inner, crossWith: crossed ? prefixIndex : nil, outerFlag: rule.flag, need: need, position: .notCompound)
            else { return nil }
            hit.suffix = index
            return hit
        }
    }

    /// A stem for a word with a prefix and two suffixes.
    private func twofoldPrefixCheck(_ word: ArraySlice<UInt8>, need: HunspellFlag) -> HunspellHit? {
        prefixes.firstResult(for: word) { index, rule in
            guard rule.crossProduct, !rule.has(settings.onlyInCompound) else { return nil }
            let remaining = word.count - rule.append.count
            guard remaining > 0 || (remaining == 0 && settings.fullStrip) else { return nil }
            let stem = HunspellJoinedBytes(rule.strip[...], word.dropFirst(rule.append.count))
            guard rule.condition.matchesStart(of: stem) else { return nil }
            guard var hit = twofoldSuffixCheck(stem.array[...], crossWith: index, need: need) else { return nil }
            hit.prefix = index
            return hit
        }
    }
}
