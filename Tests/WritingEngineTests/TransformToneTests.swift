import Testing

@testable import WritingEngine

@Suite struct TransformToneTests {
    @Test func conciseShortensARealParagraphAndKeepsProtectedText() throws {
        let result = try TransformFixture.run(.rewrite(.concise), TransformFixture.plan)
        #expect(
            result == """
                Because the server cannot handle the load now, we will be moving the nightly import to a separate machine. To do \
                that, run `make migrate` before Friday, and read the [migration notes](https://example.com/migrate) for the \
                details. The new machine has many cores and will also run the **weekly** reports.

                ```sh
                make migrate --in order to
                ```

                """)
        #expect(Double(result.utf8.count) < Double(TransformFixture.plan.utf8.count) * 0.86)
    }

    @Test(arguments: [
        ("We opened the door in order to enter.", "We opened the door to enter."),
        ("Please input your PIN number to access.", "Please input your PIN to access."),
        ("Free gifts for you to keep!", "Gifts for you to keep!"),
        ("The list is not complete.", "The list is incomplete."),
        ("The car was not fast enough to win.", "The car was too slow to win."),
        ("The board will make a decision about the budget.", "The board will decide on the budget."),
        ("She made a decision.", "She decided."),
        ("Their voices blend together in harmony.", "Their voices blend in harmony."),
        ("The man is big in size.", "The man is big."),
        ("This is an established fact.", "This is a fact."),
        ("It's 7 o'clock a.m.", "It's 7 o'clock."),
        ("Basically, we are done.", "We are done."),
        ("We are, basically, done.", "We are done."),
        ("Let's take a look at the parser.", "Look at the parser."),
        ("If it fails, the parser will stop.", "If it fails, the parser will stop."),
        ("You will need a key to sign it.", "You will need a key to sign it."),
        ("You will see a new window.", "You will see a new window."),
        ("As well as the parser, it loads the cache.", "As well as the parser, it loads the cache."),
        ("It loads the parser as well as the cache.", "It loads the parser and the cache."),
        ("The cache was the reason why the build failed.", "The cache was why the build failed."),
    ])
    func conciseTable(_ before: String, _ after: String) throws {
        #expect(try TransformFixture.run(.rewrite(.concise), before, language: .plaintext) == after)
    }

    @Test(arguments: [
        "I am pretty sure this is right.", "Few people know this.", "There are white windows on the outside of the house.",
        "This is not true at all.", "Thanks to the rain, the river rose.", "The increase in size was small.",
        "It complements the GNU General Public License.", "The board will meet on Friday.",
    ])
    func conciseLeavesConciseTextAlone(_ sentence: String) throws {
        #expect(try TransformFixture.run(.rewrite(.concise), sentence, language: .plaintext) == sentence)
    }

    /// Concise keeps each sentence's tense and aspect, a stance and a clause with content.
    @Test func conciseKeepsTenseStanceAndContent() throws {
        for text in [
            "The `flush()` call will write the buffer.", "In my opinion, the old layout was easier to read.",
            "The sailors crossed the sea for weeks, searching for a safe harbour.",
        ] {
            #expect(try TransformFixture.run(.rewrite(.concise), text) == text)
        }
        #expect(
            try TransformFixture.run(.rewrite(.concise), "She is going to try to go to the meeting.", language: .plaintext)
                == "She will try to go to the meeting.")
        #expect(try TransformFixture.run(.rewrite(.concise), "We are going to be able to ship it.") == "We will be able to ship it.")
        #expect(try TransformFixture.run(.rewrite(.concise), "I think that the tests are slow.") == "I think the tests are slow.")
    }

    /// A step of Concise whose sentence fails the acceptance check is dropped
    /// on its own: the phrases and steps that pass stay, and the sentence is
    /// not kept whole for one step too many.
    @Test(arguments: [
        (
            "In order to get home, she is basically going to take the bus due to the fact that it is warm.",
            "To get home, she is going to take the bus because it is warm."
        ),
        ("She is really going to paint the fence due to the fact that it is old.", "She is going to paint the fence because it is old."),
        ("In order to print, you are basically going to need a driver.", "To print, you are going to need a driver."),
    ])
    func conciseDropsOnlyTheStepsTheCheckRefuses(_ before: String, _ after: String) throws {
        let result = try TransformFixture.run(.rewrite(.concise), before, language: .plaintext)
        #expect(result == after)
        #expect(AnswerAcceptance.verdict(.rewrite(.concise), original: before, answer: result).isAccepted)
        let everyStep = SentencePipeline.concise.apply(ConciseRules.rewriter.rewrite(before) { _ in [] }, protected: [])
        #expect(!AnswerAcceptance.verdict(.rewrite(.concise), original: before, answer: everyStep).isAccepted, "\(everyStep)")
    }

    @Test func conciseNeverMatchesAcrossMarkup() throws {
        let text = "We did it *in order* to win, and [in order](https://x.org) to see."
        #expect(try TransformFixture.run(.rewrite(.concise), text) == text)
    }

    @Test func professional() throws {
        let text = "Hey guys, thanks so much for the update!! I'm gonna check out the logs ASAP and let you know what I find :)\n"
        #expect(
            try TransformFixture.run(.rewrite(.professional), text, language: .plaintext)
                == "Hello everyone, thank you very much for the update. I am going to review the logs as soon as possible and tell you what I find\n"
        )
    }

    @Test func professionalExpandsContractionsByMeaning() throws {
        let text = "It's done, it's been long, and I'd better go. Thanks to you, we'd agree."
        #expect(
            try TransformFixture.run(.rewrite(.professional), text, language: .plaintext)
                == "It is done, it has been long, and I had better go. Thanks to you, we would agree.")
    }

    @Test func friendly() throws {
        let text =
            "Dear Ms. Smith,\n\nI would like to inform you that we cannot attend. We would like to assist you regarding the schedule.\n\nSincerely,\nDana\n"
        #expect(
            try TransformFixture.run(.rewrite(.friendly), text, language: .plaintext)
                == "Hi Ms. Smith,\n\nI'd love to let you know that we can't attend. We'd love to help you about the schedule.\n\nAll the best,\nDana\n"
        )
    }

    @Test(arguments: [
        ("If you have created a theme, share it.", "If you've created a theme, share it."),
        ("We have written the tests.", "We've written the tests."),
        ("They have become slower.", "They've become slower."),
        ("You have set menus and a list.", "You have set menus and a list."),
        ("We have three files.", "We have three files."),
    ])
    func friendlyContractsThePerfectOnly(_ before: String, _ after: String) throws {
        #expect(try TransformFixture.run(.rewrite(.friendly), before, language: .plaintext) == after)
    }

    @Test func friendlyDoesNotContractAtAClauseEnd() throws {
        let text = "I know what it is. Here we are!"
        #expect(try TransformFixture.run(.rewrite(.friendly), text, language: .plaintext) == text)
    }

    @Test func headingAndListMarkersAndTableMarkupAreKept() throws {
        let text =
            "# In order to ship\n\n- In order to ship, we test.\n- Due to the fact that it works.\n\n| in order to | x |\n| --- | --- |\n"
        #expect(
            try TransformFixture.run(.rewrite(.concise), text)
                == "# To ship\n\n- To ship, we test.\n- Because it works.\n\n| to | x |\n| --- | --- |\n")
    }

    @Test func hardWrappedLinesKeepTheirBreaks() throws {
        let text = "We did it in order\n  to win and in\n  addition to that.\n"
        #expect(try TransformFixture.run(.rewrite(.concise), text, language: .plaintext) == "We did it to\n  win and besides\n  that.\n")
    }

    @Test func professionalKeepsIndentationAndSpacingItDidNotTouch() throws {
        let text = "Keys:\n    name:  value\nGreat job 🎉 team :) see you!!\n"
        #expect(
            try TransformFixture.run(.rewrite(.professional), text, language: .plaintext)
                == "Keys:\n    name:  value\nGreat job team see you.\n")
    }
}
