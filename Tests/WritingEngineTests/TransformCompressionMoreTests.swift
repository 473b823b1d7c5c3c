import Testing

@testable import WritingEngine

/// The compression steps for obligations, tense, relative pronouns and
/// doubled words, with sentences written for these tests.
@Suite struct TransformCompressionMoreTests {
    @Test(arguments: [
        ("Before you push, you need to restart the server.", "Before you push, restart the server."),
        ("You need to go with him.", "You need to go with him."),
        ("To build the site, you must run the script first.", "To build the site, run the script first."),
        ("If the test fails, you should open the log.", "If the test fails, open the log."),
        ("If they ask again, you may want to gently remind them.", "If they ask again, gently remind them."),
        ("You should see a new window.", "You should see a new window."),
        ("You must be logged in.", "You must be logged in."),
        ("You must not delete it.", "You must not delete it."),
        ("Should you need to restart it?", "Should you need to restart it?"),
        ("Tell us if you need to restart it.", "Tell us if you need to restart it."),
    ])
    func obligationImperative(_ before: String, _ after: String) {
        #expect(TransformFixture.step(ObligationImperative(), before) == after)
    }

    @Test(arguments: [
        ("It is imperative that every link uses a relative path.", "Every link must use a relative path."),
        ("It is essential that you read the log first.", "You must read the log first."),
        (
            "When you write docs, it is imperative that all links use relative URLs.",
            "When you write docs, all links must use relative URLs."
        ),
        ("We know it is important that the tests are fast.", "We know it is important that the tests are fast."),
        ("It is vital that the user who runs it reads the log.", "It is vital that the user who runs it reads the log."),
        ("It is important that the tests are fast.", "The tests must be fast."),
        ("It is vital that the server be restarted.", "The server must be restarted."),
        ("It is important that you do not delete it.", "It is important that you do not delete it."),
        ("It is important that we should wait.", "It is important that we should wait."),
        ("It is essential that Docker runs first.", "It is essential that Docker runs first."),
        ("It is important that the files were saved.", "It is important that the files were saved."),
        ("Is it important that the tests are fast?", "Is it important that the tests are fast?"),
        ("It is clear that the tests are fast.", "It is clear that the tests are fast."),
    ])
    func necessityThat(_ before: String, _ after: String) {
        #expect(TransformFixture.step(NecessityThat(), before) == after)
    }

    @Test(arguments: [
        ("Rather than host the files, you may instead send them.", "Rather than host the files, you may send them."),
        ("Instead of a server, we instead use a folder.", "Instead of a server, we use a folder."),
        ("Rather than wait, use a queue instead of a lock.", "Rather than wait, use a queue instead of a lock."),
        ("We use a folder instead.", "We use a folder instead."),
    ])
    func insteadAfterRatherThan(_ before: String, _ after: String) {
        #expect(TransformFixture.step(InsteadAfterRatherThan(), before) == after)
    }

    @Test(arguments: [
        ("It does have a limit.", "It has a limit."),
        ("We did check the logs.", "We checked the logs."),
        ("They do want a fix.", "They want a fix."),
        ("It does not have a limit.", "It does not have a limit."),
        ("Does it have a limit?", "Does it have a limit?"),
        ("The changes we do make are small.", "The changes we do make are small."),
    ])
    func emphaticDo(_ before: String, _ after: String) {
        #expect(TransformFixture.step(EmphaticDo(), before) == after)
    }

    @Test(arguments: [
        ("It relies on the the result.", "It relies on the result."),
        ("Send it to to the team.", "Send it to the team."),
        ("We know that that is wrong.", "We know that that is wrong."),
        ("They had had enough.", "They had had enough."),
    ])
    func doubledWord(_ before: String, _ after: String) {
        #expect(TransformFixture.step(DoubledWord(), before) == after)
    }

    @Test(arguments: [
        ("The tool reads both JSON and YAML files.", "The tool reads JSON and YAML files."),
        ("Use it as both a key and a value.", "Use it as a key and a value."),
        ("Both are fast.", "Both are fast."),
        ("We kept both of the copies and the notes.", "We kept both of the copies and the notes."),
    ])
    func bothAnd(_ before: String, _ after: String) {
        #expect(TransformFixture.step(BothAnd(), before) == after)
    }

