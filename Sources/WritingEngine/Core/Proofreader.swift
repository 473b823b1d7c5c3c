import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the rules over the prose of a document.
///
/// Each prose unit (paragraph, heading, list item, comment…) is checked on
/// its own and its findings are cached by the unit's text, so an edit
/// re-checks only the units it touched.
///
/// - Important: A proofreader is immutable apart from its cache and may be
///   used from any thread. Make a new one when the options change.
public final class Proofreader: Sendable {
    public let options: ProofreadingOptions
    let rules: [any Rule]
    let levels: [Severity?]
    /// The ids of the rules that yield to the others (`Rule.yieldsToOtherRules`).
    private let yieldingRules: Set<String>
    let spelling: SpellChecker
    /// The dictionaries of languages other than English, loaded as documents need them.
    let dictionaries: DictionaryCatalog
    private let cache = Mutex(UnitCache())
    /// Bytes of unchecked prose from which a check is spread over the cores.
    let parallelThreshold: Int
    /// How many prose units this proofreader has checked rather than found
    /// in its cache: what its checks cost, for tests.
    let checkedUnits = Atomic<Int>(0)

    public convenience init(options: ProofreadingOptions = ProofreadingOptions(), rules: [any Rule] = RuleRegistry.all) {
        self.init(options: options, rules: rules, parallelThreshold: 8 << 10)
    }

    /// A proofreader that spreads a check over the cores only from
    /// `parallelThreshold` bytes of unchecked prose (tests compare both ways).
    init(options: ProofreadingOptions, rules: [any Rule] = RuleRegistry.all, parallelThreshold: Int) {
        self.parallelThreshold = parallelThreshold
        self.options = options
        self.rules = rules
        self.levels = rules.map { rule in
            switch options.ruleLevels[rule.id] {
            case .off: nil
            case .on(let severity): severity
            case nil: rule.isOptIn ? nil : rule.defaultSeverity
            }
        }
        self.spelling = SpellChecker.shared(for: options.dialect)
        self.dictionaries = DictionaryCatalog.installed(searchingFirst: options.dictionaryFolders)
        self.yieldingRules = Set(rules.filter(\.yieldsToOtherRules).map(\.id))
    }

    /// Findings for `text` read with `structure`, sorted by position.
    ///
    /// With `corrections: .known`, misspellings whose corrections have not
    /// been ranked before come back with `awaitsCorrections` set, so an
    /// editor can show them at once and `completeCorrections` later.
    ///
    /// A `wordIndex` kept for the document between its checks makes the
    /// review of its spelling findings read only what changed since the last.
    public func check(
        _ text: String, structure: DocumentStructure, corrections: Corrections = .all, wordIndex: DocumentWordIndex? = nil
    ) -> [Finding] {
        var text = text
        return text.withUTF8 { buffer in
            check(buffer, structure: structure, corrections: corrections, cancellation: nil, wordIndex: wordIndex)!
        }
    }

    /// Findings for UTF-8 `bytes` read with `structure`, sorted by position.
    ///
    /// Spelling findings are then reviewed against the whole document
    /// (`SpellingReview`): words it uses as code, names and terms it uses
    /// again are not reported.
    public func check(_ bytes: UnsafeBufferPointer<UInt8>, structure: DocumentStructure, corrections: Corrections = .all) -> [Finding] {
        check(bytes, structure: structure, corrections: corrections, cancellation: nil, wordIndex: nil)!
    }

    /// `check(_:structure:corrections:)` that stops at the next prose unit
    /// (or misspelled word to rank) once `cancellation` is set, and then
    /// throws. The units checked until then are cached all the same.
    ///
    /// With `progress`, a check of much unchecked prose hands out the
    /// findings of the start of the text as it goes (see `PartialFindings`),
    /// on the calling thread, a few times: after its first `firstPartBytes`
    /// of unchecked prose, then each time it has checked as much again,
    /// when they are more than it handed out last.
    public func check(
        _ text: String, structure: DocumentStructure, corrections: Corrections = .all, cancellation: CancellationFlag,
        wordIndex: DocumentWordIndex? = nil, progress: ((PartialFindings) -> Void)? = nil
    ) throws(CancellationError) -> [Finding] {
        var text = text
        let findings = text.withUTF8 { buffer in
            check(
                buffer, structure: structure, corrections: corrections, cancellation: cancellation, wordIndex: wordIndex,
                progress: progress)
        }
        guard let findings else { throw CancellationError() }
        return findings
    }

