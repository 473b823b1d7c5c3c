import Testing
import WritingEngine

/// Sentences of the kind technical documentation is written in, which read
/// as mistakes to a narrower rule: each rule stays quiet on them, and still
/// flags the mistake next to them.
@Suite struct RuleTechnicalProseTests {
    @Test func besidesBeforeANounPhraseIsAPreposition() {
        let rule = IntroductoryCommaRule()
        expectClean(rule, ["Besides the cache, the server keeps a log.", "Besides these flags the tool takes a path."])
        expectFindings(rule, "⟦Besides→Besides,⟧ we keep a log of every run.")
    }

    @Test func aGerundPhraseSubjectIsSingular() {
        let rule = SubjectVerbAgreementRule()
        expectClean(rule, ["Since writing parsers is hard, we use a library.", "Because caching results is cheap, we cache them."])
        expectFindings(rule, "Since the results ⟦is→are⟧ wrong, we stop.")
    }

    @Test func aSecondSubjectAfterACommaIsNotAnAside() {
        let rule = SubjectVerbAgreementRule()
        expectClean(rule, ["Make, and many tools like it, are older than the web.", "Rust, as well as Go, are compiled."])
        expectFindings(rule, "The list, for example, ⟦are→is⟧ long.")
    }

    /// `to reason about`: after `to`, a verb the lexicon knows is no bare noun.
    @Test func reasonAfterToIsAVerb() {
        let rule = ArticleUsageRule()
        expectClean(rule, ["Too much logic in a template makes it complex to reason about."])
        expectFindings(rule, "I have ⟦car→a car⟧ in the garage.")
    }

    /// `types of funding require`: the head of the phrase agrees, even when the tagger reads `of` as opening a clause.
    @Test func theNounAfterOfIsNoSubject() {
        let rule = SubjectVerbAgreementRule()
        expectClean(
            rule,
            ["Different types of funding require different skills, so consider your strengths.", "The types of testing require care."])
        expectFindings(rule, "The list of files ⟦are→is⟧ long.")
    }

    /// A heading or a label has no final stop: its last word is a noun (`Options for HTTP requests`).
    @Test func aHeadingEndsInANoun() {
        let rule = SubjectVerbAgreementRule()
        expectClean(rule, ["Options for HTTP requests", "Settings for build jobs"])
        expectFindings(rule, "Options for HTTP ⟦requests→request⟧ often.")
    }

    /// `if there were a command`: the subjunctive after `if`.
    @Test func thereWereAfterIfIsASubjunctive() {
        let rule = SubjectVerbAgreementRule()
        expectClean(rule, ["If there were a command called push, it would run."])
        expectFindings(rule, "When there ⟦were→was⟧ a command, it ran.")
    }

    /// `this prevents`: a singular demonstrative before a plural is a pronoun before a verb, whatever the tags say.
    @Test func aDemonstrativeOfTheOtherNumberIsNoSubject() {
        let rule = SubjectVerbAgreementRule()
        expectClean(rule, ["This prevents crashes during module collection when modules do not use it."])
        expectFindings(rule, "These files ⟦is→are⟧ large.")
    }

    /// Code has no number a reader can tell: `args` may be one object or several.
    @Test func codeAsTheSubjectHasNoNumber() {
        let text = "Errors shown when a `pytest.raises()` with `match=` fails are now cleaner.\n"
        let found = Proofreader().check(text, structure: StructureScanner.scan(text, language: .markdown))
        #expect(!found.contains { $0.ruleID == SubjectVerbAgreementRule().id })
    }

    /// `None` inside a sentence is Python's value, not a second negative.
    @Test func noneIsAValue() {
        let rule = DoubleNegativeRule()
        expectClean(rule, ["If it was submitted, this won't be None and we can return it."])
        expectFindings(rule, "We don't need ⟦none→any⟧ of it.")
    }

    /// `They are used to send data`: things are used for a purpose; only a person grows used to something.
    @Test func thingsAreUsedToDoSomething() {
        let rule = VerbFormRule()
        expectClean(rule, ["Response objects are the opposite. They are used to send data back.", "The macro may be in use elsewhere."])
        expectFindings(rule, "I am used to ⟦wake→waking⟧ up early.")
    }

    @Test func aTonOfIsAQuantity() {
        expectClean(SubjectVerbAgreementRule(), ["There are a ton of settings to tune.", "There are a slew of flags."])
    }

    @Test func anOptionalPrefixInParenthesesIsBalanced() {
        let rule = UnbalancedBracketsRule()
        expectClean(rule, ["It handles (de-)serialization of records.", "Smile :-) it works."])
        expectFindings(rule, "It handles ⟦(⟧de-serialization of records.")
    }

    @Test func aHeadsUpIsOneThing() {
        let rule = ArticleUsageRule()
        expectClean(rule, ["Consider this a heads up about the release.", "The change got a thumbs up from everyone."])
        expectFindings(rule, "She bought a ⟦books→book⟧ yesterday.")
    }

    @Test func aNegativeInAClauseOfItsOwnIsNotDoubled() {
        let rule = DoubleNegativeRule()
        expectClean(rule, ["It doesn't add classes you've never heard of.", "It won't touch files we never opened."])
        expectFindings(rule, "We don't need ⟦no→any⟧ extra files.")
    }

    @Test func aQuestionInsideParenthesesDoesNotEndTheSentence() {
        let rule = SentenceCapitalRule()
        expectClean(rule, ["To change it (validation? default values?), override the method."])
        expectFindings(rule, "It works. ⟦then→Then⟧ it stops.")
    }
}
