/// The part of spelling that one paragraph cannot tell: how the whole
/// document uses a flagged word.
///
/// - A word the document uses as code (in a code block, inline code, a URL,
///   a path, front matter, or an identifier in prose such as `attrs.define`
///   or `isinstance(`) is one of its known words: not flagged in its prose.
/// - A word the document writes more than once (flagged or not: in a
///   heading, a link, code) is not fixed without asking: a writer who
///   writes a word the same way twice most likely means it, unless the
///   workspace writes its correction far more often (`Finding.isRepeatedSlip`). An unknown word
///   used more than once is a term of the document and is not reported; a
///   capitalised word used more than once is a name.
///
/// Words are compared in lowercase, a possessive `'s` left out.
enum SpellingReview {
    /// Kinds of ignored range whose words are the document's code vocabulary.
    static let codeKinds: Set<IgnoredKind> = [.codeBlock, .inlineCode, .code, .url, .path, .frontMatter]

    /// The rules whose findings are reviewed.
    static let spellingRules: Set<String> = ["spelling", UnknownWordRule.id]

    /// The rules whose findings are dropped on a word the document uses as
    /// code: the spelling rules, and a name's case (`` `url` `` names a
    /// variable, and so does the url in its prose).
    static let codeReviewedRules: Set<String> = spellingRules.union([NameCaseRule.id])

    /// `findings` of the UTF-8 `bytes` read with `structure`, less the
    /// misspellings of words the document uses as code or as a name, with
    /// fix-all safety withdrawn from words flagged more than once, and less
    /// the unknown words used more than once (`withoutTerms`).
    /// `words`, when given, is how the document uses the findings' words
    /// (`documentWords`), made before; it is made here when it lacks one of them.
    static func reviewed(
        _ findings: [Finding], in bytes: UnsafeBufferPointer<UInt8>, structure: DocumentStructure, words: DocumentWords? = nil
    ) -> [Finding] {
        let keys = findings.map { codeReviewedRules.contains($0.ruleID) ? key(of: $0, in: bytes) : nil }
        var counts: [String: Int] = [:]
        counts.reserveCapacity(keys.count)
        for case let key? in keys { counts[key, default: 0] += 1 }
        guard !counts.isEmpty else { return findings }
        let known = words.flatMap { words in counts.keys.allSatisfy(words.keys.contains) ? words : nil }
        let words = known ?? documentWords(Set(counts.keys), in: bytes, structure: structure)
        for (word, uses) in words.uses { counts[word] = max(counts[word] ?? 0, uses) }
        let code = words.code
        var result: [Finding] = []
        result.reserveCapacity(findings.count)
        for (finding, key) in zip(findings, keys) {
            guard let key else {
                result.append(finding)
                continue
            }
            if code.contains(key) { continue }
            guard spellingRules.contains(finding.ruleID) else {
                result.append(finding)
                continue
            }
            let repeated = counts[key, default: 0] > 1
            if repeated && (finding.isCapitalizedSlip || finding.isTermIfRepeated || finding.ruleID == UnknownWordRule.id) { continue }
            var reviewed = finding
            if repeated {
                reviewed.isRepeatedSlip = finding.isFixSafe
                reviewed.isFixSafe = false
            }
            result.append(reviewed)
        }
        return result
    }

    /// How a document uses some words (lowercase): how often it writes each,
    /// and which of them it uses as code.
    struct DocumentWords {
        /// The words asked about.
        let keys: Set<String>
        /// How often the document writes each of them (`uses(of:in:)`).
        let uses: [String: Int]
        /// Those it uses as code (`codeWords(among:in:structure:)`).
        let code: Set<String>
    }