    /// The findings of `bytes`, or nil when `cancellation` was set before they were all found.
    private func check(
        _ bytes: UnsafeBufferPointer<UInt8>, structure: DocumentStructure, corrections: Corrections, cancellation: CancellationFlag?,
        wordIndex: DocumentWordIndex?, progress: ((PartialFindings) -> Void)? = nil
    ) -> [Finding]? {
        let counts = wordIndex?.counts(of: bytes, structure: structure)
        guard
            let (found, words, rankEveryWord) = ruleFindings(
                bytes, structure: structure, corrections: corrections, cancellation: cancellation, counts: counts, progress: progress)
        else { return nil }
        // Each step replaces the findings before it, so that only two copies of them live at a time.
        var findings = consume found
        findings = SpellingReview.reviewed(findings, in: bytes, structure: structure, words: words)
        findings = complete(findings, in: bytes, ranking: rankEveryWord ? .max : 0, cancellation: cancellation, counts: counts)
        return cancellation?.isCancelled == true ? nil : Self.withStandingCorrections(findings)
    }

    /// The severity of unknown words (`UnknownWordRule`), nil when that rule is off.
    var unknownWordSeverity: Severity? {
        rules.firstIndex { $0.id == UnknownWordRule.id }.flatMap { levels[$0] }
    }

    /// The rules' findings, spelling corrections settled as far as they are
    /// ranked (when the check ranks every word, `ranksEveryWord`, the words
    /// that may get a safe fix are ranked here), how the document uses their
    /// misspelled words, and whether every word is to be ranked; nil when
    /// `cancellation` was set before every unit was checked.
    ///
    /// Three steps, so the cache lock is taken twice per check rather than
    /// per unit and the rules run outside it: find each unit and its masks
    /// and hash its bytes (a fast word-at-a-time hash; equality is then
    /// checked byte for byte), look every unit up, check the misses (in
    /// batches, reporting the findings before each batch's end to `progress`).
    private func ruleFindings(
        _ bytes: UnsafeBufferPointer<UInt8>, structure: DocumentStructure, corrections: Corrections, cancellation: CancellationFlag?,
        counts: WordCounts?, progress: ((PartialFindings) -> Void)?
    ) -> (findings: [Finding], words: SpellingReview.DocumentWords?, rankEveryWord: Bool)? {
        let language = documentLanguage(bytes, structure: structure)
        let context =
            (structure.knownWords.isEmpty ? 0 : UInt64(truncatingIfNeeded: structure.knownWords.hashValue) | 1) ^ language.cacheContext
        var units: [Unit] = []
        units.reserveCapacity(structure.blocks.count)
        var ignoredCursor = 0
        var previous: Block?
        for block in structure.blocks {
            defer { previous = block }
            guard !block.prose.isEmpty else { continue }
            let blockRange = block.prose.first!.lowerBound..<block.prose.last!.upperBound
            guard blockRange.lowerBound >= 0, blockRange.upperBound <= bytes.count, !blockRange.isEmpty else { continue }
            for unitRange in Self.pieces(of: blockRange, in: bytes) {
                while ignoredCursor < structure.ignored.count, structure.ignored[ignoredCursor].range.upperBound <= unitRange.lowerBound {
                    ignoredCursor += 1
                }
                let prose = unitRange == blockRange ? block.prose : Self.prose(block.prose, within: unitRange)
                let masks = unitMasks(unitRange, prose: prose, ignored: structure.ignored, from: ignoredCursor)
                let unitBytes = UnsafeBufferPointer(rebasing: bytes[unitRange])
                // Rules read such a paragraph differently from a heading or a list item: part of the cache key.
                let standsAlone =
                    block.kind == .paragraph && unitRange.lowerBound == blockRange.lowerBound
                    && Self.isFreshStart(after: previous, in: bytes)
                let unitContext = standsAlone ? context ^ Unit.standaloneContext : context
                units.append(
                    Unit(
                        range: unitRange, masks: masks, firstSentenceStandsAlone: standsAlone, language: language, context: unitContext,
                        hash: UnitHash.of(unitBytes, masks: masks, context: unitContext), isAlignedCell: block.kind == .other("tableCell")))
            }
        }
        var results: [[Finding]?] = cache.withLock { cache in
            cache.clock &+= 1
            return units.map {
                cache.lookup($0.hash, bytes: UnsafeBufferPointer(rebasing: bytes[$0.range]), masks: $0.masks, context: $0.context)
            }
        }
        let misses = results.indices.filter { results[$0] == nil }
        let knownWords = structure.knownWords.isEmpty ? options.dictionaryWords : options.dictionaryWords.union(structure.knownWords)
        if !misses.isEmpty {
            // A unit that occurs several times (licence boilerplate, "See also:") is checked once.
            var distinct: [Int] = []  // indices into `units`
            var representative: [Int] = []  // for each miss, its index into `distinct`
            var byHash: [UInt64: [Int]] = [:]
            for i in misses {
                let unit = units[i]
                let same = byHash[unit.hash]?.first { k in
                    let other = units[distinct[k]]
                    return other.context == unit.context && other.masks == unit.masks && other.range.count == unit.range.count
                        && memcmp(bytes.baseAddress! + other.range.lowerBound, bytes.baseAddress! + unit.range.lowerBound, unit.range.count)
                            == 0
                }
                if let same {
                    representative.append(same)
                } else {
                    byHash[unit.hash, default: []].append(distinct.count)
                    representative.append(distinct.count)
                    distinct.append(i)
                }
            }
            let distinctUnits = distinct.map { units[$0] }
            var fresh: [(bytes: [UInt8], findings: [Finding])?] = []
            var filled = 0  // the misses whose findings are in `results`
            var reported = 0  // findings handed to `progress`
            for batch in Self.batches(of: distinctUnits, progressive: progress != nil) {
                let checked = checkUnitsRankingEarly(
                    Array(distinctUnits[batch]), in: bytes, knownWords: knownWords, corrections: corrections, counts: counts,
                    cancellation: cancellation)
                cache.withLock { cache in
                    for (unit, entry) in zip(distinctUnits[batch], checked) {
                        guard let entry else { continue }
                        cache.insert(unit.hash, bytes: entry.bytes, masks: unit.masks, context: unit.context, findings: entry.findings)
                    }
                    cache.trim()
                }
                fresh += checked
                guard let progress, fresh.count < distinctUnits.count, cancellation?.isCancelled != true else { continue }
                while filled < misses.count, representative[filled] < fresh.count, let entry = fresh[representative[filled]] {
                    results[misses[filled]] = entry.findings
                    filled += 1
                }
                let partial = partialFindings(
                    results, of: units, count: filled < misses.count ? misses[filled] : units.count, in: bytes, structure: structure,
                    counts: counts)
                // Only news: the findings of a longer start are those of the shorter one and more.
                if partial.findings.count > reported {
                    reported = partial.findings.count
                    progress(partial)
                }
            }
            for (k, i) in misses.enumerated() {
                guard let entry = fresh[representative[k]] else { return nil }
                results[i] = entry.findings
            }
        }
        let words = misspelledWords(results, of: units, in: bytes, structure: structure, counts: counts)
        let rankEveryWord = ranksEveryWord(corrections, results: results, of: units, in: bytes, codeWords: words?.code ?? [])
        if rankEveryWord, let words { rankAwaitedWords(results, of: units, in: bytes, words: words, cancellation: cancellation) }
        settleRankedWords(&results, of: units, in: bytes, knownWords: knownWords)
        return (filter(assembled(results, of: units, count: units.count), structure: structure), words, rankEveryWord)
    }

