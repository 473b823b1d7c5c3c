import Testing

@testable import WritingEngine

/// What an answer claims: the text's modality kept whatever the words, no
/// two sentences that contradict each other, and for a Follow-up, the
/// claims of the original text.
@Suite struct AnswerClaimTests {
    func accepts(_ action: WritingAction, _ original: String, _ answer: String) -> Bool {
        AnswerAcceptance.verdict(action, original: original, answer: answer).isAccepted
    }

    /// A possibility stays a possibility, advice stays advice, a rule stays a rule.
    @Test func modalityIsKeptWhateverTheWords() {
        let ferry = "Sometimes the ferry leaves early when the sea is calm."
        #expect(!accepts(.rewrite(.concise), ferry, "The ferry leaves early when the sea is calm."))
        #expect(!accepts(.summary, ferry, "The ferry leaves early in calm seas."))
        #expect(!accepts(.keyPoints, ferry, "- The ferry leaves early when the sea is calm."))
        #expect(accepts(.rewrite(.concise), ferry, "Sometimes the ferry leaves early in calm seas."))
        #expect(accepts(.summary, ferry, "The ferry sometimes leaves early in calm seas."))
        let often = "Hikers often lose the path after the bridge."
        #expect(!accepts(.rewrite(.professional), often, "Hikers lose the path after the bridge."))
        let advice = "We recommend a second pair of socks for the long walk."
        #expect(!accepts(.rewrite(.concise), advice, "Take a second pair of socks for the long walk."))
        #expect(accepts(.rewrite(.concise), advice, "We recommend spare socks for the long walk."))
        let consider = "Consider booking the cabin a month ahead."
        #expect(!accepts(.rewrite(.friendly), consider, "Book the cabin a month ahead!"))
        let rule = "Guests must leave the cabin by ten."
        #expect(!accepts(.rewrite(.friendly), rule, "Guests can leave the cabin by ten!"))
        #expect(!accepts(.rewrite(.concise), "Dogs are never allowed inside the cabin.", "Dogs are allowed inside the cabin."))
    }

    /// Two sentences with the same content words, one negated and one not, contradict each other.
    @Test func anAnswerThatContradictsItselfIsRefused() {
        let input = "Planning a trip is not about taking action at once. It is about choosing what matters, and then taking action."
        let contradicting = "- Planning is not about taking action.\n- Planning is about taking action."
        #expect(AnswerAcceptance.verdict(.keyPoints, original: input, answer: contradicting).description.contains("contradicts itself"))
        #expect(accepts(.keyPoints, input, "- Planning a trip is not about taking action at once.\n- It is about choosing what matters."))
        // A text that states a myth and refutes it may be summed up the same way.
        let myth = "Cats hate water. Cats do not hate water: many swim."
        #expect(accepts(.proofread, myth, "Cats hate water. Cats do not hate water: many swim."))
        #expect(
            AnswerContradiction.pairs(in: "Boats float well. Boats do not float well.", vocabulary: .english).map(\.sentence) == [
                "Boats do not float well."
            ])
    }

    /// A Follow-up is held to the original text: a condition the original
    /// sets cannot go, whatever the result being refined says.
    @Test func aFollowUpIsCheckedAgainstTheOriginalText() {
        let original = "If you want to make a few tweaks, open the theme file and change the colours."
        let origin = FollowUpOrigin(text: original, action: .rewrite(.friendly))
        let shorter = WritingAction.instructions("Make it shorter.")
        #expect(
            !AnswerAcceptance.verdict(followUp: shorter, origin: origin, answer: "Open the theme file and change the colours.").isAccepted)
        #expect(
            AnswerAcceptance.verdict(
                followUp: shorter, origin: origin, answer: "To make a few tweaks, open the theme file and change the colours."
            )
            .isAccepted == false, "a condition made a purpose")
        #expect(
            AnswerAcceptance.verdict(
                followUp: shorter, origin: origin, answer: "If you want tweaks, open the theme file and change the colours."
            )
            .isAccepted)
        #expect(
            !AnswerAcceptance.verdict(
                followUp: shorter, origin: origin, answer: "If you want tweaks, open `theme.toml` and change the colours."
            ).isAccepted, "code the original does not have")
        // A result that chose sentences (a summary) is held to the original by its facts only.
        let summary = FollowUpOrigin(text: original + " Then restart the preview.", action: .summary)
        #expect(AnswerAcceptance.verdict(followUp: shorter, origin: summary, answer: "Restart the preview after your changes.").isAccepted)
        #expect(!AnswerAcceptance.verdict(followUp: shorter, origin: summary, answer: "Restart the preview on port 8080.").isAccepted)
    }

    /// Through the model transform: the origin a Follow-up carries refuses
    /// an answer the result being refined would let through.
    @Test func aFollowUpTransformHoldsTheAnswerToItsOrigin() throws {
        let original = "If you want to make a few tweaks, open the theme file and change the colours."
        var input = TransformInput(text: "Open the theme file and change the colours.")
        let warmer = WritingAction.instructions("Make it warmer.")
        #expect(try ModelTransform(action: warmer, input: input).finish("Just open the theme file and change the colours!") != "")
        input.origin = FollowUpOrigin(text: original, action: .rewrite(.concise))
        #expect(throws: TransformError.self) {
            try ModelTransform(action: warmer, input: input).finish("Just open the theme file and change the colours!")
        }
        var kept = TransformInput(text: "If you want a few tweaks, open the theme file and change the colours.")
        kept.origin = input.origin
        #expect(
            try ModelTransform(action: warmer, input: kept).finish(
                "If you'd like a few tweaks, just open the theme file and change the colours!"
            )
            .hasSuffix("colours!"))
    }
}
