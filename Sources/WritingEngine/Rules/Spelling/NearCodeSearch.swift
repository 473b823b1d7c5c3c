/// Finds which flagged words are as near to an identifier a document uses as
/// code as to a word: one letter added, dropped or changed, or one dropped
/// and another added, turns the word into a run of letters of its code that
/// is no word of the general dictionary (SCOWL 70; a term of the software
/// lists counts: `tempir` beside `` `tmpdir` ``). A writer who misspells near
/// an identifier of the project may mean the identifier: no fix of such a
/// word is certain (`WorkspaceCodeWords`).
///
/// Made once for a set of candidates and used on every document: each run of
/// letters of a document's code, and each run less one letter, is looked up
/// in a table of the candidates and the candidates less one letter, without
/// making strings.
struct NearCodeSearch {
    /// The candidates it was made for.
    let candidates: Set<String>
    /// Each candidate, and each candidate less one letter, with the candidates it comes from.
    private let byVariant: [String: [String]]
    private let table: LowercaseWordTable
    /// The lengths of runs that may be near a candidate.
    private let lengths: Range<Int>

    /// A search for `candidates` (lowercase); words under five letters are
    /// left out, and so are words too long to get suggestions
    /// (`Suggester.longestSuggestible`), whose variants would cost the
    /// square of their length.
    init(_ candidates: Set<String>) {
        self.candidates = candidates
        var byVariant: [String: [String]] = [:]
        var shortest = Int.max
        var longest = 0
        let searched = 5...Suggester.longestSuggestible
        for candidate in candidates where searched.contains(candidate.utf8.count) && !candidate.contains(" ") {
            shortest = min(shortest, candidate.utf8.count - 1)
            longest = max(longest, candidate.utf8.count + 1)
            for variant in Self.oneDeletion(of: candidate) + [candidate] { byVariant[variant, default: []].append(candidate) }
        }
        self.byVariant = byVariant
        table = LowercaseWordTable(Array(byVariant.keys))
        lengths = shortest <= longest ? shortest..<(longest + 1) : 0..<0
    }

    /// The candidates near a run of letters of the code of the document of
    /// `bytes` read with `structure` (`SpellingReview.codeKinds`).
    func found(in bytes: UnsafeBufferPointer<UInt8>, structure: DocumentStructure, spelling: SpellChecker) -> Set<String> {
        guard !byVariant.isEmpty else { return [] }
        var found = Set<String>()
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, lengths.upperBound)) { shortened in
            for ignored in structure.ignored where SpellingReview.codeKinds.contains(ignored.kind) {
                let code = UnsafeBufferPointer(rebasing: bytes[ignored.range.clamped(to: 0..<bytes.count)])
                SpellingReview.forEachLetterRun(inCode: code) { run in
                    guard lengths.contains(run.count) else { return }
                    var hits = table.index(of: run).map { [$0] } ?? []
                    for k in 0..<run.count {
                        var n = 0
                        for i in 0..<run.count where i != k {
                            shortened[n] = run[i]
                            n += 1
                        }
                        if let hit = table.index(of: UnsafeBufferPointer(rebasing: shortened[0..<n])) { hits.append(hit) }
                    }
                    guard !hits.isEmpty else { return }
                    let word = String(decoding: run, as: UTF8.self).lowercased()
                    let near = hits.flatMap { byVariant[table.words[$0]] ?? [] }.filter { $0 != word }
                    guard !near.isEmpty, (spelling.frequencyLevel(word) ?? .max) > 70 else { return }
                    found.formUnion(near)
                }
            }
        }
        return found
    }

    /// `word` with each one of its letters dropped.
    private static func oneDeletion(of word: String) -> [String] {
        let letters = Array(word)
        return letters.indices.map { k in String(letters[..<k] + letters[(k + 1)...]) }
    }
}
