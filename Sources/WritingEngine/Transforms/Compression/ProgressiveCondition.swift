/// "If you are using Linux" → "If you use Linux": a progressive in a
/// condition or time clause with a plural subject becomes the simple present.
struct ProgressiveCondition: SentenceStep {
    static let openers: Set<String> = ["if", "when", "whenever", "while", "unless", "once"]
    static let subjects: Set<String> = ["you", "we", "they"]
    /// `going to`, `having` and `being` stay.
    static let exceptions: Set<String> = ["going", "having", "being", "doing"]

    func apply(to sentence: inout CompressibleSentence) {
        var index = 0
        while index + 4 < sentence.count {
            defer { index += 1 }
            guard sentence.isWord(index, in: Self.openers), sentence.isWord(index + 1, in: Self.subjects), sentence.key(index + 2) == "are",
                sentence.has(index + 3, .gerund), !Self.exceptions.contains(sentence[index + 3].key),
                let base = Lexicon.shared.base(of: sentence[index + 3].key, as: .presentParticiple),
                sentence[index + 4].kind != .punctuation
            else { continue }
            sentence.replace((index + 2)..<(index + 4), with: [base], tag: .baseVerb)
        }
    }
}
