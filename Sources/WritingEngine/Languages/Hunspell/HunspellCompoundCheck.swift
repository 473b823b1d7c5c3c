/// Compounds by flags (`COMPOUNDFLAG`, `COMPOUNDBEGIN`/`MIDDLE`/`END`), as Hunspell's `compound_check` reads them.
extension HunspellChecker {
    /// What a compound check needs besides the word.
    struct CompoundContext {
        /// The word was written with a capital (FORCEUCASE compounds need one).
        var originalCapitals: Bool
        /// Parts marked NOSUGGEST are refused (checking a suggestion).
        var forSuggestion: Bool
        /// Split points left to try; the check gives up at zero.
        var budget = 4_000
    }

    /// The first part's stem when the word is a compound of parts the flags allow.
    func compoundCheck(_ word: ArraySlice<UInt8>, wordCount: Int, context: inout CompoundContext) -> Int32? {
        let minimum = settings.compoundMinimum
        guard let firstSplit = byteOffset(word, afterCharacters: minimum),
            let lastSplit = byteOffset(word, beforeLastCharacters: minimum)
        else { return nil }
        var split = firstSplit
        while split <= lastSplit {
            defer { split = nextBoundary(word, after: split) }
            context.budget -= 1
            guard context.budget > 0 else { return nil }
            if let found = compoundAt(word, split: word.startIndex + split, wordCount: wordCount, context: &context) {
                return found == -1 ? nil : found
            }
        }
        return nil
    }

    /// The first stem when the word splits here; -1 when the whole compound must be refused; nil to try on.
    private func compoundAt(_ word: ArraySlice<UInt8>, split: Int, wordCount: Int, context: inout CompoundContext) -> Int32? {
        let head = word[..<split]
        var count = wordCount
        var checkedAffix = false
        var first: HunspellHit?
        if let raw = words.first(head), has(raw, settings.compoundForbid) { return nil }
        let stem = words.first(head) { entry in
            !has(entry, settings.needAffix)
                && (has(entry, settings.compoundFlag) || (count == 0 && has(entry, settings.compoundBegin))
                    || (count > 0 && has(entry, settings.compoundMiddle)))
        }
        if let stem {
            if isRefused(stem, context) { return nil }
            first = HunspellHit(entry: stem)
        } else {
            first = affixedFirstPart(head, wordCount: count)
            checkedAffix = first != nil
        }
        guard var hit = first else { return nil }
        if affixRefusesCompound(hit) { hit.entry = -1 }
        guard hit.entry >= 0 else { return nil }
        if isRefused(hit.entry, context) { return -1 }
        if has(hit.entry, settings.compoundRoot) { count += 1 }
        let acceptable =
            checkedAffix || has(hit.entry, settings.compoundFlag)
            || (wordCount == 0 && has(hit.entry, settings.compoundBegin))
            || (wordCount > 0 && has(hit.entry, settings.compoundMiddle))
        guard acceptable, !tripleRefused(word, split), !(settings.checkCompoundCase && caseRefused(word, split)) else { return nil }
        return compoundRest(word, split: split, firstHit: hit, affixed: stem == nil, wordCount: count, context: &context)
    }

    private func compoundRest(
        _ word: ArraySlice<UInt8>, split: Int, firstHit: HunspellHit, affixed: Bool, wordCount: Int, context: inout CompoundContext
    ) -> Int32? {
        let rest = word[split...]
        let first = firstHit.entry
        var count = wordCount
        let last = words.first(rest) { entry in
            !has(entry, settings.needAffix) && (has(entry, settings.compoundFlag) || has(entry, settings.compoundEnd))
        }
        if let last {
            if has(last, settings.compoundRoot) { count += 1 }
            if isRefused(last, context) { return -1 }
            if !forceUppercaseRefused(last, context), withinWordMaximum(count),
                settings.compoundPatterns.isEmpty || !patternRefuses(word, split, first, last),
                !settings.checkCompoundDuplicates || last != first
            {
                return replacementRefuses(word) ? -1 : first
            }
        }
        count = wordCount
        var affixedLast = settings.compoundFlag != 0 ? affixCheck(rest, need: settings.compoundFlag, position: .end) : nil
        if affixedLast == nil, settings.compoundEnd != 0 {
            affixedLast = affixCheck(rest, need: settings.compoundEnd, position: .end)
        }
        if let hit = affixedLast {
            let refused =
                (!settings.compoundPatterns.isEmpty && patternRefuses(word, split, first, hit.entry))
                || affixRefusesCompound(hit) || forceUppercaseRefused(hit.entry, context)
            if !refused {
                if isRefused(hit.entry, context) { return -1 }
                if has(hit.entry, settings.compoundRoot) { count += 1 }
                if withinWordMaximum(count), !settings.checkCompoundDuplicates || hit.entry != first {
                    return replacementRefuses(word) ? -1 : first
                }
            }
        }
        count = wordCount
        guard count + 2 < 100 else { return nil }
        guard let next = compoundCheck(rest, wordCount: count + 1, context: &context) else { return nil }
        if !settings.compoundPatterns.isEmpty, patternRefuses(word, split, first, next) { return nil }
        return replacementRefuses(word) ? -1 : first
    }

