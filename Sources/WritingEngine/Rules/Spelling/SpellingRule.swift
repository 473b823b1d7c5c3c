import Foundation

/// Flags words that are not in the dictionary, with ranked suggestions.
///
/// Words in `context.knownWords` (user and workspace dictionaries, the
/// identifiers of a code file) are correct whatever their case. Not checked:
/// words in a script other than Latin (the dictionary is English), `@mentions`
/// and HTML entity names (`&lt;`). A word written with character references
/// (`caf&eacute;`) is checked decoded (`café`), over its whole source range,
/// without suggestions. The first
/// suggestion is marked safe for fix-all only when it is clearly the intended
/// word and the flagged word is not a capitalised word inside a sentence.
/// A capitalised word is not flagged at all when it reads as a name rather
/// than a slip (`isLikelyName`), nor a part of a phrase
/// borrowed whole from Latin or French (`per se`, `BorrowedPhrases`).
public struct SpellingRule: Rule {
    public init() {}
    public var id: String { "spelling" }
    public var summary: String {
        "Words that are not in the dictionary, with ranked suggestions; a capitalized unknown word is read as a name unless it is a slip of a known one (at the start of a sentence, of a lowercase one too)."
    }
    public var category: RuleCategory { .spelling }
    public func runs(on language: LanguageTag) -> Bool { true }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        guard context.language.isEnglish else { return checkWithDictionary(context, into: &findings) }
        let paragraph = context.paragraph
        let entityWords = paragraph.tokens.contains { $0.kind == .masked } ? EntityWord.find(in: paragraph) : []
        var inEntityWord = Set<Int>()
        for word in entityWords {
            inEntityWord.formUnion(word.tokens)
            let plain = word.decoded.folding(options: .diacriticInsensitive, locale: nil)
            let correct =
                context.spelling.isCorrect(word.decoded) || context.spelling.isCorrect(plain) || isKnown(word.decoded, context.knownWords)
            if !correct { findings.append(context.finding(self, word.range, Self.message(word.decoded, []))) }
        }
        let misspelled: [Int] = paragraph.bytes.withUnsafeBufferPointer { bytes in
            paragraph.tokens.indices.filter { index in
                let token = paragraph.tokens[index]
                guard token.kind == .word, !inEntityWord.contains(index), !isMentionOrEntity(index, paragraph) else { return false }
                let word = UnsafeBufferPointer(rebasing: bytes[token.range])
                return isLatin(word) && !context.spelling.isCorrect(utf8: word)
            }
        }
        var titleCase: TitleCaseTokens?
        for index in misspelled {
            let token = paragraph.tokens[index]
            let word = paragraph.string(token)
            if isKnown(word, context.knownWords) || BorrowedPhrases.contains(index, in: paragraph)
                || context.spelling.isOtherDialectSpelling(word) || isDroppedG(token.range, in: paragraph, spelling: context.spelling)
            {
                continue
            }
            if isLikelyName(index, in: paragraph, spelling: context.spelling, titleCase: &titleCase) {
                if !isPartOfFullName(index, in: paragraph, spelling: context.spelling),
                    let slip = capitalizedSlip(word, spelling: context.spelling)
                {
                    var finding = context.finding(self, token.range, Self.message(word, slip.suggestions), suggestions: slip.suggestions)
                    finding.isCapitalizedSlip = true
                    findings.append(finding)
                }
                continue
            }
            // Ranking corrections is the dear part of a check: the proofreader
            // does it once per distinct word, after the rules (`complete`).
            let mayBeSafe =
                (!isCapitalized(word) || mayFixCapitalized(index, in: paragraph, spelling: context.spelling, titleCase: &titleCase))
                && !Self.hasOtherDialectPart(word, spelling: context.spelling) && !CodeLikeWord.isCodeLike(token.range, in: paragraph.bytes)
            var finding = context.finding(self, token.range, Self.message(word, []), fix: mayBeSafe ? .clearCorrection : nil)
            finding.awaitsCorrections = true
            // The tagger reads a capitalised unknown word as a name, whatever its slot.
            if !isCapitalized(word) { finding.spellingSlot = SpellingSlot(token: index, in: context.view.analysis) }
            findings.append(finding)
        }
    }

    /// Settles a finding of this rule that awaits corrections, with the
    /// corrections of its `word`, near ties broken by where the word stands
    /// (`SpellingSlot`): the suggestions, the message, and fix-all safety
    /// (only if the rule found the word's position safe).
    ///
    /// A word close to no dictionary word is settled as an unknown word
    /// (`UnknownWordRule`): no suggestions, never safe. A safe fix must also
    /// keep the word one word: splitting (`monkeypatch` → `monkey patch`) or
    /// joining words is a guess at a term, never certain; it must keep the
    /// word's parts (`SpellingCertainty`: its negation, the other parts of a
    /// compound, its dialect, no name made of a plain word, no handle); and
    /// the word must not read as a regular form of a known word (`isRegularDerivation`) nor
    /// be an identifier of the software word lists (`IdentifierNearMisses`),
    /// no other suggestion may be a nearer slip (`hasNearerRunnerUp`),
    /// and the slot must not rule the correction out (`SpellingSlot.rulesOut`).
    /// A correction only a little ahead of its rivals (`NearTie`) is safe
    /// when the slot settles it, and otherwise keeps the tie for the
    /// workspace to settle; a word its document repeats keeps what it
    /// would be for the workspace to judge (`Finding.isRepeatedSlip`). The
    /// reason a safe fix gets says which of the two made it certain.
    static func complete(_ finding: inout Finding, word: String, with corrections: SpellingCorrections, spelling: SpellChecker) {
        finding.awaitsCorrections = false
        finding.nearTie = nil
        guard corrections.isClose else {
            finding.ruleID = UnknownWordRule.id
            finding.suggestions = []
            finding.message = UnknownWordRule.message(word)
            finding.isFixSafe = false
            finding.fixReason = nil
            return
        }
        let corrections = finding.spellingSlot.map { $0.rerank(corrections) } ?? corrections
        // A word written with `’` gets its corrections with `’` (`your’re` → `you’re`).
        finding.suggestions =
            word.contains("’") ? corrections.suggestions.map { $0.replacingOccurrences(of: "'", with: "’") } : corrections.suggestions
        finding.message = message(word, finding.suggestions)
        let first = corrections.suggestions.first
        let mayBeSafe =
            (finding.isFixSafe || finding.isRepeatedSlip)
            && first.map { keepsWordBoundaries(word, $0) && SpellingCertainty.keepsParts(of: word, in: $0, spelling: spelling) } ?? false
            && !isRegularDerivation(word, spelling: spelling) && !IdentifierNearMisses.contains(word)
            && !hasNearerRunnerUp(word, corrections.suggestions)
            && !(first.map { finding.spellingSlot?.rulesOut($0) ?? false } ?? false)
        var safe = mayBeSafe && corrections.isConfident
        finding.fixReason = safe ? .clearCorrection : nil
        if mayBeSafe, !safe, var tie = NearTie(corrections) {
            tie.slotAgrees = finding.spellingSlot?.agrees(with: tie) ?? false
            if tie.isSettledBySlot { safe = true } else { finding.nearTie = tie }
            finding.fixReason = .correctionSettledByContext
        }
        finding.isRepeatedSlip = finding.isRepeatedSlip && (safe || finding.nearTie != nil)
        finding.isFixSafe = safe && !finding.isRepeatedSlip
    }

    /// Whether `word` is a compound with a part spelled as another dialect
    /// spells it (`behaviour-driven`): a convention, never fixed without asking.
    static func hasOtherDialectPart(_ word: String, spelling: SpellChecker) -> Bool {
        guard word.contains("-") else { return false }
        return word.split(separator: "-").contains { spelling.isOtherDialectSpelling(String($0)) }
    }

    /// Whether `word` is a known word with a regular ending or prefix the
    /// dictionary may lack (`attaches`: `attach` + `es`; `undecodable`: `un`
    /// + `decodable`; `fontification`: `font` + `ification`): then the word
    /// is likely right, a coinage of its writer, and no fix is certain.
    ///
    /// Not a form English spells otherwise: a short stem that doubles its
    /// last letter (`seting`, `stoped` are slips of `setting`, `stopped`),
    /// `re` before a word that is no verb (`resons`), an ending on a rare
    /// word (`finially`, `compleated`: `finial`, `compleat` are not the
    /// words meant), a `y` kept before an ending (`pityful`).
    static func isRegularDerivation(_ word: String, spelling: SpellChecker) -> Bool {
        let lowered = word.lowercased()
        for prefix in ["un", "re", "non", "pre", "dis", "mis", "de", "sub", "over", "under", "auto"] where lowered.hasPrefix(prefix) {
            let rest = String(lowered.dropFirst(prefix.count))
            // `re` makes verbs of verbs (`rebuilds`), not of nouns (`resons`).
            if prefix == "re", Lexicon.shared.forms(of: rest).isEmpty { continue }
            if rest.utf8.count >= 4 && spelling.isCorrect(rest) { return true }
        }
        for ending in ["es", "ed", "ing", "ly"] where lowered.hasSuffix(ending) {
            let stem = String(lowered.dropLast(ending.count))
            // `-es` follows a hissing sound (`attaches`, `boxes`); after another letter it is a slip (`failes`).
            if ending == "es" && !["s", "x", "z", "ch", "sh"].contains(where: stem.hasSuffix) { continue }
            if ending == "ed" || ending == "ing", doublesItsLastLetter(stem) { continue }
            if stem.utf8.count >= 3 && spelling.isCorrect(stem) && (spelling.frequencyLevel(stem) ?? .max) <= derivedWordLevel {
                return true
            }
        }
        // A word of four letters or more with an ending that makes words of words (`fontify`, `gitless`, `pipeable`);
        // a silent `e` kept before a vowel is a slip (`relocateable`, `compareable`), but after `c` or `g` (`changeable`).
        // A `y` after a consonant becomes `i` before one (`pityful`, `happyness` are slips).
        for ending in wordMakingEndings where lowered.hasSuffix(ending) {
            let stem = String(lowered.dropLast(ending.count))
            if "aeiou".contains(ending.first!), stem.hasSuffix("e"), !stem.hasSuffix("ce"), !stem.hasSuffix("ge") { continue }
            if stem.hasSuffix("y"), let before = stem.utf8.dropLast().last, !"aeiou".utf8.contains(before) { continue }
            if stem.utf8.count >= 4 && spelling.isCorrect(stem) { return true }
        }
        return false
    }

    /// The highest SCOWL level of a word whose regular forms the dictionary
    /// may lack: rarer words (`finial`, `compleat`) are seldom the word meant.
    static let derivedWordLevel = 50

    /// Whether `stem` is one syllable ending in one vowel and one consonant
    /// (`set`, `stop`, `run`), which doubles that consonant before `-ed` and
    /// `-ing` (`w`, `x` and `y` never double).
    static func doublesItsLastLetter(_ stem: String) -> Bool {
        let letters = Array(stem.utf8)
        let vowels = Set("aeiou".utf8)
        guard letters.count >= 3, let last = letters.last, !vowels.contains(last), !Set("wxy".utf8).contains(last),
            vowels.contains(letters[letters.count - 2]), !vowels.contains(letters[letters.count - 3])
        else { return false }
        return letters.dropLast(2).allSatisfy { !vowels.contains($0) }
    }

    /// Endings that make a new word of any word.
    private static let wordMakingEndings = [
        "ification", "ifications", "ization", "izations", "isation", "ifying", "ified", "ifies", "ify", "izing", "ized", "izes",
        "ize", "ness", "less", "able", "ably", "ful",
    ]

    /// Whether a suggestion after the first is `word` with two neighbouring
    /// letters swapped, the commonest slip of typing, while the first is
    /// further: the first leads on how common it is, not on how near
    /// (`bulitin`: `bulletin` first, `builtin` one swap away), so which
    /// slip was made is in doubt.
    static func hasNearerRunnerUp(_ word: String, _ suggestions: [String]) -> Bool {
        guard let first = suggestions.first, suggestions.count > 1 else { return false }
        var word = word
        return word.withUTF8 { typed in
            !Suggester.isSwap(typed, first) && suggestions.dropFirst().contains { Suggester.isSwap(typed, $0) }
        }
    }

    /// Whether `replacement` has as many words, and as many hyphens, as `word`.
    static func keepsWordBoundaries(_ word: String, _ replacement: String) -> Bool {
        func separators(_ text: String) -> Int { text.utf8.count { $0 == 0x20 || $0 == 0x2D } }
        return separators(word) == separators(replacement)
    }

    /// Whether the capitalised word at `index` may get a safe fix: it starts
    /// a sentence of running text, not a line set in title case (`* Kanguros`,
    /// a list of people) nor a full name (`Jouke Witteveen`), where a word
    /// unknown to the dictionary is a name more often than a slip.
    private func mayFixCapitalized(_ index: Int, in paragraph: Paragraph, spelling: SpellChecker, titleCase: inout TitleCaseTokens?)
        -> Bool
    {
        guard startsSentence(index, in: paragraph) else { return false }
        if titleCase == nil { titleCase = TitleCaseTokens(paragraph) }
        return !titleCase![index] && !isPartOfFullName(index, in: paragraph, spelling: spelling)
    }

    /// Whether `a` becomes `b` with at most `limit` letters added, dropped,
    /// changed or swapped with a neighbour (weights aside: a name is often
    /// one cheap sound-alike edit from a word, `Khafre` → `care`).
    static func plainEdits(_ a: String, _ b: String, atMost limit: Int) -> Bool {
        abs(a.utf8.count - b.utf8.count) <= limit && SpellingCertainty.editDistance(a, b) <= limit
    }

    /// Whether the word at `index` stands next to another capitalised word
    /// that is no everyday word (`Jimmy Buffett`, `Dr. Zorbla`): part of a full name.
    private func isPartOfFullName(_ index: Int, in paragraph: Paragraph, spelling: SpellChecker) -> Bool {
        func isNamePart(_ i: Int) -> Bool {
            guard i >= 0, i < paragraph.tokens.count else { return false }
            let token = paragraph.tokens[i]
            guard token.kind == .word, ASCIICase.isUpper(paragraph.bytes[token.range.lowerBound]) else { return false }
            let lowered = paragraph.string(token).lowercased()
            return Self.titles.contains(lowered) || (spelling.frequencyLevel(lowered) ?? .max) > 20
        }
        var before = index - 1
        while before >= 0, paragraph.tokens[before].kind == .space || paragraph.string(paragraph.tokens[before]) == "." {
            before -= 1
        }
        var after = index + 1
        while after < paragraph.tokens.count, paragraph.tokens[after].kind == .space { after += 1 }
        return isNamePart(before) || isNamePart(after)
    }

    /// The correction of a capitalised word read as a name that is rather a
    /// slip: of a common lowercase word (`Dockuments`, `Occasionlly`), or of
    /// a name the dictionary lists capitalised (`isSlipOfKnownName`). Its best
    /// correction is within a slip's reach and one word. Nil for a name. Not
    /// safe for fix-all: the document may use it as a name, which
    /// `SpellingReview` checks.
    private func capitalizedSlip(_ word: String, spelling: SpellChecker) -> SpellingCorrections? {
        guard word.utf8.count >= 4 else { return nil }
        let corrections = spelling.corrections(for: word)
        guard corrections.isWithinReach, let first = corrections.suggestions.first, !first.contains(" "),
            first.utf8.dropFirst().allSatisfy({ !ASCIICase.isUpper($0) })
        else { return nil }
        let lowered = word.lowercased()
        let isSlipOfCommonWord =
            word.utf8.count >= 5 && Self.plainEdits(lowered, first.lowercased(), atMost: word.utf8.count >= 8 ? 2 : 1)
            && (spelling.frequencyLevel(first.lowercased()) ?? .max) <= 50 && spelling.isCorrect(first.lowercased())
        return isSlipOfCommonWord || isSlipOfKnownName(lowered, first, spelling: spelling) ? corrections : nil
    }

    /// Whether `lowered`, a capitalised word lowered, is a slip of `name`, a
    /// word the dictionary lists capitalised: a word of eight letters or more
    /// within a slip's reach of a name of SCOWL 50 or below
    /// (`Chautaqua` → `Chautauqua`), a shorter one a letter from one of
    /// SCOWL 40 or below: months, days, peoples, countries
    /// (`Jaly` → `July`, `Iresh` → `Irish`). Long names are rarely that near
    /// another; short ones are, so only the commonest names count for them.
    private func isSlipOfKnownName(_ lowered: String, _ name: String, spelling: SpellChecker) -> Bool {
        guard name.utf8.first.map(ASCIICase.isUpper) ?? false else { return false }
        var name = name
        let level = name.withUTF8 { spelling.entry($0).map(spelling.words.level(at:)) }
        guard let level else { return false }
        return lowered.utf8.count >= 8 ? level <= 50 : level <= 40 && Self.plainEdits(lowered, name.lowercased(), atMost: 1)
    }

    /// Whether every letter is ASCII or from the Latin-1 and Latin Extended blocks (U+00C0–U+024F).
    private func isLatin(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < word.count {
            let c = word[i]
            if c >= 0x80 {
                // Lead bytes C3–C9 start U+00C0–U+027F; curly apostrophes (E2 80 99) are punctuation inside a word.
                let isApostrophe = c == 0xE2 && i + 2 < word.count && word[i + 1] == 0x80 && word[i + 2] == 0x99
                guard c >= 0xC3 && c <= 0xC9 || isApostrophe else { return false }
                i += isApostrophe ? 3 : 2
            } else {
                i += 1
            }
        }
        return true
    }

    /// `@name` (a mention or handle) and `&name;` (an HTML entity).
    func isMentionOrEntity(_ index: Int, _ paragraph: Paragraph) -> Bool {
        guard index > 0 else { return false }
        let previous = paragraph.tokens[index - 1]
        guard previous.range.count == 1, previous.range.upperBound == paragraph.tokens[index].range.lowerBound else { return false }
        switch paragraph.bytes[previous.range.lowerBound] {
        case 0x40: return true
        case 0x26:
            let end = paragraph.tokens[index].range.upperBound
            return end < paragraph.bytes.count && paragraph.bytes[end] == 0x3B
        default: return false
        }
    }

    /// `givin'`, `nothin'`: a word in -ing written as it is said, an
    /// apostrophe for its g, which no letter follows.
    private func isDroppedG(_ range: Range<Int>, in paragraph: Paragraph, spelling: SpellChecker) -> Bool {
        let bytes = paragraph.bytes
        guard range.count >= 4, ASCIICase.lower(bytes[range.upperBound - 2]) == 0x69, ASCIICase.lower(bytes[range.upperBound - 1]) == 0x6E
        else { return false }
        var end = range.upperBound
        if end < bytes.count, bytes[end] == 0x27 {
            end += 1
        } else if end + 2 < bytes.count, bytes[end] == 0xE2, bytes[end + 1] == 0x80, bytes[end + 2] == 0x99 {
            end += 3
        } else {
            return false
        }
        let letterFollows = end < bytes.count && (ASCIICase.isLower(bytes[end]) || ASCIICase.isUpper(bytes[end]) || bytes[end] >= 0x80)
        guard !letterFollows else { return false }
        return (Array(bytes[range]) + [0x67]).withUnsafeBufferPointer { spelling.isCorrect(utf8: $0) }
    }

    /// Whether `word`, or the word it is the possessive of (`wt-lsp's`), is a known word.
    private func isKnown(_ word: String, _ knownWords: Set<String>) -> Bool {
        guard !knownWords.isEmpty else { return false }
        if knownWords.contains(word) { return true }
        for suffix in ["'s", "’s"] where word.hasSuffix(suffix) {
            if isKnown(String(word.dropLast(suffix.count)), knownWords) { return true }
        }
        let lowered = word.lowercased()
        return knownWords.contains(lowered) || knownWords.contains { $0.lowercased() == lowered }
    }

    private func isCapitalized(_ word: String) -> Bool {
        word.utf8.first.map(ASCIICase.isUpper) ?? false
    }

    /// Titles written short before a name, whose period ends no sentence (`Dr. Dre`).
    static let titles: Set<String> = ["mr", "mrs", "ms", "dr", "prof", "st", "rev", "gen", "capt", "sgt", "lt", "col"]

    /// Whether the word at `index` is the first word of its sentence.
    func startsSentence(_ index: Int, in paragraph: Paragraph) -> Bool {
        var i = index - 1
        while i >= 0 {
            let token = paragraph.tokens[i]
            switch token.kind {
            case .space, .newline: i -= 1
            case .punctuation:
                let text = paragraph.string(token)
                if text == "." && i > 0 && Self.titles.contains(paragraph.string(paragraph.tokens[i - 1]).lowercased()) { return false }
                if text == "." || text == "!" || text == "?" || text == "…" { return true }
                if text == "\"" || text == "“" || text == "(" || text == "‘" || text == "'" { i -= 1 } else { return false }
            default: return false
            }
        }
        return true
    }
}

extension SpellingRule {
    fileprivate static func message(_ word: String, _ suggestions: [String]) -> String {
        if let first = suggestions.first, first.lowercased() == word.lowercased() {
            return "“\(word)” is a name written with capitals: “\(first)”."
        }
        return "Possible spelling mistake: “\(word)”."
    }
}
