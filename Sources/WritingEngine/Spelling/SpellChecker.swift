import Foundation
import Synchronization

/// Spelling knowledge for one dialect: which words are correct and what to suggest.
///
/// Words come from SCOWL (sizes up to 70) in the dialect's spelling, plus a
/// short list of software vocabulary; see `scripts/make-dictionary`.
///
/// Acceptance rules, applied to each hyphen-separated part of a word:
/// - a word in the list is correct as listed; a lowercase-listed word is also
///   correct capitalised (`The`) or in capitals (`THE`);
/// - a word listed only capitalised (`London`) is wrong in lowercase;
/// - any word in capitals with at least two letters is an acronym (`NASA`),
///   optionally plural (`APIs`);
/// - `’` counts as `'`; a possessive `'s` is correct when its stem is;
/// - a hyphenated word is correct when every part is (`well-known`), and the
///   first part may be a prefix such as `co-` or `re-`; so is its plural
///   (`add-ons`).
///
/// - Important: Checkers are immutable and shared; use them from any thread.
public final class SpellChecker: Sendable {
    public let dialect: Dialect
    let words: WordList
    let dialectBit: UInt8

    init(dialect: Dialect, words: WordList = .builtIn) {
        self.dialect = dialect
        self.words = words
        self.dialectBit = 1 << UInt8(Dialect.allCases.firstIndex(of: dialect)!)
    }

    private static let checkers = Dialect.allCases.map { SpellChecker(dialect: $0) }

    /// Starts decoding the index that ranks corrections on a thread of its
    /// own (the first call only), as `Tagger.prepare` does for the tagger: a
    /// check's first misspelling then waits less or not at all.
    public static func prepare() { _ = preparing }

    private static let preparing: Void = Thread { _ = SuggestionIndex.builtIn }.start()

    /// The shared checker for `dialect`, loaded once.
    public static func shared(for dialect: Dialect) -> SpellChecker {
        checkers[Dialect.allCases.firstIndex(of: dialect)!]
    }

    /// Whether `word`, as written in text, is correctly spelled.
    public func isCorrect(_ word: String) -> Bool {
        var word = word
        return word.withUTF8 { isCorrect(utf8: $0) }
    }

    /// Whether the word in the UTF-8 bytes `word` is correctly spelled.
    public func isCorrect(utf8 word: UnsafeBufferPointer<UInt8>) -> Bool {
        withNormalizedApostrophes(word) { normalized in
            if acceptsPart(normalized) { return true }
            guard normalized.contains(0x2D) else { return false }
            return acceptsHyphenated(normalized) || isPluralOfCompound(normalized)
        }
    }

    /// `add-ons`, `follow-ups`: the plural of a hyphenated word (`add-on`)
    /// whose last part alone takes no `s` (`ons` is no word).
    private func isPluralOfCompound(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.count >= 4, word[word.count - 1] == 0x73 else { return false }
        let singular = UnsafeBufferPointer(rebasing: word.dropLast())
        return acceptsPart(singular) || acceptsHyphenated(singular)
    }

    /// Whether `word` is spelled as another dialect spells it and this one
    /// does not (`behaviour` in en-US, `color` in en-GB).
    public func isOtherDialectSpelling(_ word: String) -> Bool {
        var word = word
        return word.withUTF8 { bytes in
            withNormalizedApostrophes(bytes) { normalized in
                func elsewhere(_ w: UnsafeBufferPointer<UInt8>) -> Bool {
                    guard let offset = words.find(w) else { return false }
                    let dialects = words.dialects(at: offset)
                    return dialects & dialectBit == 0 && dialects != 0
                }
                if elsewhere(normalized) { return true }
                guard ASCIICase.shape(normalized) != .lower else { return false }
                return withLowercased(normalized, elsewhere)
            }
        }
    }

    /// The highest SCOWL size level of a word counted as common English:
    /// how it is said and what it is made of are known (not a term or a
    /// name of the software word lists).
    static let commonWordLevel = 60

    /// Whether `word` is a common English word (`commonWordLevel`).
    func isCommonWord(_ word: String) -> Bool {
        (frequencyLevel(word) ?? .max) <= Self.commonWordLevel
    }

    /// Whether this dialect's list has `word` exactly as written, in its
    /// case: `URL` (an initialism), `Linux` (a name).
    func lists(_ word: String) -> Bool {
        var word = word
        return word.withUTF8 { entry($0) != nil }
    }

    /// SCOWL size level of `word` (10 = most common … 70), or nil when unknown.
    public func frequencyLevel(_ word: String) -> Int? {
        var word = word
        return word.withUTF8 { bytes in
            withNormalizedApostrophes(bytes) { normalized in
                if let offset = entry(normalized) { return words.level(at: offset) }
                return withLowercased(normalized) { lowered in entry(lowered).map(words.level(at:)) }
            }
        }
    }

