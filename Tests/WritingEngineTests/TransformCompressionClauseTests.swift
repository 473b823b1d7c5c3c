import Testing

@testable import WritingEngine

/// The compression steps for permissions, `to have` objects, `each of the`,
/// `a … one` predicates and `in which` before an adjective, with sentences
/// written for these tests.
@Suite struct TransformCompressionClauseTests {
    @Test(arguments: [
        ("This handler is allowed to change the value.", "This handler may change the value."),
        ("Guests are not permitted to upload files.", "Guests may not upload files."),
        ("You are allowed to be late.", "You may be late."),
        ("Are you allowed to delete it?", "Are you allowed to delete it?"),
        ("The dog was allowed to sleep inside.", "The dog was allowed to sleep inside."),
        ("Pets are allowed to the second floor.", "Pets are allowed to the second floor."),
        ("It is allowed to fail.", "It may fail."),
    ])
    func permissionMay(_ before: String, _ after: String) {
        #expect(TransformFixture.step(PermissionMay(), before) == after)
    }

    @Test(arguments: [
        ("The idea is still a useful one.", "The idea is still useful."),
        ("His answer was an honest one, but short.", "His answer was honest, but short."),
        ("This key is a different one.", "This key is a different one."),
        ("The file is a new one.", "The file is a new one."),
        ("We picked a useful one from the list.", "We picked a useful one from the list."),
        ("It is a useful one to keep.", "It is a useful one to keep."),
    ])
    func predicateOne(_ before: String, _ after: String) {
        #expect(TransformFixture.step(PredicateOne(), before) == after)
    }

    @Test(arguments: [
        ("You want to have code that handles each case.", "You want code that handles each case."),
        ("Readers need to have an account first.", "Readers need an account first."),
        ("You need to have Python installed.", "You need Python installed."),
        ("We need to have finished by noon.", "We need to have finished by noon."),
        ("You may want to have a look at the log.", "You may want to have a look at the log."),
        ("They want to have fun.", "They want to have fun."),
        ("We need to have to wait.", "We need to have to wait."),
        ("You want to have it ready.", "You want to have it ready."),
    ])
    func haveObject(_ before: String, _ after: String) {
        #expect(TransformFixture.step(HaveObject(), before) == after)
    }

    @Test(arguments: [
        ("Compare the value with each of the match arms.", "Compare the value with each match arm."),
        ("Both of the files are open.", "Both files are open."),
        ("Each of the new entries is checked.", "Each new entry is checked."),
        ("Each of the user's files is checked.", "Each of the user's files is checked."),
        ("Each of the files Anna wrote is checked.", "Each of the files Anna wrote is checked."),
        ("Each of these files is checked.", "Each of these files is checked."),
        ("Each of the children is named.", "Each child is named."),
    ])
    func eachOfThe(_ before: String, _ after: String) {
        #expect(TransformFixture.step(EachOfThe(), before) == after)
    }

    @Test(arguments: [
        ("We will see a case in which multiple blocks are useful.", "We will see a case where multiple blocks are useful."),
        ("Note the order in which multiple blocks are read.", "Note the order in which multiple blocks are read."),
    ])
    func inWhichBeforeAnAdjective(_ before: String, _ after: String) {
        #expect(TransformFixture.step(InWhichWhere(), before) == after)
    }
}
