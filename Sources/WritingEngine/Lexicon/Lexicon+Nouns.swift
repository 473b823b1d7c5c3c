extension Lexicon {
    /// Whether `word` (lowercased) is uncountable: `a` / `an`, `many` and a plural do not go with it.
    func isUncountable(_ word: String) -> Bool { facts(of: WordKey(word)).contains(.uncountable) }

    /// Whether `word` (lowercased) is the same in the singular and the plural
    /// (`sheep`, `series`) or a collective noun that takes either verb (`team`, `number`).
    func isUnmarkedOrCollective(_ word: String) -> Bool {
        !facts(of: WordKey(word)).isDisjoint(with: [.unmarked, .collective])
    }

    /// Whether `word` (lowercased) is the same in the singular and the plural (`aircraft`, `sheep`).
    func isUnmarked(_ word: String) -> Bool { facts(of: WordKey(word)).contains(.unmarked) }

    /// `true` for a plural noun (`dogs`, `boxes`, `cities`, `children`),
    /// `false` for a singular one, `nil` when spelling and the lexicon cannot tell; rules stay quiet then.
    func isPlural(_ word: String, spelling: SpellChecker) -> Bool? {
        let facts = facts(of: WordKey(word))
        if facts.contains(.irregularPlural) { return true }
        if !facts.isDisjoint(with: [.unmarked, .adjectiveNoun, .collective, .numeral]) { return nil }
        if word.hasSuffix("ese") || word.hasSuffix("ish") && word.utf8.count > 5 { return nil }
        guard word.utf8.count >= 3, let last = word.utf8.last, Tokenizer.isASCIILetter(last) else { return nil }
        if word.hasSuffix("s") {
            if facts.contains(.notPlural) || word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is")
                || word.hasSuffix("ics") || word.hasSuffix("'s")
            {
                return nil
            }
            for stem in Self.singularStems(of: word) where stem.utf8.count >= 2 && spelling.isCorrect(stem) {
                return true
            }
            return nil
        }
        guard spelling.isCorrect(word) else { return nil }
        return false
    }

    /// The singular of a plural noun: the lexicon's for an irregular plural
    /// (`children` → `child`), else a regular stem the word list holds.
    func singular(of word: String, spelling: SpellChecker) -> String? {
        if let irregular = senseLemma(of: word, where: { $0.contains(.irregularPlural) }) { return irregular }
        return Self.singularStems(of: word).first { $0.utf8.count >= 2 && spelling.isCorrect($0) }
    }

    /// The singular forms a regular plural may come from (`cities` → `city`, `boxes` → `box`, `dogs` → `dog`).
    static func singularStems(of word: String) -> [String] {
        var result: [String] = []
        if word.hasSuffix("ies") { result.append(String(word.dropLast(3)) + "y") }
        if word.hasSuffix("es") { result.append(String(word.dropLast(2))) }
        result.append(String(word.dropLast()))
        return result
    }
}
