/// "This code is allowed to use the value" → "This code may use the value",
/// "you are not permitted to edit it" → "you may not edit it": a present
/// permission says the same with `may`. Not in a question (`Are we allowed
/// to…?`), and only before a verb's base form.
struct PermissionMay: SentenceStep {
    static let be = Set(Lexicon.shared.words([.be, .present], excluding: .notPlain))
    static let permissions: Set<String> = ["allowed", "permitted"]

    func apply(to sentence: inout CompressibleSentence) {
        guard let last = sentence.items.indices.last, sentence.key(last) != "?" else { return }
        var index = 1
        while index + 3 < sentence.count {
            defer { index += 1 }
            guard sentence.isWord(index, in: Self.be), sentence.has(index - 1, [.pronoun, .noun, .name, .fixed]) else { continue }
            let negated = sentence.key(index + 1) == "not"
            let permission = negated ? index + 2 : index + 1
            guard sentence.isWord(permission, in: Self.permissions), sentence.key(permission + 1) == "to",
                permission + 2 < sentence.count, sentence[permission + 2].isWord, !sentence.has(permission + 2, .kept),
                Lexicon.shared.isBase(sentence[permission + 2].key) || sentence[permission + 2].key == "be"
            else { continue }
            if negated {
                // `is not allowed to` → `may not`: the negation stays where it is.
                guard sentence.replace(index..<(index + 1), with: ["may"], tag: .modal) else { continue }
                sentence.delete(permission..<(permission + 2))
            } else {
                sentence.replace(index..<(permission + 2), with: ["may"], tag: .modal)
            }
        }
    }
}
