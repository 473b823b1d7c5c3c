/// "Ensure that the file exists" → "Ensure the file exists": the `that`
/// after a verb of saying, knowing or making sure, when a subject follows.
struct ComplementThat: SentenceStep {
    static let verbs: Set<String> = [
        "ensure", "ensures", "ensured", "mean", "means", "meant", "assume", "assumes", "assumed", "say", "says", "said",
        "think", "thinks", "thought", "know", "knows", "knew", "believe", "believes", "believed", "suggest", "suggests",
        "suggested", "show", "shows", "showed", "indicate", "indicates", "indicated", "find", "finds", "found", "realize",
        "realizes", "realized", "notice", "notices", "noticed", "expect", "expects", "expected", "hope", "hopes", "hoped",
        "verify", "verifies", "verified", "check", "checks", "checked", "guarantee", "guarantees", "guaranteed", "sure",
        "confirm", "confirms", "confirmed", "see", "sees", "saw",
    ]
    static let subjects: Set<String> = [
        "you", "we", "they", "it", "he", "she", "i", "there", "the", "a", "an", "your", "our", "their", "its", "my", "his",
        "this", "these", "each", "every", "all", "any", "some", "no", "nothing", "everything", "everyone",
    ]

    func apply(to sentence: inout CompressibleSentence) {
        var index = 1
        while index + 1 < sentence.count {
            if sentence.key(index) == "that", sentence.isWord(index - 1, in: Self.verbs), sentence.isWord(index + 1, in: Self.subjects) {
                sentence.delete(index..<(index + 1))
            }
            index += 1
        }
    }
}
