import Dispatch
import LSPKit
import Synchronization
import WritingEngine

/// Settings turned into engine objects: one proofreader and the structure options.
///
/// - Important: Immutable; make a new analyzer when settings or dictionaries change.
struct Analyzer: Sendable {
    let proofreader: Proofreader
    let structureOptions: StructureOptions
    let settings: Settings
    /// Different for every analyzer made (structures scanned with another
    /// one's options are not re-scanned incrementally).
    let identity: Int
    /// The Vale configurations met so far, with their styles.
    let valeStyles = ValeStylesCache()

    init(settings: Settings, extraWords: Set<String>, problems: inout [String]) {
        _ = Self.warming.wait(timeout: .now() + 2)  // at most once: later waits return at once
        self.settings = settings
        self.proofreader = Self.proofreader(for: settings.proofreadingOptions(extraWords: extraWords))
        self.structureOptions = settings.structureOptions(problems: &problems)
        self.identity = Self.made.wrappingAdd(1, ordering: .relaxed).newValue
    }

    private static let made = Atomic<Int>(0)
    private static let latest = Mutex<Proofreader?>(nil)

    /// The proofreader for `options`: the previous one when they are the
    /// same, so a settings reload that changes nothing for proofreading (a
    /// client answering `workspace/configuration` with what it sent at
    /// `initialize`) keeps the per-unit cache instead of re-checking all.
    private static func proofreader(for options: ProofreadingOptions) -> Proofreader {
        latest.withLock { latest in
            if let previous = latest, previous.options == options { return previous }
            let fresh = Proofreader(options: options)
            latest = fresh
            return fresh
        }
    }

    /// Builds the engine's lazily made tables (rule phrase tables, spelling
    /// data paged in) on background threads while the server starts; the
    /// first analyzer waits for them (see `init`), so the cost lands before
    /// the answer to `initialize` rather than on the first document's
    /// diagnostics. Call once at start-up.
    static func warmUp() {
        // The large tables first, each on a thread of its own; the sample checks then wait for them.
        Tagger.prepare()
        RuleRegistry.prepare()
        SpellChecker.prepare()
        let samples = [
            "Warm up: the cat sat on teh mat, and a apple fell. Its a test of there rules, recieve it.",
            "# Heading\n\nA paragraph with `code`, a [link](http://example.com) and a speling mistake.\n\n- item one\n- item too\n",
        ]
        for (k, sample) in samples.enumerated() {
            warming.enter()
            DispatchQueue.global(qos: .userInitiated).async {
                let options = ProofreadingOptions(ruleLevels: k == 0 ? [:] : ["spelling": .off])
                _ = Proofreader(options: options).check(sample, structure: StructureScanner.scan(sample, language: .markdown))
                warming.leave()
            }
        }
    }

    private static let warming = DispatchGroup()

    func structure(of text: String, language: DocumentLanguage) -> DocumentStructure {
        StructureScanner.scan(text, language: language, options: structureOptions)
    }

    /// `structure(of:language:)` that stops once `cancellation` is set, and then throws.
    func structure(of text: String, language: DocumentLanguage, cancellation: CancellationFlag) throws(CancellationError)
        -> DocumentStructure
    {
        try StructureScanner.scan(text, language: language, options: structureOptions, cancellation: cancellation)
    }

    /// The structure of `text`, re-scanning only what `edit` (old byte range
    /// of `oldText`, and the byte count that replaced it) can have changed;
    /// a full scan, when the edit needs one, stops once `cancellation` is
    /// set, and then throws.
    func structure(
        of text: String, language: DocumentLanguage, after previous: DocumentStructure, text oldText: String,
        edit: TextDocument.AppliedChange, cancellation: CancellationFlag
    ) throws(CancellationError) -> DocumentStructure {
        try StructureScanner.rescan(
            previous, oldText: oldText, newText: text, editedRange: edit.replaced, replacementLength: edit.insertedCount,
            language: language, options: structureOptions, cancellation: cancellation)
    }

    /// Findings of `text` with its structure; capped at `diagnostics.maxPerDocument`
    /// when `capped` (editor diagnostics), all of them otherwise (`wt-lsp check`).
    /// With `corrections: .known` (or `.upTo` more words), new misspellings
    /// await their ranking (`CorrectionSchedule`; only the findings kept by the cap are
    /// then ranked).
    func check(
        _ text: String, structure: DocumentStructure, capped: Bool = true, corrections: Proofreader.Corrections = .all,
        wordIndex: DocumentWordIndex? = nil
    ) -> [Finding] {
        if !capped { return proofreader.check(text, structure: structure, corrections: corrections, wordIndex: wordIndex) }
        let found = proofreader.check(
            text, structure: structure, corrections: corrections == .all ? .known : corrections, wordIndex: wordIndex)
        let findings = DocumentSession.capped(found, at: settings.maxPerDocument)
        return corrections == .all ? settled(findings, of: text, structure: structure, wordIndex: wordIndex) : findings
    }

    /// `check` of editor diagnostics (capped) that stops once `cancellation`
    /// is set, and then throws, and hands the findings of the start of a
    /// large text to `progress` as it goes, capped too (see
    /// `Proofreader.check(_:structure:corrections:cancellation:wordIndex:progress:)`).
    func check(
        _ text: String, structure: DocumentStructure, corrections: Proofreader.Corrections, cancellation: CancellationFlag,
        wordIndex: DocumentWordIndex? = nil, progress: ((PartialFindings) -> Void)? = nil
    ) throws(CancellationError) -> [Finding] {
        let limit = settings.maxPerDocument
        let cappedProgress = progress.map { report in
            { (partial: PartialFindings) in
                report(PartialFindings(findings: DocumentSession.capped(partial.findings, at: limit), end: partial.end))
            }
        }
        let found = try proofreader.check(
            text, structure: structure, corrections: corrections == .all ? .known : corrections, cancellation: cancellation,
            wordIndex: wordIndex, progress: cappedProgress)
        let findings = DocumentSession.capped(found, at: settings.maxPerDocument)
        guard corrections == .all else { return findings }
        let completed = settled(findings, of: text, structure: structure, cancellation: cancellation, wordIndex: wordIndex)
        if cancellation.isCancelled { throw CancellationError() }
        return completed
    }

    /// `findings` (of `text`, checked with `corrections: .known`) with every
    /// misspelling's corrections ranked, and checked again once they are
    /// (see `CorrectionSchedule`).
    private func settled(
        _ findings: [Finding], of text: String, structure: DocumentStructure, cancellation: CancellationFlag? = nil,
        wordIndex: DocumentWordIndex?
    ) -> [Finding] {
        var schedule = CorrectionSchedule(findings: findings, of: text, proofreader: proofreader) { [self] in
            DocumentSession.capped(
                proofreader.check(text, structure: structure, corrections: .known, wordIndex: wordIndex), at: settings.maxPerDocument)
        }
        schedule.rankNext(cancellation: cancellation)
        return schedule.findings
    }
}
