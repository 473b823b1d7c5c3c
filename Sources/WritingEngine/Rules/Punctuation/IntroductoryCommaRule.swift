/// A comma after a phrase that introduces a sentence: `For example, …`,
/// `However, …`, `On the other hand, …`, a sentence adverb before the
/// subject (`Unfortunately, the build…`); after an introductory
/// subordinate clause (`When the build finishes, the tests run`), found from
/// the clause structure (`IntroductoryClauseComma.swift`); and after an
/// introductory prepositional phrase before a pronoun subject (`In the
/// end, we…`, `IntroductoryPhraseComma.swift`).
public struct IntroductoryCommaRule: PhraseTableRule {
    public init() {}
    public var id: String { "introductory-comma" }
    public var summary: String {
        "A comma after “For example”, “However”, “Unfortunately”, an introductory clause (“When it ends, …”) or phrase (“In the end, we…”)."
    }
    public var category: RuleCategory { .punctuation }
    var matcher: PhraseMatcher { Self.table }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        checkTable(context, into: &findings)
        checkIntroductoryClause(context, into: &findings)
        checkIntroductoryPhrase(context, into: &findings)
    }

    private static let table = PhraseMatcher(
        table: """
            ^ for [example|instance] * => {1}, :: Put a comma after an introductory phrase.
            ^ on the other [hand] * => {1}, :: Put a comma after an introductory phrase.
            ^ in other [words] * => {1}, :: Put a comma after an introductory phrase.
            ^ in [addition|conclusion|contrast|particular] !to|of|with => {1}, :: Put a comma after an introductory phrase.
            ^ in my [opinion|view] !of => {1}, :: Put a comma after an introductory phrase.
            ^ as a [result|consequence] !of => {1}, :: Put a comma after an introductory phrase.
            ^ to [sum] up * => sum up, :: Put a comma after an introductory phrase.
            ^ [moreover|furthermore|additionally|consequently|nevertheless|nonetheless|therefore|secondly|firstly|thirdly|lastly] the|a|an|we|i|he|she|they|it|you|this|that|these|those|there|in|if|when|my|our|their|his|her|its|many|most|some|all|people => {1}, :: Put a comma after an introductory word.
            ^ by [default] the|this|that|it|we|you|they|all|a|an|there|these|those => default, :: Put a comma after an introductory phrase.
            ^ [however] the|a|an|we|i|he|she|they|it|this|that|these|those|there|in|if|when|my|our|their|his|her|its|people => {1}, :: Put a comma after an introductory word.
            ^ [actually|also|unfortunately|fortunately|finally|obviously|apparently|surprisingly|interestingly|importantly|ultimately|basically|personally|honestly|frankly|luckily|sadly|hopefully|meanwhile|besides|similarly|likewise|accordingly|undoubtedly] the|a|an|we|i|he|she|they|it|this|that|these|those|there|my|our|their|his|her|its|people => {1}, :: Put a comma after an introductory word.
            ^ in [fact|general|short|summary|brief] the|a|an|we|i|he|she|they|it|this|that|these|those|there|my|our|their|his|her|its|people => {1}, :: Put a comma after an introductory phrase.
            ^ of [course] the|a|an|we|i|he|she|they|it|this|that|these|those|there|my|our|their|his|her|its|people => {1}, :: Put a comma after an introductory phrase.
            ^ first of [all] the|a|an|we|i|he|she|they|it|this|that|these|those|there|my|our|their|his|her|its|people => {1}, :: Put a comma after an introductory phrase.
            """)
}
