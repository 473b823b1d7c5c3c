/// "in a predictable manner" → "predictably": a manner phrase around an
/// adjective becomes its adverb.
struct MannerAdverb: SentenceStep {
    static let nouns: Set<String> = ["manner", "way", "fashion"]

    func apply(to sentence: inout CompressibleSentence) {
        var index = 0
        while index + 3 < sentence.count {
            defer { index += 1 }
            guard sentence.key(index) == "in", sentence.isWord(index + 1, in: ["a", "an"]), sentence.has(index + 2, .adjective),
                sentence.isWord(index + 3, in: Self.nouns), let adverb = Self.adverb(sentence[index + 2].key)
            else { continue }
            // `in a way that…` and `in a similar way to…` go on: the phrase is not finished.
            if let next = sentence.key(index + 4), ["that", "to", "which", "as", "of"].contains(next) { continue }
            sentence.replace(index..<(index + 4), with: [adverb], tag: .adverb)
        }
    }

    /// The `-ly` adverb of an adjective, when its spelling is regular.
    static func adverb(_ adjective: String) -> String? {
        guard adjective.count > 3, !adjective.hasSuffix("ly"), !irregular.contains(adjective) else { return nil }
        if adjective.hasSuffix("ble") || adjective.hasSuffix("ple") { return String(adjective.dropLast()) + "y" }
        if adjective.hasSuffix("ic") { return adjective + "ally" }
        if adjective.hasSuffix("y") { return String(adjective.dropLast()) + "ily" }
        if adjective.hasSuffix("ll") { return adjective + "y" }
        return adjective + "ly"
    }

    static let irregular: Set<String> = ["good", "fast", "hard", "late", "same", "certain", "whole", "real"]
}
