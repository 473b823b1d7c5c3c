/// "full and complete" → "full", "if and when" → "if": a pair whose second
/// word repeats the first.
struct RedundantPair: SentenceStep {
    /// Words that mean the same as each other in a pair.
    static let groups: [Set<String>] = [
        ["full", "complete", "entire", "whole", "total"], ["true", "accurate", "correct"], ["basic", "fundamental", "essential"],
        ["safe", "secure"], ["fast", "quick", "rapid"], ["exact", "precise"], ["neat", "tidy"], ["plain", "simple"],
        ["various", "sundry", "assorted"], ["final", "conclusive"], ["new", "novel"], ["clear", "obvious"],
        ["aid", "abet"], ["cease", "desist"], ["hope", "trust"], ["if", "when"],
    ]
    static let joins: Set<String> = ["and", "or"]

    func apply(to sentence: inout CompressibleSentence) {
        var index = 0
        while index + 2 < sentence.count {
            defer { index += 1 }
            guard sentence[index].isWord, sentence.isWord(index + 1, in: Self.joins), sentence[index + 2].isWord else { continue }
            let first = sentence[index].key
            let second = sentence[index + 2].key
            guard first != second, Self.groups.contains(where: { $0.contains(first) && $0.contains(second) }) else { continue }
            sentence.delete((index + 1)..<(index + 3))
        }
    }
}
