/// A Penn Treebank part-of-speech tag, as UD English-EWT writes them.
public enum PennTag: String, Sendable, Hashable, CaseIterable {
    /// coordinating conjunction
    case cc = "CC"
    /// cardinal number
    case cd = "CD"
    /// determiner
    case dt = "DT"
    /// existential there
    case ex = "EX"
    /// foreign word
    case fw = "FW"
    /// preposition or subordinating conjunction
    case `in` = "IN"
    /// adjective
    case jj = "JJ"
    /// comparative adjective
    case jjr = "JJR"
    /// superlative adjective
    case jjs = "JJS"
    /// list item marker
    case ls = "LS"
    /// modal
    case md = "MD"
    /// singular or mass noun
    case nn = "NN"
    /// plural noun
    case nns = "NNS"
    /// singular proper noun
    case nnp = "NNP"
    /// plural proper noun
    case nnps = "NNPS"
    /// predeterminer
    case pdt = "PDT"
    /// possessive ending
    case pos = "POS"
    /// personal pronoun
    case prp = "PRP"
    /// possessive pronoun
    case prpPossessive = "PRP$"
    /// adverb
    case rb = "RB"
    /// comparative adverb
    case rbr = "RBR"
    /// superlative adverb
    case rbs = "RBS"
    /// particle
    case rp = "RP"
    /// symbol
    case sym = "SYM"
    /// to
    case to = "TO"
    /// interjection
    case uh = "UH"
    /// base form verb
    case vb = "VB"
    /// past tense verb
    case vbd = "VBD"
    /// gerund or present participle
    case vbg = "VBG"
    /// past participle
    case vbn = "VBN"
    /// present tense verb, not third person singular
    case vbp = "VBP"
    /// present tense verb, third person singular
    case vbz = "VBZ"
    /// wh-determiner
    case wdt = "WDT"
    /// wh-pronoun
    case wp = "WP"
    /// possessive wh-pronoun
    case wpPossessive = "WP$"
    /// wh-adverb
    case wrb = "WRB"
    /// sentence-final punctuation
    case period = "."
    /// comma
    case comma = ","
    /// colon, semicolon, dash
    case colon = ":"
    /// opening quotation mark
    case openingQuote = "``"
    /// closing quotation mark
    case closingQuote = "''"
    /// opening bracket
    case leftBracket = "-LRB-"
    /// closing bracket
    case rightBracket = "-RRB-"
    /// hyphen
    case hyphen = "HYPH"
    /// currency sign
    case dollar = "$"
    /// number sign
    case hash = "#"
    /// other punctuation (`...`, `:)`, `*`)
    case nfp = "NFP"
    /// address (URL, email)
    case add = "ADD"
    /// part of a word written apart
    case gw = "GW"
    /// affix written apart
    case afx = "AFX"
    /// unknown
    case xx = "XX"

    /// A noun: `NN NNS NNP NNPS`.
    public var isNoun: Bool { self == .nn || self == .nns || self == .nnp || self == .nnps }
    /// A verb form: `VB VBD VBG VBN VBP VBZ`.
    public var isVerb: Bool { self == .vb || self == .vbd || self == .vbg || self == .vbn || self == .vbp || self == .vbz }
    /// An adjective: `JJ JJR JJS`.
    public var isAdjective: Bool { self == .jj || self == .jjr || self == .jjs }
    /// An adverb: `RB RBR RBS`.
    public var isAdverb: Bool { self == .rb || self == .rbr || self == .rbs }

    /// A noun, verb, adjective or adverb (not a name): the open classes a new word joins.
    public var isOpenClass: Bool { self == .nn || self == .nns || isVerb || isAdjective || isAdverb }
    /// A finite verb form: `VBD VBP VBZ` (and `MD`).
    public var isFinite: Bool { self == .vbd || self == .vbp || self == .vbz || self == .md }
}

/// A universal part-of-speech tag (UPOS).
public enum UniversalTag: String, Sendable, Hashable, CaseIterable {
    case adj = "ADJ"
    case adp = "ADP"
    case adv = "ADV"
    case aux = "AUX"
    case cconj = "CCONJ"
    case det = "DET"
    case intj = "INTJ"
    case noun = "NOUN"
    case num = "NUM"
    case part = "PART"
    case pron = "PRON"
    case propn = "PROPN"
    case punct = "PUNCT"
    case sconj = "SCONJ"
    case sym = "SYM"
    case verb = "VERB"
    case x = "X"
}

/// A word's part of speech: its Penn Treebank tag and its universal tag, predicted together.
/// `VBZ` with `AUX` is `is` or `has` helping a verb; with `VERB`, a lexical verb.
public struct PartOfSpeech: Sendable, Hashable, CustomStringConvertible {
    public let penn: PennTag
    public let universal: UniversalTag

    public init(_ penn: PennTag, _ universal: UniversalTag) {
        self.penn = penn
        self.universal = universal
    }

    /// Parses `PENN|UNIVERSAL` (`VBZ|AUX`).
    init?(name: String) {
        let parts = name.split(separator: "|", maxSplits: 1)
        guard parts.count == 2, let penn = PennTag(rawValue: String(parts[0])),
            let universal = UniversalTag(rawValue: String(parts[1]))
        else { return nil }
        self.init(penn, universal)
    }

    /// `PENN|UNIVERSAL`, as the training script prints tags.
    public var description: String { "\(penn.rawValue)|\(universal.rawValue)" }
}
