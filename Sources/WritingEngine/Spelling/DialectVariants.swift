/// The spelling one dialect of English gives a word another spells
/// differently, by the regular ways their spellings part: `-our`/`-or`,
/// `-tre`/`-ter`, `-ise`/`-ize`, `-yse`/`-yze`, doubled `l`, `-ogue`/`-og`,
/// `-ence`/`-ense`, `ae` and `oe`, `-wards`/`-ward`, `-mme`/`-m`.
///
/// A word of another dialect with no counterpart reached this way
/// (`crocs`, a word some list has and this one lacks) has none to offer:
/// it is a word all the same, not a convention to change.
enum DialectVariants {
    /// Spellings of other dialects (mostly British) and their American ones.
    private static let britishToAmerican: [(String, String)] = [
        ("our", "or"), ("tre", "ter"), ("isation", "ization"), ("ise", "ize"), ("ising", "izing"), ("ised", "ized"),
        ("yse", "yze"), ("ysing", "yzing"), ("ysed", "yzed"), ("ll", "l"), ("l", "ll"), ("ogue", "og"), ("ence", "ense"),
        ("ae", "e"), ("oe", "e"), ("wards", "ward"), ("mme", "m"), ("ey", "ay"), ("yre", "ire"),
    ]

    /// This dialect's spelling of `word`, another dialect's spelling (matched
    /// in lowercase, answered in `word`'s case), or nil when no regular
    /// change gives a word `spelling` accepts.
    static func counterpart(of word: String, dialect: Dialect, spelling: SpellChecker) -> String? {
        let lower = word.lowercased()
        let changes = dialect == .americanEnglish ? britishToAmerican : britishToAmerican.map { ($0.1, $0.0) }
        for (from, to) in changes {
            var search = lower.startIndex..<lower.endIndex
            while let found = lower.range(of: from, range: search) {
                let variant = lower.replacingCharacters(in: found, with: to)
                if variant != lower, spelling.isCorrect(variant) { return cased(variant, like: word) }
                search = found.upperBound..<lower.endIndex
            }
        }
        return nil
    }

    private static func cased(_ variant: String, like word: String) -> String {
        var word = word
        return word.withUTF8 { ASCIICase.apply(ASCIICase.shape($0), to: variant) }
    }
}
