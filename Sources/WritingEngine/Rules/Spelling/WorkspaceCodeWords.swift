/// The words a set of documents checked together (a folder, a repository)
/// uses as code, which every one of them knows in its prose: a word written
/// as code in one file (`` `repr` ``, `def f(arg)`) is not a misspelling in
/// the prose of another, nor is its plural (`dicts` after `` `dict` ``).
///
/// A flagged word that another document writes too (in prose or not) is
/// the workspace's word as much as a slip: it keeps its finding, but no
/// fix of it is applied without asking, unless it is a rare variant of the
/// word its fix writes (`isRareVariant`): a writer who writes `issue` forty
/// times and `isue` in three files slipped three times.
///
/// So is a misspelling its own document writes more than once
/// (`Finding.isRepeatedSlip`), and one as near to an identifier a document
/// uses as code as to a word (`tempir` beside `` `tmpdir` ``,
/// `NearCodeSearch`): it keeps its finding, never fixed without asking.
///
/// A misspelling whose correction is only a little ahead of its rivals
/// (`NearTie`) becomes safe when the documents write the correction next to
/// the misspelling's neighbours and no rival there (`in orter to`: the
/// workspace writes `in order` and `order to`, and no `in porter` nor
/// `outer to`).
///
/// Built in two passes: each document's findings first, then
/// `note(_:structure:among:)` over every document with the words and word
/// pairs those findings ask about, then `reviewed(_:in:)` for each document.
public struct WorkspaceCodeWords: Sendable {
    private var words: Set<String> = []
    /// Flagged words as near to an identifier some document uses as code as to a word (`NearCodeSearch`).
    private var nearCode: Set<String> = []
    /// The search for them, made for the candidates of the last `note`.
    private var nearCodeSearch: NearCodeSearch?
    /// How many documents write each noted candidate.
    private var documentsWriting: [String: Int] = [:]
    /// How often the documents write each noted candidate (a word or a pair of words), in all.
    private var uses: [String: Int] = [:]

    public init() {}

    /// What `note` and `reviewed` compare for `findings` of `text`: the
    /// words spelling findings flag, the words their safe fixes would write,
    /// and, for a near tie, its correction and the word pairs that settle it
    /// (`NearTie.pairs`, two words and a space).
    public static func flaggedWords(_ findings: [Finding], in text: String) -> Set<String> {
        var text = text
        return text.withUTF8 { bytes in
            var words = Set<String>()
            for finding in findings where SpellingReview.spellingRules.contains(finding.ruleID) {
                words.insert(SpellingReview.key(of: finding, in: bytes))
                if finding.mayBeFixSafe, let correction = correctionKey(of: finding) { words.insert(correction) }
                if !finding.isFixSafe, let tie = finding.nearTie {
                    let (before, after) = NearTie.neighbours(of: finding.range, in: bytes)
                    words.formUnion(tie.pairs(before: before, after: after))
                }
            }
            return words
        }
    }

    /// Notes which of `candidates` (from `flaggedWords`) `text`, read with
    /// `structure`, uses as code, and how often it writes each.
    public mutating func note(_ text: String, structure: DocumentStructure, among candidates: Set<String>) {
        let spelling = SpellChecker.shared(for: .americanEnglish)
        guard !candidates.isEmpty else { return }
        let pairs = candidates.filter { $0.contains(" ") }
        let single = pairs.isEmpty ? candidates : candidates.subtracting(pairs)
        if nearCodeSearch?.candidates != single { nearCodeSearch = NearCodeSearch(single) }
        let search = nearCodeSearch!
        var text = text
        // Two passes read the code, two the prose: each pair runs on a core of its own.
        let ((code, near), (singleUses, pairUses)) = text.withUTF8 { bytes in
            concurrently(
                {
                    (
                        SpellingReview.codeWords(among: single, in: bytes, structure: structure),
                        search.found(in: bytes, structure: structure, spelling: spelling)
                    )
                },
                {
                    (
                        SpellingReview.uses(of: single, in: bytes),
                        pairs.isEmpty ? [:] : SpellingReview.pairUses(of: pairs, in: bytes)
                    )
                })
        }
        words.formUnion(code)
        nearCode.formUnion(near)
        for (word, count) in singleUses {
            documentsWriting[word, default: 0] += 1
            uses[word, default: 0] += count
        }
        for (pair, count) in pairUses { uses[pair, default: 0] += count }
    }

    /// `findings` of `text` (one of the documents noted) less the spelling
    /// findings of words the workspace uses as code, with the near ties its
    /// words settle made safe, and with fix-all safety withdrawn from those
    /// of words another document writes too, unless they are rare variants
    /// of their fix's word.
    public func reviewed(_ findings: [Finding], in text: String) -> [Finding] {
        let settles = findings.contains { !$0.isFixSafe && ($0.nearTie != nil || $0.isRepeatedSlip) }
        guard settles || !words.isEmpty || !nearCode.isEmpty || documentsWriting.values.contains(where: { $0 > 1 }) else {
            return findings
        }
        var text = text
        var result: [Finding] = []
        result.reserveCapacity(findings.count)  // a document can have a million findings: no growing by doubling
        text.withUTF8 { bytes in
            for finding in findings {
                guard SpellingReview.spellingRules.contains(finding.ruleID) else {
                    result.append(finding)
                    continue
                }
                let key = SpellingReview.key(of: finding, in: bytes)
                if words.contains(key) { continue }
                var reviewed = finding
                if !finding.isFixSafe, let tie = finding.nearTie {
                    let (before, after) = NearTie.neighbours(of: finding.range, in: bytes)
                    reviewed.isFixSafe = tie.isSettled(before: before, after: after) { uses[$0, default: 0] }
                } else if finding.isRepeatedSlip {
                    reviewed.isFixSafe = true
                }
                let repeated = finding.isRepeatedSlip || documentsWriting[key, default: 0] > 1
                if repeated && !isRareVariant(key, of: Self.correctionKey(of: finding)) || nearCode.contains(key) {
                    reviewed.isFixSafe = false
                }
                result.append(reviewed)
            }
        }
        return result
    }

    /// Whether the workspace writes `correction` often, and `word` rarely
    /// beside it: at least `commonUses` times, and `rarity` times as often
    /// as `word`. A term is written consistently; a slip is the odd
    /// spelling of a word written right everywhere else.
    private func isRareVariant(_ word: String, of correction: String?) -> Bool {
        guard let correction, let written = uses[correction] else { return false }
        return written >= Self.commonUses && written >= Self.rarity * uses[word, default: 0]
    }

    /// How often the workspace must write a correction for its misspelling to be a rare variant of it.
    static let commonUses = 10

    /// How many times as often as the misspelling.
    static let rarity = 5

    /// The comparison key of the word a safe finding's fix writes, if one word.
    private static func correctionKey(of finding: Finding) -> String? {
        guard let first = finding.suggestions.first, !first.contains(" ") else { return nil }
        return first.lowercased()
    }
}
