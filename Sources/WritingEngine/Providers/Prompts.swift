/// The instructions sent to a model for each action.
enum Prompts {
    /// The system message for `action` on a text masked with `open`/`close` brackets.
    static func system(
        for action: WritingAction, options: ResultOptions, hasPlaceholders: Bool, open: String, close: String, language: LanguageTag
    ) -> String {
        var parts = [task(action)]
        if hasPlaceholders {
            parts.append(
                "The text contains placeholders such as \(open)1\(close). Each stands for protected content (code, a link target, "
                    + "math, a quotation) that you cannot see. Copy every placeholder into your answer exactly as written; never "
                    + "add, remove, renumber, split or explain one. A placeholder alone on its line stands for a whole block: keep it "
                    + "alone on its line.")
            if action.dropsSentences {
                parts.append(
                    "You may leave out a sentence together with the placeholders inside it. Keep every placeholder that stands "
                        + "alone on its line, each on its own line, after your text.")
            }
        }
        if options.contains(.richText) {
            parts.append("Keep Markdown links and emphasis exactly as they are written.")
        } else {
            parts.append("Answer in plain text: no Markdown formatting.")
        }
        if !options.contains(.list) { parts.append("Do not use lists.") }
        if !options.contains(.table) { parts.append("Do not use tables.") }
        parts.append(
            "Keep the language of the text. Answer with the resulting text only: no preface, no explanation, no quotes, no code fences.")
        if let asked = answerLanguage(language) { parts.append(asked) }
        return parts.joined(separator: "\n\n")
    }

    /// What the action asks of the model.
    static func task(_ action: WritingAction) -> String {
        switch action {
        case .proofread:
            "Correct the spelling, grammar and punctuation mistakes in the text the user sends. Change nothing else: keep the wording, the tone and the line breaks."
        case .rewrite(.friendly):
            "Rewrite the text the user sends in a warmer, friendlier, more conversational tone. Keep its meaning and everything it says."
        case .rewrite(.professional):
            "Rewrite the text the user sends in a clear, polished, professional tone. Keep its meaning and everything it says."
        case .rewrite(.concise):
            "Rewrite the text the user sends to be concise: remove redundancy, filler and wordiness. Keep its meaning, every fact and every name."
        case .summary:
            "Summarize the text the user sends in one short paragraph, about a third of its length."
        case .keyPoints:
            "List the key points of the text the user sends as a short Markdown bullet list, one \"- \" item per point."
        case .list:
            "Turn the text the user sends into a Markdown bullet list, one \"- \" item per idea, keeping its wording."
        case .table:
            "Turn the text the user sends into a GitHub-flavoured Markdown table with a header row, keeping every value."
        case .instructions(let instruction):
            "Rewrite the text the user sends following this instruction from its author: \(instruction)"
        case .compose:
            "Write text for a document, following the author's request that the user sends."
        }
    }

    /// The context message: the paragraph around the selection.
    static func context(_ paragraph: String) -> String {
        "For context only (do not rewrite it, do not repeat it), the paragraph around the text:\n\n\(paragraph)"
    }

    /// Short instructions for a small model on this machine, which sees
    /// inline code and links as they are.
    static func local(for action: WritingAction, options: ResultOptions, hasPlaceholders: Bool, language: LanguageTag) -> String {
        var parts = [localTask(action)]
        if hasPlaceholders { parts.append("Copy every marker such as ⟦1⟧ exactly, on its own line.") }
        if !options.contains(.richText) { parts.append("Use plain text.") }
        parts.append("Reply with the new text only.")
        if let asked = answerLanguage(language) { parts.append(asked) }
        return parts.joined(separator: " ")
    }

    /// The sentence that asks for an answer in the text's `language`, when
    /// it is not English (the language every prompt is written in).
    static func answerLanguage(_ language: LanguageTag) -> String? {
        guard !language.isEnglish else { return nil }
        let name = MeaningWords.name(of: language)
        return "The text is in \(name): write your answer in \(name)."
    }

    static func localTask(_ action: WritingAction) -> String {
        let keep = "Copy `code` and links exactly."
        return switch action {
        case .proofread: "Fix the spelling and grammar mistakes in the text. Change nothing else. \(keep)"
        case .rewrite(.friendly): "Rewrite the text in a warm, friendly tone. \(keep)"
        case .rewrite(.professional): "Rewrite the text in a formal, professional tone. \(keep)"
        case .rewrite(.concise): "Rewrite the text in fewer words. \(keep)"
        case .summary: "Summarize the text in one sentence."
        case .keyPoints: "List the key points of the text. Start each line with \"- \"."
        case .list: "Turn the text into a list: one line per sentence, each starting with \"- \". \(keep)"
        case .table: "Make a table of the text: for each sentence, its topic in one to three words, then the sentence as it is."
        case .instructions(let instruction): "Rewrite the text as its author asks: \(instruction) \(keep)"
        case .compose: "Write text for a document, as the user asks."
        }
    }

    /// Worked examples (text, answer) for a small model: the shape of a
    /// list and of a table of topics (`TopicTable`), and for the rewrites, code and a link copied through a changed
    /// sentence (measured with SmolLM2-135M on documentation sentences that
    /// hold inline code: concise kept the code and got shorter in 9 of 16
    /// with examples, 5 without; friendly 10 against 2; professional 14
    /// against 3).
    static func examples(for action: WritingAction) -> [(String, String)] {
        let steps = "Open the settings page. Choose a theme from the menu. The change is saved at once."
        return switch action {
        case .list: [(steps, "- Open the settings page.\n- Choose a theme from the menu.\n- The change is saved at once.")]
        case .keyPoints: [(steps, "- Choose a theme in the settings.\n- It is saved at once.")]
        case .rewrite(.concise):
            [
                ("Open the `config.toml` file in order to be able to change the value of `port`.", "Open `config.toml` to change `port`."),
                (
                    "It is important to note that the [guide](https://example.com/guide) basically explains every single option.",
                    "The [guide](https://example.com/guide) explains every option."
                ),
            ]
        case .rewrite(.friendly):
            [
                (
                    "Open the `config.toml` file to change the value of `port`.",
                    "Just open the `config.toml` file whenever you'd like to change the value of `port`!"
                ),
                (
                    "The [guide](https://example.com/guide) explains every option of `wt-lsp`.",
                    "You'll find every option of `wt-lsp` explained in the [guide](https://example.com/guide)."
                ),
            ]
        case .rewrite(.professional):
            [
                ("Just open `config.toml` if you wanna change the `port`!", "Open `config.toml` to change the `port`."),
                (
                    "The [guide](https://example.com/guide) explains every option of `wt-lsp`.",
                    "Every option of `wt-lsp` is described in the [guide](https://example.com/guide)."
                ),
            ]
        case .proofread:
            [
                (
                    "The `build` comand write it's output to the `target` folder.",
                    "The `build` command writes its output to the `target` folder."
                ),
                (
                    "See the [guide](https://example.com/guide) for every options.",
                    "See the [guide](https://example.com/guide) for every option."
                ),
            ]
        default: []
        }
    }
}
