import Testing

@testable import WritingEngine

/// The compression steps for obligations, the `going to` future, requests,
/// quantities, `allow … to` and `so that`, with sentences written for these tests.
@Suite struct TransformCompressionCutTests {
    @Test(arguments: [
        ("The cache needs to be cleared after each release.", "The cache must be cleared after each release."),
        ("Both links need to be added to the page.", "Both links must be added to the page."),
        ("We need to restart the worker.", "We need to restart the worker."),
        ("Each client has to send a token.", "Each client must send a token."),
        ("The parser needs to quickly skip the header.", "The parser must quickly skip the header."),
        ("They have to wait.", "They have to wait."),
        ("You don't need to restart it.", "You don't need to restart it."),
        ("We will have to wait.", "We will have to wait."),
        ("Do we need to restart it?", "Do we need to restart it?"),
        ("This has to do with the cache.", "This has to do with the cache."),
        ("We needed to restart it.", "We needed to restart it."),
        ("The need to restart it is rare.", "The need to restart it is rare."),
        ("They have to the end of May.", "They have to the end of May."),
    ])
    func obligationMust(_ before: String, _ after: String) {
        #expect(TransformFixture.step(ObligationMust(), before) == after)
    }

    @Test(arguments: [
        ("The build is going to fail.", "The build will fail."),
        ("These tests are going to run twice.", "These tests will run twice."),
        ("We're going to add a flag.", "We'll add a flag."),
        ("It’s going to take a while.", "It’ll take a while."),
        ("She is going to the office.", "She is going to the office."),
        ("I'm going to work.", "I'm going to work."),
        ("Is it going to rain?", "Is it going to rain?"),
    ])
    func goingToFuture(_ before: String, _ after: String) {
        #expect(TransformFixture.step(GoingToFuture(), before) == after)
    }

    @Test(arguments: [
        ("Please restart the server before you test.", "Restart the server before you test."),
        ("To report a bug, please open an issue.", "To report a bug, open an issue."),
        ("Could you please restart it?", "Could you please restart it?"),
        ("The reviewers were pleased with it.", "The reviewers were pleased with it."),
        ("Say please when you ask.", "Say please when you ask."),
    ])
    func politeRequestPlease(_ before: String, _ after: String) {
        #expect(TransformFixture.step(PoliteRequestPlease(), before) == after)
    }

    @Test(arguments: [
        ("A lot of people read the logs.", "Many people read the logs."),
        ("The folder holds lots of small files.", "The folder holds many small files."),
        ("It takes a lot of time.", "It takes a lot of time."),
        ("We learned a lot of it.", "We learned a lot of it."),
        ("There are plenty of options.", "There are many options."),
        ("It writes quite a lot of files.", "It writes quite a lot of files."),
    ])
    func quantityMany(_ before: String, _ after: String) {
        #expect(TransformFixture.step(QuantityMany(), before) == after)
    }

    @Test(arguments: [
        ("The flag allows users to skip the check.", "The flag lets users skip the check."),
        ("This option enables us to print the tree.", "This option lets us print the tree."),
        ("A proxy permits the new client to reach the server.", "A proxy lets the new client reach the server."),
        ("The rule allows access to the file.", "The rule allows access to the file."),
        ("The setting allows the file to the end of the list.", "The setting allows the file to the end of the list."),
        ("It does not allow you to skip it.", "It does not let you skip it."),
    ])
    func letObject(_ before: String, _ after: String) {
        #expect(TransformFixture.step(LetObject(), before) == after)
    }

    @Test(arguments: [
        ("Log the value so that the reviewer sees it.", "Log the value so the reviewer sees it."),
        ("Cache the result so that it stays fast.", "Cache the result so it stays fast."),
        ("Wrap it so that Rust never sees a null.", "Wrap it so Rust never sees a null."),
        ("It was so that we could leave.", "It was so we could leave."),
        ("Do it so that way works.", "Do it so that way works."),
        ("It grew so that nothing fit.", "It grew so that nothing fit."),
    ])
    func purposeSo(_ before: String, _ after: String) {
        #expect(TransformFixture.step(PurposeSo(), before) == after)
    }

    @Test(arguments: [
        ("The linker doesn't touch the cache at all.", "The linker doesn't touch the cache."),
        ("We never read the file at all, so it stays.", "We never read the file, so it stays."),
        ("It is not at all clear.", "It is not at all clear."),
        ("The answer is not right at all.", "The answer is not right at all."),
        ("Use it rarely, if at all.", "Use it rarely, if at all."),
        ("It failed, so nobody ran the tests at all.", "It failed, so nobody ran the tests."),
        ("No, it changes the output at all times.", "No, it changes the output at all times."),
        ("It isn't slow, but it runs at all hours.", "It isn't slow, but it runs at all hours."),
    ])
    func negationAtAll(_ before: String, _ after: String) {
        #expect(TransformFixture.step(NegationAtAll(), before) == after)
    }

    @Test(arguments: [
        ("Each entry is a pair in which the first item is a name.", "Each entry is a pair where the first item is a name."),
        ("The folder in which we keep the logs is small.", "The folder where we keep the logs is small."),
        ("Note the order in which the hooks run.", "Note the order in which the hooks run."),
        ("Pick one in which you trust.", "Pick one in which you trust."),
    ])
    func inWhichWhere(_ before: String, _ after: String) {
        #expect(TransformFixture.step(InWhichWhere(), before) == after)
    }

    @Test(arguments: [
        ("It keeps the old files; for more details, see the guide.", "It keeps the old files; see the guide."),
        ("For more information, read the guide.", "Read the guide."),
        ("We store more information, see below.", "We store more information, see below."),
    ])
    func referencePointerAfterClause(_ before: String, _ after: String) {
        #expect(TransformFixture.step(ReferencePointer(), before) == after)
    }

    @Test(arguments: [
        ("The key changed, which means that the cache is stale.", "The key changed, so the cache is stale."),
        ("Nobody knows which means that word has.", "Nobody knows which means that word has."),
        ("In this case, the build stops.", "Here, the build stops."),
    ])
    func conciseTables(_ before: String, _ after: String) throws {
        #expect(try TransformFixture.run(.rewrite(.concise), before, language: .plaintext) == after)
    }
}
