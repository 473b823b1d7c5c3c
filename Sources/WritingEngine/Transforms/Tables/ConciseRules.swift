import Foundation

/// The concise tone's rules, built once from the tables.
enum ConciseRules {
    static let rewriter = PhraseRewriter(rules)

    /// Determiners and possessives, and words that stand as one: after one, the next word is a noun phrase.
    static let determiners = Set(Lexicon.determiners.words).union([
        "what", "which", "one", "same", "different", "certain", "new", "other", "first",
    ])

    /// Words that start the object of a verb (`reach out to *you*`), not an infinitive.
    static let objectStarters: Set<String> = [
        "you", "me", "us", "them", "him", "her", "the", "a", "an", "our", "your", "my", "their", "his", "its", "this", "that",
        "these", "those", "everyone", "anyone", "someone", "people", "customers", "users",
    ]

    /// Words after which `kind of` / `sort of` hedges a verb or an adjective (`it was kind of slow`).
    static let hedgedSubjects: Set<String> = [
        "i", "we", "you", "they", "he", "she", "it", "is", "are", "was", "were", "am", "be", "been", "it's", "i'm", "we're",
        "you're", "they're", "he's", "she's", "that's", "feel", "feels", "felt", "seem", "seems", "seemed", "look", "looks", "looked",
    ]

    /// Words after `not X` that make the opposite wrong (`not true at all`, `not fast enough`).
    static let negationBlockers: Set<String> = ["enough", "at", "only", "yet", "even", "quite"]

    /// Whether the rule's match starts a sentence.
    static func atSentenceStart(_ context: PhraseContext) -> Bool {
        context.previous == nil || [".", "!", "?"].contains(context.previous!)
    }

    /// Whether the match ends a sentence or the text (`Did you, actually?`).
    static func endsClause(_ context: PhraseContext) -> Bool {
        context.next == nil || [".", "!", "?", ")"].contains(context.next!)
    }

    /// Whether the match is followed by a word (not the end of a clause).
    static func followedByWord(_ context: PhraseContext) -> Bool {
        guard let next = context.next, let first = next.unicodeScalars.first else { return false }
        return first.properties.isAlphabetic
    }

    static var rules: [PhraseRule] {
        var rules: [PhraseRule] = []
        rules += WordyPhrases.pairs.map { PhraseRule($0.0, $0.1) }
        rules += ConcisePhrases.pairs.map { PhraseRule($0.0, $0.1) }
        rules += contextRules
        rules += PlainWords.rules
        rules += WordyPhrases.fillers.map { word in
            PhraseRule(word) { _, context in endsClause(context) ? nil : "" }
        }
        rules.append(
            PhraseRule("really") { _, context in
                guard followedByWord(context), let previous = context.previous else { return nil }
                return previous == "not" || previous.hasSuffix("n't") ? nil : ""
            })
        rules.append(
            PhraseRule("(kind|sort) of") { _, context in
                guard followedByWord(context), let previous = context.previous, hedgedSubjects.contains(previous) else { return nil }
                return ""
            })
        rules.append(
            PhraseRule("(outside|inside) of") { words, context in context.previous == "the" ? nil : words[0] })
        rules.append(
            PhraseRule("(reach|reaches|reached|reaching) out to") { _, context in
                objectStarters.contains(context.next ?? "") ? "contact" : nil
            })
        rules += redundancyRules
        rules += nominalizationRules
        rules += negationRules
        return rules
    }