    /// Whether a check with `corrections` ranks the corrections of every
    /// misspelling of `results` (of `units`): with `upTo(limit)`, when at
    /// most `limit` of their distinct words were not ranked before, leaving
    /// out those the document uses as code (`codeWords`), which the review
    /// drops unranked.
    private func ranksEveryWord(
        _ corrections: Corrections, results: [[Finding]?], of units: [Unit], in bytes: UnsafeBufferPointer<UInt8>,
        codeWords: Set<String>
    ) -> Bool {
        switch corrections {
        case .all: return true
        case .known: return false
        case .upTo(let limit):
            var words = Set<String>()
            var foreign = Set<String>()  // not remembered by their dictionaries
            for (i, unit) in units.enumerated() {
                for finding in results[i] ?? [] where finding.awaitsCorrections {
                    let shifted = finding.shifted(by: unit.range.lowerBound)
                    if codeWords.contains(SpellingReview.key(of: shifted, in: bytes)) { continue }
                    let word = word(shifted, in: bytes)
                    if finding.dictionaryLanguage == nil {
                        words.insert(word)
                    } else if !remembersCorrections(of: finding, word: word) {
                        foreign.insert(word)
                    }
                }
            }
            let count = words.count + foreign.count
            return count <= limit || count - spelling.rememberedCorrections(for: Array(words)).count <= limit
        }
    }

