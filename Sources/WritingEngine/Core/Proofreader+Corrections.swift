import Dispatch
import Foundation
import Synchronization

extension Proofreader {
    /// How much of the spelling corrections a check settles.
    public enum Corrections: Sendable {
        /// Every misspelling gets its ranked suggestions.
        case all
        /// Only misspellings whose corrections were ranked before (by any
        /// check of this dialect); the others await `completeCorrections`.
        case known
    }

    /// `findings` of `text` with every correction settled: the distinct
    /// misspelled words still awaiting theirs are ranked, over the cores
    /// when there are several.
    public func completeCorrections(_ findings: [Finding], in text: String) -> [Finding] {
        guard findings.contains(where: \.awaitsCorrections) else { return findings }
        var text = text
        return text.withUTF8 { complete(findings, in: $0, ranking: true) }
    }

    /// Settles the findings awaiting corrections from the spell checker's
    /// memory, and, when `ranking`, ranks the words it does not know yet.
    func complete(_ findings: [Finding], in bytes: UnsafeBufferPointer<UInt8>, ranking: Bool) -> [Finding] {
        let awaiting = findings.indices.filter { findings[$0].awaitsCorrections }
        guard !awaiting.isEmpty else { return findings }
        let words = awaiting.map { i in
            let range = findings[i].range.clamped(to: 0..<bytes.count)
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        var known = spelling.rememberedCorrections(for: words)
        if ranking {
            let unranked = Array(Set(words.filter { known[$0] == nil }))
            for (word, corrections) in zip(unranked, rankCorrections(unranked)) { known[word] = corrections }
        }
        var completed = findings
        for (i, word) in zip(awaiting, words) {
            guard let corrections = known[word] else { continue }
            SpellingRule.complete(&completed[i], word: word, with: corrections)
        }
        return completed
    }

    /// Ranked corrections of each of `words`, spread over the cores: workers
    /// take the next word from a shared counter, since words differ widely in cost.
    private func rankCorrections(_ words: [String]) -> [SpellingCorrections] {
        let workers = min(ProcessInfo.processInfo.activeProcessorCount, words.count)
        guard workers > 1 else { return words.map { spelling.corrections(for: $0) } }
        let next = Atomic<Int>(0)
        let slots = Mutex([SpellingCorrections?](repeating: nil, count: words.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var done: [(Int, SpellingCorrections)] = []
            while true {
                let k = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard k < words.count else { break }
                done.append((k, spelling.corrections(for: words[k])))
            }
            slots.withLock { slots in
                for (k, corrections) in done { slots[k] = corrections }
            }
        }
        return slots.withLock { $0.map { $0! } }
    }
}