    /// Replacement candidates for `word`, best first, in the casing of the original.
    public func suggestions(for word: String, limit: Int = SpellChecker.suggestionLimit) -> [String] {
        corrections(for: word, limit: limit).suggestions
    }

    /// Ranked replacement candidates for `word`, and whether the first is
    /// clearly the intended word (safe to apply without asking).
    ///
    /// Results are remembered (a few thousand words), so a misspelling that
    /// recurs in a document is ranked once.
    public func corrections(for word: String, limit: Int = SpellChecker.suggestionLimit) -> SpellingCorrections {
        let key = CorrectionKey(word: word, limit: limit)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let result = Suggester(checker: self).corrections(for: word, limit: limit)
        cache.withLock { cache in
            if cache.count >= SpellChecker.cacheBound { cache.removeAll(keepingCapacity: true) }
            cache[key] = result
        }
        return result
    }

    /// How many suggestions a misspelling gets unless a caller asks otherwise.
    public static let suggestionLimit = 5

    /// The corrections already ranked for any of `words` (with the default limit), by word.
    func rememberedCorrections(for words: [String]) -> [String: SpellingCorrections] {
        cache.withLock { cache in
            var found: [String: SpellingCorrections] = [:]
            for word in words {
                if let corrections = cache[CorrectionKey(word: word, limit: SpellChecker.suggestionLimit)] { found[word] = corrections }
            }
            return found
        }
    }

    private struct CorrectionKey: Hashable {
        let word: String
        let limit: Int
    }

    private let cache = Mutex<[CorrectionKey: SpellingCorrections]>([:])
    private static let cacheBound = 4096

    // MARK: - Acceptance

    /// The record offset of `word` in this dialect, exactly as written.
    func entry(_ word: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let offset = words.find(word), words.dialects(at: offset) & dialectBit != 0 else { return nil }
        return offset
    }

    /// One hyphen-free part (or a whole word listed with its hyphen).
    private func acceptsPart(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
        if entry(part) != nil { return true }
        switch ASCIICase.shape(part) {
        case .lower:
            break
        case .allUpper:
            return true
        case .capitalized:
            if withLowercased(part, { entry($0) != nil }) { return true }
        case .mixed:
            if isPluralAcronym(part) { return true }
        }
        if let stem = possessiveStem(part) { return acceptsPart(stem) }
        return isRegularPlural(part) || isRegularAdverb(part)
    }

    /// An adverb in `-ly` of a listed adjective in `-ive`, `-ous` or `-ful`
    /// (`declaratively`, `ambiguously`), which SCOWL lists only when common.
    /// Not after other endings, where a missing letter is the usual slip
    /// (`basicly`, `finaly`).
    private func isRegularAdverb(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = word.count
        guard n >= 8, word[n - 2] == 0x6C, word[n - 1] == 0x79, ASCIICase.shape(word) != .mixed else { return false }
        return withLowercased(word) { lowered in
            let adjective = UnsafeBufferPointer(rebasing: lowered[0..<(n - 2)])
            let suffixed = ["ive", "ous", "ful"].contains { adjective.reversed().starts(with: $0.utf8.reversed()) }
            return suffixed && entry(adjective) != nil
        }
    }

    /// A plural or third-person form SCOWL leaves out of a word it lists:
    /// `-es` after a hissing sound (`attaches`, `metaclasses`), and `-s`
    /// after a term of the software vocabulary (`docstrings`, `namedtuples`),
    /// which SCOWL does not inflect. Lowercase or capitalised.
    private func isRegularPlural(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = word.count
        guard n >= 5, word[n - 1] == 0x73, word[n - 2] != 0x73, ASCIICase.shape(word) != .mixed else { return false }
        return withLowercased(word) { lowered in
            let es = UnsafeBufferPointer(rebasing: lowered[0..<(n - 2)])
            if lowered[n - 2] == 0x65, Self.takesEs(es), entry(es) != nil { return true }
            let stem = UnsafeBufferPointer(rebasing: lowered[0..<(n - 1)])
            guard let offset = entry(stem) else { return false }
            return words.level(at: offset) >= Self.vocabularyLevel
        }
    }

    /// Whether `stem` is a word of four letters or more that takes `-es`
    /// (`alias`, `class`, `status`, `box`, `match`): not a plural already
    /// (`poses`, `cols`), nor an adjective in `-ous` (`courteous`); a short
    /// word's plural is in the dictionary when it has one (`gases`).
    private static func takesEs(_ stem: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = stem.count
        guard n >= 4, endsInHissingSound(stem) else { return false }
        guard stem[n - 1] == 0x73 else { return true }
        switch stem[n - 2] {
        case 0x73, 0x61, 0x69: return true  // -ss, -as, -is
        case 0x75: return stem[n - 3] != 0x6F  // -us, not -ous
        default: return false
        }
    }