    /// How the document uses the words of the spelling findings of `results`
    /// (of `units`), for `SpellingReview`, from the document's `counts` when
    /// given; nil when there are none.
    func misspelledWords(
        _ results: [[Finding]?], of units: [Unit], in bytes: UnsafeBufferPointer<UInt8>, structure: DocumentStructure,
        counts: WordCounts?
    ) -> SpellingReview.DocumentWords? {
        var keys = Set<String>()
        for (i, unit) in units.enumerated() {
            for finding in results[i] ?? [] where SpellingReview.codeReviewedRules.contains(finding.ruleID) {
                keys.insert(SpellingReview.key(of: finding, in: UnsafeBufferPointer(rebasing: bytes[unit.range])))
            }
        }
        guard !keys.isEmpty else { return nil }
        return counts.map { SpellingReview.documentWords(keys, counts: $0) }
            ?? SpellingReview.documentWords(keys, in: bytes, structure: structure)
    }

    /// The most bytes one unit holds. A paragraph beyond it (a 10 MB file on
    /// one line) is checked in pieces cut at sentence ends: the memory a unit
    /// needs while its rules run (tokens, their texts, tags) is many times
    /// its size, and the pieces are checked in parallel and cached alone.
    static let largestUnit = 32 << 10

    /// `range` whole when it is at most `largestUnit` bytes, else cut into
    /// pieces of at most that size: after the last sentence end (`. `, `! `,
    /// `? ` or a line break) of the piece's second half, else after its last
    /// space, else after the run without blanks that crosses the limit. A
    /// word is never cut: a run without blanks longer than a piece (a
    /// minified file, a base-64 blob) ends the piece it starts in, read as
    /// one word at its place, with the words before it.
    static func pieces(of range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        guard range.count > largestUnit else { return [range] }
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        while range.upperBound - start > largestUnit {
            let limit = start + largestUnit
            let half = start + largestUnit / 2
            var cut = limit
            while cut > half, !(bytes[cut - 1] == 0x0A || bytes[cut - 1] == 0x20 && [0x2E, 0x21, 0x3F].contains(bytes[cut - 2])) {
                cut -= 1
            }
            if cut == half {
                cut = limit
                while cut > half, bytes[cut - 1] != 0x20 { cut -= 1 }
            }
            if cut == half {
                cut = limit
                while cut < range.upperBound, !isBlank(bytes[cut]) { cut += 1 }
            }
            pieces.append(start..<cut)
            start = cut
        }
        if start < range.upperBound { pieces.append(start..<range.upperBound) }
        return pieces
    }

    /// A space, tab or line break.
    private static func isBlank(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D }

    /// The parts of a block's `prose` ranges inside `piece`, with what lies
    /// before the first and after the last of them inside `piece` left out as
    /// gaps are: prose ranges starting and ending at the piece's bounds.
    static func prose(_ prose: [Range<Int>], within piece: Range<Int>) -> [Range<Int>] {
        // The first range ending after the piece's start (the ranges are sorted and disjoint).
        var low = 0
        var high = prose.count
        while low < high {
            let middle = (low + high) / 2
            if prose[middle].upperBound <= piece.lowerBound { low = middle + 1 } else { high = middle }
        }
        var inside: [Range<Int>] = []
        while low < prose.count, prose[low].lowerBound < piece.upperBound {
            let part = prose[low].clamped(to: piece)
            if !part.isEmpty { inside.append(part) }
            low += 1
        }
        if inside.isEmpty { return [piece.lowerBound..<piece.lowerBound, piece.upperBound..<piece.upperBound] }
        if inside[0].lowerBound > piece.lowerBound { inside.insert(piece.lowerBound..<piece.lowerBound, at: 0) }
        if inside[inside.count - 1].upperBound < piece.upperBound { inside.append(piece.upperBound..<piece.upperBound) }
        return inside
    }

    /// The most distinct misspelled words a check ranks before settling its
    /// units: well below what the spell checker remembers, so that the words
    /// ranked are still remembered when the units are settled. A check with
    /// more ranks them afterwards, as `complete` does, unsettled in the cache.
    static let wordsRankedBeforeSettling = 1024

