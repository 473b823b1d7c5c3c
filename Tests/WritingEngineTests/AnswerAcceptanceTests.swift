import Testing

@testable import WritingEngine

/// The one acceptance check: each limit, with sentences written for it.
@Suite struct AnswerAcceptanceTests {
    func accepts(_ action: WritingAction, _ original: String, _ answer: String) -> Bool {
        AnswerAcceptance.verdict(action, original: original, answer: answer).isAccepted
    }

    @Test func aShortTextMustShareAWordWithItsAnswer() {
        #expect(!accepts(.proofread, "Please read the notes.", "Short text."))
        #expect(accepts(.rewrite(.friendly), "Please read the notes.", "Please have a look at the notes!"))
    }

    @Test func answersInAnotherLanguageOrAboutSomethingElseAreRefused() {
        let input = "The server reads the file when it starts, and you can change it while it runs."
        #expect(!accepts(.rewrite(.friendly), input, "Le serveur lit le fichier et vous pouvez le changer pendant que il est en cours."))
        #expect(!accepts(.rewrite(.friendly), input, "Bananas are yellow fruit grown in warm places."))
        #expect(accepts(.rewrite(.concise), input, "The server reads its file at start; you can change it while it runs."))
    }

    /// A list that brings items of its own (a worked example copied) is
    /// refused; one made of the text's sentences is not, nor key points that rephrase it.
    @Test func anAnswerThatAcknowledgesTheUserIsTalk() {
        let input = "Using `mut` with constants is not allowed. Constants are always immutable."
        #expect(
            !accepts(.rewrite(.friendly), input, "You're right, using `mut` with constants is not allowed. Constants are always immutable.")
        )
        #expect(accepts(.rewrite(.friendly), input, "Using `mut` with constants isn't allowed: constants are always immutable."))
        // A text that says it keeps it.
        let said = "You're right to ask: constants are always immutable."
        #expect(accepts(.proofread, said, "You're right to ask: constants are always immutable."))
    }

    @Test func anAnswerThatSaysTheSameThingTwiceIsRefused() {
        let input = "Constants are always immutable. You must always annotate their type, and you declare them with `const`."
        let repeated = "- You must always annotate the type.\n- You must always annotate the type.\n- Constants are immutable."
        #expect(!accepts(.keyPoints, input, repeated))
        #expect(!accepts(.rewrite(.concise), input, "Constants are immutable. Constants are immutable."))
        #expect(accepts(.keyPoints, input, "- Constants are always immutable.\n- You must always annotate their type."))
        // What the text itself says twice, the answer may too.
        let twice = "Save the file. Then close it. Save the file."
        #expect(accepts(.proofread, twice, "Save the file. Then close it. Save the file."))
    }

    @Test func listItemsMustComeFromTheText() {
        let input = "The server reads the file when it starts. You can change it while it runs."
        let copied = "- Open the settings page.\n- Choose a theme from the menu.\n- The server reads the file when it starts."
        #expect(!accepts(.list, input, copied))
        #expect(!accepts(.keyPoints, input, copied))
        #expect(accepts(.list, input, "- The server reads the file when it starts.\n- You can change it while it runs."))
        #expect(accepts(.keyPoints, input, "- The server reads the file at start.\n- You can change the file while it runs."))
    }

    /// A concise answer is the text's words, fewer: one that writes its own
    /// sentence, or brings a link the text did not have, is refused.
    @Test func aConciseAnswerAddsNoWordsOrLinksOfItsOwn() {
        let input = "Before a plugin can be used, it must be installed on the system with the package manager."
        #expect(accepts(.rewrite(.concise), input, "Before a plugin can be used, it must be installed with the package manager."))
        #expect(!accepts(.rewrite(.concise), input, "Plugins are great extensions that developers publish online for everyone."))
        #expect(!accepts(.rewrite(.friendly), input, "Before you can use a plugin, install it (https://example.com/guide)."))
        #expect(
            AnswerFacts.webAddresses(in: "Go to https://a.example/x, or [b](www.b.example).") == ["https://a.example/x", "www.b.example"])
        #expect(accepts(.rewrite(.concise), "Please read https://a.example/x today.", "Read https://a.example/x today."))
    }

    /// An answer that brings a date, a version or a count of its own, or
    /// leaves a bracket open, is refused; the text's own numbers, a number
    /// it spells out, an ordered list's numbering and code are not facts it invented.
    @Test func anAnswerBringsNoNumberOrOpenBracketOfItsOwn() {
        let input = "Set `retries` to `3` (the default is two) and see the [guide][setup] for the 1.5 release."
        #expect(!accepts(.rewrite(.concise), input, "Set `retries` to `3` (released 2023-01-22) and see the [guide][setup] for 1.5."))
        #expect(!accepts(.rewrite(.professional), input, "Set `retries` to `3` and see the [guide (default two) for the 1.5 release."))
        #expect(accepts(.rewrite(.concise), input, "Set `retries` to `3` (default: 2); see the [guide][setup] for 1.5."))
        #expect(accepts(.list, input, "1. Set `retries` to `3` (the default is two).\n2. See the [guide][setup] for the 1.5 release."))
        #expect(!accepts(.compose("Plans"), "Plans.", "Version 2 and more."), "composed text brings no number of its own")
        #expect(accepts(.compose("Plans for version 2"), "Plans.", "Version 2 and more."))
        #expect(AnswerFacts.numbers(in: "In 2023, 10,000 users ran v1.5.\n3. Listing 5-11.") == ["2023", "10,000", "1.5", "5", "11"])
        #expect(AnswerFacts.withoutInlineCode("a `b` c ``d`e`` f `g") == "a   c   f `g")
        let concise = ModelTransform(action: .rewrite(.concise), input: TransformFixture.input(input), showsProtectedText: true)
        #expect(throws: TransformError.self, "finishing an answer checks its facts") {
            try concise.finish("Set `retries` to `3` (the default is two since 2019) and see the [guide][setup] for the 1.5 release.")
        }
    }

    /// Polarity: a negation or a negating prefix added or removed turns the claim around.
    @Test func anAnswerThatFlipsPolarityIsRefused() {
        let rule = "Do not restart the server unless the log says it is safe."
        #expect(!accepts(.rewrite(.concise), rule, "Restart the server unless the log says it is safe."))
        #expect(accepts(.rewrite(.friendly), rule, "Don't restart the server unless the log says it's safe."))
        #expect(accepts(.rewrite(.concise), "The value is not valid.", "The value is invalid."))
        #expect(!accepts(.rewrite(.professional), "Consider this invalid Rust code:", "Consider this valid Rust code:"))
        #expect(!accepts(.proofread, "The cache is safe to delete.", "The cache is unsafe to delete."))
        #expect(!accepts(.rewrite(.friendly), "Readers never see the draft.", "Readers always see the draft."))
        #expect(
            !accepts(
                .rewrite(.concise), "Grants can be paid to individuals without setting up a legal entity.",
                "Grants can be paid to individuals by setting up a legal entity."))
        #expect(
            accepts(
                .rewrite(.concise), "Grants can be paid to individuals without setting up a legal entity.",
                "Grants can go to individuals without a legal entity."), "individual negates nothing")
    }

    /// Modality and tense: what must, may or will happen, and when, stay.
    @Test func anAnswerThatChangesModalityOrTenseIsRefused() {
        #expect(!accepts(.rewrite(.concise), "You may delete the cache.", "You must delete the cache."))
        #expect(!accepts(.rewrite(.friendly), "The guide should cover setup.", "The guide covers setup."))
        #expect(accepts(.rewrite(.friendly), "You must restart the server.", "You need to restart the server."))
        #expect(!accepts(.rewrite(.concise), "She is going to try to go to the meeting.", "She tries to go to the meeting."))
        #expect(accepts(.rewrite(.concise), "She is going to try to go to the meeting.", "She will try to go to the meeting."))
        #expect(!accepts(.rewrite(.professional), "The team wrote the release notes.", "The team writes the release notes."))
        #expect(!accepts(.rewrite(.concise), "They started the build on time.", "They start the build on time."))
        #expect(accepts(.proofread, "Yesterday he go to the office.", "Yesterday he went to the office."), "a verb form corrected")
    }

    /// A rewrite or a list that drops a name, a number or a link of the text
    /// is refused; a capital the sentence start asks for, a number spelled
    /// out, and what a summary leaves out are no loss.
    @Test func aRewriteKeepsTheTextsNamesNumbersAndLinks() {
        let input = "Once installed, MkDocs reads the `mkdocs.yml` file, as in Listing 6-7. See the Theme Developer Guide for 3 examples."
        #expect(
            !accepts(
                .rewrite(.concise), input,
                "Once installed, it reads `mkdocs.yml`, as in Listing 6-7. See the Theme Developer Guide for 3 examples."))
        #expect(
            !accepts(
                .rewrite(.professional), input,
                "MkDocs reads the `mkdocs.yml` file, as in Listing 6-7. See the Theme Development Guide for 3 examples."))
        #expect(!accepts(.list, input, "- MkDocs reads the `mkdocs.yml` file.\n- See the Theme Developer Guide for 3 examples."))
        #expect(
            accepts(
                .rewrite(.concise), input,
                "When installed, MkDocs reads `mkdocs.yml` (Listing 6-7). The Theme Developer Guide has three examples."))
        #expect(accepts(.summary, input, "MkDocs reads the `mkdocs.yml` file."))
        #expect(accepts(.proofread, "I use Pyhton daily.", "I use Python daily."), "proofreading may correct a name")
        #expect(!accepts(.proofread, "Install MkDocs first.", "Install Markdown first."), "but not put another name in its place")
        #expect(!accepts(.proofread, "Ask Sarah for a key.", "Ask Susan for a key."))
        let link = "A plugin listed here must already be [installed](#installing-plugins)."
        #expect(!accepts(.rewrite(.friendly), link, "A plugin listed here must already be [plugin](#installing-plugins)."))
        #expect(!accepts(.proofread, "Set it in [`plugins`][config] first.", "Set it in `plugins` first."))
        #expect(accepts(.rewrite(.friendly), link, "Any plugin listed here must already be [installed](#installing-plugins)!"))
        let starts = AnswerFacts.capitalizedWords(
            in: "Hi Ana. I think\n- Use Git, not SVN: Then (Maybe) run the\nTheme Guide.\n\nBest,\nDana\n\n2. Go | Cell")
        #expect(
            starts.map { "\($0.word)\($0.opensSentence ? "^" : "")" } == [
                "Hi^", "Ana", "Use^", "Git", "SVN", "Then^", "Maybe", "Theme", "Guide", "Best^", "Dana", "Go^", "Cell^",
            ])
    }

    /// Talk the cleaner could not cut off, or a model speaking for itself,
    /// refuses the answer, unless the text itself opens a line that way.
    @Test func anAnswerThatSpeaksToTheUserIsRefused() {
        let input = "For this to work, the `theme.name` setting must name an installed theme."
        #expect(!accepts(.rewrite(.professional), input, "Here is a basic example of how the `theme.name` setting must name a theme."))
        #expect(!accepts(.list, input, "- The `theme.name` setting must name an installed theme.\n- Sure, that works."))
        #expect(accepts(.rewrite(.concise), input, "The `theme.name` setting must name an installed theme."))
        #expect(accepts(.rewrite(.concise), "Here is the list of the themes.", "Here is the list of themes."), "the text's own opening")
        #expect(!accepts(.compose("A haiku"), "", "Sure, here it is."), "composed text does not talk to the user")
        let edited = "Edit the draft and polish it before you send it."
        #expect(!accepts(.summary, edited, "Your text is already edited and polished, and I'll be happy to assist."))
        #expect(!accepts(.rewrite(.friendly), edited, "I'd edit the draft and polish it before you send it."))
    }

    /// A rewrite cut off mid-sentence or mid-word, or a list whose last item
    /// stops where the others end a sentence, was cut short.
    @Test func anAnswerCutShortIsRefused() {
        let input = "Run the tests before you push. It includes a linter and a formatter."
        #expect(!accepts(.rewrite(.concise), input, "Run the tests before you push. It includes a"))
        #expect(!accepts(.keyPoints, input, "- Run the tests before you push.\n- It includes a"))
        #expect(!accepts(.list, input, "- Run the tests before you push.\n- It includes a lin"))
        #expect(!accepts(.rewrite(.friendly), "Use standard editors.", "Use standard e"))
        #expect(accepts(.proofread, "Run the tests", "Run the tests"))
        #expect(accepts(.list, input, "- Run tests before pushing\n- Includes a linter and a formatter"))
    }

    /// Proofreading corrects: it keeps the text's words, in their order, and adds almost nothing.
    @Test func aProofreadAnswerThatAddsMoreThanItCorrectsIsRefused() {
        let input = "Run the tests befor you push, and check teh log."
        #expect(accepts(.proofread, input, "Run the tests before you push, and check the log."))
        #expect(
            !accepts(
                .proofread, input, "Run the tests before you push. Testing frameworks report failures, and logging libraries record them."))
        #expect(!accepts(.proofread, input, "Check the log, and before you push, run the tests."), "its words in another order")
        #expect(!accepts(.rewrite(.friendly), input, String(repeating: "Hello there, friend! ", count: 8) + input))
        #expect(accepts(.rewrite(.friendly), input, "Hey! Please run the tests before you push, and take a look at the log."))
    }

    /// Proofreading keeps all but a few of the text's words: a short text may
    /// lose a wordy phrase or a doubled word, a long one a few more, but
    /// never a clause.
    @Test func aProofreadAnswerMayDropAFewWordsButNoClause() {
        #expect(accepts(.proofread, "We lock the door in order to keep the cat in.", "We lock the door to keep the cat in."))
        #expect(accepts(.proofread, "She read the the letter twice.", "She read the letter twice."))
        let long =
            "The nightly job copies the logs to the archive, and it deletes the copies that are older than a year "
            + "so that the disk never fills up."
        #expect(
            accepts(
                .proofread, long,
                "The nightly job copies the logs to the archive, and it deletes the copies older than a year so the disk never fills up."))
        #expect(!accepts(.proofread, long, "The nightly job copies the logs to the archive, and it deletes the old copies."))
        #expect(!accepts(.proofread, "We lock the door at night in order to keep the cat in.", "We lock the door to keep the cat in."))
    }

    /// Each sentence of a summary or of a key point is supported by a sentence of the text.
    @Test func summarySentencesMustBeSupportedByTheText() {
        let input = "Compile the code with this change. Drat! We still get an error:"
        #expect(!accepts(.keyPoints, input, "- The code will now work correctly."))
        let plugins = "Plugins extend the build. Each plugin runs after the pages are read. A plugin can change the navigation."
        #expect(accepts(.summary, plugins, "Plugins extend the build, and a plugin can change the navigation."))
        #expect(!accepts(.summary, plugins, "Plugins cannot change the navigation."))
        #expect(!accepts(.summary, plugins, "Themes control colours and fonts of every page."))
    }

    /// A summary or key point that negates a word the text does not negate,
    /// says nothing of the text, or stops where a sentence of the text goes
    /// on, is refused.
    @Test func summarySentencesKeepWhatTheTextNegates() {
        let frozen = "Frozen records are always immutable. You do not have to copy them before you share them."
        #expect(!accepts(.keyPoints, frozen, "- Frozen records are never immutable."))
        #expect(!accepts(.summary, frozen, "Frozen records are not immutable, so copy them."))
        #expect(accepts(.keyPoints, frozen, "- Frozen records are always immutable.\n- You do not have to copy them."))
        let names = "A hook must not reuse the field's name, or it replaces the field's setter."
        #expect(!accepts(.keyPoints, names, "- The field's setter is not replaced."))
        #expect(accepts(.summary, names, "A hook must not reuse the field's name."))
        #expect(!accepts(.summary, frozen, "No, no."))
        let aside = "Keep every hook -- and every converter! -- free of side effects, so tests stay simple."
        #expect(!accepts(.summary, aside, "Keep every hook -- and every converter!"))
        #expect(accepts(.summary, aside, "Keep every hook and converter free of side effects."))
        #expect(SentenceSupport.sentences(of: "Wait! -- not yet. Go! Then stop.") == ["Wait! -- not yet.", " Go!", " Then stop."])
        // The rules' sentences: not after an abbreviation, and after a closing quote.
        #expect(
            SentenceSupport.sentences(of: "Ask Dr. Lee first, e.g. by mail. She said “stop!” and left. “Done.” Then go.")
                == ["Ask Dr. Lee first, e.g. by mail.", " She said “stop!” and left.", " “Done.”", " Then go."])
        #expect(SentenceSupport.sentences(of: "- One item.\n2. Two items. Three") == ["One item.", "Two items.", " Three"])
        #expect(
            SentenceSupport.sentences(of: "We waited (...) and then left... for good. (...) It rained.") == [
                "We waited (...) and then left... for good.", " It rained.",
            ])
    }

    /// Instructions: "shorter" must be shorter, a language must be that
    /// language, and otherwise the nearest tone's limits apply.
    @Test func instructionsAreCheckedWhereTheyCanBe() {
        let input = "The server reads its settings file when it starts, so restart it after you edit the file."
        #expect(!accepts(.instructions("make it shorter"), input, input + " Remember that the server reads it once."))
        #expect(accepts(.instructions("make it shorter"), input, "The server reads its settings at start, so restart it after edits."))
        #expect(!accepts(.instructions("translate to French"), input, "Rewrite the text as: the server reads its settings file."))
        #expect(
            accepts(
                .instructions("translate to French"), input,
                "Le serveur lit son fichier de réglages au démarrage, donc redémarrez-le après avoir modifié le fichier."))
        let ramble = "Hello! I can be your creative partner for any project you have in mind, from poems to stories and more."
        #expect(!accepts(.instructions("more formal"), input, ramble))
        #expect(InstructionIntent("more formal please").limits == AcceptanceLimits.of(.rewrite(.professional)))
        #expect(InstructionIntent("warmer").limits == AcceptanceLimits.of(.rewrite(.friendly)))
        #expect(InstructionIntent("condense this").limits == AcceptanceLimits.of(.rewrite(.concise)))
    }
}
