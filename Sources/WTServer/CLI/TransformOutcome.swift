import Foundation
import WritingEngine

/// What a Writing Tools command ended with, and so its exit status and
/// output: the engine asked for wrote the text (0), the built-in engine
/// stood in for the model (3), or there is no new text, refused or
/// unchanged (1: the text as it was on stdout, why on stderr).
enum TransformOutcome {
    /// Written by the engine the command asked for.
    case written(String)
    /// Written by the built-in engine standing in for the model, and why the model's was not used.
    case stoodIn(String, because: String)
    /// No text: refused, failed or unusable.
    case failed(TransformFailure)

    /// The built-in engine's result for `action`; `standingIn` is why the
    /// model did not write it, or nil when the built-in engine was the one asked.
    init(builtin action: WritingAction, on input: TransformInput, standingIn: String?) {
        do throws(TransformError) {
            let text = try BuiltinEngine.run(action, on: input)
            self = standingIn.map { .stoodIn(text, because: $0) } ?? .written(text)
        } catch {
            if let standingIn { PrintedText.note("warning: \(standingIn); the built-in engine cannot stand in") }
            self = .failed(.transform(error))
        }
    }

    /// Writes the result to stdout and why to stderr, and returns the exit
    /// status. A result that leaves `original` as it was (but for the
    /// whitespace around it) is no result; when there is none, `original`
    /// goes to stdout. `endsWithLineBreak` adds a line break to a result
    /// without one (composed text).
    func finish(original: String, endsWithLineBreak: Bool) -> Int32 {
        let text: String
        let status: Int32
        switch self {
        case .written(let written):
            text = written
            status = 0
        case .stoodIn(let written, let why):
            PrintedText.note("warning: \(why); using the built-in engine")
            text = written
            status = 3
        case .failed(let failure):
            PrintedText.note("\(failure)")
            Self.write(original)
            return 1
        }
        if !original.isEmpty, Self.trimmed(text) == Self.trimmed(original) {
            PrintedText.note("nothing to change: the text is left as it was")
            Self.write(original)
            return 1
        }
        Self.write(endsWithLineBreak && !text.hasSuffix("\n") ? text + "\n" : text)
        return status
    }

    private static func write(_ text: String) {
        FileHandle.standardOutput.writeOrDrop(Data(text.utf8))
    }

    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Why a transform command produced nothing.
enum TransformFailure: Error, CustomStringConvertible {
    case transform(TransformError)
    case provider(ProviderError)

    var description: String {
        switch self {
        case .transform(let error): error.description
        case .provider(let error): error.description
        }
    }
}