    /// How the document of `bytes` read with `structure` uses `keys` (lowercase).
    /// One pass over the document for both: how often it writes each word, and which it uses as code.
    static func documentWords(_ keys: Set<String>, in bytes: UnsafeBufferPointer<UInt8>, structure: DocumentStructure) -> DocumentWords {
        let words = LowercaseWordTable(Array(keys))
        var uses = Array(repeating: 0, count: words.words.count)
        var search = CodeWordSearch(keys)
        search.noteCodeRanges(of: structure, in: bytes)
        forEachLetterRun(in: bytes) { run, inIdentifier in
            let word = UnsafeBufferPointer(rebasing: bytes[run])
            if let k = words.index(of: word) { uses[k] += 1 }
            if inIdentifier { search.note(word) }
        }
        var counts: [String: Int] = [:]
        for (word, count) in zip(words.words, uses) where count > 0 { counts[word] = count }
        return DocumentWords(keys: keys, uses: counts, code: search.found)
    }

    /// `documentWords(_:in:structure:)` read from a document's `counts` (`DocumentWordIndex`).
    static func documentWords(_ keys: Set<String>, counts: WordCounts) -> DocumentWords {
        var uses: [String: Int] = [:]
        uses.reserveCapacity(keys.count)
        for key in keys {
            let count = counts.uses(of: key)
            if count > 0 { uses[key] = count }
        }
        let code = keys.filter { key in codeForms(of: key).contains(where: counts.isCode) }
        return DocumentWords(keys: keys, uses: uses, code: code)
    }

    /// `findings` less the unknown words used more than once: the
    /// document's own terms (a word is settled as unknown only once its
    /// corrections are ranked, so this runs again after they are).
    /// `documentCounts`, when given, are those of `bytes` (`DocumentWordIndex`).
    static func withoutTerms(_ findings: [Finding], in bytes: UnsafeBufferPointer<UInt8>, documentCounts: WordCounts? = nil) -> [Finding] {
        let unknown = Set(findings.lazy.filter { $0.ruleID == UnknownWordRule.id }.map { key(of: $0, in: bytes) })
        guard !unknown.isEmpty else { return findings }
        var counts: [String: Int] = [:]
        counts.reserveCapacity(findings.count)
        for finding in findings where spellingRules.contains(finding.ruleID) { counts[key(of: finding, in: bytes), default: 0] += 1 }
        let uses =
            documentCounts.map { documentCounts in unknown.map { ($0, documentCounts.uses(of: $0)) } }
            ?? Array(uses(of: unknown, in: bytes))
        for (word, uses) in uses { counts[word] = max(counts[word] ?? 0, uses) }
        return findings.filter { $0.ruleID != UnknownWordRule.id || counts[key(of: $0, in: bytes), default: 0] < 2 }
    }

    /// How often the document writes each of `words` (lowercase), in prose
    /// or not (a heading, a link, code): each run of letters counted once.
    static func uses(of words: Set<String>, in bytes: UnsafeBufferPointer<UInt8>) -> [String: Int] {
        let table = LowercaseWordTable(Array(words))
        var uses = Array(repeating: 0, count: table.words.count)
        forEachLetterRun(in: bytes) { run, _ in
            if let k = table.index(of: UnsafeBufferPointer(rebasing: bytes[run])) { uses[k] += 1 }
        }
        var counts: [String: Int] = [:]
        for (word, count) in zip(table.words, uses) where count > 0 { counts[word] = count }
        return counts
    }

