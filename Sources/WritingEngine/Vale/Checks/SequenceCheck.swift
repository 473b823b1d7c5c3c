/// `extends: sequence`: a run of words each matching a token's `pattern`
/// and part-of-speech `tag` (Penn Treebank tags, as our tagger gives them),
/// searched sentence by sentence.
///
/// The anchor is the first token with a pattern that is not negated. From a
/// word matching it, the tokens before it are matched backward and those
/// after forward; a token's `skip: N` lets up to N words stand between it and
/// its neighbour on the anchor's side. As in Vale, the alert is the first
/// place in the sentence where the matched words, written as Vale joins them
/// (a space between words, none before `'s`), appear; the message's `%[n]s`
/// is the n-th word of that run.
struct SequenceCheck: Sendable {
    /// One entry of `tokens:`.
    struct Step: Sendable {
        /// `pattern`, matched against the whole word.
        let pattern: ValePattern?
        /// `tag:` as a regular expression, matched inside the Penn tag (so `NN` also finds `NNS`).
        let tag: ValePattern?
        let skip: Int
        let negate: Bool

        func accepts(_ word: TaggedWord) -> Bool {
            let patternOK = pattern.map { $0.matchesWhole(Substring(word.text)) } ?? true
            let tagOK = tag.map { !$0.matches(in: word.tag).isEmpty } ?? true
            return negate ? !(patternOK && tagOK) : patternOK && tagOK
        }
    }

    /// A word of a sentence with its Penn tag.
    struct TaggedWord {
        let text: String
        let tag: String
    }

    private let steps: [Step]
    private let anchor: Int

    init(_ yaml: YAMLValue, _ options: ValeRuleOptions) throws(ValeRuleError) {
        guard case .sequence(let entries)? = yaml["tokens"], !entries.isEmpty else { throw ValeRuleError("it has no “tokens” list") }
        var steps: [Step] = []
        for entry in entries {
            let pattern = try entry["pattern"]?.string.map { source throws(ValeRuleError) in
                try ValeRuleOptions.compile(options.casePrefix + "(?:" + source + ")")
            }
            let tag = try entry["tag"]?.string.map { source throws(ValeRuleError) in try ValeRuleOptions.compile(source) }
            let skip = entry["skip"]?.string.flatMap { Int($0) } ?? 0
            guard (0...64).contains(skip) else { throw ValeRuleError("its “skip” is not a count from 0 to 64") }
            steps.append(Step(pattern: pattern, tag: tag, skip: skip, negate: entry["negate"]?.bool ?? false))
        }
        guard let anchor = steps.firstIndex(where: { $0.pattern != nil && !$0.negate }) else {
            throw ValeRuleError("none of its tokens has a “pattern” to start from")
        }
        self.steps = steps
        self.anchor = anchor
    }

    func run(_ document: ValeDocument, units: [Range<Int>]) -> [ValeMatch] {
        units.flatMap { unit in sentenceMatches(document, unit) }
    }

    private func sentenceMatches(_ document: ValeDocument, _ unit: Range<Int>) -> [ValeMatch] {
        let bytes = Array(document.prose[unit])
        let words = Self.words(bytes)
        guard !words.isEmpty else { return [] }
        let sentence = String(decoding: bytes, as: UTF8.self)
        var found: [ValeMatch] = []
        for start in words.indices where steps[anchor].accepts(words[start]) {
            guard let matched = match(words, anchorAt: start) else { continue }
            let joined = Self.joined(matched.map { words[$0].text })
            guard let at = sentence.range(of: joined) else { continue }
            let offset = sentence.utf8.distance(from: sentence.startIndex, to: at.lowerBound) + unit.lowerBound
            let arguments = matched.map { words[$0].text }
            found.append(ValeMatch(range: offset..<(offset + joined.utf8.count), arguments: arguments))
        }
        return found
    }

    /// The indices of the words the steps match, with the words skipped between
    /// (in order), when the anchor step is at `start`.
    private func match(_ words: [TaggedWord], anchorAt start: Int) -> [Int]? {
        var first = start
        var last = start
        for k in stride(from: anchor - 1, through: 0, by: -1) {
            let step = steps[k]
            guard let at = (max(0, first - 1 - step.skip)..<first).reversed().first(where: { step.accepts(words[$0]) }) else {
                return nil
            }
            first = at
        }
        for k in (anchor + 1)..<steps.count {
            let step = steps[k]
            let end = min(words.count, last + 2 + step.skip)
            guard let at = ((last + 1)..<max(last + 1, end)).first(where: { step.accepts(words[$0]) }) else { return nil }
            last = at
        }
        return Array(first...last)
    }

    /// Vale's joining of matched words: spaces between, none before a word starting with `'`.
    private static func joined(_ words: [String]) -> String {
        var result = ""
        for word in words {
            if !result.isEmpty, !word.hasPrefix("'") { result += " " }
            result += word
        }
        return result
    }

    /// The sentence's words and punctuation as the tagger's treebank splits
    /// them (`endpoint` `'s`), tagged.
    private static func words(_ bytes: [UInt8]) -> [TaggedWord] {
        var ranges: [Range<Int>] = []
        for token in Tokenizer.tokenize(bytes) where !token.isBlank {
            if token.kind == .word, let cut = ParagraphAnalysis.contractionSplit(bytes, token.range) {
                ranges.append(token.range.lowerBound..<cut)
                ranges.append(cut..<token.range.upperBound)
            } else {
                ranges.append(token.range)
            }
        }
        let tags = bytes.withUnsafeBufferPointer { Tagger.shared.tag($0, words: ranges) }
        return zip(ranges, tags).map { TaggedWord(text: String(decoding: bytes[$0], as: UTF8.self), tag: $1.penn.rawValue) }
    }
}
