/// "It will be removed" → "It is removed", "if the queue is full, new jobs
/// will be dropped" → "…new jobs are dropped", "you'll need a key" → "you
/// need a key": documentation states what a thing does in the present.
///
/// The subject is a pronoun whose number is known (`you` only before `need`
/// and an object), or a noun phrase that names code or stands in a sentence
/// with a condition (`if`, `when`, `unless`…); elsewhere a noun's future may
/// be an event to come (`the board will decide`). The noun phrase opens its
/// clause (at the sentence start, after a comma or a subordinator such as
/// `if` or `that`), and its head noun, before the phrases hanging from it
/// (`the size of the buffers`), gives the number; for `that`/`which`/`who`
/// the number is the antecedent's, unless it hangs from `of`. Never before
/// a negation but in `will not be` → `is not`, nor before `have` with a
/// participle, nor when a second bare verb is joined to the first (`will
/// read it and print`), nor in a question or a sentence that points ahead
/// in time (`later`, `tomorrow`).
struct FuturePresent: SentenceStep {
    static let singular: Set<String> = ["it", "this", "he", "she"]
    static let plural: Set<String> = ["we", "they", "these"]
    /// `it'll` and the like, by their pronoun.
    static let contracted: [String: String] = [
        "it'll": "it", "he'll": "he", "she'll": "she", "we'll": "we", "they'll": "they", "this'll": "this",
    ]
    /// Words that make the future the point of the sentence.
    static let timeWords: Set<String> = [
        "tomorrow", "tonight", "later", "soon", "eventually", "someday", "future", "afterwards", "upcoming", "yet",
    ]
    /// Adverbs that hedge a prediction (`it will probably fail`): the sentence stays a prediction.
    static let predictions: Set<String> = ["probably", "likely", "certainly", "surely", "definitely", "perhaps", "maybe", "then"]
    /// Words after which a noun phrase opens a clause, so it is the subject of the verb that follows it.
    static let clauseOpeners: Set<String> = [
        ",", ";", ":", "(", "if", "when", "whenever", "once", "because", "since", "so", "that", "which", "where", "otherwise", "but",
        "while", "after", "before", "until", "unless", "although", "though", "whether", "thus", "therefore",
    ]
    /// Prepositions whose phrase hangs from the noun before them (`the size of the buffers`).
    static let attachments: Set<String> = [
        "of", "from", "in", "on", "for", "with", "at", "by", "within", "inside", "across", "per", "between", "under", "over",
    ]
    /// Words that make a sentence state what happens under a condition, where the future of a noun subject
    /// is the present of a rule (`if the queue is full, new jobs will be dropped`); elsewhere it may be an
    /// event to come (`the board will decide next week`).
    static let conditions: Set<String> = ["if", "unless", "otherwise", "when", "whenever", "once"]
    /// Relative pronouns that take the number of the noun before them.
    static let relatives: Set<String> = ["that", "which", "who"]
    /// Possessive determiners, which open a noun phrase (`your documentation will update`); not `her`, which may be an object.
    static let possessives: Set<String> = ["my", "your", "our", "their", "its", "his"]
    /// Marks that end the clause of the verb.
    static let clauseEnds: Set<String> = [".", ";", ":", "!", "?"]

    func apply(to sentence: inout CompressibleSentence) {
        guard let last = sentence.items.indices.last, sentence.key(last) != "?",
            !sentence.items.contains(where: { $0.isWord && Self.timeWords.contains($0.key) })
        else { return }
        let conditional = sentence.items.contains { $0.isWord && Self.conditions.contains($0.key) }
        var index = 0
        while index + 1 < sentence.count {
            defer { index += 1 }
            let single: Bool
            var pronoun: String?
            if let subject = Self.contracted[sentence[index].key] {
                pronoun = subject
                single = Self.singular.contains(subject)
            } else if sentence.key(index + 1) == "need", sentence.key(index + 2) != "to",
                sentence.key(index) == "you'll" || (sentence.key(index) == "will" && sentence.isWord(index - 1, in: ["you"]))
            {
                // `you'll need a key`: needing holds now; `you will see` stays a promise.
                pronoun = sentence.key(index) == "you'll" ? "you" : nil
                single = false
            } else if sentence.key(index) == "will", sentence[index].isWord,
                let number = subjectNumber(sentence, before: index, conditional: conditional)
            {
                single = number
            } else {
                continue
            }
            var verb = index + 1
            while verb < index + 3, sentence.has(verb, .adverb), !sentence.has(verb, [.verb, .negation, .noun]) {
                guard !Self.predictions.contains(sentence[verb].key) else { break }
                verb += 1
            }
            // `will not be sent` → `is not sent`: the negation stays where it is.
            if sentence.key(verb) == "not", sentence.key(verb + 1) == "be" { verb += 1 }
            guard verb < sentence.count, !Self.predictions.contains(sentence[verb].key), presentable(sentence, verb),
                !joinsBareVerb(sentence, after: verb)
            else { continue }
            let key = sentence[verb].key
            if key == "be" {
                let be = single ? "is" : "are"
                guard sentence.canDelete(verb..<(verb + 1)) else { continue }
                let words = pronoun.map { [sentence[index].text.first?.isUppercase == true ? $0.capitalizingFirst() : $0, be] } ?? [be]
                guard sentence.replace(index..<(index + 1), with: words, classes: .be) else { continue }
                sentence.delete((verb + words.count - 1)..<(verb + words.count))
            } else {
                guard let entry = VerbLexicon.shared.entry(key) else { continue }
                let form = single ? entry.thirdPerson : entry.base
                guard sentence.replace(verb..<(verb + 1), with: [form], classes: .verb) else { continue }
                if let pronoun {
                    let capital = sentence[index].text.first?.isUppercase == true
                    sentence.replace(index..<(index + 1), with: [capital ? pronoun.capitalizingFirst() : pronoun], classes: .pronoun)
                } else {
                    sentence.delete(index..<(index + 1))
                }
            }
        }
    }

