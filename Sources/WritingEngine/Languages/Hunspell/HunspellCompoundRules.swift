/// Compounds by `COMPOUNDRULE`: the parts' flags, in order, must spell one of the rules (`n*1t`, `(N4)(Nh)`).
extension HunspellChecker {
    /// A position in a rule: rule number and element index.
    private struct RuleState: Hashable {
        var rule: Int
        var element: Int
    }

    /// Whether the word splits into stems whose flags match a compound rule.
    func ruleCompoundCheck(_ word: ArraySlice<UInt8>, context: inout CompoundContext) -> Bool {
        guard !settings.compoundRules.isEmpty else { return false }
        let start = Set(settings.compoundRules.indices.map { RuleState(rule: $0, element: 0) })
        return matchParts(word, states: start, isFirst: true, context: &context)
    }

    private func matchParts(_ word: ArraySlice<UInt8>, states: Set<RuleState>, isFirst: Bool, context: inout CompoundContext) -> Bool {
        let minimum = settings.compoundMinimum
        var split = 0
        for _ in 0..<minimum {
            guard split < word.count else { return false }
            split = nextBoundary(word, after: split)
        }
        while split <= word.count, !(isFirst && split == word.count) {
            context.budget -= 1
            guard context.budget > 0 else { return false }
            let part = word.prefix(split)
            let isLast = split == word.count
            if isLast || byteOffset(word.dropFirst(split), beforeLastCharacters: minimum) != nil {
                var entries: [Int32] = []
                _ = words.first(part) { entry in
                    if !has(entry, settings.needAffix), !isRuleRefused(entry, context) { entries.append(entry) }
                    return false
                }
                if isLast, entries.isEmpty, let hit = affixCheck(part, position: .end) { entries.append(hit.entry) }
                for entry in entries {
                    let next = advance(states, entry)
                    guard !next.isEmpty else { continue }
                    if isLast {
                        if next.contains(where: isFinal) { return true }
                    } else if matchParts(word.dropFirst(split), states: next, isFirst: false, context: &context) {
                        return true
                    }
                }
            }
            guard split < word.count else { break }
            split = nextBoundary(word, after: split)
        }
        return false
    }

    private func isRuleRefused(_ entry: Int32, _ context: CompoundContext) -> Bool {
        has(entry, settings.forbidden) || (context.forSuggestion && has(entry, settings.noSuggest))
    }

    /// The states after one more part with this stem's flags.
    private func advance(_ states: Set<RuleState>, _ entry: Int32) -> Set<RuleState> {
        var result: Set<RuleState> = []
        for state in closure(states) {
            let rule = settings.compoundRules[state.rule]
            guard state.element < rule.count, has(entry, rule[state.element].flag) else { continue }
            let stays = rule[state.element].repeats == .anyCount
            result.insert(RuleState(rule: state.rule, element: stays ? state.element : state.element + 1))
        }
        return result
    }

    /// The states plus those reached by skipping optional and repeated elements.
    private func closure(_ states: Set<RuleState>) -> Set<RuleState> {
        var result = states
        var pending = Array(states)
        while let state = pending.popLast() {
            let rule = settings.compoundRules[state.rule]
            guard state.element < rule.count, rule[state.element].repeats != .once else { continue }
            let skipped = RuleState(rule: state.rule, element: state.element + 1)
            if result.insert(skipped).inserted { pending.append(skipped) }
        }
        return result
    }

    private func isFinal(_ state: RuleState) -> Bool {
        closure([state]).contains { $0.element == settings.compoundRules[$0.rule].count }
    }
}
