/// Punctuation as each language sets it:
/// - French: a no-break space before `;` `:` `!` `?` and inside `« »`
///   (U+00A0, or the narrow U+202F); an ordinary space or none is flagged;
/// - German: quotations open with `„` and close with `“` (or `»…«`), not `“…”`;
/// - Spanish: a question or exclamation opens with `¿` or `¡`.
public struct TypographyRule: Rule {
    public init() {}
    public var id: String { "typography" }
    public var summary: String {
        "Punctuation as the paragraph's language sets it: French spaces before ; : ! ? and inside « », German „…“, Spanish ¿…? and ¡…!."
    }
    public var category: RuleCategory { .punctuation }
    public func runs(on language: LanguageTag) -> Bool { ["fr", "de", "es"].contains(language.language) }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        switch context.language.language {
        case "fr": checkFrench(context, into: &findings)
        case "de": checkGerman(context, into: &findings)
        case "es": checkSpanish(context, into: &findings)
        default: break
        }
    }

    private static let noBreakSpace = "\u{00A0}"
    private static let narrowNoBreakSpace = "\u{202F}"

    private func checkFrench(_ context: RuleContext, into findings: inout [Finding]) {
        let p = context.paragraph
        let tokens = p.tokens
        for (i, token) in tokens.enumerated() where token.kind == .punctuation && i > 0 {
            let mark = p.string(token)
            guard [";", ":", "!", "?", "»"].contains(mark) else { continue }
            let before = tokens[i - 1]
            // `?!`: the space goes before the first mark only; `10:30` and `http:` are no punctuation of a sentence.
            if before.kind == .punctuation, [";", ":", "!", "?"].contains(p.string(before)) { continue }
            if mark == ":", i + 1 < tokens.count, tokens[i + 1].range.lowerBound == token.range.upperBound,
                tokens[i + 1].kind != .space && tokens[i + 1].kind != .newline
            {
                continue
            }
            let space = mark == ":" || mark == "»" ? Self.noBreakSpace : Self.narrowNoBreakSpace
            if before.kind == .space {
                let gap = p.string(before)
                guard !gap.contains("\u{00A0}"), !gap.contains("\u{202F}"), i >= 2, tokens[i - 2].kind != .newline else { continue }
                findings.append(
                    context.finding(self, before.range.lowerBound..<token.range.upperBound, .frenchSpace(mark), suggestions: [space + mark])
                )
            } else if before.kind == .word || before.kind == .number || before.kind == .punctuation && mark == "»" {
                findings.append(context.finding(self, token.range, .frenchSpace(mark), suggestions: [space + mark]))
            }
        }
        for (i, token) in tokens.enumerated() where token.kind == .punctuation && p.string(token) == "«" && i + 1 < tokens.count {
            let after = tokens[i + 1]
            if after.kind == .space, !p.string(after).contains("\u{00A0}"), !p.string(after).contains("\u{202F}") {
                findings.append(
                    context.finding(
                        self, token.range.lowerBound..<after.range.upperBound, .frenchSpace("«"), suggestions: ["«" + Self.noBreakSpace]))
            } else if after.kind == .word || after.kind == .number {
                findings.append(context.finding(self, token.range, .frenchSpace("«"), suggestions: ["«" + Self.noBreakSpace]))
            }
        }
    }

    private func checkGerman(_ context: RuleContext, into findings: inout [Finding]) {
        let p = context.paragraph
        var open: Token?
        for token in p.tokens where token.kind == .punctuation {
            switch p.string(token) {
            case "„": open = nil
            case "“" where open == nil: open = token
            case "”":
                if let opening = open {
                    findings.append(context.finding(self, opening.range, .germanQuotes, suggestions: ["„"]))
                    findings.append(context.finding(self, token.range, .germanQuotes, suggestions: ["“"]))
                }
                open = nil
            default: break
            }
        }
    }

    private func checkSpanish(_ context: RuleContext, into findings: inout [Finding]) {
        let p = context.paragraph
        var opened: Set<String> = []
        for token in p.tokens where token.kind == .punctuation {
            switch p.string(token) {
            case "¿": opened.insert("?")
            case "¡": opened.insert("!")
            case ".": opened.removeAll()
            case let mark where mark == "?" || mark == "!":
                if !opened.contains(mark) {
                    findings.append(context.finding(self, token.range, .spanishOpening(mark)))
                }
                opened.remove(mark)
            default: break
            }
        }
    }
}

extension String {
    fileprivate static func frenchSpace(_ mark: String) -> String {
        mark == "«" ? "French sets a no-break space after “«”." : "French sets a no-break space before “\(mark)”."
    }
    fileprivate static let germanQuotes = "German quotations open with „ and close with “ (or »…«)."
    fileprivate static func spanishOpening(_ mark: String) -> String {
        "In Spanish, “\(mark)” has its opening mark “\(mark == "?" ? "¿" : "¡")” at the start of the question or exclamation."
    }
}
