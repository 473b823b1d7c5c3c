import Testing

@testable import WritingEngine

/// Professional and friendly as register shifts, with sentences written for these tests.
@Suite struct TransformRegisterTests {
    private func professional(_ text: String) throws -> String {
        try TransformFixture.run(.rewrite(.professional), text, language: .plaintext)
    }

    private func friendly(_ text: String) throws -> String {
        try TransformFixture.run(.rewrite(.friendly), text, language: .plaintext)
    }

    @Test(arguments: [
        ("Send the invoice by Monday.", "Please send the invoice by Monday."),
        ("Can you check the figures?", "Could you please check the figures?"),
        ("Please send the invoice.", "Please send the invoice."),
        ("Send is a verb.", "Send is a verb."),
    ])
    func professionalRequestsArePolite(_ before: String, _ after: String) throws {
        #expect(try professional(before) == after)
    }

    @Test(arguments: [
        ("Could you please check the figures?", "Could you check the figures?"),
        ("Please kindly reply.", "Please reply."),
    ])
    func friendlyRequestsArePlain(_ before: String, _ after: String) throws {
        #expect(try friendly(before) == after)
    }

    @Test func oneTableGoesBothWays() throws {
        #expect(try professional("We will look into it and talk about it.") == "We will investigate it and discuss it.")
        #expect(try friendly("We will investigate it and discuss it.") == "We'll look into it and talk about it.")
        for entry in RegisterPairs.entries where entry.direction == .both {
            #expect(!entry.informal.contains("(") && !entry.neutral.contains("("))
        }
    }

    /// Friendly says the plain word for a formal one, in the same form; nouns spelled like verbs stay.
    @Test func friendlyUsesPlainWords() throws {
        #expect(
            try friendly("The tool attempts to retrieve the file and requires a key.")
                == "The tool tries to get the file and needs a key.")
        #expect(
            try friendly("An attempt to modify it failed. It requires that you log in.")
                == "An attempt to change it failed. It requires that you log in.")
        #expect(try friendly("This change doesn't require taking action.") == "This change doesn't require taking action.")
        #expect(
            try friendly("Ultimately, the server retained a large number of entries.")
                == "In the end, the server kept lots of entries.")
        #expect(
            try friendly("You must restart it, and it must run first. It must be the cache. We must not wait.")
                == "You need to restart it, and it needs to run first. It must be the cache. We mustn't wait.")
        #expect(
            try professional("Right now we keep the whole log, and we change it.") == "Currently we keep the whole log, and we change it.")
    }

    /// Professional opens sentences with connectives of the written register and states a thing's obligation with `must`.
    @Test func professionalUsesWrittenConnectives() throws {
        #expect(
            try professional("But the file needs to be signed. So, we sign it. Also, we log it. It is small but safe.")
                == "However, the file must be signed. Therefore, we sign it. Additionally, we log it. It is small but safe.")
        #expect(try professional("So far it works. We need to go.") == "So far it works. We need to go.")
    }

    @Test func greetingsSignOffsAndExclamations() throws {
        #expect(
            try professional("Hey guys,\n\nThe build is fixed!!\n\nCheers,\nSam")
                == "Hello everyone,\n\nThe build is fixed.\n\nBest regards,\nSam")
        #expect(
            try friendly("Dear Sam,\n\nThe build is fixed. Thank you.\n\nKind regards,\nAlex")
                == "Hi Sam,\n\nThe build is fixed. Thank you!\n\nWarm wishes,\nAlex")
    }

    /// The text of `[super block]` is the label its definition is found by,
    /// and the text of any link is what it says: no tone changes either.
    @Test func linkTextsStayAsWritten() throws {
        let text =
            "Use a [super block] here, and a [super fast][sf] one.\n\n[super block]: https://example.com/a\n[sf]: https://example.com/b\n"
        #expect(try TransformFixture.run(.rewrite(.professional), text, language: .markdown) == text)
        #expect(
            try TransformFixture.run(
                .rewrite(.friendly), "Read [the super good notes](https://x.org). It requires a key.", language: .markdown)
                == "Read [the super good notes](https://x.org). It needs a key.")
    }

    @Test func quotationsStayAsWritten() throws {
        let text = "She wrote “I’m gonna check out the logs!!” and then we're gonna check out the logs!!"
        #expect(try professional(text) == "She wrote “I’m gonna check out the logs!!” and then we are going to review the logs.")
        let straight = "He said \"I do not know\" and I do not know either."
        #expect(try friendly(straight) == "He said \"I do not know\" and I don't know either.")
        #expect(
            try TransformFixture.run(.rewrite(.concise), "He said \"basically, it is very good\".", language: .plaintext)
                == "He said \"basically, it is very good\".")
    }
}
