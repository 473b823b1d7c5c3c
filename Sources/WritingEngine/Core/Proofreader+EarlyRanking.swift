extension Proofreader {
    /// `checkUnits(units)` with the corrections of the misspellings the
    /// edit brought ranked at the same time on another core, when the check
    /// ranks at most `limit` new words (`Corrections.upTo`) and its units
    /// are few enough to be checked on one core. Ranking a new misspelling
    /// costs about half as much as the rules on its paragraph; once the
    /// rules flag it, its corrections are then remembered.
    func checkUnitsRankingEarly(
        _ units: [Unit], in bytes: UnsafeBufferPointer<UInt8>, knownWords: Set<String>, corrections: Corrections, counts: WordCounts?,
        cancellation: CancellationFlag?
    ) -> [(bytes: [UInt8], findings: [Finding])?] {
        guard case .upTo(let limit) = corrections, units.reduce(0, { $0 + $1.range.count }) < parallelThreshold,
            rules.indices.contains(where: { rules[$0] is SpellingRule && levels[$0] != nil })
        else { return checkUnits(units, in: bytes, knownWords: knownWords, cancellation: cancellation) }
        // Markup read inside a word (`the *n*th`) is left to the rules.
        let texts = units.filter { unit in !unit.masks.contains { $0.reading != nil } }.map { unit in
            (Array(bytes[unit.range]), unit.masks.map { ($0.range, $0.isGap ? TokenKind.space : TokenKind.masked) })
        }
        let words = newMisspellings(in: texts, knownWords: knownWords, counts: counts, atMost: limit)
        guard !words.isEmpty else { return checkUnits(units, in: bytes, knownWords: knownWords, cancellation: cancellation) }
        return concurrently(
            { checkUnits(units, in: bytes, knownWords: knownWords, cancellation: cancellation) },
            { _ = rankCorrections(words, cancellation: cancellation) }
        ).0
    }

    /// The distinct lowercase words of `texts` (unit bytes with their
    /// token masks) that the spell checker does not accept, that the
    /// document writes only there (a term it uses again is not ranked) and
    /// not as code (by its `counts`), and whose corrections are not
    /// remembered; none when there are more than `limit` (the check then
    /// leaves them to be ranked later).
    func newMisspellings(
        in texts: [(bytes: [UInt8], masks: [(range: Range<Int>, kind: TokenKind)])], knownWords: Set<String>, counts: WordCounts?,
        atMost limit: Int
    ) -> [String] {
        var words: [String] = []
        for (bytes, masks) in texts {
            for token in Tokenizer.tokenize(bytes, masks: masks) where token.kind == .word && token.range.count > 1 {
                let word = bytes[token.range]
                guard word.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }), !word.withUnsafeBufferPointer(spelling.isCorrect(utf8:)) else {
                    continue
                }
                let text = String(decoding: word, as: UTF8.self)
                guard !knownWords.contains(text), !words.contains(text) else { continue }
                if let counts, counts.uses(of: text) > 1 || counts.isCode(text) { continue }
                words.append(text)
                if words.count > limit { return [] }
            }
        }
        let remembered = spelling.rememberedCorrections(for: words)
        return words.filter { remembered[$0] == nil }
    }
}
