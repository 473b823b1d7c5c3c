/// One spelling of a word against the stems, affixes and compounds (Hunspell's `checkword`).
extension HunspellChecker {
    /// The outcome of checking one spelling.
    enum Verdict {
        /// Found, with the stem that licenses it (-1 for a compound by rule).
        case found(Int32)
        /// Listed as forbidden.
        case forbidden
        case missing

        var entry: Int32? {
            if case .found(let entry) = self { return entry }
            return nil
        }
    }

    /// How a spelling is being checked.
    struct CheckOptions {
        /// The word was written with capitals (all, initial or mixed).
        var originalCapitals = false
        /// The word was written Capitalised (so hidden capitalised stems, only for ALL-CAPS, do not match).
        var initialCapital = false
        /// Checking a suggestion: NOSUGGEST stems do not count.
        var forSuggestion = false
        /// Compounds count (suggestions try without them first, as they are slow to check).
        var compounds = true
    }

    func checkWord(_ word: ArraySlice<UInt8>, _ options: CheckOptions) -> Verdict {
        let verdict = checkStemsAndCompounds(word, options)
        if options.forSuggestion, let entry = verdict.entry, entry >= 0, has(entry, settings.noSuggest) { return .missing }
        return verdict
    }

    private func checkStemsAndCompounds(_ word: ArraySlice<UInt8>, _ options: CheckOptions) -> Verdict {
        guard !word.isEmpty else { return .missing }
        if let first = words.first(word) {
            if has(first, settings.forbidden) { return .forbidden }
            let stem = words.first(word) { entry in
                !has(entry, settings.needAffix) && !has(entry, settings.onlyInCompound)
                    && !(options.initialCapital && has(entry, HunspellSettings.onlyUppercaseFlag))
            }
            if let stem { return .found(stem) }
        }
        if let hit = affixCheck(word) {
            if has(hit.entry, settings.onlyInCompound)
                || (options.initialCapital && has(hit.entry, HunspellSettings.onlyUppercaseFlag))
            {
                return .missing
            }
            return has(hit.entry, settings.forbidden) ? .forbidden : .found(hit.entry)
        }
        guard settings.compounds, options.compounds else { return .missing }
        var context = CompoundContext(originalCapitals: options.originalCapitals, forSuggestion: options.forSuggestion)
        if settings.compoundFlag != 0 || settings.compoundBegin != 0,
            let first = compoundCheck(word, wordCount: 0, context: &context)
        {
            return .found(first)
        }
        return ruleCompoundCheck(word, context: &context) ? .found(-1) : .missing
    }
}
