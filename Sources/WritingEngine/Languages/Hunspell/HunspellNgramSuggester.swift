import Foundation

/// The last resort for suggestions: stems alike by n-grams (Hunspell's `ngsuggest`), then their affixed forms
/// alike to the word. The scan of the stems stops at a deadline.
struct HunspellNgramSuggester {
    let checker: HunspellChecker
    let word: String
    /// The longest the stem scan may take.
    static let budget: TimeInterval = 0.06
    private static let stemsKept = 24

    func suggestions(limit: Int, excluding known: Set<String>) -> [String] {
        let maximum = min(limit, checker.settings.maxNgramSuggestions)
        guard maximum > 0 else { return [] }
        let target = Self.folded(Array(HunspellCasing.lowercased(word).utf8)[...])
        guard target.count >= 2 else { return [] }
        let threshold = Self.threshold(target)
        var forms: [(text: String, score: Int)] = []
        var seen = known
        for stem in closestStems(target) {
            for form in affixedForms(of: stem) {
                let folded = Self.folded(form[...])
                let score = Self.ngram(target.count, target, folded, anyMismatch: true) + Self.commonPrefix(target, folded)
                guard score >= threshold || !checker.settings.onlyMaxDifference && score > threshold / 2 else { continue }
                let text = String(decoding: form, as: UTF8.self)
                if seen.insert(text).inserted { forms.append((text, score)) }
            }
        }
        forms.sort { $0.score != $1.score ? $0.score > $1.score : abs($0.text.count - word.count) < abs($1.text.count - word.count) }
        var result: [String] = []
        let recase = HunspellCasing.shape(word)
        for form in forms where result.count < maximum {
            var text = form.text
            if recase == .capitalized { text = HunspellCasing.capitalizingFirst(text) }
            if recase == .allUpper { text = HunspellCasing.uppercased(text) }
            if checker.spell(text, forSuggestion: true), !result.contains(text) { result.append(text) }
        }
        return result
    }

    /// The stems most alike to the word, best first.
    private func closestStems(_ target: [UInt8]) -> [Int32] {
        let deadline = Date(timeIntervalSinceNow: Self.budget)
        var best: [(entry: Int32, score: Int)] = []
        var floor = Int.min
        var scanned = 0
        var folded: [UInt8] = []  // one buffer for every stem
        checker.words.forEachStem { entry, stem in
            scanned += 1
            if scanned & 4095 == 0, Date() > deadline { return false }
            guard abs(stem.count - target.count) <= 4, !isExcluded(entry) else { return true }
            folded.removeAll(keepingCapacity: true)
            for byte in stem { folded.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) }
            let score = Self.ngram(3, target, folded, anyMismatch: false) + Self.commonPrefix(target, folded)
            guard score > floor || best.count < Self.stemsKept else { return true }
            let position = best.firstIndex { $0.score < score } ?? best.count
            best.insert((entry, score), at: position)
            if best.count > Self.stemsKept { best.removeLast() }
            floor = best.last?.score ?? Int.min
            return true
        }
        return best.map(\.entry)
    }

    private func isExcluded(_ entry: Int32) -> Bool {
        let settings = checker.settings
        return checker.has(entry, settings.forbidden) || checker.has(entry, settings.noSuggest)
            || checker.has(entry, settings.onlyInCompound) || checker.has(entry, HunspellSettings.onlyUppercaseFlag)
    }

    /// The stem and the forms its suffix and prefix flags make.
    private func affixedForms(of entry: Int32) -> [[UInt8]] {
        let stem = checker.words.word(entry)
        var forms: [[UInt8]] = []
        if !checker.has(entry, checker.settings.needAffix) { forms.append(Array(stem)) }
        for rule in checker.suffixes.rules where checker.has(entry, rule.flag) && !rule.has(checker.settings.onlyInCompound) {
            guard stem.count > rule.strip.count || (checker.settings.fullStrip && stem.count == rule.strip.count),
                stem.reversed().starts(with: rule.strip.reversed()),
                rule.condition.matchesEnd(of: HunspellJoinedBytes(stem))
            else { continue }
            forms.append(Array(stem.dropLast(rule.strip.count)) + rule.append)
        }
        for rule in checker.prefixes.rules where checker.has(entry, rule.flag) && !rule.has(checker.settings.onlyInCompound) {
            guard stem.count > rule.strip.count, stem.starts(with: rule.strip), rule.condition.matchesStart(of: HunspellJoinedBytes(stem))
            else { continue }
            forms.append(rule.append + Array(stem.dropFirst(rule.strip.count)))
        }
        return forms
    }

    /// ASCII letters lowered, other bytes as they are.
    private static func folded(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    }

    /// Hunspell's n-gram score: the 1…n-grams of `a` found in `b`, less a penalty for the length difference.
    static func ngram(_ n: Int, _ a: [UInt8], _ b: [UInt8], anyMismatch: Bool) -> Int {
        var score = 0
        for length in 1...max(1, n) where length <= a.count {
            var hits = 0
            for start in 0...(a.count - length) where contains(b, a[start..<(start + length)]) { hits += 1 }
            score += hits
            if hits < 2 { break }
        }
        let difference = anyMismatch ? abs(b.count - a.count) - 2 : b.count - a.count - 2
        return score - max(0, difference)
    }

    private static func contains(_ haystack: [UInt8], _ needle: ArraySlice<UInt8>) -> Bool {
        guard needle.count <= haystack.count else { return false }
        let first = needle.first!
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    private static func commonPrefix(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }

    /// Hunspell's threshold: the score of the word against itself with every fourth letter masked.
    private static func threshold(_ target: [UInt8]) -> Int {
        var total = 0
        for offset in 1...3 {
            var masked = target
            for index in stride(from: offset, to: masked.count, by: 4) { masked[index] = UInt8(ascii: "*") }
            total += ngram(target.count, target, masked, anyMismatch: true)
        }
        return total / 3 - 1
    }
}