    /// Whether `stem` ends in `s`, `x`, `z`, `ch` or `sh`, which take `-es`.
    private static func endsInHissingSound(_ stem: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = stem.last else { return false }
        if last == 0x73 || last == 0x78 || last == 0x7A { return true }
        return last == 0x68 && stem.count >= 2 && (stem[stem.count - 2] == 0x63 || stem[stem.count - 2] == 0x73)
    }

    /// The level of the software vocabulary (`scripts/make-dictionary`): no
    /// SCOWL word is listed this rare.
    private static let vocabularyLevel = 80

    private func acceptsHyphenated(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        var partStart = 0
        var isFirst = true
        for i in 0...word.count where i == word.count || word[i] == 0x2D {
            let part = UnsafeBufferPointer(rebasing: word[partStart..<i])
            if part.isEmpty { return false }
            let ok = acceptsPart(part) || isFirst && i < word.count && withLowercased(part, SpellChecker.isPrefix)
            if !ok { return false }
            isFirst = false
            partStart = i + 1
        }
        return true
    }

    /// `APIs`, `URLs`: two or more capitals and a final `s`.
    private func isPluralAcronym(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.count >= 3, word[word.count - 1] == 0x73 else { return false }
        return word.dropLast().allSatisfy(ASCIICase.isUpper)
    }

    private func possessiveStem(_ word: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        let n = word.count
        guard n >= 3, word[n - 2] == 0x27, word[n - 1] | 0x20 == 0x73 else { return nil }
        return UnsafeBufferPointer(rebasing: word[0..<(n - 2)])
    }

    /// Prefixes written with a hyphen before another word (`co-author`, `re-enter`, `non-trivial`).
    private static func isPrefix(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
        prefixes.contains { $0.utf8.elementsEqual(part) }
    }

    private static let prefixes = [
        "a", "anti", "bi", "co", "counter", "de", "e", "ex", "extra", "hyper", "inter", "intra", "macro", "meta",
        "micro", "mid", "mini", "multi", "neo", "non", "over", "post", "pre", "pro", "pseudo", "re", "semi", "sub",
        "super", "trans", "tri", "ultra", "un", "under", "uni",
    ]
}

/// Ranked corrections for a misspelled word.
public struct SpellingCorrections: Sendable, Hashable {
    /// Replacements, best first, in the casing of the original word.
    public var suggestions: [String]
    /// Whether the first suggestion is clearly the intended word.
    public var isConfident: Bool
    /// Whether the first suggestion is near enough to be the intended word
    /// at all; a word close to none is an unknown word (a term or a name)
    /// rather than a misspelling.
    public var isClose: Bool
    /// Whether the first suggestion is within a slip's reach of the word
    /// (about one edit), not only alike in sound.
    public var isWithinReach: Bool
    /// The cost of each suggestion (tenths of an edit, `Suggester`), when known:
    /// how far ahead of the others each one is.
    var costs: [Int]

    public init(suggestions: [String], isConfident: Bool, isClose: Bool = true, isWithinReach: Bool = true) {
        self.init(suggestions: suggestions, isConfident: isConfident, isClose: isClose, isWithinReach: isWithinReach, costs: [])
    }

    init(suggestions: [String], isConfident: Bool, isClose: Bool, isWithinReach: Bool, costs: [Int]) {
        self.suggestions = suggestions
        self.isConfident = isConfident
        self.isClose = isClose && !suggestions.isEmpty
        self.isWithinReach = isWithinReach && self.isClose
        self.costs = costs
    }
}

/// Calls `body` with `word`, its curly apostrophes (`’`) replaced by `'`.
func withNormalizedApostrophes<R>(_ word: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    guard word.contains(0xE2) else { return body(word) }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: word.count) { buffer in
        var n = 0
        var i = 0
        while i < word.count {
            if word[i] == 0xE2 && i + 2 < word.count && word[i + 1] == 0x80 && word[i + 2] == 0x99 {
                buffer[n] = 0x27
                i += 3
            } else {
                buffer[n] = word[i]
                i += 1
            }
            n += 1
        }
        return body(UnsafeBufferPointer(rebasing: buffer[0..<n]))
    }
}

/// Calls `body` with `word` in ASCII lowercase.
func withLowercased<R>(_ word: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: word.count) { buffer in
        for i in 0..<word.count { buffer[i] = ASCIICase.lower(word[i]) }
        return body(UnsafeBufferPointer(buffer))
    }
}
