/// Reads a rule file: the rules of one family, each with its examples.
///
/// ```
/// # A comment.
/// summary: Verbs that take a bare infinitive or an -ing form.
/// category: grammar
///
/// rule: let-object-to-verb
/// pattern: <let|make> @object [to VB]
/// suggest: {4}
/// message: After “{1}”, the verb takes no “to”.
/// bad: Please let me ⟦to decide→decide⟧ alone.
/// bad: They made us ⟦to wait→wait⟧ outside.
/// good: They asked us to wait outside.
/// ```
///
/// A file opens with `summary:` and `category:` (`grammar`, `punctuation`,
/// `style` or `spelling`); its name is the family id. Each rule starts with
/// `rule: ID` and has one or more `pattern:` lines, any `unless:` lines (a
/// match whose flagged words overlap a match of one is dropped), one
/// `message:`, one `suggest:` (alternatives separated by ` / `), at least
/// two `bad:` and one `good:` example.
///
/// A pattern is elements separated by spaces; each element tests one word
/// of a sentence as the tagger reads it (lowercased, `’` as `'`,
/// contractions split: `don't` is `do n't`, `it's` is `it 's`):
/// - `then`, `then|than`, `,`: the word or one of the words;
/// - `<be>`, `<let|make>`: a word with this lemma (`was` has the lemma `be`);
/// - `VB`, `VB*`, `VBP|VBZ`, `NOUN`: a Penn tag (`*` for every tag it starts), or a universal tag;
/// - `@modal`, `@subject`, `@object`, `@possessive`, `@determiner`, `@preposition`: a closed class;
/// - `@base`, `@third`, `@past`, `@participle`, `@ing`: a word the verb lexicon knows in that form, however it is tagged;
/// - alternatives mix: `@object|NNP`; `$` among them also matches the end of the sentence (`.|,|$`);
/// - `*`: any word; `NP`, `NP-sg`, `NP-pl`: a noun phrase (of any number, singular, plural), all its words;
/// - `...`: up to eight words (as few as the rest allows), within the sentence;
/// - `!x`: a word that fails `x`; `x&y`: a word that passes both (`that&WDT`, `VB&!<be>`);
/// - a trailing `?` makes an element optional; `[` and `]` mark the flagged elements (all by default);
/// - `^` first: the match starts its sentence; `$` last: it ends its sentence.
///
/// A suggestion replaces the flagged words. `{n}` is element `n` as written;
/// `{n:base}` is its lemma (a verb's base form, a noun's singular);
/// `{n:third}`, `{n:past}`, `{n:participle}`, `{n:ing}` are forms of its
/// verb; `{n:plural}` is the regular plural of its lemma; `{n:ordinal}` is
/// its number with the right ordinal ending (`21th` → `21st`); `{n:capital}`
/// is the words with a capital letter. A suggestion
/// takes the capital of the text it replaces.
enum PatternRuleFile {
    /// A malformed file: the line and what is wrong.
    struct SyntaxError: Error, CustomStringConvertible {
        let file: String
        let line: Int
        let problem: String
        var description: String { "\(file).rules:\(line): \(problem)" }
    }

    /// Parses the file named `name` (the family id) with contents `text`.
    static func parse(name: String, _ text: String) throws(SyntaxError) -> PatternFamily {
        var summary: String?
        var category: RuleCategory?
        var rules: [PatternRule] = []
        var current: Draft?
        var known: [String: [TokenPattern.Element.Test]] = [:]  // elements recur across rules (`VB`, `the|a`)
        func close() throws(SyntaxError) {
            guard let draft = current else { return }
            rules.append(try draft.rule(family: name))
            current = nil
        }
        // Read as UTF-8 bytes: splitting a long text into Characters is slow, and the book is read at start-up.
        let bytes = Array(text.utf8)
        var start = 0
        var number = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            let line = bytes[start..<end].trimmingSpaces()
            number += 1
            start = end + 1
            if line.isEmpty || line.first == 0x23 { continue }  // `#`
            guard let colon = line.firstIndex(of: 0x3A) else {
                throw SyntaxError(file: name, line: number, problem: "expected “key: value”")
            }
            let key = line[..<colon].text
            let value = line[(colon + 1)...].trimmingSpaces().text
            switch key {
            case "summary": summary = value
            case "category":
                guard let parsed = RuleCategory(rawValue: value) else {
                    throw SyntaxError(file: name, line: number, problem: "unknown category “\(value)”")
                }
                category = parsed
            case "rule":
                try close()
                current = Draft(id: value, line: number)
            default:
                guard current != nil else { throw SyntaxError(file: name, line: number, problem: "“\(key):” outside a rule") }
                do {
                    try current!.add(key, value, known: &known)
                } catch {
                    throw SyntaxError(file: name, line: number, problem: error.description)
                }
            }
        }
        try close()
        guard let summary, let category else { throw SyntaxError(file: name, line: 1, problem: "no summary or category") }
        return PatternFamily(id: name, summary: summary, category: category, rules: rules)
    }

    /// A rule while its lines are read.
    private struct Draft {
        let id: String
        let line: Int
        var patterns: [TokenPattern] = []
        var exceptions: [TokenPattern] = []
        var message: String?
        var suggestions: [String] = []
        var bad: [String] = []
        var good: [String] = []

        init(id: String, line: Int) {
            self.id = id
            self.line = line
        }

        mutating func add(_ key: String, _ value: String, known: inout [String: [TokenPattern.Element.Test]])
            throws(TokenPattern.SyntaxError)
        {
            switch key {
            case "pattern": patterns += try TokenPattern.parse(value, known: &known)
            case "unless": exceptions += try TokenPattern.parse(value, known: &known)
            case "message": message = value
            case "suggest": suggestions = value.splitting(by: " / ").map { $0.trimmingSpaces() }
            case "bad": bad.append(value)
            case "good": good.append(value)
            default: throw TokenPattern.SyntaxError(description: "unknown key “\(key)”")
            }
        }

        func rule(family: String) throws(SyntaxError) -> PatternRule {
            guard !patterns.isEmpty, let message, !suggestions.isEmpty else {
                throw SyntaxError(file: family, line: line, problem: "rule \(id) needs a pattern, a message and a suggestion")
            }
            return PatternRule(
                id: id, family: family, message: message, suggestions: suggestions, patterns: patterns, exceptions: exceptions,
                bad: bad, good: good)
        }
    }
}
