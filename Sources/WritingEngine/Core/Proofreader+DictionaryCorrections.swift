extension Proofreader {
    /// A misspelled word of another language, as its corrections are remembered.
    private struct ForeignWord: Hashable, Sendable {
        let language: LanguageTag
        let word: String
    }

    /// Settles the findings at `indices` of `findings` (of `bytes`), words
    /// another language's dictionary lacks (`Finding.dictionaryLanguage`),
    /// with that dictionary's corrections: those it remembers, and those of
    /// up to `ranking` distinct words it ranks now, over the cores. A word
    /// left unranked, or not begun when `cancellation` is set, keeps awaiting.
    func completeFromDictionaries(
        _ findings: inout [Finding], at indices: [Int], in bytes: UnsafeBufferPointer<UInt8>, ranking: Int,
        cancellation: CancellationFlag?
    ) {
        let limit = SpellingRule.dictionarySuggestionLimit
        var known: [ForeignWord: [String]] = [:]
        var unranked: [(ForeignWord, any SpellingDictionary)] = []
        var seen = Set<ForeignWord>()
        let keys = indices.map { ForeignWord(language: findings[$0].dictionaryLanguage ?? .english, word: word(findings[$0], in: bytes)) }
        for key in keys where seen.insert(key).inserted {
            guard case .success(let dictionary) = dictionaries.dictionary(for: key.language) else {
                known[key] = []
                continue
            }
            if let remembered = dictionary.rememberedSuggestions(for: key.word, limit: limit) {
                known[key] = remembered
            } else if unranked.count < ranking {
                unranked.append((key, dictionary))
            }
        }
        let ranked = unranked.concurrentMap { key, dictionary in
            cancellation?.isCancelled == true ? nil : dictionary.suggestions(for: key.word, limit: limit)
        }
        for ((key, _), suggestions) in zip(unranked, ranked) { known[key] = suggestions }
        var texts = SharedFindingTexts()
        for (i, key) in zip(indices, keys) {
            guard let suggestions = known[key] else { continue }
            SpellingRule.completeFromDictionary(&findings[i], word: key.word, with: suggestions)
            texts.share(&findings[i])
        }
    }

    /// Whether the dictionary of `finding`'s language remembers the corrections of its `word`.
    func remembersCorrections(of finding: Finding, word: String) -> Bool {
        guard let language = finding.dictionaryLanguage, case .success(let dictionary) = dictionaries.dictionary(for: language) else {
            return false
        }
        return dictionary.rememberedSuggestions(for: word, limit: SpellingRule.dictionarySuggestionLimit) != nil
    }
}
