/// A comma before a non-restrictive `which` clause after a proper name:
/// `I use Vim which is fast` → `I use Vim, which is fast`.
///
/// The grammar: a name already picks out one thing, so a relative clause
/// after it cannot restrict it; it adds information and is set off by a
/// comma. The check wants every sign of that reading: a lowercase `which`
/// right after a proper noun (`NNP`, `NNPS`) with no determiner before the
/// name (`the Paris which I knew` restricts), `which` the subject of its
/// clause (a finite verb follows, past one adverb), and the name the object
/// of a verb, or of a preposition right after a verb (`moved to Berlin`), so
/// no earlier noun can be what the clause is about (`adds a syntax to
/// Markdown which is popular` is about the syntax) and the clause runs to
/// the sentence's end, where one comma is all it needs. Names after verbs that take a question (`ask
/// Sam which is faster`) and sentences without end punctuation (headings)
/// are left alone.
public struct WhichCommaRule: Rule {
    public init() {}
    public var id: String { "which-comma" }
    public var summary: String { "A comma before “which” after a name (“I use Vim, which is fast”)." }
    public var category: RuleCategory { .punctuation }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let analysis = context.view.analysis
        let words = analysis.words
        for sentence in analysis.sentences where words[sentence.upperBound - 1].tag.penn == .period {
            for i in sentence where words[i].text == "which" && i - 1 > sentence.lowerBound && i + 1 < sentence.upperBound {
                guard analysis.paragraph.bytes[words[i].range.lowerBound] == 0x77, isName(words[i - 1]) else { continue }
                var verb = i + 1
                if words[verb].tag.penn.isAdverb, verb + 1 < sentence.upperBound { verb += 1 }
                guard words[verb].tag.penn.isFinite else { continue }
                var start = i - 1
                while start > sentence.lowerBound, isName(words[start - 1]) { start -= 1 }
                guard start > sentence.lowerBound else { continue }
                let before = words[start - 1]
                // After `syntax to Markdown which`, the clause may be about the noun before the preposition.
                let verbObject = before.tag.penn.isVerb && !Self.questionVerbs.contains(analysis.lemma(start - 1))
                let verbPreposition =
                    (before.tag.penn == .to || (before.tag.penn == .in && before.tag.universal == .adp))
                    && start - 2 >= sentence.lowerBound
                    && words[start - 2].tag.penn.isVerb
                guard verbObject || verbPreposition else { continue }
                let range = analysis.paragraph.tokens[words[i - 1].token].range
                findings.append(context.finding(self, range, .message, suggestions: [analysis.paragraph.string(range) + ","]))
            }
        }
    }

    private func isName(_ word: ParagraphAnalysis.Word) -> Bool {
        word.tag.penn == .nnp || word.tag.penn == .nnps
    }

    /// Verbs whose object may be followed by a question (`ask Sam which is faster`).
    private static let questionVerbs: Set<String> = [
        "ask", "tell", "show", "teach", "remind", "inform", "advise", "let", "help", "decide", "know", "see", "wonder",
    ]
}

extension String {
    fileprivate static let message = "A “which” clause after a name adds information: set it off with a comma."
}
