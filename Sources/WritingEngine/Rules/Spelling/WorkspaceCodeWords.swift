/// The words a set of documents checked together (a folder, a repository)
/// uses as code, which every one of them knows in its prose: a word written
/// as code in one file (`` `repr` ``, `def f(arg)`) is not a misspelling in
/// the prose of another, nor is its plural (`dicts` after `` `dict` ``).
///
/// A flagged word that another document writes too (in prose or not) is
/// the workspace's word as much as a slip: it keeps its finding, but no
/// fix of it is applied without asking.
///
/// Built in two passes: each document's findings first, then
/// `note(_:structure:among:)` over every document with the words those
/// findings flagged, then `reviewed(_:in:)` for each document.
public struct WorkspaceCodeWords: Sendable {
    private var words: Set<String> = []
    /// How many documents write each noted candidate.
    private var documentsWriting: [String: Int] = [:]

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
        text.withUTF8 { bytes in
            words.formUnion(SpellingReview.codeWords(among: candidates, in: bytes, structure: structure))
            for word in SpellingReview.uses(of: candidates, in: bytes).keys { documentsWriting[word, default: 0] += 1 }
        }
    }

    /// `findings` of `text` (one of the documents noted) less the spelling
    /// findings of words the workspace uses as code, and with fix-all
    /// safety withdrawn from those of words another document writes too.
    public func reviewed(_ findings: [Finding], in text: String) -> [Finding] {
        guard !words.isEmpty || documentsWriting.values.contains(where: { $0 > 1 }) else { return findings }
        var text = text
        return text.withUTF8 { bytes in
            findings.compactMap { finding in
                guard SpellingReview.spellingRules.contains(finding.ruleID) else { return finding }
                let key = SpellingReview.key(of: finding, in: bytes)
                if words.contains(key) { return nil }
                var reviewed = finding
                if documentsWriting[key, default: 0] > 1 { reviewed.isFixSafe = false }
                return reviewed
            }
        }
    }
}