    @Test(arguments: [
        ("Open the file that we wrote earlier.", "Open the file we wrote earlier."),
        ("This is the method which you can call.", "This is the method you can call."),
        ("Pick a name that you like.", "Pick a name you like."),
        ("The fact that we left matters.", "The fact that we left matters."),
        ("We use a queue, which we empty daily.", "We use a queue, which we empty daily."),
        ("It is a value that it is safe to copy.", "It is a value that it is safe to copy."),
    ])
    func objectRelativeThat(_ before: String, _ after: String) {
        #expect(TransformFixture.step(ObjectRelativeThat(), before) == after)
    }

    @Test(arguments: [
        ("Delete the files located in the cache.", "Delete the files in the cache."),
        ("It lists the pages stored on the server.", "It lists the pages on the server."),
        ("Keys present in both maps are merged.", "Keys in both maps are merged."),
        ("Users found in the log that it failed.", "Users found in the log that it failed."),
        ("The file is stored in the cache.", "The file is stored in the cache."),
    ])
    func locativeParticiple(_ before: String, _ after: String) {
        #expect(TransformFixture.step(LocativeParticiple(), before) == after)
    }

    @Test(arguments: [
        ("Let's open the settings file.", "Open the settings file."),
        ("Now let’s run the tests.", "Now run the tests."),
        ("To see why, let's print the value.", "To see why, print the value."),
        ("Let's not rush this.", "Let's not rush this."),
        ("Let us know what you think.", "Let us know what you think."),
        ("The tool let's you pick a theme.", "The tool let's you pick a theme."),
    ])
    func letUsImperative(_ before: String, _ after: String) {
        #expect(TransformFixture.step(LetUsImperative(), before) == after)
    }

    @Test(arguments: [
        ("Imagine that you own a shop.", "Imagine you own a shop."),
        ("We decided that it was too slow.", "We decided it was too slow."),
        ("Note that the file is open.", "Note that the file is open."),
    ])
    func complementThatBeforePronouns(_ before: String, _ after: String) {
        #expect(TransformFixture.step(ComplementThat(), before) == after)
    }

    @Test(arguments: [
        ("In other words, the cache is a copy.", "The cache is a copy."),
        ("That is, the key is a string.", "The key is a string."),
        ("It turns out that the file was empty.", "The file was empty."),
        ("Note that, in a browser, some links break.", "In a browser, some links break."),
        ("Remember, each reader uses a different device.", "Each reader uses a different device."),
    ])
    func emptyOpener(_ before: String, _ after: String) {
        #expect(TransformFixture.step(EmptyOpener(), before) == after)
    }

    @Test(arguments: [
        ("Pick a method that is also named after the field.", "Pick a method also named after the field."),
        ("The rows that are then written to disk are kept.", "The rows then written to disk are kept."),
    ])
    func reducedRelativeClauseWithAdverb(_ before: String, _ after: String) {
        #expect(TransformFixture.step(ReducedRelativeClause(), before) == after)
    }

    @Test(arguments: [
        ("We’re able to read it.", "We can read it."),
        ("If you want to be able to undo it, save a copy.", "If you want to be able to undo it, save a copy."),
        ("You can choose to skip the step.", "You can skip the step."),
        ("The editor includes support for tabs.", "The editor supports tabs."),
        ("The two lists are exactly the same.", "The two lists are the same."),
        ("It fails in that particular case.", "It fails in that case."),
        ("Add a bit of padding.", "Add some padding."),
        ("It reads the header as well as the body.", "It reads the header and the body."),
        ("The parser will make certain the input is valid.", "The parser will ensure the input is valid."),
        ("It speeds up the process of building the site.", "It speeds up building the site."),
        ("We are in the process of building it.", "We are building it."),
        ("Log the value so that you can see it.", "Log the value so you can see it."),
        ("The tool works well in general.", "The tool works well."),
        ("We’re also able to sort it.", "We can also sort it."),
        ("The setup is extremely simple.", "The setup is simple."),
    ])
    func conciseTables(_ before: String, _ after: String) throws {
        #expect(try TransformFixture.run(.rewrite(.concise), before, language: .plaintext) == after)
    }
}
