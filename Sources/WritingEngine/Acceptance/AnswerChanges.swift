/// The changes between a text and an answer, word by word (the diff of
/// `ModelMarks`), grouped by the sentences of the text they fall in: each
/// group is a stretch of whole sentences of the text and the stretch of the
/// answer that replaces it.
struct AnswerChanges {
    /// A stretch of the text's words and the answer's words that replace it.
    struct Group {
        var old: Range<Int>
        var new: Range<Int>
    }

    let original: [Substring]
    let answer: [Substring]
    let groups: [Group]
    /// How many words of the text the answer drops: those the diff deletes
    /// (a change of one word for another keeps its place).
    let dropped: Int

    /// Texts with more words than this are compared as one group.
    static let maxWords = 2000

    init(_ text: AnswerText, _ result: AnswerText) {
        original = text.words
        answer = result.words
        guard original.count <= Self.maxWords, answer.count <= Self.maxWords else {
            groups = [Group(old: 0..<original.count, new: 0..<answer.count)]
            dropped = original.count
            return
        }
        let sentence = Self.sentenceIndices(text.prose, wordCount: original.count)
        let hunks = ModelMarks.diff(original.map(String.init), answer.map(String.init))
        var groups: [Group] = []
        for hunk in hunks {
            // The sentences the change touches, widened to their whole words.
            let first = sentence.isEmpty ? 0 : sentence[min(hunk.old.lowerBound, sentence.count - 1)]
            let last = sentence.isEmpty ? 0 : sentence[max(min(hunk.old.upperBound, sentence.count) - 1, 0)]
            let start = sentence.firstIndex(of: first) ?? 0
            let end = sentence.lastIndex(of: last).map { $0 + 1 } ?? original.count
            let oldSpan = min(start, hunk.old.lowerBound)..<max(end, hunk.old.upperBound)
            let newSpan =
                max(
                    0, hunk.new.lowerBound - (hunk.old.lowerBound - oldSpan.lowerBound))..<min(
                    answer.count, hunk.new.upperBound + (oldSpan.upperBound - hunk.old.upperBound))
            if let previous = groups.last, previous.old.upperBound > oldSpan.lowerBound || previous.new.upperBound > newSpan.lowerBound {
                groups[groups.count - 1] = Group(
                    old: previous.old.lowerBound..<max(previous.old.upperBound, oldSpan.upperBound),
                    new: previous.new.lowerBound..<max(previous.new.upperBound, newSpan.upperBound))
            } else {
                groups.append(Group(old: oldSpan, new: newSpan))
            }
        }
        self.groups = groups
        dropped = hunks.reduce(0) { $0 + max(0, $1.old.count - $1.new.count) }
    }

    /// The sentence each word of `prose` is in, by the order of the words
    /// (as `AnswerText.words` reads them).
    static func sentenceIndices(_ prose: String, wordCount: Int) -> [Int] {
        var indices: [Int] = []
        indices.reserveCapacity(wordCount)
        var sentence = 0
        var ended = false
        var inWord = false
        for character in prose {
            let isWordCharacter = character.isLetter || character.isNumber || (inWord && (character == "'" || character == "’"))
            if isWordCharacter {
                if !inWord {
                    if ended { sentence += 1 }
                    ended = false
                    indices.append(sentence)
                }
                inWord = true
            } else {
                inWord = false
                if ".!?:".contains(character) || character == "\n" { ended = true }
            }
        }
        return indices.count == wordCount ? indices : []
    }

    /// How the answer turns a claim of the text around (a negation, a
    /// modality or a tense changed in one group), as the end of a refusal,
    /// read with the words of the text's language.
    func meaningChange(allowingVerbForms: Bool, vocabulary: MeaningWords) -> String? {
        for group in groups {
            let old = Array(original[group.old])
            let new = Array(answer[group.new])
            let before = AnswerMeaning(old, partners: Set(new), vocabulary: vocabulary)
            let after = AnswerMeaning(new, partners: Set(old), vocabulary: vocabulary)
            let verbForms =
                allowingVerbForms
                && !Set(old.filter { !new.contains($0) }.map(AnswerMeaning.lemma)).isDisjoint(
                    with: new.filter { !old.contains($0) }.map(AnswerMeaning.lemma))
            if let change = before.change(to: after, allowingVerbForms: verbForms) { return change }
        }
        return nil
    }
}
