import Testing

@testable import WritingEngine

/// The table a local model makes: the text's sentences as they are, each
/// with a topic the model picks among the sentence's noun phrases.
@Suite struct TopicTableTests {
    static func table(_ text: String) -> TopicTable? {
        ModelTransform(action: .table, input: TransformFixture.input(text), showsProtectedText: true).topicTable
    }

    @Test func eachSentenceIsARowWithItsNounPhrasesForTopics() throws {
        let table = try #require(Self.table("Open the settings page. Pick a dark theme from the menu.\nThe change is saved at once."))
        #expect(table.details == ["Open the settings page.", "Pick a dark theme from the menu.", "The change is saved at once."])
        #expect(table.topics == [["Settings page"], ["Dark theme", "Menu"], ["Change"]])
    }

    @Test func inlineCodeStaysWholeInItsSentenceAndCanBeTheTopic() throws {
        let table = try #require(Self.table("Run `make test.all` before a commit. The `ci.yml` file runs it again."))
        #expect(table.details == ["Run `make test.all` before a commit.", "The `ci.yml` file runs it again."])
        #expect(table.topics[1].contains("`ci.yml` file"), "\(table.topics)")
    }

    @Test func aSentenceWithoutANounPhraseJoinsTheRowBeforeIt() throws {
        let table = try #require(Self.table("Listing 5 prints the struct. This won't work, however. The compiler says why."))
        #expect(table.details == ["Listing 5 prints the struct. This won't work, however.", "The compiler says why."])
    }

    @Test func aListGivesARowPerItem() throws {
        let table = try #require(Self.table("- Install the server.\n- Point the editor at it."))
        #expect(table.details == ["Install the server.", "Point the editor at it."])
    }

    @Test func oneSentenceIsCutWhereACommaEndsAClause() throws {
        let table = try #require(Self.table("The first line holds three backticks, and the last line holds as many."))
        #expect(table.details == ["The first line holds three backticks,", "and the last line holds as many."])
        #expect(table.topics == [["First line", "Three backticks"], ["Last line"]])
    }

    @Test func oneSentenceWithoutSuchACommaIsCutAtEachClause() throws {
        let table = try #require(Self.table("In other words, a plugin is a package that runs code when the site builds."))
        #expect(table.details == ["In other words, a plugin is a package", "that runs code", "when the site builds."])
    }

    @Test func noTableOfTopicsForOneClauseAPipeBlocksOrAnotherProvider() {
        #expect(Self.table("The `Self` keyword is an alias for the type after `impl`.") == nil)
        #expect(Self.table("Use `a | b` to pipe. Then read the output.") == nil)
        #expect(Self.table("Run the tests.\n\n```\nmake test\n```\n\nThen read the log.") == nil)
        let input = TransformFixture.input("Open the settings page. Pick a theme.")
        #expect(ModelTransform(action: .table, input: input, showsProtectedText: false).answerGrammar == nil)
    }

    @Test func theGrammarFixesEverythingButTheChoiceOfTopic() throws {
        let input = TransformFixture.input("Open the \"settings\" page. Pick a theme from the menu.")
        let grammar = try #require(ModelTransform(action: .table, input: input, showsProtectedText: true).answerGrammar)
        #expect(
            grammar.source == #"root ::= "| Topic | Details |\n| --- | --- |\n" "| " ("Settings" | "Page") "#
                + #"" | Open the \"settings\" page. |\n" "| " ("Theme" | "Menu") " | Pick a theme from the menu. |\n""# + "\n")
        #expect(grammar.required == ["Open the \"settings\" page.", "Pick a theme from the menu."])
    }

    @Test func anAnswerInTheGrammarIsTheTable() throws {
        let text = "Run `make` first. Then read the [guide](https://example.com/guide)."
        let transform = ModelTransform(action: .table, input: TransformFixture.input(text), showsProtectedText: true)
        let answer = TopicTable.head + "| `make` | Run `make` first. |\n| Guide | Then read the [guide](https://example.com/guide). |\n"
        #expect(try transform.finish(answer) == answer.dropLast())
    }
}
