/// Verbs in the passive voice (`was written`, `is being reviewed`) (opt-in).
public struct PassiveVoiceRule: Rule {
    public init() {}
    public var id: String { "passive-voice" }
    public var summary: String { "Passive voice (the report was written by…)." }
    public var category: RuleCategory { .style }
    public var isOptIn: Bool { true }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let stream = context.view
        let lexicon = Lexicon.shared
        for item in 0..<stream.count where stream.kind(item) == .word && Self.beForms.contains(stream.texts[item]) {
            var next = item + 1
            while next < stream.count, ["not", "being", "also", "often", "always", "never", "usually", "then"].contains(stream.texts[next])
            {
                next += 1
            }
            guard stream.isWord(next) else { continue }
            let word = stream.texts[next]
            let forms = lexicon.forms(of: word)
            guard forms.contains(.pastParticiple), !Self.adjectives.contains(word) else { continue }
            findings.append(context.finding(self, stream.span(item, next), .message))
        }
    }

    /// The forms of be written as words of their own (`is`, `wasn't`, not `'s`).
    private static let beForms = Lexicon.shared.wordSet(.be, excluding: [.clitic, .fused])
    /// Participles mostly used as adjectives (`is interested`, `was tired`).
    private static let adjectives: Set<String> = [
        "interested", "tired", "excited", "worried", "pleased", "surprised", "bored", "scared", "married", "used",
        "supposed", "located", "based", "concerned", "involved", "finished", "done", "gone", "closed", "opened",
        "confused", "amazed", "disappointed", "satisfied", "prepared", "required", "allowed", "related",
    ]
}

extension String {
    fileprivate static let message = "Passive voice: say who does it, if that is clearer."
}
