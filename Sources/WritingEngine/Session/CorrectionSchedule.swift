import Foundation

/// The findings of a check to show now, and the continuation that ranks the
/// spelling corrections they still await (`rankNext`).
///
/// Ranking the suggestions of misspellings new to the proofreader is the dear
/// part of a check. The few words an edit brings (`wordsRankedInCheck`) are
/// ranked within the check; a document just opened, or a paste, can bring
/// dozens: its findings are shown at once without their suggestions, and
/// again once `rankNext` has ranked them, a few words a step
/// (`wordsPerStep`) so that a caller can answer other work between steps.
/// Once the last word is ranked, the text is checked again, every unit from
/// the proofreader's cache, so that each unit settles with the words just
/// ranked, with the grammar findings a confident correction hid (see
/// `Proofreader.check`).
public struct CorrectionSchedule: Sendable {
    /// Distinct new misspelled words a check ranks itself: what an edit typically brings.
    public static let wordsRankedInCheck = 2

    /// Words `rankNext` ranks in one step of a document settled in steps: one a core.
    public static var wordsPerStep: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// The findings to show now; misspellings among them may await their suggestions.
    public private(set) var findings: [Finding]
    private let text: String
    private let proofreader: Proofreader
    private let checkAgain: @Sendable () -> [Finding]

    /// `findings` of `text`; `checkAgain` checks the text again once its
    /// corrections are ranked, and gives findings to show as they are.
    public init(findings: [Finding], of text: String, proofreader: Proofreader, checkAgain: @escaping @Sendable () -> [Finding]) {
        self.findings = findings
        self.text = text
        self.proofreader = proofreader
        self.checkAgain = checkAgain
    }

    /// Whether every misspelling has its suggestions: nothing is left to do.
    public var isSettled: Bool { !findings.contains(where: \.awaitsCorrections) }

    /// What a check settles itself when `corrections` are asked for: with
    /// `.known`, the words an edit typically brings too (`wordsRankedInCheck`).
    public static func inCheck(_ corrections: Proofreader.Corrections) -> Proofreader.Corrections {
        corrections == .known ? .upTo(wordsRankedInCheck) : corrections
    }

    /// Whether the continuation is to run now, to its end, before the
    /// findings are shown with `corrections`: when all are asked for, or
    /// when only a few words are left (`wordsRankedInCheck`).
    public func ranksAtOnce(for corrections: Proofreader.Corrections) -> Bool {
        guard !isSettled else { return false }
        return corrections == .all || proofreader.wordsAwaitingCorrections(findings, in: text).count <= Self.wordsRankedInCheck
    }

    /// The continuation: ranks the corrections of the next `words` distinct
    /// misspelled words (all by default), and checks the text again once none
    /// is left. Words not begun when `cancellation` is set keep awaiting
    /// theirs, and the text is not checked again.
    public mutating func rankNext(_ words: Int = .max, cancellation: CancellationFlag? = nil) {
        guard !isSettled else { return }
        findings = proofreader.completeCorrections(findings, in: text, rankingAtMost: words, cancellation: cancellation)
        guard isSettled, cancellation?.isCancelled != true else { return }
        let again = checkAgain()
        if !again.contains(where: \.awaitsCorrections) { findings = again }
    }
}

extension DocumentSession {
    /// The correction schedule of `findings` of `text` (this document's,
    /// without the ignored words): `checkAgain` gives the findings of a
    /// check of the text with `.known` corrections, which lose the ignored
    /// words in turn.
    public func corrections(
        of findings: [Finding], in text: String, proofreader: Proofreader, checkAgain: @escaping @Sendable () -> [Finding]
    ) -> CorrectionSchedule {
        let session = self
        return CorrectionSchedule(findings: findings, of: text, proofreader: proofreader) {
            session.withoutIgnoredWords(checkAgain(), in: text)
        }
    }
}
