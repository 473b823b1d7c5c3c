import Testing

@testable import WritingEngine

/// Each rule that makes a fix certain, on sentences of its own: the fix is
/// applied where its shape is certain, offered but not applied elsewhere.
@Suite("Safe fix certainty")
struct SafeFixCertaintyTests {
    let proofreader = Proofreader()
    let spelling = SpellChecker.shared(for: .americanEnglish)

    func findings(_ text: String, language: DocumentLanguage = .plaintext) -> [Finding] {
        proofreader.check(text, structure: StructureScanner.scan(text, language: language))
    }

    /// `text` with every safe fix applied.
    func fixed(_ text: String, language: DocumentLanguage = .plaintext) -> String {
        findings(text, language: language).safeFixes().applied(to: text)
    }

    /// The reasons of the safe fixes of `text`, in order.
    func reasons(_ text: String) -> [FixReason?] {
        findings(text).safeFixes().map(\.reason)
    }

    /// Whether some finding of `rule` covers `words` in `text` without being safe: offered, not applied.
    func isOfferedOnly(_ rule: String, _ words: String, in text: String) -> Bool {
        let bytes = Array(text.utf8)
        return findings(text).contains { finding in
            finding.ruleID == rule && !finding.isFixSafe && String(decoding: bytes[finding.range], as: UTF8.self).contains(words)
        }
    }

    // MARK: - Articles

    @Test func anArticleIsFixedByTheSoundOfAPlainWord() {
        #expect(fixed("We took a early train and booked an room.\n") == "We took an early train and booked a room.\n")
        #expect(reasons("We took a early train.\n") == [.articleBeforeVowelSound])
        #expect(reasons("She booked an room.\n") == [.articleBeforeConsonantSound])
    }

    /// `u` before one consonant and a vowel is said “you”, unless `un`
    /// opens a word of its own.
    @Test func theSoundOfAUIsReadFromTheWord() {
        #expect(fixed("The parser treats it as an unary operator on an unit.\n") == "The parser treats it as a unary operator on a unit.\n")
        #expect(fixed("The loop leaves a unused slot and a unordered set.\n") == "The loop leaves an unused slot and an unordered set.\n")
        for text in [
            "It is a unary minus, a usage note and a utility class.\n", "It is an unusual case, an uninstall step and an upgrade.\n",
        ] {
            #expect(findings(text).allSatisfy { $0.ruleID != "a-an" }, "\(text)")
        }
    }

    @Test func anArticleBesideAnotherDeterminerOrAVerbIsOnlyOffered() {
        for (text, words) in [
            ("The cache keeps an the oldest entry.\n", "an"), ("The loader checks a each file twice.\n", "a"),
            ("Reviewers flag a errors in red.\n", "a"), ("Instead of an building a cache, read the file.\n", "an"),
        ] {
            #expect(fixed(text) == text, "\(text)")
            #expect(isOfferedOnly("a-an", words, in: text), "\(text)")
        }
    }

    /// `an` after a noun may be `and` with its `d` dropped.
    @Test func anAfterANounMayBeAnd() {
        let text = "The parser an lexer share one table.\n"
        #expect(fixed(text) == text)
        #expect(fixed("Open an terminal first.\n") == "Open a terminal first.\n")
    }

    /// A word the dictionary lists in capitals too is an initialism, read either way.
    @Test func anInitialismInLowercaseKeepsItsArticle() {
        for text in ["Paste a url into the box.\n", "Call a api from the shell.\n"] {
            #expect(fixed(text) == text, "\(text)")
        }
    }

    // MARK: - Spelling

    @Test func aNegatingPrefixIsNeitherDroppedNorAdded() {
        #expect(!SpellingCertainty.keepsNegation("unsorded", "sorted", spelling: spelling))
        #expect(!SpellingCertainty.keepsNegation("inactve", "active", spelling: spelling))
        #expect(!SpellingCertainty.keepsNegation("nable", "unable", spelling: spelling))
        #expect(SpellingCertainty.keepsNegation("unkown", "unknown", spelling: spelling))
        #expect(SpellingCertainty.keepsNegation("disbled", "disabled", spelling: spelling))
        #expect(SpellingCertainty.keepsNegation("isntall", "install", spelling: spelling))
        #expect(SpellingCertainty.keepsNegation("untill", "until", spelling: spelling))
        // An `in` that makes no word with the fix is no prefix: a slip of its first letters.
        #expect(SpellingCertainty.keepsNegation("inployer", "employer", spelling: spelling))
    }

    @Test func aCompoundIsFixedOnlyInAPartBesideCommonWords() {
        #expect(SpellingCertainty.keepsCompound("self-contaned", "self-contained", spelling: spelling))
        #expect(!SpellingCertainty.keepsCompound("conf-linux", "cone-linux", spelling: spelling))
        #expect(!SpellingCertainty.keepsCompound("pre-Gnus", "per-Gnus", spelling: spelling))
        #expect(!SpellingCertainty.keepsCompound("libz-tols", "libz-tools", spelling: spelling))
        let text = "It ships the libz-tols package.\n"
        #expect(fixed(text) == text)
    }

