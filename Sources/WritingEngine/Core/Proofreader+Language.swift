/// The language of a document's units: the one the settings name, or with
/// `auto` the one the document declares, else the one the detector reads
/// confidently in the prose of its start, else English; a paragraph the detector
/// confidently reads as another language overrides it. A short paragraph
/// (a heading, a one-line sentence) takes the document's language.
struct UnitLanguage: Sendable, Hashable {
    /// The settings' language, else the document's declared one, else English.
    let document: LanguageTag
    /// Whether each paragraph's language is detected (`auto`).
    let detects: Bool

    /// Mixed into the cache context of every unit: zero for English with
    /// detection, so English documents keep their cache keys.
    var cacheContext: UInt64 {
        guard !(document.isEnglish && document.region == nil && detects) else { return 0 }
        var hasher = Hasher()
        hasher.combine(document)
        hasher.combine(detects)
        return UInt64(truncatingIfNeeded: hasher.finalize()) | 2
    }

    /// The language of a unit's `text` (masked ranges left out).
    func of(
        _ text: [UInt8], masks: [(range: Range<Int>, kind: TokenKind)], dictionaries: DictionaryCatalog, english: SpellChecker
    ) -> LanguageTag {
        guard detects else { return document }
        var prose = text
        for mask in masks where mask.kind == .masked {
            for i in mask.range.clamped(to: 0..<prose.count) { prose[i] = 0x20 }
        }
        let string = String(decoding: prose, as: UTF8.self)
        var candidates = LanguageDetector.shared.candidates(for: string[...])
        // A paragraph leaves the document's language only for one whose dictionary knows its words clearly better.
        if !candidates.isEmpty, !document.isEnglish, !candidates.contains(document) { candidates.append(document) }
        return Self.confirmed(
            candidates, in: string[...], dictionaries: dictionaries, english: english, preferring: document.isEnglish ? nil : document)
            ?? document
    }

    /// The least share of a paragraph's words English does not know that a
    /// language's dictionary must know for the paragraph to be read as that
    /// language (words both know, `Debian`, `Server`, tell nothing; names
    /// and commands no dictionary knows keep the share below one).
    static let confirmingShare = 0.4
    /// The most words read to confirm a language.
    static let confirmingWords = 200
    /// The fewest words English does not know that confirm a language.
    static let confirmingUnknownWords = 2
    /// How much more of those words another language's dictionary must know
    /// than the preferred language's (the document's) to be read instead:
    /// related languages (Spanish and Portuguese, Italian) share many words.
    static let preferredMargin = 0.15

    /// Of `candidates`, the one whose dictionary knows the most words of
    /// `text` that `english` does not, if it knows enough of them, and
    /// `preferring` (one of them) unless another knows clearly more
    /// (`preferredMargin`); the best candidate is taken on the detector's
    /// word alone when it has no dictionary installed (its paragraphs are
    /// then left alone).
    static func confirmed(
        _ candidates: [LanguageTag], in text: Substring, dictionaries: DictionaryCatalog, english: SpellChecker,
        preferring preferred: LanguageTag? = nil
    ) -> LanguageTag? {
        guard !candidates.isEmpty else { return nil }
        let words = text.split { !$0.isLetter }.prefix(confirmingWords).map(String.init).filter { !english.isCorrect($0) }
        // Words English knows all (`Item 12 keeps the code`): English, whatever their letters suggest.
        guard words.count >= confirmingUnknownWords else { return nil }
        var best: (language: LanguageTag, share: Double)?
        for (rank, candidate) in candidates.enumerated() {
            guard case .success(let dictionary) = dictionaries.dictionary(for: candidate) else {
                if rank == 0 && best == nil { return candidate }
                continue
            }
            var share = Double(words.count { dictionary.isCorrect($0) }) / Double(words.count)
            if candidate == preferred { share += preferredMargin }
            if share > best?.share ?? -1 { best = (candidate, share) }
        }
        guard let best, best.share >= confirmingShare else { return nil }
        return best.language
    }
}

extension Proofreader {
    /// How much of a document's start the detector reads when the document declares no language.
    static let detectedStart = 16 << 10

    /// The language of the units of the document `bytes`, read with `structure`.
    func documentLanguage(_ bytes: UnsafeBufferPointer<UInt8>, structure: DocumentStructure) -> UnitLanguage {
        if let language = options.language { return UnitLanguage(document: language, detects: false) }
        let code = structure.ignored.lazy.filter { $0.kind == .inlineCode || $0.kind == .codeBlock }.map(\.range)
        if let declared = DeclaredLanguage.of(bytes, code: Array(code)) { return UnitLanguage(document: declared, detects: true) }
        var start: [UInt8] = []
        var ignored = structure.ignored[...]
        collecting: for block in structure.blocks {
            for range in block.prose where range.lowerBound >= 0 && range.upperBound <= bytes.count {
                // Markup and code inside the prose (`<em>`, `a|b`) are not its language.
                var from = range.lowerBound
                while from < range.upperBound {
                    while let first = ignored.first, first.range.upperBound <= from { ignored = ignored.dropFirst() }
                    let next = ignored.first.map { max(from, min($0.range.lowerBound, range.upperBound)) } ?? range.upperBound
                    start += bytes[from..<min(next, from + Self.detectedStart - start.count)]
                    start.append(0x20)
                    guard start.count < Self.detectedStart else { break collecting }
                    from = next == from ? min(range.upperBound, ignored.first!.range.upperBound) : next
                }
            }
        }
        let text = String(decoding: start, as: UTF8.self)
        let candidates = LanguageDetector.shared.candidates(for: text[...], leadPerTrigram: LanguageDetector.documentLead)
        return UnitLanguage(
            document: UnitLanguage.confirmed(candidates, in: text[...], dictionaries: dictionaries, english: spelling) ?? .english,
            detects: true)
    }
}
