import Testing

@testable import WritingEngine

/// Code spans, options, paths, identifiers, numbers and product names in an
/// answer come from the text (for Compose, from its prompt and context);
/// general prose may be new.
@Suite struct AnswerCodeTests {
    func accepts(_ action: WritingAction, _ original: String, _ answer: String) -> Bool {
        AnswerAcceptance.verdict(action, original: original, answer: answer).isAccepted
    }

    static let backup = "Back up the notes folder with `rsync -a notes/ /mnt/backup` before you upgrade the editor."

    @Test func anInventedSettingOrValueInACodeSpanIsRefused() {
        #expect(accepts(.rewrite(.concise), Self.backup, "Back up the notes folder with `rsync -a notes/ /mnt/backup` before upgrading."))
        #expect(
            !accepts(.rewrite(.concise), Self.backup, "Set `template_custom_dir` and run `rsync -a notes/ /mnt/backup` before upgrading."))
        #expect(
            !accepts(
                .keyPoints, Self.backup, "- Back up the notes folder with `rsync -a notes/ /mnt/backup`.\n- Use the colour `#123.123.123`.")
        )
        #expect(AnswerCode.spans(in: "run `a` and ``b`c`` or ` d `") == ["a", "b`c", "d"])
    }

    /// Code written as prose is code too: an option, a path, a setting, a file.
    @Test func anInventedIdentifierInProseIsRefused() {
        #expect(
            !accepts(.rewrite(.friendly), Self.backup, "Just back up the notes folder with `rsync -a notes/ /mnt/backup` --force first!"))
        #expect(!accepts(.rewrite(.friendly), Self.backup, "Back up notes_dir with `rsync -a notes/ /mnt/backup` before upgrading!"))
        #expect(!accepts(.rewrite(.friendly), Self.backup, "Back up ~/.notes with `rsync -a notes/ /mnt/backup` before upgrading!"))
        #expect(
            AnswerCode.identifiers(in: "Edit config.toml, pass --quiet, set $HOME or max_size (e.g. 1.5) and/or call run() today.")
                == ["config.toml", "--quiet", "$HOME", "max_size", "run()"])
    }

    /// Composed text may write new sentences, but its code, numbers, links
    /// and product names come from the prompt or the paragraph it joins.
    @Test func composeBringsNoFactOrCodeOfItsOwn() {
        let context = "Our picnic is on Saturday at the lake. Bring a blanket."
        let prompt = "Add a sentence asking people to bring food to share."
        #expect(accepts(.compose(prompt), context, "Please bring some food to share with everyone."))
        #expect(!accepts(.compose(prompt), context, "Please bring food for 12 people to share."))
        #expect(!accepts(.compose(prompt), context, "Please bring food to share, and order drinks through CloudPod."))
        #expect(!accepts(.compose(prompt), context, "Please bring food to share; see https://example.com/picnic for ideas."))
        #expect(!accepts(.compose(prompt), context, "Please bring food to share and run `picnic --register` to sign up."))
        #expect(accepts(.compose("Say the picnic starts at 11 on Saturday."), context, "The picnic starts at 11 on Saturday."))
    }

    /// Composed text does not talk like a chatbot, and is no longer than its
    /// prompt and context by more than a bound.
    @Test func composeNeitherChatsNorRambles() {
        let context = "Our picnic is on Saturday at the lake."
        let prompt = "Add a sentence asking people to bring food to share."
        #expect(!accepts(.compose(prompt), context, "Sure! Here is a sentence: Please bring food to share."))
        #expect(!accepts(.compose(prompt), context, "Please bring food to share. Let me know if you want another version."))
        #expect(!accepts(.compose(prompt), context, "Please bring food to share. I hope this helps!"))
        let dishes = ["bread", "cheese", "salad", "fruit", "cake", "soup"]
        let rambling = dishes.flatMap { dish in
            ["fresh", "warm", "sweet", "simple", "homemade", "spicy"].map {
                "Anyone who likes to cook could bring some \($0) \(dish) to share."
            }
        }.joined(separator: " ")
        #expect(!accepts(.compose(prompt), context, rambling))
        #expect(accepts(.compose("Ask them to let me know if they can come."), context, "Let me know if you can come."))
    }
}
