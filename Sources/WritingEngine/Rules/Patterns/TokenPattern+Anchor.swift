extension TokenPattern {
    /// Where `PatternBook` files a pattern: an element every match has at a
    /// fixed distance from its start, and the test that finds it.
    struct Anchor {
        /// The number of words before the anchor in every match.
        let offset: Int
        /// What the anchor word needs; nil when any word may be the anchor.
        let atom: PatternAtom?
    }

    /// The rarest list of words among the elements at a fixed distance from
    /// the start (before the first noun phrase, gap or element that may match
    /// the sentence end), else the first element's test: a pattern is tried
    /// only where its rarest word is, not at every `the` or every verb.
    var anchor: Anchor {
        var best: (offset: Int, words: WordSet, cost: Int)?
        for (k, element) in elements.enumerated() {
            if element.orEnd { break }
            for test in element.tests {
                guard case .atom(.alternatives(let words, 0, 0, let forms), negated: false) = test, forms.isEmpty else { continue }
                let list = words.words
                guard !list.isEmpty else { continue }
                let cost = list.reduce(0) { $0 + (Self.commonWords.contains($1) ? 50 : 1) }
                if best.map({ cost < $0.cost }) ?? true { best = (k, words, cost) }
            }
            guard element.isOneWord else { break }
        }
        if let best { return Anchor(offset: best.offset, atom: .alternatives(words: best.words, penn: 0, universal: 0, forms: [])) }
        return Anchor(offset: 0, atom: firstAtom)
    }

    /// Words and marks in almost every sentence: a poor anchor.
    private static let commonWords: WordSet = [
        ",", ".", "the", "a", "an", "to", "of", "and", "in", "is", "it", "that", "for", "on", "with", "as", "be", "was", "are",
        "i", "you", "he", "she", "we", "they", "this", "not", "n't", "'s", "or", "at", "by", "from", "have", "has", "do",
    ]
}

extension TokenPattern.Element {
    /// Whether the element always takes exactly one word (not a noun phrase, a gap or the sentence end).
    var isOneWord: Bool {
        guard !orEnd else { return false }
        for test in tests {
            switch test {
            case .atom: continue
            case .nounPhrase, .gap: return false
            }
        }
        return true
    }
}
