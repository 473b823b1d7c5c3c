/// A name written in a case not its own: `github` or `Github` for `GitHub`,
/// `javascript` for `JavaScript`, `url` for `URL`, `unicode` for `Unicode`
/// (`NameCaseTable`).
///
/// Prose only: a word written as code (`name(`, `a.b`), joined to a path or
/// a handle (`@github`, `-name`), quoted alone as a value (`"url"`), or used as code elsewhere in the document
/// (`` `url` ``, `SpellingReview`) is left alone, and so is a word the
/// spelling rule flags. A
/// name whose lowercase form is a common word (`go`, `rust`, `windows`) or a
/// command (`git`, `npm`) is never flagged in lowercase, nor one whose
/// lowercase form is any English word when capitalized (a sentence start).
/// The fix is safe only where the name is unambiguous
/// (`NameCaseTable.Name.isFixSafe`).
public struct NameCaseRule: Rule {
    public init() {}
    /// The rule's id, also read by the document's review (`SpellingReview`).
    public static let id = "name-case"

    public var id: String { Self.id }
    public var summary: String {
        "A product, format or protocol name written in a case not its own (github → GitHub, url → URL)."
    }
    public var category: RuleCategory { .spelling }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let view = context.view
        let table = NameCaseTable.builtIn
        for item in 0..<view.count where view.kind(item) == .word || view.kind(item) == .identifier {
            let range = view.range(item)
            let written = view.original(item)
            let (stem, suffix) = Self.splitPossessive(written)
            guard stem.utf8.allSatisfy(Self.isLetterOrDigit), let name = table.misCased(stem) else { continue }
            if view.kind(item) == .word, !context.spelling.isCorrect(written) { continue }
            let bytes = context.paragraph.bytes
            if isCode(range, in: bytes) || isQuotedAlone(range, in: bytes) || isKnownAsCode(stem, context.knownWords) { continue }
            // A mix of cases may be an identifier written on purpose (`javaScript`), and an initialism
            // in lowercase may be a command or a module (`api`, `sql`) or take another article
            // (`a api`, `an API`): neither is fixed without asking.
            let form = name.forms[0]
            let isInitialism = Self.shape(form.hasSuffix("s") ? String(form.dropLast()) : form) == .allUpper
            let fix: FixReason? = name.isFixSafe && Self.shape(stem) != .mixed && !isInitialism ? .nameInItsOwnCase : nil
            findings.append(
                context.finding(
                    self, range, Self.message(stem, name.forms[0]), suggestions: name.forms.map { $0 + suffix }, fix: fix))
        }
    }

    static func message(_ written: String, _ name: String) -> String {
        "“\(written)” is a name written “\(name)”."
    }

    /// `GitHub's` → (`GitHub`, `'s`).
    private static func splitPossessive(_ word: String) -> (String, String) {
        for suffix in ["'s", "’s"] where word.hasSuffix(suffix) && word.count > suffix.count {
            return (String(word.dropLast(suffix.count)), suffix)
        }
        return (word, "")
    }

    private static func isLetterOrDigit(_ c: UInt8) -> Bool {
        ASCIICase.isLower(c) || ASCIICase.isUpper(c) || c >= 0x30 && c <= 0x39
    }

    private static func shape(_ word: String) -> ASCIICase.Shape {
        var word = word
        return word.withUTF8 { ASCIICase.shape($0) }
    }

    /// Whether the word at `range` is written as code or joined to a handle,
    /// an option or a path: `@github`, `#unicode`, `$url`, `-url`, `/github`,
    /// `github/`, `url:` before a non-space (`url:port`).
    private func isCode(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
        if CodeLikeWord.isCodeLike(range, in: bytes) { return true }
        let before = range.lowerBound > 0 ? bytes[range.lowerBound - 1] : 0x20
        if Self.joiningBefore.contains(before) { return true }
        guard range.upperBound < bytes.count else { return false }
        let after = bytes[range.upperBound]
        if after == 0x2F || after == 0x2D || after == 0x5F { return true }
        if after == 0x3A, range.upperBound + 1 < bytes.count {
            let next = bytes[range.upperBound + 1]
            return next != 0x20 && next != 0x0A && next != 0x09
        }
        return false
    }

    /// Whether the word at `range` stands alone in quotes (`"html"`, `‘url’`):
    /// a value written out, as a program reads it.
    private func isQuotedAlone(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
        func opens(_ end: Int) -> Bool {
            guard end > 0 else { return false }
            if bytes[end - 1] == 0x22 || bytes[end - 1] == 0x27 { return true }
            return end >= 3 && bytes[end - 3] == 0xE2 && bytes[end - 2] == 0x80 && (bytes[end - 1] == 0x9C || bytes[end - 1] == 0x98)
        }
        func closes(_ start: Int) -> Bool {
            guard start < bytes.count else { return false }
            if bytes[start] == 0x22 || bytes[start] == 0x27 { return true }
            return start + 2 < bytes.count && bytes[start] == 0xE2 && bytes[start + 1] == 0x80
                && (bytes[start + 2] == 0x9D || bytes[start + 2] == 0x99)
        }
        return opens(range.lowerBound) && closes(range.upperBound)
    }

    /// `@`, `#`, `$`, `-`, `/`, `\`, `_`, `.`: a word after one is part of something else.
    private static let joiningBefore: Set<UInt8> = Set("@#$-/\\_.".utf8)

    /// Whether the document uses `word` as code in any case (`` `url` ``): in its prose it names that code.
    private func isKnownAsCode(_ word: String, _ knownWords: Set<String>) -> Bool {
        guard !knownWords.isEmpty else { return false }
        let lowered = word.lowercased()
        return knownWords.contains(word) || knownWords.contains(lowered) || knownWords.contains { $0.lowercased() == lowered }
    }
}
