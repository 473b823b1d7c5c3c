@testable import WritingEngine

/// Helpers for transform tests: a whole Markdown (or other) text as the
/// selection, read with the real structure scanner.
enum TransformFixture {
    /// The whole of `text` as a transform input.
    static func input(_ text: String, language: DocumentLanguage = .markdown, options: ResultOptions? = nil) -> TransformInput {
        let structure = StructureScanner.scan(text, language: language)
        return TransformInput(
            document: Array(text.utf8), range: 0..<text.utf8.count, structure: structure, language: language,
            options: options ?? .defaults(for: language))
    }

    /// Runs the built-in engine on the whole of `text`.
    static func run(_ action: WritingAction, _ text: String, language: DocumentLanguage = .markdown) throws -> String {
        try BuiltinEngine.run(action, on: input(text, language: language))
    }

    /// Runs one compression or register step, alone, on each sentence of `text`.
    static func step(_ step: any SentenceStep, _ text: String) -> String {
        SentencePipeline(steps: [step]).apply(text, protected: [])
    }

    /// A real paragraph with inline code, a link and emphasis, and a code block after it.
    static let plan = """
        Due to the fact that the server is basically not able to handle the load at this point in time, we are going to be \
        moving the nightly import to a separate machine. In order to do that, please run `make migrate` prior to Friday, and \
        read the [migration notes](https://example.com/migrate) for the details. The new machine has a large number of cores \
        and will in the future also run the **weekly** reports.

        ```sh
        make migrate --in order to
        ```

        """
}
