/// The professional and friendly tones' rules, built once from the tables.
enum ToneRules {
    static let professional = PhraseRewriter(professionalRules)
    static let friendly = PhraseRewriter(friendlyRules)

    /// Informal words and phrases → their professional equivalents.
    static let formalPairs: [(String, String)] = [
        ("thanks so much", "thank you very much"), ("thanks a lot", "thank you very much"), ("thanks a ton", "thank you very much"),
        ("thanks a bunch", "thank you very much"), ("many thanks", "thank you very much"),
        ("thx", "thank you"), ("thanx", "thank you"), ("gonna", "going to"), ("wanna", "want to"), ("gotta", "have to"),
        ("kinda", "somewhat"), ("sorta", "somewhat"), ("(yeah|yep|yup|yeah)", "yes"), ("(nope|nah)", "no"),
        ("asap", "as soon as possible"), ("fyi", "for your information"), ("btw", "incidentally"), ("by the way", "incidentally"),
        ("awesome", "excellent"), ("kids", "children"), ("pretty much", "largely"), ("totally", "entirely"),
        ("a couple of", "a few"), ("no worries", "not a problem"), ("(i|we) just (wanted|want) to", "$1 would like to"),

        ("get in touch with", "contact"), ("get back to (you|me|us|them)", "respond to $2"), ("check out", "review"),
        ("figure out", "determine"), ("find out", "determine"), ("come up with", "develop"), ("look into", "investigate"),
        ("go over", "review"), ("talk about", "discuss"), ("put off", "postpone"), ("make sure", "ensure"),
        ("sorry (for|about)", "I apologize for"), ("(hi|hey|hello) (guys|folks|all|everybody)", "Hello everyone"),
    ]

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
        rules += formalPairs.map { PhraseRule($0.0, $0.1) }
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
        // Plain wording reads as professional too (`due to the fact that` → `because`).
        rules += WordyPhrases.pairs.map { PhraseRule($0.0, $0.1) }
        return rules
    }

    /// Formal words and phrases → warmer, plainer ones.
    static let casualPairs: [(String, String)] = [
        ("i would like to", "I'd love to"), ("we would like to", "we'd love to"), ("would you be able to", "could you"),
        ("please be advised that", "just so you know,"), ("please do not hesitate to", "feel free to"),
        ("do not hesitate to", "feel free to"), ("i am writing to", "I'm reaching out to"), ("we are writing to", "we're reaching out to"),
        ("(regarding|concerning)", "about"), ("(in|with) regard to", "about"), ("with respect to", "about"),
        ("assist", "help"), ("assists", "helps"), ("assisted", "helped"), ("assisting", "helping"), ("assistance", "help"),
        ("obtain", "get"), ("obtains", "gets"), ("obtained", "got"), ("commence", "start"), ("commenced", "started"),
        ("terminate", "end"), ("terminated", "ended"), ("utilize", "use"), ("utilizes", "uses"), ("utilized", "used"),
        ("approximately", "about"), ("sufficient", "enough"), ("numerous", "lots of"), ("therefore", "so"),
        ("inform (you|us|me|them|him|her)", "let $2 know"), ("we regret to inform you that", "unfortunately,"),
        ("(i|we) apologize for", "sorry for"), ("to whom it may concern", "Hi there"),
        ("thank you very much", "thanks so much"), ("thank you so much", "thanks so much"),
        ("thank you for your (time|attention|consideration|help|patience|understanding|support)", "thanks so much for your $5"),
        ("(sincerely|respectfully|cordially) ,", "All the best,"), ("yours (sincerely|faithfully|truly) ,", "All the best,"),
        ("(best|kind|warm|warmest) regards ,", "Warm wishes,"), ("regards ,", "Cheers,"),
    ]

    /// Prepositions after which a pronoun is an object (`think of it is`).
    static let objectTakers: Set<String> = ["of", "for", "to", "with", "about", "in", "on", "at", "from", "by", "into", "like", "than"]

    static var friendlyRules: [PhraseRule] {
        var rules: [PhraseRule] = casualPairs.map { PhraseRule($0.0, $0.1) }
        rules += Contractions.contractions.map { full, short in
            PhraseRule(full) { _, context in
                guard ConciseRules.followedByWord(context) else { return nil }
                // `obtaining it is simple`: `it` is an object there, not a subject.
                if let previous = context.previous, previous.hasSuffix("ing") || objectTakers.contains(previous) { return nil }
                return short
            }
        }
        rules.append(
            PhraseRule("(i|we|you|they) have \(Contractions.participles)") { words, _ in
                let subject = PhraseRule.normalize(words[0]) == "i" ? "I" : words[0]
                return "\(subject)'ve \(words[2])"
            })
        rules.append(PhraseRule("(dear|hello)") { _, context in context.previous == nil ? "Hi" : nil })
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
