/// Everything an `.aff` file says, read into plain values.
struct HunspellSettings: Sendable {
    /// A `CHECKCOMPOUNDPATTERN` line: a compound is refused where the first part ends with `end` and the next
    /// begins with `begin` (with optional flags the parts must carry).
    struct CompoundPattern: Sendable {
        var end: [UInt8]
        var endFlag: HunspellFlag
        var begin: [UInt8]
        var beginFlag: HunspellFlag
        /// `0/flag`: the first part must be an unaffixed stem.
        var endIsStem: Bool
    }

    /// One position of a `COMPOUNDRULE`: a flag, optionally repeated (`*`) or optional (`?`).
    struct RuleElement: Sendable, Equatable {
        enum Repeat: Sendable { case once, anyCount, optional }
        var flag: HunspellFlag
        var repeats: Repeat
    }

    var flagKind = HunspellFlagKind.ascii
    var encoding = "ISO8859-1"
    var wordCharacters = ""
    var ignored: Set<Unicode.Scalar> = []
    var inputConversions: [(from: String, to: String)] = []
    var outputConversions: [(from: String, to: String)] = []
    /// nil: Hunspell's default (`-`, `^-`, `-$`).
    var breakPatterns: [String]?
    var replacements: [(from: String, to: String)] = []
    var mapClasses: [[String]] = []
    var keyboard = "qwertyuiop|asdfghjkl|zxcvbnm"
    var tryCharacters = ""
    var maxNgramSuggestions = 4
    var onlyMaxDifference = false
    var noSplitSuggestions = false

    var compoundFlag: HunspellFlag = 0
    var compoundBegin: HunspellFlag = 0
    var compoundMiddle: HunspellFlag = 0
    var compoundEnd: HunspellFlag = 0
    var compoundPermit: HunspellFlag = 0
    var compoundForbid: HunspellFlag = 0
    var compoundRoot: HunspellFlag = 0
    var onlyInCompound: HunspellFlag = 0
    var needAffix: HunspellFlag = 0
    var forbidden: HunspellFlag = HunspellSettings.defaultForbiddenFlag
    var keepCase: HunspellFlag = 0
    var noSuggest: HunspellFlag = 0
    var circumfix: HunspellFlag = 0
    var forceUppercase: HunspellFlag = 0
    var compoundMinimum = 3
    var compoundWordMaximum: Int?
    var compoundRules: [[RuleElement]] = []
    var compoundPatterns: [CompoundPattern] = []
    var checkCompoundDuplicates = false
    var checkCompoundReplacements = false
    var checkCompoundCase = false
    var checkCompoundTriple = false
    var fullStrip = false
    var checkSharps = false

    var prefixes: [HunspellAffix] = []
    var suffixes: [HunspellAffix] = []
    /// `AF` flag aliases: a `.dic` entry may write `word/3` for the third set.
    var aliases: [[HunspellFlag]] = []
    var unreadDirectives: [String] = []

    /// Hunspell's flag for forbidden words when the `.aff` names none.
    static let defaultForbiddenFlag: HunspellFlag = 65_510
    /// The flag Hunspell gives the hidden capitalised copy of a mixed-case stem (`OpenOffice` → `Openoffice`),
    /// which only an all-capitals word may match.
    static let onlyUppercaseFlag: HunspellFlag = 65_511

    /// Whether any compounding is possible.
    var compounds: Bool {
        compoundFlag != 0 || compoundBegin != 0 || !compoundRules.isEmpty
    }
}