    @Test func aHandleOrAnIdentifierIsNoSlip() {
        #expect(LetterPairs.common.hasUncommonPair("quxzbot", unlessPartedIn: "quizbot"))
        #expect(LetterPairs.common.hasUncommonPair("pgdx", unlessPartedIn: "pod"))
        #expect(!LetterPairs.common.hasUncommonPair("recieve", unlessPartedIn: "receive"))
        #expect(!LetterPairs.common.hasUncommonPair("Definately", unlessPartedIn: "Definitely"))
        // A letter left out leaves an uncommon pair that the fix parts.
        #expect(!LetterPairs.common.hasUncommonPair("eqal", unlessPartedIn: "equal"))
        let text = "Thanks to wilkx for the patch.\n"
        #expect(fixed(text) == text)
    }

    @Test func aSlipInAnotherDialectsSpellingKeepsItsDialect() {
        #expect(!SpellingCertainty.keepsDialect("colourfull", "colorful", spelling: spelling))
        #expect(!SpellingCertainty.keepsDialect("organisaton", "organization", spelling: spelling))
        #expect(SpellingCertainty.keepsDialect("fourty", "forty", spelling: spelling))
        #expect(SpellingCertainty.keepsDialect("recieve", "receive", spelling: spelling))
    }

    @Test func aPlainWordIsNeverMadeAName() {
        #expect(SpellingCertainty.makesAName("linus", "Linux", spelling: spelling))
        #expect(SpellingCertainty.makesAName("python", "Python", spelling: spelling))
        #expect(!SpellingCertainty.makesAName("monday", "Monday", spelling: spelling))
        #expect(!SpellingCertainty.makesAName("recieve", "receive", spelling: spelling))
    }

    @Test func aWordMadeWithAProductiveEndingIsACoinage() {
        #expect(SpellingRule.isRegularDerivation("rustification", spelling: spelling))
        #expect(SpellingRule.isRegularDerivation("forkable", spelling: spelling))
        #expect(!SpellingRule.isRegularDerivation("compareable", spelling: spelling))
        #expect(!SpellingRule.isRegularDerivation("recieve", spelling: spelling))
    }

    /// A form English spells otherwise is a slip, not a regular form.
    @Test func aFormEnglishSpellsOtherwiseIsASlip() {
        #expect(!SpellingRule.isRegularDerivation("shiping", spelling: spelling))
        #expect(!SpellingRule.isRegularDerivation("planed", spelling: spelling) && SpellingRule.doublesItsLastLetter("plan"))
        #expect(!SpellingRule.isRegularDerivation("retrees", spelling: spelling))
        #expect(SpellingRule.isRegularDerivation("rebuilds", spelling: spelling))
        #expect(!SpellingRule.doublesItsLastLetter("visit") && !SpellingRule.doublesItsLastLetter("fix"))
    }

    /// A runner-up that is the best correction in another form is ruled out
    /// by the typed ending, unless the typed ending may be that form's.
    @Test func aRunnerUpInAnotherFormIsNoRival() {
        #expect(Suggester.isFormTwin("answers", of: "answer", typed: "anwser"))
        #expect(Suggester.isFormTwin("bottle", of: "bottles", typed: "botles"))
        #expect(!Suggester.isFormTwin("quickly", of: "quick", typed: "quicky"))
        #expect(!Suggester.isFormTwin("bottles", of: "bottle", typed: "botles"))
        #expect(!Suggester.isFormTwin("bottle", of: "battle", typed: "bottel"))
    }

    @Test func aCorrectionKeepsTheWritersApostrophe() {
        let text = "We know it does’nt matter.\n"
        let finding = findings(text).first { $0.ruleID == "spelling" }
        #expect(finding?.suggestions.first == "doesn’t")
    }

    @Test func aClearCorrectionSaysSo() {
        #expect(reasons("The report was definately late.\n") == [.clearCorrection])
    }

    // MARK: - Repeated words

    @Test func aRepeatedWordIsFixedWithinOneLine() {
        #expect(fixed("Run the the tests.\n") == "Run the tests.\n")
        #expect(reasons("Run the the tests.\n") == [.repeatedWord])
    }

    @Test func aRepeatedWordAcrossALineOrMarkupOrBeforeALabelIsOnlyOffered() {
        for (text, language) in [
            ("Run the\nthe tests.\n", DocumentLanguage.plaintext), ("Run the *the* tests.\n", .markdown),
            ("Update the docs docs: typo fixes.\n", .plaintext),
        ] {
            #expect(fixed(text, language: language) == text, "\(text)")
        }
    }

    @Test func aDoubledTermOrParticleIsOnlyOffered() {
        for (text, words) in [
            ("It reads the config config file.\n", "config config"), ("You sign in in the browser.\n", "in in"),
            ("The lamp turned on on Monday.\n", "on on"),
        ] {
            #expect(fixed(text) == text, "\(text)")
            #expect(isOfferedOnly("repeated-word", words, in: text), "\(text)")
        }
        #expect(fixed("We want to to go.\n") == "We want to go.\n")
    }

    // MARK: - Spacing

    @Test func aSpaceBeforePunctuationIsFixedInProseOnly() {
        #expect(fixed("The build passed .\n") == "The build passed.\n")
        #expect(reasons("The build passed .\n") == [.spaceBeforePunctuation])
        for text in [
            "The pair (3 . 4) is a dotted pair.\n", "Call it with key , 2 as arguments.\n", "Ask the owner’s , not the user’s, consent.\n",
            "Send the , then the rest.\n",
        ] {
            #expect(fixed(text) == text, "\(text)")
        }
    }

    @Test func aDoubleSpaceSaysSo() {
        #expect(reasons("The build  passed.\n") == [.doubleSpace])
    }
}
