import Testing

@testable import WritingEngine

/// Each compression step on its own, with sentences written for these tests.
@Suite struct TransformCompressionTests {
    @Test(arguments: [
        ("It is important to note that the cache expires.", "The cache expires."),
        ("Note that `make` runs first.", "`make` runs first."),
        ("As you can see, the list is sorted.", "The list is sorted."),
        ("Done. Keep in mind that backups take time.", "Done. Backups take time."),
        ("Note that Linux is supported.", "Note that Linux is supported."),
        ("Note that.", "Note that."),
    ])
    func emptyOpener(_ before: String, _ after: String) {
        #expect(TransformFixture.step(EmptyOpener(), before) == after)
    }

    @Test(arguments: [
        ("This is basically a very small change.", "This is a small change."),
        ("It has an extremely small cache.", "It has a small cache."),
        ("Just run the script and it simply works.", "Run the script and it works."),
        ("It is not very fast.", "It is not very fast."),
        ("We have just finished.", "We have just finished."),
        ("We just want to read it.", "We just want to read it."),
        ("Open the file and just add a line.", "Open the file and add a line."),
        ("Just one file is left.", "Just one file is left."),
        ("Quite a few users asked.", "Quite a few users asked."),
        ("It is the very first step.", "It is the very first step."),
        ("Simply put, it failed.", "Simply put, it failed."),
        ("They simply don't have the time.", "They don't have the time."),
    ])
    func fillerWords(_ before: String, _ after: String) {
        #expect(TransformFixture.step(FillerWords(), before) == after)
    }

    @Test(arguments: [
        ("There are many tools that help with this.", "Many tools help with this."),
        ("There is a script that cleans the folder.", "A script cleans the folder."),
        ("There were two people who left early.", "Two people left early."),
        ("There are things that you can do.", "There are things that you can do."),
        ("There is a chance that it fails.", "There is a chance that it fails."),
    ])
    func existentialThere(_ before: String, _ after: String) {
        #expect(TransformFixture.step(ExistentialThere(), before) == after)
    }

    @Test(arguments: [
        ("The files that are available are listed.", "The files available are listed."),
        ("Pick a tool which is used by many teams.", "Pick a tool used by many teams."),
        ("Keep the files that are in the folder.", "Keep the files in the folder."),
        ("Users who are running the old version must update.", "Users running the old version must update."),
        ("This is a problem that is hard to solve.", "This is a problem that is hard to solve."),
        ("It is a word, that is, a token.", "It is a word, that is, a token."),
    ])
    func reducedRelativeClause(_ before: String, _ after: String) {
        #expect(TransformFixture.step(ReducedRelativeClause(), before) == after)
    }

    @Test(arguments: [
        ("If the build fails, then retry it.", "If the build fails, retry it."),
        ("When it stops, then we restart it.", "When it stops, we restart it."),
        ("We test it, then ship it.", "We test it, then ship it."),
        ("It ends here. If", "It ends here. If"),
    ])
    func conditionalThen(_ before: String, _ after: String) {
        #expect(TransformFixture.step(ConditionalThen(), before) == after)
    }

    @Test(arguments: [
        ("Make sure that the server is up.", "Make sure the server is up."),
        ("This means that you can skip it.", "This means you can skip it."),
        ("We know that file well.", "We know that file well."),
    ])
    func complementThat(_ before: String, _ after: String) {
        #expect(TransformFixture.step(ComplementThat(), before) == after)
    }

    @Test(arguments: [
        ("If you are using Windows, restart.", "If you use Windows, restart."),
        ("When we are writing tests, we go slowly.", "When we write tests, we go slowly."),
        ("If you are going to stay, sit.", "If you are going to stay, sit."),
    ])
    func progressiveCondition(_ before: String, _ after: String) {
        #expect(TransformFixture.step(ProgressiveCondition(), before) == after)
    }

    @Test(arguments: [
        ("The report is full and complete.", "The report is full."),
        ("Call us if and when it breaks.", "Call us if it breaks."),
        ("It is safe and secure.", "It is safe."),
        ("It is true or false.", "It is true or false."),
    ])
    func redundantPair(_ before: String, _ after: String) {
        #expect(TransformFixture.step(RedundantPair(), before) == after)
    }

    @Test(arguments: [
        ("The file is read by the parser.", "The parser reads the file."),
        ("The reports were written by the team.", "The team wrote the reports."),
        ("The tests are run by these scripts.", "These scripts run the tests."),
        ("Linux is used by the team.", "Linux is used by the team."),
        ("The door is closed by default.", "The door is closed by default."),
        ("The file is not read by the parser.", "The file is not read by the parser."),
        ("The file is read by Alice.", "The file is read by Alice."),
    ])
    func passiveToActive(_ before: String, _ after: String) {
        #expect(TransformFixture.step(PassiveToActive(), before) == after)
    }

