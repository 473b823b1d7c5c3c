/// The determiner checks read from the noun phrases of the analysis.
///
/// Grammar: `these` and `those` point to a plural (`these file` → `this
/// file`); a mass noun has no plural (`informations` → `information`), and
/// the determiner before it follows it into the singular (`many
/// informations` → `much information`, `these advices` → `this advice`).
extension DeterminerAgreementRule {
    func checkPhrases(_ context: RuleContext, into findings: inout [Finding]) {
        let analysis = context.view.analysis
        let words = analysis.words
        for phrase in analysis.nounPhrases where words[phrase.head].tag.penn.isNoun {
            let head = phrase.head
            if let singular = Self.massPlurals[words[head].text] {
                reportMassPlural(context, phrase, singular, &findings)
            } else if let index = phrase.determiner, let fix = Self.singularDemonstratives[words[index].text],
                phrase.modifiers.isEmpty, !isPronounAfterQuantifier(analysis, index, head), isSingularCount(context, analysis, head)
            {
                // `these day` means `these days`; elsewhere the determiner follows the noun (`this file`).
                let plural = Inflection.thirdPerson(words[head].text)
                let timeNoun = Self.timeNouns.contains(words[head].text) && context.spelling.isCorrect(plural)
                let range = timeNoun ? words[head].range : words[index].range
                guard !findings.contains(where: { $0.range.overlaps(range) }) else { continue }
                let suggestion = timeNoun ? plural : Casing.matching(fix, to: context.paragraph.string(range))
                findings.append(
                    context.finding(self, range, .pluralDemonstrative(words[head].text), suggestions: [suggestion]))
            }
        }
    }

    /// `informations` → `information`; with `many` → `much`, `these` → `this`, `those` → `that`.
    private func reportMassPlural(
        _ context: RuleContext, _ phrase: NounPhrase, _ singular: String, _ findings: inout [Finding]
    ) {
        let words = context.view.analysis.words
        let paragraph = context.paragraph
        var range = words[phrase.head].range
        var fix = singular
        // `many` is tagged an adjective, so it may stand among the modifiers.
        let quantifier = phrase.modifiers.first.flatMap { words[$0].text == "many" ? $0 : nil }
        if let index = phrase.determiner ?? quantifier {
            let determiner = words[index].text
            if let replacement = Self.massDeterminers[determiner] {
                range = words[index].range.lowerBound..<range.upperBound
                let middle = paragraph.string(words[index].range.upperBound..<words[phrase.head].range.lowerBound)
                fix = Casing.matching(replacement, to: paragraph.string(words[index].range)) + middle + singular
            } else if !Self.massCompatibleDeterminers.contains(determiner) {
                return
            }
        }
        guard !findings.contains(where: { $0.range.overlaps(range) }) else { return }
        findings.append(context.finding(self, range, .massPlural(singular), suggestions: [fix]))
    }

    /// A singular count noun ending its phrase: tagged `NN`, lowercase, not
    /// mass, unmarked or collective (`these sheep`, `those staff`), not a verb
    /// with an object after it (`those test the code`).
    private func isSingularCount(_ context: RuleContext, _ analysis: ParagraphAnalysis, _ head: Int) -> Bool {
        let words = analysis.words
        let word = words[head]
        guard word.tag.penn == .nn, let first = context.paragraph.bytes[word.range].first, first >= 0x61, first <= 0x7A,
            Lexicon.shared.isPlural(word.text, spelling: context.spelling) == false,
            !Lexicon.shared.isUncountable(word.text), !Lexicon.shared.isUnmarkedOrCollective(word.text)
        else { return false }
        guard head + 1 < words.count else { return true }
        let next = words[head + 1].tag.penn
        if next.isNoun || next == .pos || next == .cd || next == .hyphen { return false }
        // A noun before a plural noun the tagger read as a verb modifies it (`these environment variables is`);
        // neither may be a verb (`these function returns`).
        let following = words[head + 1].text
        if Lexicon.shared.forms(of: word.text).isEmpty, Lexicon.shared.forms(of: following).isEmpty,
            Lexicon.shared.isPlural(following, spelling: context.spelling) == true
        {
            return false
        }
        let forms = Lexicon.shared.forms(of: word.text)
        if !forms.isEmpty {
            // An -ing form after `those` is a participle (`those waiting for the release`).
            if forms == .presentParticiple { return false }
            // It may be the verb of `those`: `those who work`, `these help us`. Before a preposition it is
            // the noun after a verb or a preposition (`like those book on`); where a clause may start, it is
            // the verb unless another follows (`since those change from time to time`).
            if next == .in && words[head + 1].text != "that" {
                return followsVerbOrPreposition(analysis, head - 1) || context.view.finiteVerb(after: head) != nil
            }
            return next == .period || next == .comma || next.isFinite
        }
        return true
    }

    /// `both of these work`, `some of those fail`: after a quantifier and `of`, the demonstrative is a
    /// pronoun when a verb follows it (not in `any of these function returns`).
    private func isPronounAfterQuantifier(_ analysis: ParagraphAnalysis, _ determiner: Int, _ head: Int) -> Bool {
        guard determiner >= 2, analysis.words[determiner - 1].text == "of" else { return false }
        return Self.quantifiers.contains(analysis.words[determiner - 2].text)
            && !Lexicon.shared.forms(of: analysis.words[head].text).isEmpty
    }

    private static let quantifiers: WordSet = [
        "all", "both", "each", "either", "neither", "none", "one", "any", "some", "many", "most", "few", "several",
    ]

    /// Whether word `i` follows a verb or a preposition that opens no clause.
    private func followsVerbOrPreposition(_ analysis: ParagraphAnalysis, _ i: Int) -> Bool {
        guard i > 0 else { return false }
        let before = analysis.words[i - 1]
        return before.tag.penn.isVerb || before.tag.penn == .md
            || before.tag.penn == .in && !Lexicon.clauseOpeners.contains(before.text)
    }

    /// Nouns of time that `these` and `those` usually come with in the plural (`these days`, `those years`).
    private static let timeNouns: WordSet = ["day", "year", "week", "month", "hour", "minute", "morning", "evening", "night"]
    private static let singularDemonstratives: WordMap<String> = ["these": "this", "those": "that"]
    /// Determiners to change before a mass noun.
    private static let massDeterminers: WordMap<String> = ["many": "much", "these": "this", "those": "that"]
    /// Determiners that also go with a mass noun.
    private static let massCompatibleDeterminers: WordSet = [
        "the", "my", "your", "his", "her", "its", "our", "their", "some", "any", "all", "more", "most", "other", "no",
        "'s", "what", "which", "whose",
    ]
    /// Plurals of nouns that are uncountable in standard English, with their singular.
    private static let massPlurals: WordMap<String> = [
        "informations": "information", "advices": "advice", "furnitures": "furniture", "equipments": "equipment",
        "knowledges": "knowledge", "homeworks": "homework", "houseworks": "housework", "softwares": "software",
        "luggages": "luggage", "baggages": "baggage", "feedbacks": "feedback", "machineries": "machinery",
        "garbages": "garbage", "rubbishes": "rubbish", "wildlifes": "wildlife", "electricities": "electricity",
        "sceneries": "scenery", "traffics": "traffic", "pollutions": "pollution",
    ]
}

extension String {
    fileprivate static func pluralDemonstrative(_ noun: String) -> String {
        "“\(noun)” is singular: use “this” or “that”, or make the noun plural."
    }
    fileprivate static func massPlural(_ noun: String) -> String {
        "“\(noun)” is uncountable: it has no plural."
    }
}
