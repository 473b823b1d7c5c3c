/// Parts of speech from the statistical `Tagger`, read in context. The
/// closed classes a step must respect (negations, conditions, names,
/// protected spans, forms of `be`) still come from the word lists, so the
/// tagger can only change what a word is, never what must be kept.
struct TaggerPartsOfSpeech: PartOfSpeechSource {
    let tagger: Tagger

    init(tagger: Tagger = .shared) {
        self.tagger = tagger
    }

    func classes(of sentence: [TaggingInput]) -> [WordClass] {
        // A protected span reads as a name to the tagger; marks as themselves.
        let words = sentence.map { $0.kind == .word || $0.kind == .punctuation ? $0.text : "X" }
        let tags = tagger.tag(words)
        return zip(sentence, tags).map { item, tag in
            let lexicon = LexicalClasses.classes(of: item)
            guard item.kind == .word else { return lexicon }
            return lexicon.union(Self.classes(of: tag, key: item.key))
        }
    }

    /// The word classes a tag stands for.
    static func classes(of tag: PartOfSpeech, key: String) -> WordClass {
        var classes: WordClass = []
        switch tag.penn {
        case .nn, .nnp: classes.insert(.noun)
        case .nns, .nnps: classes.formUnion([.noun, .plural])
        case .vb, .vbp: classes.formUnion([.verb, .baseVerb])
        case .vbz, .vbd: classes.insert(.verb)
        case .vbn: classes.formUnion([.verb, .participle])
        case .vbg: classes.formUnion([.verb, .gerund])
        case .jj, .jjr, .jjs: classes.insert(.adjective)
        case .rb, .rbr, .rbs: classes.insert(.adverb)
        case .dt, .pdt, .prpPossessive, .wdt, .wpPossessive: classes.insert(.determiner)
        case .prp, .wp, .ex: classes.insert(.pronoun)
        case .in, .to: classes.insert(.preposition)
        case .cc: classes.insert(.conjunction)
        case .md: classes.insert(.modal)
        case .cd: classes.insert(.fixed)
        default: break
        }
        // Where the tagger hesitates between a form and a word class, the verb lexicon keeps both readings.
        let forms = Lexicon.shared.forms(of: key)
        if tag.penn == .nn, forms.contains(.presentParticiple) { classes.formUnion([.verb, .gerund]) }
        if tag.penn == .vbd, forms.contains(.pastParticiple) { classes.insert(.participle) }
        if Lexicon.clauseOpeners.contains(key) { classes.insert(.conjunction) }
        if tag.penn == .wdt || tag.penn == .wp { classes.insert(.pronoun) }
        return classes
    }
}