    /// The first part with an affix that allows it at the start or middle of a compound.
    private func affixedFirstPart(_ head: ArraySlice<UInt8>, wordCount: Int) -> HunspellHit? {
        if settings.compoundFlag != 0 {
            if let hit = prefixCheck(head, position: .begin, need: settings.compoundFlag) { return hit }
            if let hit = suffixCheck(head, crossWith: nil, outerFlag: 0, need: settings.compoundFlag, position: .begin) {
                let rule = suffixRule(hit.suffix)
                if !(rule?.has(settings.compoundForbid) ?? false), !(rule?.has(settings.compoundEnd) ?? false) { return hit }
            }
        }
        let flag = wordCount == 0 ? settings.compoundBegin : settings.compoundMiddle
        guard flag != 0 else { return nil }
        return suffixCheck(head, crossWith: nil, outerFlag: 0, need: flag, position: .begin)
            ?? prefixCheck(head, position: .begin, need: flag)
    }

    private func affixRefusesCompound(_ hit: HunspellHit) -> Bool {
        let flag = settings.compoundForbid
        return (prefixRule(hit.prefix)?.has(flag) ?? false) || (suffixRule(hit.suffix)?.has(flag) ?? false)
    }

    private func isRefused(_ entry: Int32, _ context: CompoundContext) -> Bool {
        has(entry, settings.forbidden) || has(entry, HunspellSettings.onlyUppercaseFlag)
            || (context.forSuggestion && has(entry, settings.noSuggest))
    }

    private func forceUppercaseRefused(_ entry: Int32, _ context: CompoundContext) -> Bool {
        settings.forceUppercase != 0 && has(entry, settings.forceUppercase) && !context.originalCapitals
    }

    private func withinWordMaximum(_ count: Int) -> Bool {
        settings.compoundWordMaximum.map { count + 1 < $0 } ?? true
    }

    /// CHECKCOMPOUNDTRIPLE: no three equal letters across the split (`Schifffahrt` written `Schiffahrt` is not it).
    private func tripleRefused(_ word: ArraySlice<UInt8>, _ split: Int) -> Bool {
        guard settings.checkCompoundTriple, split > word.startIndex, split < word.endIndex else { return false }
        let before = word[split - 1]
        guard before == word[split] else { return false }
        return (split - 1 > word.startIndex && word[split - 2] == before) || (split + 1 < word.endIndex && word[split + 1] == before)
    }

    /// CHECKCOMPOUNDCASE: no capital at either side of the split, unless a hyphen is there.
    private func caseRefused(_ word: ArraySlice<UInt8>, _ split: Int) -> Bool {
        guard split < word.endIndex else { return false }
        let joined = HunspellJoinedBytes(word)
        let offset = split - word.startIndex
        let after = joined.scalar(startingAt: offset).value
        let before = joined.scalar(endingBefore: offset).value
        guard let a = Unicode.Scalar(after), let b = Unicode.Scalar(before) else { return false }
        return (HunspellCasing.upper(a) == a || HunspellCasing.upper(b) == b) && a != "-" && b != "-"
    }

    /// CHECKCOMPOUNDPATTERN: a pattern refuses this split.
    private func patternRefuses(_ word: ArraySlice<UInt8>, _ split: Int, _ first: Int32, _ second: Int32) -> Bool {
        for pattern in settings.compoundPatterns where word[split...].starts(with: pattern.begin) {
            if pattern.endFlag != 0, !has(first, pattern.endFlag) { continue }
            if pattern.beginFlag != 0, !has(second, pattern.beginFlag) { continue }
            if pattern.endIsStem {
                if word[..<split].reversed().starts(with: words.word(first).reversed()) { return true }
            } else if word[..<split].reversed().starts(with: pattern.end.reversed()) {
                return true
            }
        }
        return false
    }

    /// CHECKCOMPOUNDREP: the compound is a known word with a typical slip (a REP pattern) in it.
    private func replacementRefuses(_ word: ArraySlice<UInt8>) -> Bool {
        guard settings.checkCompoundReplacements else { return false }
        let bytes = Array(word)
        for (from, to) in settings.replacements {
            let pattern = Array(from.utf8)
            let replacement = Array(to.utf8)
            guard !pattern.isEmpty, pattern.count <= bytes.count else { continue }
            for start in 0...(bytes.count - pattern.count) where bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
                let candidate = Array(bytes[..<start]) + replacement + Array(bytes[(start + pattern.count)...])
                if words.first(candidate[...]) != nil || affixCheck(candidate[...]) != nil { return true }
            }
        }
        return false
    }

    func byteOffset(_ word: ArraySlice<UInt8>, afterCharacters count: Int) -> Int? {
        var offset = 0
        for _ in 0..<count {
            guard offset < word.count else { return nil }
            offset = nextBoundary(word, after: offset)
        }
        return offset < word.count ? offset : nil
    }

    /// The offset where the last `count` characters begin.
    func byteOffset(_ word: ArraySlice<UInt8>, beforeLastCharacters count: Int) -> Int? {
        var offset = word.count
        for _ in 0..<count {
            guard offset > 0 else { return nil }
            offset -= 1
            while offset > 0, word[word.startIndex + offset] & 0xC0 == 0x80 { offset -= 1 }
        }
        return offset
    }

    func nextBoundary(_ word: ArraySlice<UInt8>, after offset: Int) -> Int {
        var next = offset + 1
        while next < word.count, word[word.startIndex + next] & 0xC0 == 0x80 { next += 1 }
        return next
    }
}
