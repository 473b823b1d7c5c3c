/// Word classes that come from word lists, not from a tagger: what a step
/// must keep (negations, conditions, names, numbers and protected spans),
/// forms of `be`, and modals.
enum LexicalClasses {
    /// A word's lexical classes.
    static func classes(of item: TaggingInput) -> WordClass {
        switch item.kind {
        case .word: break
        case .punctuation, .space, .newline, .symbol, .abbreviation: return []
        default: return .fixed
        }
        let key = item.key
        var classes: WordClass = []
        if negations.contains(key) || key.hasSuffix("n't") { classes.insert(.negation) }
        if conditions.contains(key) { classes.insert(.condition) }
        if item.isAllCaps || (item.isCapitalized && !item.startsSentence && key != "i") { classes.insert(.name) }
        if Lexicon.modals.contains(key) { classes.insert(.modal) }
        if beForms.contains(key) { classes.insert(.be) }
        return classes
    }

    static let negations: Set<String> = [
        "not", "no", "never", "none", "nothing", "nobody", "nowhere", "neither", "nor", "cannot", "without", "hardly",
        "barely", "scarcely", "seldom", "rarely", "few",
    ]
    static let conditions: Set<String> = ["if", "unless", "only", "except", "otherwise", "whether", "until", "provided", "unlike"]
    /// The forms of be written as words, with their subject (`it's`) or without, not negated.
    static let beForms = Set(Lexicon.shared.words(.be, excluding: [.negative, .clitic, .split]))
}
