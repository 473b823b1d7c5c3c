/// The professional and friendly tones' rules, built once from the tables.
enum ToneRules {
    static let professional = PhraseRewriter(professionalRules)
    static let friendly = PhraseRewriter(friendlyRules)

    static var professionalRules: [PhraseRule] {
        var rules = Contractions.expansions.map { PhraseRule($0.0, $0.1) }
        rules += Contractions.isOrHas.map { word in
            PhraseRule(word) { words, context in
                let subject = String(words[0].prefix { $0 != "'" && $0 != "’" })
                return subject + (["been", "got"].contains(context.next ?? "") ? " has" : " is")
            }
        }
        rules += Contractions.wouldOrHad.map { word in
            PhraseRule(word) { words, context in
                let subject = String(words[0].prefix { $0 != "'" && $0 != "’" })
                return subject + (Contractions.hadMarkers.contains(context.next ?? "") ? " had" : " would")
            }
        }
        rules += RegisterPairs.toNeutral.map { PhraseRule($0.0, $0.1) }
        // `let you know what I find` stays; `let you know that…` becomes `inform you that…`.
        rules.append(
            PhraseRule("let (you|me|us|them|him|her) know") { words, context in
                [nil, "that", "about", ".", ",", ";", "!"].contains(context.next) ? "inform \(words[1])" : nil
            })
        // `thanks to the rain` means "because of".
        rules.append(PhraseRule("thanks") { _, context in context.next == "to" ? nil : "thank you" })
        rules.append(PhraseRule("(hi|hey|hiya)") { _, context in context.previous == nil ? "Hello" : nil })
        rules.append(
            PhraseRule("(reach|reaches|reached|reaching) out to") { _, context in
                ConciseRules.objectStarters.contains(context.next ?? "") ? "contact" : nil
            })
        rules += ["basically", "literally", "really"].map { word in
            PhraseRule(word) { _, context in
                guard ConciseRules.followedByWord(context), context.previous != "not" else { return nil }
                return ""
            }
        }
        rules.append(
            PhraseRule("(super|pretty)") { words, context in
                guard ConciseRules.followedByWord(context), !ConciseRules.determiners.contains(context.previous ?? "") else { return nil }
                return PhraseRule.normalize(words[0]) == "super" ? "very" : "fairly"
            })
        rules.append(
            PhraseRule("(kind|sort) of") { _, context in
                guard ConciseRules.followedByWord(context), !ConciseRules.determiners.contains(context.previous ?? "a") else { return nil }
                return "somewhat"
            })
        // A sentence opens with a connective of the written register: `But it failed.` → `However, it failed.`
        rules.append(
            PhraseRule("but") { _, context in
                ConciseRules.atSentenceStart(context) && ConciseRules.followedByWord(context) ? "however," : nil
            })
        rules += [("so ,", "therefore,"), ("(also|plus) ,", "additionally,"), ("anyway ,", "regardless,")].map { pattern, opener in
            PhraseRule(pattern) { _, context in ConciseRules.atSentenceStart(context) ? opener : nil }
        }
        // Plain wording reads as professional too (`due to the fact that` → `because`).
        rules += WordyPhrases.pairs.map { PhraseRule($0.0, $0.1) }
        return rules
    }

    /// Words after which `attempt` is a noun.
    static let nounMarkers: Set<String> = [
        "a", "an", "the", "this", "that", "these", "those", "my", "our", "your", "their", "his", "her", "its", "any", "every",
        "each", "no", "first", "second", "last", "final", "failed", "several", "many", "multiple", "repeated", "some", "all",
        "further", "more", "one", "two", "three", "earlier", "previous", "next", "another", "such", "of",
    ]

    /// Prepositions after which a pronoun is an object (`think of it is`).
    static let objectTakers: Set<String> = ["of", "for", "to", "with", "about", "in", "on", "at", "from", "by", "into", "like", "than"]

    static var friendlyRules: [PhraseRule] {
        var rules: [PhraseRule] = RegisterPairs.toInformal.map { PhraseRule($0.0, $0.1) }
        rules += Contractions.contractions.map { full, short in
            PhraseRule(full) { _, context in
                guard ConciseRules.followedByWord(context) else { return nil }
                // `obtaining it is simple`: `it` is an object there, not a subject.
                if let previous = context.previous, previous.hasSuffix("ing") || objectTakers.contains(previous) { return nil }
                return short
            }
        }
        rules.append(
            PhraseRule("(i|we|you|they) have *") { words, _ in
                guard Contractions.isPerfectParticiple(PhraseRule.normalize(words[2])) else { return nil }
                let subject = PhraseRule.normalize(words[0]) == "i" ? "I" : words[0]
                return "\(subject)'ve \(words[2])"
            })
        rules.append(PhraseRule("(dear|hello)") { _, context in context.previous == nil ? "Hi" : nil })
        // A thank-you of its own sounds warmer with an exclamation mark.
        rules += ["thanks .", "thank you ."].map { pattern in
            PhraseRule(pattern) { words, context in
                ConciseRules.atSentenceStart(context) ? words.dropLast().joined(separator: " ") + "!" : nil
            }
        }
        // `it requires a key` → `it needs a key`; `requires that you…` and `requires taking…` stay
        // (`needs that you`, `needs taking` are wrong).
        rules.append(
            PhraseRule("(require|requires|requiring)") { words, context in
                guard context.next != "that", !(context.next?.hasSuffix("ing") ?? false) else { return nil }
                return ["require": "need", "requires": "needs", "requiring": "needing"][PhraseRule.normalize(words[0])]
            })
        // An obligation sounds friendlier as a need: `you must restart` → `you need to restart`. Not `must not`
        // (a ban, which `need not` is not), nor `it must be` or `must have`, which often guess (`it must be the cache`).
        rules.append(
            PhraseRule("(i|you|we|they|he|she|it) must") { words, context in
                let subject = PhraseRule.normalize(words[0])
                let single = Lexicon.thirdSingularSubjects.contains(subject)
                let guesses: Set<String> = single ? ["be", "have", "'ve", "not"] : ["have", "'ve", "not"]
                guard let next = context.next, !guesses.contains(next), ConciseRules.followedByWord(context) else { return nil }
                return "\(words[0]) \(single ? "needs" : "need") to"
            })
        // `we attempt to` → `we try to`; the noun stays (`an attempt to`, `several attempts to`).
        rules.append(
            PhraseRule("(attempt|attempts|attempted|attempting) to") { words, context in
                guard !nounMarkers.contains(context.previous ?? "") else { return nil }
                let verb = ["attempt": "try", "attempts": "tries", "attempted": "tried", "attempting": "trying"]
                return verb[PhraseRule.normalize(words[0])].map { "\($0) to" }
            })
        // Plain wording is friendlier too; a friendly `I just wanted to` or `let you know` stays.
        rules += WordyPhrases.pairs.filter { !$0.0.contains("just") && !$0.0.contains("know") }.map { PhraseRule($0.0, $0.1) }
        rules.append(
            PhraseRule("(however|additionally|furthermore|moreover) ,") { words, context in
                guard ConciseRules.atSentenceStart(context) else { return nil }
                switch PhraseRule.normalize(words[0]) {
                case "however": return "That said,"
                case "additionally": return "Also,"
                default: return "Plus,"
                }
            })
        return rules
    }
}
