/// Where a misspelling stands in its sentence: the part of speech the tagger
/// gives the slot, from the words around it and the misspelling's own ending.
///
/// It breaks near ties between corrections: a candidate whose commonest
/// part of speech (the tagger's, for the word alone) is not the slot's
/// (`aspect` after `I will`, where a verb belongs) ranks as if it cost
/// `mismatchCost` more. Only candidates that close in cost change places; a
/// clear winner stays first.
struct SpellingSlot: Sendable, Hashable {
    /// The slot's part of speech, coarsened (`WordClass`).
    let wordClass: WordClass
    /// The slot's Penn tag.
    let tag: PennTag
    /// Whether the slot stands between a determiner, a possessive or an
    /// adjective and a noun (`wrong ___ value`), where a noun or a modifier
    /// goes, never a verb's base or present form.
    var isBeforeNoun = false

    /// What not fitting the slot adds to a candidate's cost, in tenths of an edit.
    static let mismatchCost = 4

    /// Parts of speech as far as a correction must fit them: nouns with
    /// proper nouns, verbs with auxiliaries.
    enum WordClass: Sendable, Hashable {
        case noun, verb
        case other(UniversalTag)

        init(_ tag: UniversalTag) {
            switch tag {
            case .noun, .propn: self = .noun
            case .verb, .aux: self = .verb
            default: self = .other(tag)
            }
        }
    }

    /// The slot of the word that is paragraph token `token`, or nil when it is
    /// not one word of the analysis.
    init?(token: Int, in analysis: ParagraphAnalysis) {
        let words = analysis.words
        // Words are in token order: the first word at or after `token`.
        var low = 0
        var high = words.count
        while low < high {
            let middle = (low + high) / 2
            if words[middle].token < token { low = middle + 1 } else { high = middle }
        }
        let index = low
        guard index < words.count, words[index].token == token, index + 1 == words.count || words[index + 1].token != token
        else { return nil }
        wordClass = WordClass(words[index].guessedTag.universal)
        tag = words[index].guessedTag.penn
        if index > 0, index + 1 < words.count {
            let before = words[index - 1].tag.penn
            isBeforeNoun = [.dt, .prpPossessive, .jj, .jjr, .jjs].contains(before) && words[index + 1].tag.penn.isNoun
        }
    }

    /// Whether the slot cannot hold `correction`: it stands before a noun
    /// (`isBeforeNoun`) and the lexicon knows the correction only as a verb's
    /// base or present form, a modal or an adverb (`wrong retann value`: not
    /// `retain`). A fix the sentence rules out is never certain.
    func rulesOut(_ correction: String, lexicon: Lexicon = .shared) -> Bool {
        guard isBeforeNoun, let entry = lexicon.entry(correction.lowercased()) else { return false }
        let tags = PennTag.allCases.filter { entry.hasTag($0) }
        return !tags.isEmpty && tags.allSatisfy { [.vb, .vbp, .vbz, .md, .rb].contains($0) }
    }

    /// Whether the slot agrees with the correction of `tie` (`NearTie`): it
    /// calls for a closed-class word (`closedClassTags`), the correction can
    /// be one of its group (`group(of:)`) by the lexicon, and none of the rivals can.
    func agrees(with tie: NearTie, lexicon: Lexicon = .shared) -> Bool {
        guard Self.closedClassTags.contains(tag) else { return false }
        let group = Self.group(of: tag)
        func admits(_ word: String) -> Bool {
            guard let entry = lexicon.entry(word) else { return false }
            return PennTag.allCases.contains { entry.hasTag($0) && Self.group(of: $0) == group }
        }
        return admits(tie.correction) && !tie.rivals.contains(where: admits)
    }

    /// Tags of the words of closed classes, which the tagger tells from the words around them.
    static let closedClassTags: Set<PennTag> = [.md, .prp, .prpPossessive, .in, .dt, .wdt, .wp, .wrb, .cc, .to, .ex, .pdt, .rp]

    /// The tags a word may stand for in a slot of `tag`: nouns, verbs
    /// (modals with them), adjectives, adverbs, pronouns and determiners as
    /// groups, any other tag alone (a preposition, `to`).
    static func group(of tag: PennTag) -> String {
        switch tag {
        case .nn, .nns, .nnp, .nnps: "noun"
        case .vb, .vbd, .vbg, .vbn, .vbp, .vbz, .md: "verb"
        case .jj, .jjr, .jjs: "adjective"
        case .rb, .rbr, .rbs, .wrb: "adverb"
        case .prp, .prpPossessive, .wp, .wpPossessive: "pronoun"
        case .dt, .pdt, .wdt: "determiner"
        default: tag.rawValue
        }
    }

    /// `corrections` reordered by cost plus `mismatchCost` for each
    /// candidate that does not fit; confident only if the first stays first.
    /// Corrections without costs, or whose runner-up is `mismatchCost` or
    /// more behind the first, come back as they are.
    func rerank(_ corrections: SpellingCorrections, tagger: Tagger = .shared) -> SpellingCorrections {
        let costs = corrections.costs
        guard corrections.suggestions.count > 1, costs.count == corrections.suggestions.count,
            costs[1] - costs[0] < Self.mismatchCost
        else { return corrections }
        let adjusted = corrections.suggestions.indices.map { i in
            costs[i] + (fits(corrections.suggestions[i], tagger: tagger) ? 0 : Self.mismatchCost)
        }
        // Stable: equal adjusted costs keep the suggester's order.
        let order = corrections.suggestions.indices.sorted { (adjusted[$0], $0) < (adjusted[$1], $1) }
        guard order != Array(order.indices) else { return corrections }
        return SpellingCorrections(
            suggestions: order.map { corrections.suggestions[$0] }, isConfident: corrections.isConfident && order[0] == 0,
            isClose: corrections.isClose, isWithinReach: corrections.isWithinReach, costs: order.map { adjusted[$0] })
    }

    /// Whether the commonest part of speech of `candidate`'s first word is the slot's.
    func fits(_ candidate: String, tagger: Tagger = .shared) -> Bool {
        guard let first = candidate.lowercased().split(separator: " ").first else { return false }
        return tagger.tag([String(first)]).first.map { WordClass($0.universal) == wordClass } ?? false
    }
}
