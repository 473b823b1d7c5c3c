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

    @Test func greetingsSignOffsAndExclamations() throws {
        #expect(
            try professional("Hey guys,\n\nThe build is fixed!!\n\nCheers,\nSam")
                == "Hello everyone,\n\nThe build is fixed.\n\nBest regards,\nSam")
        #expect(
            try friendly("Dear Sam,\n\nThe build is fixed. Thank you.\n\nKind regards,\nAlex")
                == "Hi Sam,\n\nThe build is fixed. Thank you!\n\nWarm wishes,\nAlex")
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