    /// Whether the subject of `will` at `index` is singular (`true`) or plural (`false`); nil when unknown.
    /// A noun subject's future turns into the present only in a conditional sentence (`conditional`) or
    /// when the subject names code.
    private func subjectNumber(_ sentence: CompressibleSentence, before index: Int, conditional: Bool) -> Bool? {
        guard index > 0 else { return nil }
        let before = sentence[index - 1]
        if before.isWord, Self.singular.contains(before.key) { return true }
        if before.isWord, Self.plural.contains(before.key) { return false }
        if before.isWord, Self.relatives.contains(before.key) {
            // The antecedent must not hang from `of` (`a list of files that will…`): either noun could be meant.
            guard conditional, let start = nounPhraseStart(sentence, head: index - 2), sentence.key(start - 1) != "of" else { return nil }
            return !sentence.has(index - 2, .plural)
        }
        guard var start = nounPhraseStart(sentence, head: index - 1) else { return nil }
        var head = index - 1
        // `the size of the buffers will…`: the subject's head is the first noun, before the phrases hanging from it.
        var hops = 0
        while hops < 2, start >= 2, sentence.isWord(start - 1, in: Self.attachments),
            let outer = nounPhraseStart(sentence, head: start - 2)
        {
            (head, start, hops) = (start - 2, outer, hops + 1)
        }
        guard start == 0 || sentence.startsClause(start) || Self.clauseOpeners.contains(sentence[start - 1].key) else { return nil }
        // A subject that names code (`the \`parse()\` call`) states how the code behaves, whatever the sentence.
        guard conditional || sentence.items[start..<index].contains(where: { $0.kind == .masked }) else { return nil }
        return !sentence.has(head, .plural)
    }

    /// Where the noun phrase whose head is item `head` starts: nouns, names, adjectives, numbers and protected
    /// spans, after at most one determiner or possessive. Nil when `head` is not a noun, a name or a protected span.
    private func nounPhraseStart(_ sentence: CompressibleSentence, head: Int) -> Int? {
        guard head >= 0, sentence.has(head, [.noun, .name, .fixed]), !sentence.has(head, [.pronoun, .determiner, .verb, .modal]) else {
            return nil
        }
        var start = head
        while start > 0, head - start < 4, sentence[start - 1].isWord || sentence.has(start - 1, .fixed),
            sentence.has(start - 1, [.noun, .adjective, .name, .fixed]),
            !sentence.has(start - 1, [.determiner, .pronoun, .preposition, .conjunction, .verb, .modal, .be])
        {
            start -= 1
        }
        if start > 0,
            sentence.has(start - 1, .determiner) && !sentence.has(start - 1, [.negation, .pronoun])
                || sentence.isWord(start - 1, in: Self.possessives)
        {
            start -= 1
        }
        return start
    }

    /// Whether item `verb` is a verb whose bare form after `will` turns into the present: not `have` before a
    /// participle (`will have finished`).
    private func presentable(_ sentence: CompressibleSentence, _ verb: Int) -> Bool {
        guard sentence[verb].isWord, !sentence.has(verb, .kept) else { return false }
        let key = sentence[verb].key
        switch key {
        case "be": return true
        case "have": return sentence.has(verb + 1, .determiner) && !sentence.has(verb + 1, .participle)
        default: return VerbLexicon.shared.isBase(key)
        }
    }

    /// Whether `and`/`or` joins a second bare verb to the verb at `verb` in its clause (`will read it and print`).
    private func joinsBareVerb(_ sentence: CompressibleSentence, after verb: Int) -> Bool {
        var index = verb + 1
        while index + 1 < sentence.count, !Self.clauseEnds.contains(sentence[index].key) {
            if sentence.isWord(index, in: ["and", "or"]) {
                var next = index + 1
                while sentence.has(next, .adverb), !sentence.has(next, .verb) { next += 1 }
                if next < sentence.count, sentence[next].isWord, VerbLexicon.shared.isBase(sentence[next].key),
                    sentence.has(next, .baseVerb) || !sentence.has(next, [.noun, .adjective, .determiner])
                {
                    return true
                }
            }
            index += 1
        }
        return false
    }
}
