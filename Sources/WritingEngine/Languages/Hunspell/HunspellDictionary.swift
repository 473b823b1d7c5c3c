import Foundation

/// A Hunspell dictionary (`.aff` + `.dic`) read natively: the format LibreOffice, Firefox and Enchant read, and
/// the one Debian ships for about 80 languages.
///
/// Stems stay stems: affixes are stripped at lookup, as Hunspell does, so a loaded dictionary takes about the
/// memory Hunspell itself takes. A dictionary is immutable once loaded and safe to share between tasks.
public final class HunspellDictionary: Sendable {
    let checker: HunspellChecker
    /// The corrections found so far (`suggestions(for:limit:)`).
    let memory = HunspellSuggestionMemory()

    /// Loads a dictionary from its two files.
    /// - Throws: `HunspellError` when a file is missing, malformed, over the size budget, or loading takes longer
    ///   than the time budget.
    public convenience init(affURL: URL, dicURL: URL, limits: HunspellLimits = HunspellLimits()) throws(HunspellError) {
        let aff = try Self.read(affURL, limit: limits.maxAffixFileBytes)
        let dic = try Self.read(dicURL, limit: limits.maxWordFileBytes)
        try self.init(aff: aff, dic: dic, limits: limits, affName: affURL.lastPathComponent, dicName: dicURL.lastPathComponent)
    }

    /// Loads a dictionary from the contents of its two files (as bytes, in the `.aff` file's `SET` encoding).
    public init(
        aff: Data, dic: Data, limits: HunspellLimits = HunspellLimits(), affName: String = "aff", dicName: String = "dic"
    ) throws(HunspellError) {
        guard aff.count <= limits.maxAffixFileBytes else {
            throw .overSizeBudget(file: affName, what: "the size (bytes)", size: aff.count, limit: limits.maxAffixFileBytes)
        }
        guard dic.count <= limits.maxWordFileBytes else {
            throw .overSizeBudget(file: dicName, what: "the size (bytes)", size: dic.count, limit: limits.maxWordFileBytes)
        }
        let clock = HunspellLoadClock(limits: limits)
        let affBytes = [UInt8](aff)
        let encoding = HunspellTextDecoding.declaredEncoding(inAffix: affBytes)
        let affLines = HunspellTextDecoding.lines(of: try HunspellTextDecoding.utf8(affBytes, encoding: encoding))
        try HunspellTextDecoding.checkLineLengths(affLines, file: affName, limit: limits.maxLineBytes)
        let settings = try HunspellAffixFileParser.parse(lines: affLines, encoding: encoding, file: affName, limits: limits, clock: clock)
        try clock.check()
        let dicBytes = try HunspellTextDecoding.utf8([UInt8](dic), encoding: encoding)
        let dicLines = HunspellTextDecoding.lines(of: dicBytes)
        try HunspellTextDecoding.checkLineLengths(dicLines, file: dicName, limit: limits.maxLineBytes)
        let words = try HunspellWordFileReader.read(lines: dicLines, settings: settings, file: dicName, limits: limits, clock: clock)
        checker = HunspellChecker(settings: settings, words: words)
        try clock.check()
    }

    /// Loads a dictionary from the text of its two files (tests and generated dictionaries).
    public convenience init(aff: String, dic: String, limits: HunspellLimits = HunspellLimits()) throws(HunspellError) {
        try self.init(aff: Data(aff.utf8), dic: Data(dic.utf8), limits: limits)
    }

    /// Whether a word, as written in text, is correct: a stem, a stem with affixes, or a compound, in a letter
    /// case the dictionary allows (a lowercase stem accepts Capitalised and ALL-CAPS; KEEPCASE stems accept only
    /// their own case).
    public func isCorrect(_ word: String) -> Bool {
        checker.spell(word)
    }

    /// The characters besides letters that belong to words (`WORDCHARS`), for a tokenizer.
    public var wordCharacters: String { checker.settings.wordCharacters }

    /// The patterns a word may be broken at and checked in parts (`BREAK`): `^` anchors at the start, `$` at
    /// the end. Hunspell's default (`-`, `^-`, `-$`) when the `.aff` file names none.
    public var breakPatterns: [String] { checker.settings.breakPatterns ?? ["-", "^-", "-$"] }

    /// The `.aff` directives seen but not read, in order of first appearance.
    public var unreadDirectives: [String] { checker.settings.unreadDirectives }

    /// The number of stems in the `.dic` file (hidden capitalised copies of mixed-case stems included).
    public var stemCount: Int { checker.words.count }

    private static func read(_ url: URL, limit: Int) throws(HunspellError) -> Data {
        let name = url.lastPathComponent
        let size: Int
        do {
            size = try url.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
        } catch {
            throw .unreadable(file: name, reason: "the file does not exist or cannot be opened")
        }
        guard size <= limit else { throw .overSizeBudget(file: name, what: "the size (bytes)", size: size, limit: limit) }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: name, reason: error.localizedDescription)
        }
    }
}