    /// The comparison key of the word a finding covers.
    static func key(of finding: Finding, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let range = finding.range.clamped(to: 0..<bytes.count)
        if finding.readWord == nil, let key = asciiKey(UnsafeBufferPointer(rebasing: bytes[range])) { return key }
        // A word written with markup inside (`the *n*th`) as it reads.
        var word = (finding.readWord ?? String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)).lowercased()
        for suffix in ["'s", "’s"] where word.hasSuffix(suffix) && word.count > suffix.count + 1 {
            word.removeLast(suffix.count)
        }
        return word
    }

    /// `key(of:in:)` of an ASCII word, read byte by byte (it runs for every
    /// misspelling of a document on each edit); nil for any other word.
    private static func asciiKey(_ word: UnsafeBufferPointer<UInt8>) -> String? {
        guard word.allSatisfy({ $0 < 0x80 }) else { return nil }
        let possessive = word.count > 3 && word[word.count - 2] == 0x27 && ASCIICase.lower(word[word.count - 1]) == 0x73
        let count = possessive ? word.count - 2 : word.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            for i in 0..<count { buffer[i] = ASCIICase.lower(word[i]) }
            return count
        }
    }

    /// Which of `candidates` (lowercase) the document uses as code, alone or
    /// as the singular of a plural candidate: the runs of letters of its
    /// code ranges, and of the identifiers in its text (letters joined by
    /// `_`, `.` or `/` to more letters or digits, or followed by `(`). One
    /// pass over the document.
    static func codeWords(among candidates: Set<String>, in bytes: UnsafeBufferPointer<UInt8>, structure: DocumentStructure)
        -> Set<String>
    {
        var search = CodeWordSearch(candidates)
        search.noteCodeRanges(of: structure, in: bytes)
        forEachLetterRun(in: bytes) { run, inIdentifier in
            if inIdentifier { search.note(UnsafeBufferPointer(rebasing: bytes[run])) }
        }
        return search.found
    }

    /// Calls `body` with each run of letters of `bytes`, in order, and
    /// whether it is part of an identifier written in prose: a run of
    /// letters, digits, `_` and joiners (`.` or `/` before a letter or
    /// digit) that holds a digit, an inner `_` or a joiner, or is followed
    /// by `(`. A `_` at the edge of a run is emphasis (`_word_`,
    /// `__strong__`), which is prose: it makes no identifier.
    static func forEachLetterRun(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>, _ inIdentifier: Bool) -> Void) {
        var i = 0
        while i < bytes.count {
            guard isLetter(bytes[i]) || isDigit(bytes[i]) || bytes[i] == 0x5F else {
                i += 1
                continue
            }
            let start = i
            var isIdentifier = false
            // A `_` after a letter or digit, waiting for one after it to be inner.
            var openUnderscore = false
            var sawLetterOrDigit = false
            while i < bytes.count {
                let c = bytes[i]
                if isLetter(c) || isDigit(c) || c == 0x5F {
                    if c == 0x5F {
                        openUnderscore = openUnderscore || sawLetterOrDigit
                    } else {
                        if isDigit(c) || openUnderscore { isIdentifier = true }
                        sawLetterOrDigit = true
                    }
                    i += 1
                } else if (c == 0x2E || c == 0x2F) && i + 1 < bytes.count && (isLetter(bytes[i + 1]) || isDigit(bytes[i + 1])) {
                    isIdentifier = true
                    i += 1
                } else {
                    break
                }
            }
            if i < bytes.count && bytes[i] == 0x28 { isIdentifier = true }
            var runStart: Int?
            for k in start...i {
                if k < i && isLetter(bytes[k]) {
                    if runStart == nil { runStart = k }
                } else if let s = runStart {
                    body(s..<k, isIdentifier)
                    runStart = nil
                }
            }
        }
    }

    /// Calls `body` with each run of letters of code `bytes` (any other byte ends a run).
    static func forEachLetterRun(inCode bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var start: Int?
        for i in 0..<bytes.count {
            if isLetter(bytes[i]) {
                if start == nil { start = i }
            } else if let s = start {
                body(UnsafeBufferPointer(rebasing: bytes[s..<i]))
                start = nil
            }
        }
        if let s = start { body(UnsafeBufferPointer(rebasing: bytes[s...])) }
    }

    /// The words whose use as code makes `candidate` (lowercase) known: itself
    /// and, for a plural, its singular (`dicts` after `dict`).
    static func codeForms(of candidate: String) -> [String] {
        guard candidate.utf8.count > 4, candidate.hasSuffix("s"), !candidate.hasSuffix("ss") else { return [candidate] }
        let stem = String(candidate.dropLast())
        // `-es` only after a hissing sound: `boxes` after `box`, but not `failes` after `fail`.
        guard stem.hasSuffix("e"), ["s", "x", "z", "ch", "sh"].contains(where: stem.dropLast().hasSuffix) else {
            return [candidate, stem]
        }
        return [candidate, stem, String(stem.dropLast())]
    }

    /// Which candidates (lowercase) a document uses as code, alone or as the
    /// singular of a plural candidate, noted as its runs of letters are read.
    private struct CodeWordSearch {
        /// Each word sought, with the candidates it stands for (itself, and plurals of it).
        let sought: [String: [String]]
        let table: LowercaseWordTable
        var seen: [Bool]

        init(_ candidates: Set<String>) {
            // A plural in prose of a word used as code (`dicts` after `dict`) is known too.
            var sought: [String: [String]] = [:]
            for candidate in candidates {
                for form in SpellingReview.codeForms(of: candidate) { sought[form, default: []].append(candidate) }
            }
            self.sought = sought
            table = LowercaseWordTable(Array(sought.keys))
            seen = Array(repeating: false, count: table.words.count)
        }

        /// Notes a run of letters the document uses as code.
        mutating func note(_ run: UnsafeBufferPointer<UInt8>) {
            if let k = table.index(of: run) { seen[k] = true }
        }

        /// Notes the runs of letters of the code ranges of `structure` (`codeKinds`).
        mutating func noteCodeRanges(of structure: DocumentStructure, in bytes: UnsafeBufferPointer<UInt8>) {
            for ignored in structure.ignored where codeKinds.contains(ignored.kind) {
                SpellingReview.forEachLetterRun(inCode: UnsafeBufferPointer(rebasing: bytes[ignored.range.clamped(to: 0..<bytes.count)])) {
                    note($0)
                }
            }
        }

        /// The candidates found.
        var found: Set<String> {
            var found = Set<String>()
            for (word, isSeen) in zip(table.words, seen) where isSeen { found.formUnion(sought[word]!) }
            return found
        }
    }

    /// How often `bytes` writes each of `pairs` (`"note that"`: two lowercase
    /// words and a space): runs of letters one after the other, with only a
    /// gap between them (`isPairGap`). One pass over the document.
    static func pairUses(of pairs: Set<String>, in bytes: UnsafeBufferPointer<UInt8>) -> [String: Int] {
        var halves: [String] = []
        var ofPair: [(Int, Int)] = []
        var index: [String: Int] = [:]
        for pair in pairs {
            let parts = pair.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            let ids = parts.map { part in
                if let k = index[part] { return k }
                index[part] = halves.count
                halves.append(part)
                return halves.count - 1
            }
            ofPair.append((ids[0], ids[1]))
        }
        let table = LowercaseWordTable(halves)
        var wanted: [Int: Int] = [:]
        for (k, ids) in ofPair.enumerated() { wanted[ids.0 * halves.count + ids.1] = k }
        var counts = Array(repeating: 0, count: ofPair.count)
        var previous: (word: Int?, end: Int) = (nil, -1)
        var i = 0
        while i < bytes.count {
            guard isLetter(bytes[i]) else {
                i += 1
                continue
            }
            let start = i
            while i < bytes.count, isLetter(bytes[i]) { i += 1 }
            let word = table.index(of: UnsafeBufferPointer(rebasing: bytes[start..<i]))
            if let word, let first = previous.word, isPairGap(bytes, previous.end..<start),
                let k = wanted[first * halves.count + word]
            {
                counts[k] += 1
            }
            previous = (word, i)
        }
        var result: [String: Int] = [:]
        for (k, ids) in ofPair.enumerated() where counts[k] > 0 { result[halves[ids.0] + " " + halves[ids.1]] = counts[k] }
        return result
    }

    /// Whether `range` of `bytes` holds blanks and at most one line break, and nothing else.
    static func isPairGap(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        var breaks = 0
        for k in range {
            guard isGapByte(bytes[k]) else { return false }
            if bytes[k] == 0x0A { breaks += 1 }
        }
        return breaks <= 1
    }

    /// A space, a tab or a line break.
    @inline(__always) static func isGapByte(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }

    @inline(__always) static func isLetter(_ c: UInt8) -> Bool { c | 0x20 >= 0x61 && c | 0x20 <= 0x7A || c >= 0x80 }
    @inline(__always) private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
}
