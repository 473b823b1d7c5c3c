/// Lowercase words of the software word lists that the word list leaves out
/// for being one edit from a common word (`pprint`, `dest`, `args`;
/// `IdentifierNearMissData`, from `scripts/make-dictionary`). Such a word is
/// still flagged, as it may be a slip of the common word, but it names a
/// module, a function or an argument as often: its fix is never certain.
enum IdentifierNearMisses {
    /// The words, read once from the generated data.
    static let words: Set<String> = {
        let data = IdentifierNearMissData.words
        let text = String(decoding: UnsafeBufferPointer(start: data.utf8Start, count: data.utf8CodeUnitCount), as: UTF8.self)
        return Set(text.split(separator: "\n").map(String.init))
    }()

    /// Whether `word`, in lowercase, is one of them.
    static func contains(_ word: String) -> Bool { words.contains(word.lowercased()) }
}
