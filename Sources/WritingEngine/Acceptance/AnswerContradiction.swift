/// Two sentences of an answer that say opposite things: the same content
/// words, one negated and the other not ("It is not about taking action." /
/// "It is about taking action."). A small model listing key points writes
/// both. The text may hold such a pair (a myth it quotes to refute); the
/// answer may then too.
enum AnswerContradiction {
    /// The sentence of `result` that another one contradicts, or nil.
    static func find(in result: AnswerText, original text: AnswerText, vocabulary: MeaningWords) -> String? {
        let own = Set(pairs(in: text.prose, vocabulary: vocabulary).map(\.stems))
        return pairs(in: result.prose, vocabulary: vocabulary).first { !own.contains($0.stems) }?.sentence
    }

    /// The contradicting pairs of sentences of `prose`: the content stems
    /// they share, and the later sentence. Two sentences contradict when one
    /// holds a negation and the other none, and the content stems of one
    /// (two or more) are all in the other, which has at most one more.
    static func pairs(in prose: String, vocabulary: MeaningWords) -> [(stems: Set<String>, sentence: String)] {
        let sentences = SentenceSupport.sentences(of: prose).map { sentence in
            let words = AnswerText.words(sentence)
            return (
                text: sentence.trimmingCharacters(in: .whitespaces),
                stems: Set(
                    words.filter { AnswerText.isContentWord($0) && !vocabulary.negations.contains(String($0)) }.map(AnswerText.stem)),
                negated: AnswerMeaning(words, vocabulary: vocabulary).negations > 0
            )
        }
        var found: [(stems: Set<String>, sentence: String)] = []
        for (j, later) in sentences.enumerated() {
            for earlier in sentences[..<j] where earlier.negated != later.negated {
                let (small, large) = earlier.stems.count <= later.stems.count ? (earlier.stems, later.stems) : (later.stems, earlier.stems)
                if small.count >= 2, small.isSubset(of: large), large.count - small.count <= 1 {
                    found.append((small, later.text))
                }
            }
        }
        return found
    }
}