    /// Ranks, over the cores, the corrections of the misspelled words of
    /// `results` (of `units`) that may get a safe fix, so that their units
    /// are settled with them (`settleRankedWords`) and the grammar findings
    /// their corrections hide are found: words not ranked before, whose
    /// position allows a safe fix, that the document writes once and does
    /// not use as code (`SpellingReview`); none when they are more than
    /// `wordsRankedBeforeSettling`. The other misspellings are ranked after
    /// the review (`complete`).
    private func rankAwaitedWords(
        _ results: [[Finding]?], of units: [Unit], in bytes: UnsafeBufferPointer<UInt8>, words documentWords: SpellingReview.DocumentWords,
        cancellation: CancellationFlag?
    ) {
        var words: [String: String] = [:]  // by review key
        for (i, unit) in units.enumerated() {
            for finding in results[i] ?? [] where finding.awaitsCorrections && finding.isFixSafe && finding.readWord == nil {
                let range = (unit.range.lowerBound + finding.range.lowerBound)..<(unit.range.lowerBound + finding.range.upperBound)
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[range.clamped(to: unit.range)]), as: UTF8.self)
                words[SpellingReview.key(of: finding, in: UnsafeBufferPointer(rebasing: bytes[unit.range]))] = word
                if words.count > Self.wordsRankedBeforeSettling { return }
            }
        }
        guard !words.isEmpty else { return }
        let candidates = words.filter { !documentWords.code.contains($0.key) && documentWords.uses[$0.key, default: 0] <= 1 }.map(\.value)
        let remembered = spelling.rememberedCorrections(for: candidates)
        _ = rankCorrections(candidates.filter { remembered[$0] == nil }.sorted(), cancellation: cancellation)
    }

    /// Settles the misspellings of each unit whose words were ranked since it
    /// was cached (`complete` with no ranking), adds the grammar findings
    /// that its misspellings with a confident correction hid
    /// (`findingsOnCorrections`), and caches the unit settled, so a unit
    /// costs its completion once rather than on every check.
    private func settleRankedWords(
        _ results: inout [[Finding]?], of units: [Unit], in bytes: UnsafeBufferPointer<UInt8>, knownWords: Set<String>
    ) {
        var settled: [Int] = []
        for i in units.indices where results[i]!.contains(where: \.awaitsCorrections) {
            let findings = results[i]!
            let unitBytes = UnsafeBufferPointer(rebasing: bytes[units[i].range])
            var completed = complete(findings, in: unitBytes, ranking: 0)
            guard completed.count(where: \.awaitsCorrections) < findings.count(where: \.awaitsCorrections) else { continue }
            let hidden = findingsOnCorrections(
                completed, wereAwaiting: Set(findings.lazy.filter(\.awaitsCorrections).map(\.range)), unit: Array(unitBytes),
                masks: units[i].masks, firstSentenceStandsAlone: units[i].firstSentenceStandsAlone, knownWords: knownWords)
            if !hidden.isEmpty { completed = Self.merging(hidden, into: completed) }
            results[i] = completed
            settled.append(i)
        }
        guard !settled.isEmpty else { return }
        cache.withLock { cache in
            for i in settled {
                let unit = units[i]
                cache.replace(
                    unit.hash, bytes: UnsafeBufferPointer(rebasing: bytes[unit.range]), masks: unit.masks, context: unit.context,
                    findings: results[i]!)
            }
        }
    }

    /// Checks units not in the cache. A large batch (a document just opened,
    /// `wt-lsp check`) is spread over the cores (`concurrentMap`). A unit
    /// not begun when `cancellation` is set is left unchecked (nil).
    func checkUnits(
        _ units: [Unit], in bytes: UnsafeBufferPointer<UInt8>, knownWords: Set<String>, cancellation: CancellationFlag?
    ) -> [(bytes: [UInt8], findings: [Finding])?] {
        let shared = SharedBytes(buffer: bytes)  // read-only, and alive until the map returns
        let check: (Unit) -> (bytes: [UInt8], findings: [Finding])? = { unit in
            if cancellation?.isCancelled == true { return nil }
            self.checkedUnits.add(1, ordering: .relaxed)
            let unitBytes = Array(shared.buffer[unit.range])
            return (unitBytes, self.checkUnit(unitBytes, unit, knownWords: knownWords))
        }
        let total = units.reduce(0) { $0 + $1.range.count }
        return total >= parallelThreshold ? units.concurrentMap(check) : units.map(check)
    }

    /// The rules with their effective level (nil = off), in registry order.
    public var effectiveRules: [(rule: any Rule, severity: Severity?)] {
        Array(zip(rules, levels)).map { ($0.0, $0.1) }
    }

    private func checkUnit(_ bytes: [UInt8], _ unit: Unit, knownWords: Set<String>) -> [Finding] {
        // Markup inside a word (`the *n*th`) is read as the rules should see it, and findings are moved back onto the source.
        let reading = unit.masks.contains { $0.reading != nil } ? UnitReading(bytes, masks: unit.masks) : nil
        let text = reading?.bytes ?? bytes
        let masks = reading?.masks ?? unit.masks.map { ($0.range, $0.isGap ? TokenKind.space : .masked) }
        let language = unit.language.of(text, masks: masks, dictionaries: dictionaries, english: spelling)
        let dictionary = language.isEnglish ? nil : try? dictionaries.dictionary(for: language).get()
        let context = RuleContext(
            paragraph: Paragraph(bytes: text, tokens: Tokenizer.tokenize(text, masks: masks)), dialect: options.dialect,
            spelling: spelling, knownWords: knownWords, firstSentenceStandsAlone: unit.firstSentenceStandsAlone,
            language: language, dictionary: dictionary)
        var findings: [Finding] = []
        for (index, rule) in rules.enumerated() {
            guard let severity = levels[index], language.isEnglish || rule.runs(on: language) else { continue }
            let start = findings.count
            rule.check(context, into: &findings)
            for i in start..<findings.count { findings[i].severity = severity }
        }
        findings = yielding(findings)
        if let reading { findings = findings.map(reading.onSource) }
        var texts = SharedFindingTexts()
        for i in findings.indices { texts.share(&findings[i]) }
        // Sorted here, once per unit checked, so a check's findings (the units' in document order) come sorted.
        return Self.withoutRepeats(findings).sorted(by: Self.precedes)
    }

    /// `findings` less those of a rule that yields to the others
    /// (`Rule.yieldsToOtherRules`) on words another rule flags.
    func yielding(_ findings: [Finding]) -> [Finding] {
        guard !yieldingRules.isEmpty, findings.contains(where: { yieldingRules.contains($0.ruleID) }) else { return findings }
        let others = findings.filter { !yieldingRules.contains($0.ruleID) }.map(\.range)
        return findings.filter { finding in
            !yieldingRules.contains(finding.ruleID) || !others.contains { $0.overlaps(finding.range) }
        }
    }

    /// The order of findings: by start, then by end.
    static func precedes(_ a: Finding, _ b: Finding) -> Bool {
        (a.range.lowerBound, a.range.upperBound) < (b.range.lowerBound, b.range.upperBound)
    }

    /// The findings less those that repeat an earlier one: the same range and
    /// the same first fix, from a second rule that covers the same ground
    /// (a general rule and a listed phrase). The earlier finding is kept.
    static func withoutRepeats(_ findings: [Finding]) -> [Finding] {
        struct Key: Hashable {
            let range: Range<Int>
            let fix: String?
        }
        var seen: Set<Key> = []
        return findings.filter { seen.insert(Key(range: $0.range, fix: $0.suggestions.first)).inserted || $0.suggestions.isEmpty }
    }

    /// Whether text after a block of kind `previous` (nil: the start) starts
    /// afresh rather than going on with a sentence interrupted by code, math or a list.
    /// (A paragraph must end its last sentence: `If it is—` goes on below.)
    private static func isFreshStart(after previous: Block?, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .heading: return true
        case .paragraph:
            var end = min(previous.range.upperBound, bytes.count)
            // Past spaces, closing quotes and brackets (typographic quotes are the bytes from 0x80).
            while end > previous.range.lowerBound,
                bytes[end - 1] >= 0x80 || [0x20, 0x09, 0x0A, 0x0D, 0x22, 0x27, 0x29].contains(bytes[end - 1])
            {
                end -= 1
            }
            return end > previous.range.lowerBound && [0x2E, 0x21, 0x3F].contains(bytes[end - 1])
        default: return false
        }
    }

    /// Masks relative to the unit: gaps between prose ranges, and ignored ranges inside the unit.
    private func unitMasks(_ unit: Range<Int>, prose: [Range<Int>], ignored: [IgnoredRange], from cursor: Int) -> [UnitMask] {
        // Most units: one prose range, nothing ignored inside.
        if prose.count == 1, cursor == ignored.count || ignored[cursor].range.lowerBound >= unit.upperBound { return [] }
        var masks: [UnitMask] = []
        for (a, b) in zip(prose, prose.dropFirst()) where a.upperBound < b.lowerBound {
            masks.append(UnitMask(range: (a.upperBound - unit.lowerBound)..<(b.lowerBound - unit.lowerBound), isGap: true))
        }
        var i = cursor
        while i < ignored.count, ignored[i].range.lowerBound < unit.upperBound {
            let r = ignored[i].range.clamped(to: unit)
            if !r.isEmpty {
                let reading = r == ignored[i].range ? ignored[i].reading.map { Array($0.utf8) } : nil
                masks.append(
                    UnitMask(range: (r.lowerBound - unit.lowerBound)..<(r.upperBound - unit.lowerBound), isGap: false, reading: reading))
            }
            i += 1
        }
        masks.sort { $0.range.lowerBound < $1.range.lowerBound }
        // Merge overlaps (an ignored span may cover a gap).
        var merged: [UnitMask] = []
        for mask in masks {
            if let last = merged.last, mask.range.lowerBound < last.range.upperBound {
                merged[merged.count - 1] = UnitMask(
                    range: last.range.lowerBound..<max(last.range.upperBound, mask.range.upperBound), isGap: last.isGap && mask.isGap)
            } else {
                merged.append(mask)
            }
        }
        return merged
    }

    /// Drops findings that touch ignored ranges or suppressed rules, sorts the rest.
    func filter(_ findings: [Finding], structure: DocumentStructure) -> [Finding] {
        let inOrder = findings.indices.dropFirst().allSatisfy { i in
            let (a, b) = (findings[i - 1].range, findings[i].range)
            return (a.lowerBound, a.upperBound) <= (b.lowerBound, b.upperBound)
        }
        let sorted = inOrder ? findings : findings.sorted(by: Self.precedes)
        var result: [Finding] = []
        result.reserveCapacity(sorted.count)
        var cursor = 0
        let ignored = structure.ignored
        let suppressions = SuppressionIndex(structure.suppressions)
        for finding in sorted {
            while cursor < ignored.count, ignored[cursor].range.upperBound <= finding.range.lowerBound { cursor += 1 }
            var touchesIgnored = false
            var i = cursor
            while i < ignored.count, ignored[i].range.lowerBound < max(finding.range.upperBound, finding.range.lowerBound + 1) {
                // A word spelt with character references (`caf&eacute;`) may hold them whole when nothing would replace them;
                // a word may hold markup read inside it (`the *n*th`).
                let holdsWhole =
                    finding.range.lowerBound <= ignored[i].range.lowerBound && ignored[i].range.upperBound <= finding.range.upperBound
                if holdsWhole,
                    ignored[i].reading != nil || ignored[i].kind == .entity && finding.suggestions.isEmpty && !finding.awaitsCorrections
                {
                    i += 1
                    continue
                }
                if ignored[i].range.overlaps(finding.range) || finding.range.isEmpty && ignored[i].range.contains(finding.range.lowerBound)
                {
                    touchesIgnored = true
                    break
                }
                i += 1
            }
            if touchesIgnored { continue }
            if !suppressions.suppresses(finding) { result.append(finding) }
        }
        return result
    }
}

