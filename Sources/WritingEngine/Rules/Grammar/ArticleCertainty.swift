/// When `a` or `an` may be changed without asking: the article is an
/// article and the next word's sound is known.
///
/// - The next word is a common lowercase dictionary word
///   (`SpellChecker.isCommonWord`) that the dictionary does not list in
///   capitals too: how an initialism, a term or a name is said is the
///   writer's to know, and readings differ (`a SQL` and `an SQL`, `a url`
///   and `an url`, `a api` and `an api`).
/// - The next word is one an article can stand before: a singular noun, an
///   adjective, an adverb, a participle before a noun, a number word. Beside
///   another determiner, a pronoun, a preposition, a plural noun or a verb,
///   the article itself is the slip, or another word was meant: `has an
///   the same`, `covers a each`, `mark a updates`, `supply an expression an
///   have`, `instead of an creating a file`.
/// - `an` after a noun may be `and` with its `d` dropped (`test suites an
///   git bisect`, `the parser an lexer`): it is changed only after a word
///   that is no noun, or a noun that opens its sentence (`Edit an unit
///   file`, an imperative read as a noun).
enum ArticleCertainty {
    /// Whether changing the article at stream item `article` (followed by a
    /// word) to the other article is certain.
    static func isCertain(article: Int, in context: RuleContext) -> Bool {
        let stream = context.view
        let next = article + 1
        let nextWord = stream.original(next)
        // `one-time`, `up-to-date`: the first part is said first.
        let said = String(nextWord.prefix { $0 != "-" })
        guard nextWord.first?.isLowercase == true, context.spelling.isCorrect(nextWord), context.spelling.isCommonWord(said),
            !context.spelling.lists(said.uppercased())
        else { return false }
        let key = stream.key(next)
        if closedClasses.contains(where: { $0.contains(key) }) { return false }
        let analysis = stream.analysis
        let nextWords = analysis.words(ofTokens: stream.tokenIndices[next]..<(stream.tokenIndices[next] + 1))
        guard let first = nextWords.first else { return false }
        let tag = analysis.words[first].tag.penn
        let beforeANoun = nextWords.upperBound < analysis.words.count && analysis.words[nextWords.upperBound].tag.penn.isNoun
        switch tag {
        // A lowercase word the tagger reads as a name is a noun (`a apple`).
        case .nn, .nnp, .jj, .jjr, .jjs, .rb, .rbr, .rbs, .cd: break
        // `an updated list`, `a running process`; not `of an creating a file`.
        case .vbg, .vbn: guard beforeANoun else { return false }
        default: return false
        }
        // A gerund read as a noun is still one when no noun follows (`instead of an building a cache`).
        if Lexicon.shared.isIngForm(analysis.words[first].text), !beforeANoun { return false }
        if stream.texts[article] == "an", article > 0, stream.kind(article - 1) == .word, !stream.startsSentence[article - 1] {
            let before = analysis.words(ofTokens: stream.tokenIndices[article - 1]..<(stream.tokenIndices[article - 1] + 1))
            if let last = before.last, analysis.words[last].tag.penn.isNoun { return false }
        }
        return true
    }

    /// Closed classes no article stands before.
    private static let closedClasses: [WordSet] = [
        Lexicon.determiners, Lexicon.possessives, Lexicon.prepositions, Lexicon.subjectPronouns, Lexicon.objectPronouns,
        Lexicon.modals,
    ]
}
