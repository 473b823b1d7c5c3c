/// The words a set of documents checked together (a folder, a repository)
/// uses as code, which every one of them knows in its prose: a word written
/// as code in one file (`` `repr` ``, `def f(arg)`) is not a misspelling in
/// the prose of another, nor is its plural (`dicts` after `` `dict` ``).
///
/// Built in two passes: each document's findings first, then
/// `note(_:structure:among:)` over every document with the words those
/// findings flagged, then `reviewed(_:in:)` for each document.
public struct WorkspaceCodeWords: Sendable {
    private var words: Set<String> = []

    public init() {}

    /// The words spelling findings flag in `text`, as `note` and `reviewed` compare them.
    public static func flaggedWords(_ findings: [Finding], in text: String) -> Set<String> {
        var text = text
        return text.withUTF8 { bytes in
            Set(findings.lazy.filter { SpellingReview.spellingRules.contains($0.ruleID) }.map { SpellingReview.key(of: $0, in: bytes) })
        }
    }

    /// Notes which of `candidates` (from `flaggedWords`) `text`, read with `structure`, uses as code.
    public mutating func note(_ text: String, structure: DocumentStructure, among candidates: Set<String>) {
        guard !candidates.isEmpty else { return }
        var text = text
        let used = text.withUTF8 { SpellingReview.codeWords(among: candidates, in: $0, structure: structure) }
        words.formUnion(used)
    }

    /// `findings` of `text` less the spelling findings of words the workspace uses as code.
    public func reviewed(_ findings: [Finding], in text: String) -> [Finding] {
        guard !words.isEmpty else { return findings }
        var text = text
        return text.withUTF8 { bytes in
            findings.filter { !SpellingReview.spellingRules.contains($0.ruleID) || !words.contains(SpellingReview.key(of: $0, in: bytes)) }
        }
    }
}