/// Directive suppressions indexed by rule, so filtering many findings
/// against many directives stays O((findings + suppressions) log suppressions).
private struct SuppressionIndex {
    /// Per rule id (and `nil` for every rule): ranges sorted by start, and the
    /// largest end among each prefix.
    private var byRule: [String?: (starts: [Int], reach: [Int])] = [:]

    init(_ suppressions: [RuleSuppression]) {
        let groups = Dictionary(grouping: suppressions, by: \.ruleID)
        for (rule, group) in groups {
            let sorted = group.map(\.range).filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
            var reach: [Int] = []
            reach.reserveCapacity(sorted.count)
            for r in sorted { reach.append(max(reach.last ?? Int.min, r.upperBound)) }
            byRule[rule] = (sorted.map(\.lowerBound), reach)
        }
    }

    func suppresses(_ finding: Finding) -> Bool {
        guard !byRule.isEmpty else { return false }
        let offset = finding.range.lowerBound
        return covers(byRule[nil as String?], offset) || covers(byRule[finding.ruleID], offset)
    }

    /// Whether a range starting at or before `offset` reaches past it.
    private func covers(_ group: (starts: [Int], reach: [Int])?, _ offset: Int) -> Bool {
        guard let group else { return false }
        var low = 0
        var high = group.starts.count
        while low < high {
            let mid = (low + high) / 2
            if group.starts[mid] <= offset { low = mid + 1 } else { high = mid }
        }
        return low > 0 && group.reach[low - 1] > offset
    }
}