    static var redundancyRules: [PhraseRule] {
        var rules: [PhraseRule] = []
        for verb in Redundancies.togetherVerbs {
            rules.append(PhraseRule("\(Verb(verb).alternatives) together", "$1"))
        }
        for verb in Redundancies.backVerbs {
            rules.append(PhraseRule("\(Verb(verb).alternatives) back", "$1"))
        }
        for (verb, particle) in Redundancies.verbParticles {
            rules.append(PhraseRule("\(Verb(verb).alternatives) \(particle)", "$1"))
        }
        for (modifier, nouns) in Redundancies.modifiers {
            let last = "$\(modifier.split(separator: " ").count + 1)"
            rules.append(
                PhraseRule("\(modifier) (\(nouns.joined(separator: "|")))") { words, _ in
                    // `the GNU General Public License`: capitalized, the pair is part of a name.
                    guard !words.dropFirst().contains(where: { $0.first?.isUppercase == true }) else { return nil }
                    return PhraseRule.fill(last, with: words)
                })
        }
        for (noun, tail) in Redundancies.nounTails {
            rules.append(PhraseRule("(\(noun)) \(tail)", "$1"))
            rules.append(PhraseRule("(\(noun)s) \(tail)", "$1"))
        }
        for (acronym, noun) in Redundancies.acronyms {
            rules.append(PhraseRule("(\(acronym)) \(noun)", "$1"))
            rules.append(PhraseRule("(\(acronym)) \(noun)s", "$1s"))
        }
        rules.append(PhraseRule("\(Redundancies.intensifiers) \(Redundancies.absolutes)", "$2"))
        rules.append(
            PhraseRule("\(Redundancies.linkingVerbs) (very|quite|rather|fairly|so|too|extremely)? * in \(Redundancies.dimensions)") {
                words, _ in
                let adjective = PhraseRule.normalize(words[2])
                guard !adjective.hasSuffix("ing"), !determiners.contains(adjective), adjective != "not" else { return nil }
                return PhraseRule.fill("$1 $2 $3", with: words)
            })
        return rules
    }

    static var nominalizationRules: [PhraseRule] {
        var rules: [PhraseRule] = []
        for entry in Nominalizations.entries {
            let phrase = entry.phrase.replacingOccurrences(of: "an? ", with: "(a|an|the)? ")
            rules.append(
                PhraseRule("\(entry.light.alternatives) \(phrase)") { words, context in
                    guard let verb = entry.verb.form(matching: words[0], of: entry.light, previous: context.previous) else { return nil }
                    return entry.tail.isEmpty ? verb : "\(verb) \(entry.tail)"
                })
        }
        // Index into `Verb.forms` for each form of `be`.
        let be: [String: Int] = ["is": 1, "are": 0, "am": 0, "was": 2, "were": 2, "be": 0, "been": 4]
        for (phrase, verb, tail) in Nominalizations.beAdjectives {
            rules.append(
                PhraseRule("(is|are|am|was|were|be|been) \(phrase)") { words, _ in
                    guard let index = be[PhraseRule.normalize(words[0])] else { return nil }
                    let form = verb.forms[index]
                    return tail.isEmpty ? form : "\(form) \(tail)"
                })
        }
        return rules
    }

    static var negationRules: [PhraseRule] {
        var rules = Negations.phrases.map { PhraseRule($0.0, $0.1) }
        let adjectives = "(" + Negations.opposites.keys.sorted().joined(separator: "|") + ")"
        rules.append(
            PhraseRule("\(Negations.beForms) not \(adjectives)") { words, context in
                guard !negationBlockers.contains(context.next ?? ""), let opposite = Negations.opposites[PhraseRule.normalize(words[2])]
                else { return nil }
                return "\(words[0]) \(opposite)"
            })
        rules.append(
            PhraseRule("(isn't|aren't|wasn't|weren't) \(adjectives)") { words, context in
                guard !negationBlockers.contains(context.next ?? ""), let be = Negations.contracted[PhraseRule.normalize(words[0])],
                    let opposite = Negations.opposites[PhraseRule.normalize(words[1])]
                else { return nil }
                return words[0].first!.isUppercase ? "\(be.capitalizingFirst()) \(opposite)" : "\(be) \(opposite)"
            })
        let gradable = "(" + Negations.gradable.keys.sorted().joined(separator: "|") + ")"
        rules.append(
            PhraseRule("\(Negations.beForms) not \(gradable) enough") { words, _ in
                Negations.gradable[PhraseRule.normalize(words[2])].map { "\(words[0]) too \($0)" }
            })
        rules.append(PhraseRule("not many", "few"))
        return rules
    }
}
