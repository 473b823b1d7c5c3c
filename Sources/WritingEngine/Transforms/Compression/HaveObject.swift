/// "You want to have code that handles it" → "You want code that handles
/// it", "you need to have an account" → "you need an account": wanting or
/// needing to have a thing is wanting or needing it. Not before a
/// participle (`need to have finished`), `to` (`need to have to`), or a noun
/// that makes `have` an action (`want to have a look`, `need to have a talk`).
struct HaveObject: SentenceStep {
    static let verbs: Set<String> = ["want", "wants", "wanted", "need", "needs", "needed"]
    /// Nouns with which `have` names an action or an event, not owning something.
    static let events: Set<String> = [
        "look", "go", "try", "talk", "chat", "word", "conversation", "discussion", "meeting", "break", "rest", "fun", "lunch",
        "dinner", "breakfast", "drink", "bath", "shower", "walk", "swim", "party", "baby", "think", "laugh", "fight", "say",
    ]

    func apply(to sentence: inout CompressibleSentence) {
        var index = 0
        while index + 3 < sentence.count {
            defer { index += 1 }
            guard sentence.isWord(index, in: Self.verbs), sentence.matches(["to", "have"], at: index + 1) else { continue }
            let object = index + 3
            guard sentence[object].isWord || sentence[object].kind == .masked,
                sentence.has(object, [.determiner, .noun, .adjective, .name, .fixed]) || sentence[object].kind == .masked,
                !sentence.has(object, [.participle, .baseVerb, .pronoun]) || sentence.has(object, .determiner),
                !sentence.isWord(object, in: ["to", "been", "got", "had"]),
                !(object..<min(sentence.count, object + 4)).contains(where: { sentence.isWord($0, in: Self.events) })
            else { continue }
            sentence.delete((index + 1)..<(index + 3))
        }
    }
}