/// The checked text, shared read-only with the workers of one check.
private struct SharedBytes: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>
}

/// A prose unit of one check: its range in the document, its masks, and the hash of both.
struct Unit: Sendable {
    let range: Range<Int>
    let masks: [UnitMask]
    /// See `RuleContext.firstSentenceStandsAlone`.
    let firstSentenceStandsAlone: Bool
    /// The language of the document the unit is part of.
    let language: UnitLanguage
    /// What else the unit's findings depend on (the document's known words, `firstSentenceStandsAlone`).
    let context: UInt64
    let hash: UInt64
    /// A cell of a table whose columns line up (reStructuredText, AsciiDoc,
    /// Org): a fix that changes the length of its text is never safe.
    var isAlignedCell = false

    /// Mixed into the context of a unit whose first sentence stands alone.
    static let standaloneContext: UInt64 = 0x9E37_79B9_7F4A_7C15
}

struct UnitMask: Hashable, Sendable {
    let range: Range<Int>
    /// A gap between prose ranges of one block (read as a space), not a protected span.
    let isGap: Bool
    /// Markup inside a word, read as these bytes (`IgnoredRange.reading`).
    var reading: [UInt8]? = nil
}

/// A fast 64-bit hash of a unit (8 bytes per step). Only a cache key: a hit
/// is confirmed by comparing the bytes.
private enum UnitHash {
    static func of(_ bytes: UnsafeBufferPointer<UInt8>, masks: [UnitMask], context: UInt64) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count) ^ context
        let raw = UnsafeRawBufferPointer(bytes)
        let n = raw.count
        var i = 0
        while i + 8 <= n {
            h = mix(h, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            i += 8
        }
        if i < n {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while i < n {
                tail |= UInt64(raw[i]) << shift
                shift += 8
                i += 1
            }
            h = mix(h, tail)
        }
        for mask in masks {
            h = mix(h, UInt64(truncatingIfNeeded: mask.range.lowerBound) << 1 | (mask.isGap ? 1 : 0))
            h = mix(h, UInt64(truncatingIfNeeded: mask.range.upperBound) << 8 | UInt64(truncatingIfNeeded: mask.reading?.count ?? 0xFF))
        }
        return h
    }

    @inline(__always) private static func mix(_ h: UInt64, _ w: UInt64) -> UInt64 {
        let x = (h ^ w) &* 0xBF58_476D_1CE4_E5B9
        return (x ^ (x >> 31)) &* 0x94D0_49BB_1331_11EB
    }
}

