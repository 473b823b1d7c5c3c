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
        let analysis = context.view.analysis
        var phraseAt: [Int: NounPhrase] = [:]
        for phrase in analysis.nounPhrases { phraseAt[phrase.words.lowerBound] = phrase }
        for sentence in analysis.sentences {
            let clauseEnd = mainClauseStart(analysis, sentence, phraseAt)
            guard let end = clauseEnd ?? introductoryPhraseEnd(analysis.words, sentence, phraseAt) else { continue }
            let range = analysis.paragraph.tokens[analysis.words[end - 1].token].range
            // The table's phrases (`By default we…`) are found once.
            if findings.contains(where: { $0.ruleID == id && $0.range == range }) { continue }
            let message = clauseEnd == nil ? String.introductoryPhrase : .introductoryClause
            findings.append(context.finding(self, range, message, suggestions: [analysis.paragraph.string(range) + ","]))
        }
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
            ^ [actually|also|unfortunately|fortunately|finally|obviously|apparently|surprisingly|interestingly|importantly|ultimately|basically|personally|honestly|frankly|luckily|sadly|hopefully|meanwhile|similarly|likewise|accordingly|undoubtedly] the|a|an|we|i|he|she|they|it|this|that|these|those|there|my|our|their|his|her|its|people => {1}, :: Put a comma after an introductory word.
            ^ [besides] we|i|he|she|they|it|you|there|people => {1}, :: Put a comma after an introductory word.
            ^ in [fact|general|short|summary|brief] the|a|an|we|i|he|she|they|it|this|that|these|those|there|my|our|their|his|her|its|people => {1}, :: Put a comma after an introductory phrase.
            ^ of [course] the|a|an|we|i|he|she|they|it|this|that|these|those|there|my|our|their|his|her|its|people => {1}, :: Put a comma after an introductory phrase.
            ^ first of [all] the|a|an|we|i|he|she|they|it|this|that|these|those|there|my|our|their|his|her|its|people => {1}, :: Put a comma after an introductory phrase.
            """)
}

extension String {
    fileprivate static let introductoryClause = "Put a comma after an introductory clause, before the main clause."
    fileprivate static let introductoryPhrase = "Put a comma after an introductory phrase, before the main clause."
}
