import Foundation

/// Ranks sentences for a summary, TextRank-style: each sentence is a node,
/// joined to the others by the content words they share; a sentence that
/// many central sentences echo is central. Position (the opening sentence,
/// a paragraph's first) and the heading a sentence sits under add to that.
enum SentenceRanking {
    /// One sentence to rank.
    struct Node {
        /// Content words of the sentence (`Sentences.contentWords`).
        var words: [String]
        /// Content words of the heading the sentence sits under (empty if none).
        var heading: Set<String>
        var order: Int
        var firstInParagraph: Bool
        /// Whether the sentence asks something (questions rarely summarize).
        var isQuestion: Bool
    }

    static let damping = 0.85
    static let iterations = 30

    /// A score for each node (higher is more central).
    static func scores(_ nodes: [Node]) -> [Double] {
        let centrality = textRank(nodes.map { Set($0.words) })
        let top = centrality.max() ?? 0
        return zip(nodes, centrality).map { node, rank in
            // Centrality is noisy on a handful of sentences; the opening sentence keeps a strong say.
            var value = 0.6 * (top > 0 ? rank / top : 0)
            if node.order == 0 { value += 0.4 } else if node.firstInParagraph { value += 0.2 }
            let words = Set(node.words)
            if !node.heading.isEmpty, !words.isEmpty {
                value += 0.5 * Double(words.intersection(node.heading).count) / Double(node.heading.count)
            }
            if node.isQuestion { value *= 0.7 }
            if node.words.count < 3 { value *= 0.5 }
            return value
        }
    }

    /// PageRank over the sentence graph, with edges weighted by shared words
    /// over the log of the sentences' lengths (Mihalcea and Tarau, 2004).
    static func textRank(_ sets: [Set<String>]) -> [Double] {
        let n = sets.count
        guard n > 1 else { return Array(repeating: 1, count: n) }
        var weights = Array(repeating: Array(repeating: 0.0, count: n), count: n)
        for i in 0..<n {
            for j in (i + 1)..<n where sets[i].count > 1 && sets[j].count > 1 {
                let shared = Double(sets[i].intersection(sets[j]).count)
                guard shared > 0 else { continue }
                let weight = shared / (log(Double(sets[i].count)) + log(Double(sets[j].count)))
                weights[i][j] = weight
                weights[j][i] = weight
            }
        }
        let outgoing = weights.map { $0.reduce(0, +) }
        var rank = Array(repeating: 1.0 / Double(n), count: n)
        for _ in 0..<iterations {
            var next = Array(repeating: (1 - damping) / Double(n), count: n)
            for j in 0..<n where outgoing[j] > 0 {
                let share = damping * rank[j] / outgoing[j]
                for i in 0..<n where weights[j][i] > 0 { next[i] += share * weights[j][i] }
            }
            rank = next
        }
        return rank
    }
}
