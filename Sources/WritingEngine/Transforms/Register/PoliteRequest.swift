/// Imperative ↔ polite request. Professional: "Send the report." →
/// "Please send the report.", "Can you check it?" → "Could you please check
/// it?". Friendly: "Could you please check it?" → "Could you check it?",
/// "Please kindly reply." → "Please reply.".
struct PoliteRequest: SentenceStep {
    /// Whether requests become more polite (professional) or plainer (friendly).
    let polite: Bool

    /// Verbs that open a request to the reader.
    static let requests: Set<String> = [
        "send", "check", "review", "update", "call", "give", "tell", "fix", "add", "remove", "email", "reply", "share",
        "read", "sign", "submit", "confirm", "provide", "bring", "finish", "join", "complete", "forward", "let", "come",
        "contact", "fill", "return", "approve", "schedule", "prepare", "book", "order", "attach", "upload", "delete",
    ]
    /// Words that start the object of a request (`send *the* report`, `call *me*`).
    static let objects: Set<String> = [
        "the", "a", "an", "me", "us", "him", "her", "them", "it", "this", "that", "these", "those", "my", "our", "your", "his",
        "their", "all", "some", "in", "out", "back", "up",
    ]

    func apply(to sentence: inout CompressibleSentence) {
        guard let first = sentence.firstWord, first == 0, let stop = sentence.items.indices.last else { return }
        if polite { makePolite(&sentence, stop: stop) } else { makePlain(&sentence) }
    }

    private func makePolite(_ sentence: inout CompressibleSentence, stop: Int) {
        if sentence.matches(["can", "you"], at: 0), sentence.key(stop) == "?", !sentence.isWord(2, in: ["please"]),
            sentence.has(2, .baseVerb)
        {
            sentence.replace(0..<1, with: ["could"])
            sentence.insert("please", at: 2)
            return
        }
        guard [".", "!"].contains(sentence.key(stop) ?? ""), sentence.isWord(0, in: Self.requests),
            sentence[0].text.first?.isUppercase == true,
            sentence.isWord(1, in: Self.objects), !sentence.items.contains(where: { $0.key == "please" })
        else { return }
        sentence.lowercase(0)
        sentence.insert("Please", at: 0)
    }

    private func makePlain(_ sentence: inout CompressibleSentence) {
        if sentence.matches(["could", "you", "please"], at: 0) || sentence.matches(["would", "you", "please"], at: 0)
            || sentence.matches(["can", "you", "please"], at: 0)
        {
            sentence.delete(2..<3)
        } else if sentence.matches(["please", "kindly"], at: 0) {
            sentence.delete(1..<2)
        }
    }
}