/// Findings per prose unit, found by hash and confirmed byte for byte.
/// Units not used by the latest check are dropped once the cache grows
/// past its bound.
private struct UnitCache: Sendable {
    struct Entry: Sendable {
        let bytes: [UInt8]
        let masks: [UnitMask]
        let context: UInt64
        var findings: [Finding]
        var lastUsed: UInt64

        func matches(_ other: UnsafeBufferPointer<UInt8>, masks: [UnitMask], context: UInt64) -> Bool {
            guard self.context == context, bytes.count == other.count, self.masks == masks else { return false }
            return bytes.withUnsafeBufferPointer { mine in
                mine.isEmpty || memcmp(mine.baseAddress!, other.baseAddress!, mine.count) == 0
            }
        }
    }

    var buckets: [UInt64: [Entry]] = [:]
    var count = 0
    /// Advanced once per check.
    var clock: UInt64 = 0
    static let bound = 50_000

    mutating func lookup(_ hash: UInt64, bytes: UnsafeBufferPointer<UInt8>, masks: [UnitMask], context: UInt64) -> [Finding]? {
        guard let k = buckets[hash]?.firstIndex(where: { $0.matches(bytes, masks: masks, context: context) }) else { return nil }
        buckets[hash]![k].lastUsed = clock
        return buckets[hash]![k].findings
    }

    mutating func insert(_ hash: UInt64, bytes: [UInt8], masks: [UnitMask], context: UInt64, findings: [Finding]) {
        let entry = Entry(bytes: bytes, masks: masks, context: context, findings: findings, lastUsed: clock)
        var bucket = buckets[hash] ?? []
        if bytes.withUnsafeBufferPointer({ b in bucket.contains { $0.matches(b, masks: masks, context: context) } }) { return }
        bucket.append(entry)
        buckets[hash] = bucket
        count += 1
    }

    /// Replaces the findings of a cached unit (the same findings, settled further).
    mutating func replace(_ hash: UInt64, bytes: UnsafeBufferPointer<UInt8>, masks: [UnitMask], context: UInt64, findings: [Finding]) {
        guard let k = buckets[hash]?.firstIndex(where: { $0.matches(bytes, masks: masks, context: context) }) else { return }
        buckets[hash]![k].findings = findings
    }

    /// Past the bound, keeps only the units of the latest check.
    mutating func trim() {
        guard count > Self.bound else { return }
        var kept = 0
        buckets = buckets.compactMapValues { bucket in
            let live = bucket.filter { $0.lastUsed == clock }
            kept += live.count
            return live.isEmpty ? nil : live
        }
        count = kept
    }
}
