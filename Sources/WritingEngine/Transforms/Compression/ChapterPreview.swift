/// "In this chapter, we'll discuss X" → "This chapter discusses X": a
/// preview of what a part of the document covers, said by the part itself.
struct ChapterPreview: SentenceStep {
    /// Parts of a document that can preview their content.
    static let parts: Set<String> = [
        "chapter", "section", "guide", "article", "tutorial", "lesson", "page", "post", "document", "part", "appendix",
    ]
    /// Verbs of presenting, with the particle some take (`look at`).
    static let verbs: [String: String?] = [
        "discuss": nil, "cover": nil, "explore": nil, "describe": nil, "explain": nil, "introduce": nil, "examine": nil,
        "review": nil, "present": nil, "show": nil, "outline": nil, "look": "at", "talk": "about",
    ]
    /// Ways of saying "we will" before the verb, as keys.
    static let subjects: [[String]] = [
        ["we'll"], ["we", "will"], ["we", "are", "going", "to"], ["we're", "going", "to"], ["we"], ["i'll"], ["i", "will"],
    ]

    func apply(to sentence: inout CompressibleSentence) {
        guard let first = sentence.firstWord, sentence.isWord(first, in: ["in"]), sentence.isWord(first + 1, in: ["this"]),
            sentence.isWord(first + 2, in: Self.parts)
        else { return }
        let comma = sentence.key(first + 3) == ","
        var at = first + 3 + (comma ? 1 : 0)
        guard let subject = Self.subjects.first(where: { sentence.matches($0, at: at) }) else { return }
        at += subject.count
        if sentence.isWord(at, in: ["also", "first", "now", "briefly"]) { return }
        guard let verb = sentence.key(at), let particle = Self.verbs[verb], let entry = Lexicon.shared.paradigm(verb) else { return }
        var end = at + 1
        if let particle {
            guard sentence.key(end) == particle else { return }
            end += 1
        }
        guard end < sentence.count, sentence[end].isWord || sentence[end].kind != .punctuation else { return }
        let words = ["This", sentence[first + 2].key, entry.thirdPerson] + (particle.map { [$0] } ?? [])
        guard sentence.canDelete(first..<end) else { return }
        if comma {
            sentence.delete((first + 3)..<(first + 4))
            end -= 1
        }
        sentence.replace(first..<end, with: words)
    }
}
