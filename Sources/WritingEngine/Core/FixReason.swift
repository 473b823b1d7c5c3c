/// Why a safe fix is certain: the shape of fix it is. A finding is applied
/// without asking (fix-all, `check --fix`) only with one of these, and
/// `check --fix --dry-run` and the editor's fix-all show it beside the fix.
public enum FixReason: String, Sendable, Hashable, CaseIterable {
    /// `a apple` → `an apple`: the next word, a plain word, starts with a vowel sound.
    case articleBeforeVowelSound = "article before a vowel sound"
    /// `an book` → `a book`, `an unary` → `a unary`.
    case articleBeforeConsonantSound = "article before a consonant sound"
    /// `the the` → `the`, within one line.
    case repeatedWord = "repeated word"
    /// Two spaces between words on a line that lines nothing up.
    case doubleSpace = "double space"
    /// `word ,` → `word,` in running text.
    case spaceBeforePunctuation = "space before punctuation"
    /// `one,two` → `one, two` between two words, `end.The` → `end. The`.
    case missingSpaceAfterPunctuation = "missing space after punctuation"
    /// A misspelling whose best correction is clearly ahead of every other.
    case clearCorrection = "misspelling with one clear correction"
    /// A misspelling whose best correction leads a little, settled by the
    /// words around it (the slot's word class, the workspace's own phrases).
    case correctionSettledByContext = "misspelling settled by the words around it"
    /// `github` → `GitHub`: a name with one written form, whose lowercase
    /// form is no English word and no identifier of a language.
    case nameInItsOwnCase = "name in its own case"
}
