extension SpellingReview {
    /// Which of `candidates` (lowercase, five letters or more) are as near to
    /// an identifier the document of `bytes` uses as code as to a word: one
    /// letter added, dropped or changed, or one dropped and another added,
    /// turns the candidate into a run of letters of its code that is no word
    /// of the general dictionary (SCOWL 70; a term of the software lists
    /// counts: `tempir` beside `` `tmpdir` ``). A writer who misspells
    /// near an identifier of the project may mean the identifier: no fix of
    /// such a word is certain. One pass over the code.
    static func nearCodeWords(
        among candidates: Set<String>, in bytes: UnsafeBufferPointer<UInt8>, structure: DocumentStructure, spelling: SpellChecker
    ) -> Set<String> {
        var byVariant: [String: [String]] = [:]
        for candidate in candidates where candidate.utf8.count >= 5 && !candidate.contains(" ") {
            for variant in oneDeletion(of: candidate) + [candidate] { byVariant[variant, default: []].append(candidate) }
        }
        guard !byVariant.isEmpty else { return [] }
        let lengths = candidates.map(\.utf8.count)
        let shortest = (lengths.min() ?? 0) - 1
        let longest = (lengths.max() ?? 0) + 1
        var found = Set<String>()
        var seen = Set<String>()
        for ignored in structure.ignored where codeKinds.contains(ignored.kind) {
            forEachLetterRun(inCode: UnsafeBufferPointer(rebasing: bytes[ignored.range.clamped(to: 0..<bytes.count)])) { run in
                guard run.count >= shortest, run.count <= longest else { return }
                let word = String(decoding: run, as: UTF8.self).lowercased()
                guard seen.insert(word).inserted else { return }
                let near = (oneDeletion(of: word) + [word]).flatMap { byVariant[$0] ?? [] }.filter { $0 != word }
                guard !near.isEmpty, (spelling.frequencyLevel(word) ?? .max) > 70 else { return }
                found.formUnion(near)
            }
        }
        return found
    }

    /// `word` with each one of its letters dropped.
    private static func oneDeletion(of word: String) -> [String] {
        let letters = Array(word)
        return letters.indices.map { k in String(letters[..<k] + letters[(k + 1)...]) }
    }
}
