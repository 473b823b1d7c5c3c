/// Where a Follow-up's text comes from: the text a first action rewrote,
/// before any follow-up, and that action. A Follow-up's answer is held to
/// it as well as to the result it refines (`AnswerAcceptance`), so a chain
/// of small changes cannot drift from what the user wrote.
public struct FollowUpOrigin: Sendable, Hashable {
    /// The text the first action replaced, as the user wrote it.
    public var text: String
    /// The first action of the chain.
    public var action: WritingAction

    public init(text: String, action: WritingAction) {
        self.text = text
        self.action = action
    }
}
