import Synchronization

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
    private let rules: [any Rule]
    private let levels: [Severity?]
    private let spelling: SpellChecker
    private let cache = Mutex(UnitCache())

    public init(options: ProofreadingOptions = ProofreadingOptions(), rules: [any Rule] = RuleRegistry.all) {
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
    }

    /// Findings for `text` read with `structure`, sorted by position.
    public func check(_ text: String, structure: DocumentStructure) -> [Finding] {
        var text = text
        return text.withUTF8 { buffer in check(buffer, structure: structure) }
    }

    /// Findings for UTF-8 `bytes` read with `structure`, sorted by position.
    public func check(_ bytes: UnsafeBufferPointer<UInt8>, structure: DocumentStructure) -> [Finding] {
        let knownWords = structure.knownWords.isEmpty ? options.dictionaryWords : options.dictionaryWords.union(structure.knownWords)
        var findings: [Finding] = []
        var ignoredCursor = 0
        var seenUnits = Set<UnitKey>()
        for block in structure.blocks where !block.prose.isEmpty {
            let unitRange = block.prose.first!.lowerBound..<block.prose.last!.upperBound
            guard unitRange.upperBound <= bytes.count, !unitRange.isEmpty else { continue }
            while ignoredCursor < structure.ignored.count, structure.ignored[ignoredCursor].range.upperBound <= unitRange.lowerBound {
                ignoredCursor += 1
            }
            let masks = unitMasks(unitRange, prose: block.prose, ignored: structure.ignored, from: ignoredCursor)
            let key = UnitKey(bytes: Array(bytes[unitRange]), masks: masks)
            seenUnits.insert(key)
            let unitFindings: [Finding]
            if let cached = cache.withLock({ $0.entries[key] }) {
                unitFindings = cached
            } else {
                unitFindings = checkUnit(key, knownWords: knownWords)
                cache.withLock { $0.entries[key] = unitFindings }
            }
            for finding in unitFindings {
                findings.append(finding.shifted(by: unitRange.lowerBound))
            }
        }
        cache.withLock { $0.trim(keeping: seenUnits) }
        return filter(findings, structure: structure)
    }

    /// The rules with their effective level (nil = off), in registry order.
    public var effectiveRules: [(rule: any Rule, severity: Severity?)] {
        Array(zip(rules, levels)).map { ($0.0, $0.1) }
    }

    private func checkUnit(_ key: UnitKey, knownWords: Set<String>) -> [Finding] {
        let tokens = Tokenizer.tokenize(key.bytes, masks: key.masks.map { ($0.range, $0.isGap ? TokenKind.space : .masked) })
        let context = RuleContext(
            paragraph: Paragraph(bytes: key.bytes, tokens: tokens), dialect: options.dialect, spelling: spelling,
            knownWords: knownWords)
        var findings: [Finding] = []
        for (index, rule) in rules.enumerated() {
            guard let severity = levels[index] else { continue }
            let start = findings.count
            rule.check(context, into: &findings)
            for i in start..<findings.count { findings[i].severity = severity }
        }
        return findings
    }

    /// Masks relative to the unit: gaps between prose ranges, and ignored ranges inside the unit.
    private func unitMasks(_ unit: Range<Int>, prose: [Range<Int>], ignored: [IgnoredRange], from cursor: Int) -> [UnitMask] {
        var masks: [UnitMask] = []
        for (a, b) in zip(prose, prose.dropFirst()) where a.upperBound < b.lowerBound {
            masks.append(UnitMask(range: (a.upperBound - unit.lowerBound)..<(b.lowerBound - unit.lowerBound), isGap: true))
        }
        var i = cursor
        while i < ignored.count, ignored[i].range.lowerBound < unit.upperBound {
            let r = ignored[i].range.clamped(to: unit)
            if !r.isEmpty {
                masks.append(UnitMask(range: (r.lowerBound - unit.lowerBound)..<(r.upperBound - unit.lowerBound), isGap: false))
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
    private func filter(_ findings: [Finding], structure: DocumentStructure) -> [Finding] {
        let sorted = findings.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var result: [Finding] = []
        result.reserveCapacity(sorted.count)
        var cursor = 0
        let ignored = structure.ignored
        for finding in sorted {
            while cursor < ignored.count, ignored[cursor].range.upperBound <= finding.range.lowerBound { cursor += 1 }
            var touchesIgnored = false
            var i = cursor
            while i < ignored.count, ignored[i].range.lowerBound < max(finding.range.upperBound, finding.range.lowerBound + 1) {
                if ignored[i].range.overlaps(finding.range) || finding.range.isEmpty && ignored[i].range.contains(finding.range.lowerBound) {
                    touchesIgnored = true
                    break
                }
                i += 1
            }
            if touchesIgnored { continue }
            let suppressed = structure.suppressions.contains { s in
                (s.ruleID == nil || s.ruleID == finding.ruleID) && s.range.contains(finding.range.lowerBound)
            }
            if !suppressed { result.append(finding) }
        }
        return result
    }
}

/// The cache key of a prose unit: its bytes and its masks.
private struct UnitKey: Hashable, Sendable {
    let bytes: [UInt8]
    let masks: [UnitMask]
}

private struct UnitMask: Hashable, Sendable {
    let range: Range<Int>
    /// A gap between prose ranges of one block (read as a space), not a protected span.
    let isGap: Bool
}

/// Findings per prose unit. Units not seen in the last check of a large
/// document are dropped once the cache grows past its bound.
private struct UnitCache: Sendable {
    var entries: [UnitKey: [Finding]] = [:]
    static let bound = 50_000

    mutating func trim(keeping live: Set<UnitKey>) {
        guard entries.count > Self.bound else { return }
        entries = entries.filter { live.contains($0.key) }
    }
}
