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

    /// Verbs whose `that` goes only before a pronoun: before a noun phrase, the
    /// verb would read as taking it for object (`note that the file…` → `note the file`).
    static let beforePronouns: Set<String> = [
        "imagine", "imagines", "imagined", "note", "notes", "noted", "remember", "remembers", "remembered", "recall", "recalls",
        "recalled", "decide", "decides", "decided", "agree", "agrees", "agreed", "feel", "feels", "felt", "learn", "learns",
        "learned", "discover", "discovers", "discovered", "understand", "understands", "understood", "claim", "claims",
        "claimed", "argue", "argues", "argued", "state", "states", "stated", "report", "reports", "reported", "hear", "hears",
        "heard", "guess", "guesses", "guessed", "bet", "wish", "wishes", "wished",
    ]
    static let pronouns: Set<String> = ["you", "we", "they", "it", "he", "she", "i", "there"]

    func apply(to sentence: inout CompressibleSentence) {
        var index = 1
        while index + 1 < sentence.count {
            if sentence.key(index) == "that", sentence.isWord(index - 1, in: Self.beforePronouns),
                sentence.isWord(index + 1, in: Self.pronouns)
            {
                sentence.delete(index..<(index + 1))
            } else if sentence.key(index) == "that", sentence.isWord(index - 1, in: Self.verbs),
                sentence.isWord(index + 1, in: Self.subjects)
            {
                sentence.delete(index..<(index + 1))
            }
            index += 1
        }
    }
}
