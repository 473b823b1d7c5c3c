/// What a free instruction asks for, as far as it can be checked: shorter
/// text must be shorter, a language must be that language, and otherwise
/// the limits of the nearest tone apply.
struct InstructionIntent {
    /// The limits an answer to the instruction is held to.
    let limits: AcceptanceLimits

    init(_ instructions: String) {
        let words = Set(AnswerText.words(instructions).map(String.init))
        if let language = AcceptanceWords.languages.keys.first(where: { $0 != "english" && words.contains($0) }) {
            // A translation: its facts stay, its words are another language's.
            var limits = AcceptanceLimits.of(.rewrite(.professional))
            limits.support = .factsOnly
            limits.language = .named(language)
            limits.longest = .init(factor: 2.5, extra: 40)
            self.limits = limits
        } else if !words.isDisjoint(with: Self.shorter) {
            limits = AcceptanceLimits.of(.rewrite(.concise))
        } else if !words.isDisjoint(with: Self.longer) {
            var limits = AcceptanceLimits.of(.rewrite(.friendly))
            limits.longest = .init(factor: 3, extra: 80)
            limits.newContent = .init(share: 1.0 / 2, minimum: 4)
            self.limits = limits
        } else if !words.isDisjoint(with: Self.formal) {
            limits = AcceptanceLimits.of(.rewrite(.professional))
        } else {
            limits = AcceptanceLimits.of(.rewrite(.friendly))
        }
    }

    /// Words that ask for shorter text.
    static let shorter: Set<String> = [
        "shorter", "shorten", "concise", "brief", "briefer", "condense", "trim", "tighten", "terse", "succinct", "fewer", "cut",
    ]
    /// Words that ask for longer text.
    static let longer: Set<String> = ["longer", "expand", "elaborate", "detail", "detailed", "lengthen"]
    /// Words that ask for the professional tone.
    static let formal: Set<String> = ["formal", "professional", "polite", "official", "academic"]
}