    @Test(arguments: [
        ("The data loads in a predictable manner.", "The data loads predictably."),
        ("It ends in an easy way.", "It ends easily."),
        ("It works in a way that surprises.", "It works in a way that surprises."),
    ])
    func mannerAdverb(_ before: String, _ after: String) {
        #expect(TransformFixture.step(MannerAdverb(), before) == after)
    }

    @Test(arguments: [
        ("For more information, see the guide.", "See the guide."),
        ("See the guide for more details.", "See the guide."),
        ("Read this for more information about cats.", "Read this for more information about cats."),
    ])
    func referencePointer(_ before: String, _ after: String) {
        #expect(TransformFixture.step(ReferencePointer(), before) == after)
    }

    @Test(arguments: [
        ("The cache (kept on disk) is cleared.", "The cache is cleared."),
        ("Open the file(s) first.", "Open the file(s) first."),
        ("Read the value (rather than write it) first.", "Read the value (rather than write it) first."),
        ("The cache (not the index) is cleared.", "The cache (not the index) is cleared."),
        ("The limit (10 files) is low.", "The limit (10 files) is low."),
        ("The tool (made by Acme) is fast.", "The tool (made by Acme) is fast."),
    ])
    func parenthetical(_ before: String, _ after: String) {
        #expect(TransformFixture.step(Parenthetical(), before) == after)
    }

    @Test(arguments: [
        ("We use a queue, which is easy to read.", "We use a queue."),
        ("The queue, which is small, holds jobs.", "The queue holds jobs."),
        ("It failed, which means the key is wrong.", "It failed, which means the key is wrong."),
        ("It failed, which is why we stopped.", "It failed, which is why we stopped."),
        ("We use a queue, which is not fast.", "We use a queue, which is not fast."),
        (
            "It takes `a`, which names the file; `b`, which sets the size; and `c`, which holds a flag.",
            "It takes `a`, which names the file; `b`, which sets the size; and `c`, which holds a flag."
        ),
        (
            "It has a reader, which parses the file, and a writer, which prints the tree.",
            "It has a reader, which parses the file, and a writer, which prints the tree."
        ),
        ("The queue holds jobs; the pool, which is small, runs them.", "The queue holds jobs; the pool, which is small, runs them."),
    ])
    func nonRestrictiveClause(_ before: String, _ after: String) {
        #expect(TransformFixture.step(NonRestrictiveClause(), before) == after)
    }

    @Test(arguments: [
        ("We must ascertain the cause.", "We must find out the cause."),
        ("The work was commenced in May.", "The work was started in May."),
        ("They utilized numerous tools.", "They used many tools."),
        ("Your purchase is ready.", "Your purchase is ready."),
        ("We will need to make changes to the file.", "We must change the file."),
        ("The tool allows you to skip tests.", "The tool lets you skip tests."),
        ("It works in most cases.", "It works usually."),
        ("The risk that exists here is small.", "The risk here is small."),
        ("It is possible to run it twice.", "You can run it twice."),
        ("She is able to help.", "She can help."),
        ("They made a decision.", "They decided."),
        ("We performed an installation of the driver.", "We installed the driver."),
        ("The script performs a search for old files.", "The script searches for old files."),
    ])
    func conciseTables(_ before: String, _ after: String) throws {
        #expect(try TransformFixture.run(.rewrite(.concise), before, language: .plaintext) == after)
    }

    @Test(arguments: [
        "Do not delete the file unless 42 users agree.", "Only Alice can approve it, if needed.",
        "It is not very useful without the `--force` flag.",
    ])
    func conciseNeverDropsNegationsNumbersNamesOrConditions(_ sentence: String) throws {
        let result = try TransformFixture.run(.rewrite(.concise), sentence)
        for word in ["not", "unless", "42", "Only", "Alice", "if", "without", "`--force`"] where sentence.contains(word) {
            #expect(result.contains(word))
        }
    }

    @Test func protectedSpansAndCapitalsSurvive() {
        let text = "Note that ⟦1⟧ is basically fast. As you can see, it just works!"
        let placeholders = [10..<17]
        #expect(SentencePipeline.concise.apply(text, protected: placeholders) == "⟦1⟧ is fast. It just works!")
    }

    @Test func lineBreaksStay() {
        let text = "The files that are\navailable are listed."
        #expect(TransformFixture.step(ReducedRelativeClause(), text) == "The files\navailable are listed.")
    }
}
