/// Informal words and their neutral pairs: one table for both tones.
/// Professional reads it left to right (informal → neutral), friendly right
/// to left; an entry says which ways it goes. Two-way entries are plain
/// phrases on both sides; one-way entries may use the pattern syntax of
/// `PhraseRule` on the side they read from.
enum RegisterPairs {
    /// Which tones use an entry.
    enum Direction: Sendable {
        /// Professional turns the informal side neutral; friendly turns the neutral side informal.
        case both
        /// Only professional: informal → neutral.
        case toNeutral
        /// Only friendly: neutral → informal.
        case toInformal
    }

    static let entries: [(informal: String, neutral: String, direction: Direction)] = [
        // Both ways (`make sure to` stays: `ensure to` is wrong)
        ("make sure to", "be sure to", .toNeutral),
        ("thanks so much", "thank you very much", .both), ("make sure", "ensure", .both), ("talk about", "discuss", .both),
        ("put off", "postpone", .both), ("look into", "investigate", .both), ("figure out", "determine", .both),
        ("maybe", "perhaps", .both),
        // Informal → neutral
        ("thanks a lot", "thank you very much", .toNeutral), ("thanks a ton", "thank you very much", .toNeutral),
        ("thanks a bunch", "thank you very much", .toNeutral), ("many thanks", "thank you very much", .toNeutral),
        ("thx", "thank you", .toNeutral), ("thanx", "thank you", .toNeutral), ("gonna", "going to", .toNeutral),
        ("wanna", "want to", .toNeutral), ("gotta", "have to", .toNeutral), ("kinda", "somewhat", .toNeutral),
        ("sorta", "somewhat", .toNeutral), ("(yeah|yep|yup)", "yes", .toNeutral), ("(nope|nah)", "no", .toNeutral),
        ("asap", "as soon as possible", .toNeutral), ("fyi", "for your information", .toNeutral),
        ("btw", "incidentally", .toNeutral), ("by the way", "incidentally", .toNeutral), ("awesome", "excellent", .toNeutral),
        ("pretty much", "largely", .toNeutral), ("totally", "entirely", .toNeutral), ("a couple of", "a few", .toNeutral),
        ("no worries", "not a problem", .toNeutral), ("(i|we) just (wanted|want) to", "$1 would like to", .toNeutral),
        ("get in touch with", "contact", .toNeutral), ("get back to (you|me|us|them)", "respond to $2", .toNeutral),
        ("check out", "review", .toNeutral), ("find out", "determine", .toNeutral), ("come up with", "develop", .toNeutral),
        ("go over", "review", .toNeutral), ("sorry (for|about)", "I apologize for", .toNeutral),
        ("(hi|hey|hello) (guys|folks|all|everybody)", "Hello everyone", .toNeutral), ("cheers ,", "Best regards,", .toNeutral),
        ("talk soon ,", "Best regards,", .toNeutral), ("take care ,", "Best regards,", .toNeutral),
        // Neutral → informal
        ("I'd love to", "i would like to", .toInformal), ("we'd love to", "we would like to", .toInformal),
        ("could you", "would you be able to", .toInformal), ("just so you know,", "please be advised that", .toInformal),
        ("feel free to", "please do not hesitate to", .toInformal), ("feel free to", "do not hesitate to", .toInformal),
        ("I'm reaching out to", "i am writing to", .toInformal), ("we're reaching out to", "we are writing to", .toInformal),
        ("about", "(regarding|concerning)", .toInformal), ("about", "(in|with) regard to", .toInformal),
        ("about", "with respect to", .toInformal), ("help", "assist", .toInformal), ("helps", "assists", .toInformal),
        ("helped", "assisted", .toInformal), ("helping", "assisting", .toInformal), ("help", "assistance", .toInformal),
        ("get", "obtain", .toInformal), ("gets", "obtains", .toInformal), ("got", "obtained", .toInformal),
        ("start", "commence", .toInformal), ("started", "commenced", .toInformal), ("end", "terminate", .toInformal),
        ("ended", "terminated", .toInformal), ("use", "utilize", .toInformal), ("uses", "utilizes", .toInformal),
        ("used", "utilized", .toInformal), ("about", "approximately", .toInformal), ("enough", "sufficient", .toInformal),
        ("lots of", "numerous", .toInformal), ("so", "therefore", .toInformal),
        ("right now", "currently", .toNeutral), ("right now,", "currently ,", .toInformal), ("whole", "entire", .toInformal),
        // Plain verbs for formal ones, in the forms whose plain pair is one form too (`retained` → `kept`, but
        // not `retrieved`, which is `got` or `gotten`). Never the other way: `change` and `keep` are nouns too.
        ("change", "modify", .toInformal), ("changes", "modifies", .toInformal), ("changed", "modified", .toInformal),
        ("changing", "modifying", .toInformal), ("keep", "retain", .toInformal), ("keeps", "retains", .toInformal),
        ("kept", "retained", .toInformal), ("keeping", "retaining", .toInformal),
        ("lots of", "a (large|great|significant) (number|amount) of", .toInformal), ("lots of", "a great deal of", .toInformal),
        ("extra", "additional", .toInformal), ("people", "individuals", .toInformal), ("often", "frequently", .toInformal),
        ("mostly", "primarily", .toInformal), ("also,", "(additionally|furthermore|moreover) ,", .toInformal),
        ("also,", "in addition ,", .toInformal), ("so,", "(thus|hence|consequently) ,", .toInformal),
        ("in the end,", "ultimately ,", .toInformal), ("show", "(demonstrate|indicate)", .toInformal),
        ("shows", "(demonstrates|indicates)", .toInformal), ("showing", "(demonstrating|indicating)", .toInformal),
        ("get", "retrieve", .toInformal), ("gets", "retrieves", .toInformal), ("getting", "retrieving", .toInformal),
        ("look at", "examine", .toInformal), ("looks at", "examines", .toInformal), ("looked at", "examined", .toInformal),
        ("looking at", "examining", .toInformal), ("find", "locate", .toInformal), ("finds", "locates", .toInformal),
        ("finding", "locating", .toInformal), ("ask", "inquire", .toInformal), ("asks", "inquires", .toInformal),
        ("asked", "inquired", .toInformal), ("asking", "inquiring", .toInformal), ("send", "transmit", .toInformal),
        ("sends", "transmits", .toInformal), ("sent", "transmitted", .toInformal), ("sending", "transmitting", .toInformal),
        ("get rid of", "eliminate", .toInformal), ("gets rid of", "eliminates", .toInformal),
        ("getting rid of", "eliminating", .toInformal), ("start", "initiate", .toInformal), ("starts", "initiates", .toInformal),
        ("started", "initiated", .toInformal), ("starting", "initiating", .toInformal), ("to buy", "to purchase", .toInformal),
        ("let $2 know", "inform (you|us|me|them|him|her)", .toInformal), ("unfortunately,", "we regret to inform you that", .toInformal),
        ("sorry for", "(i|we) apologize for", .toInformal), ("Hi there", "to whom it may concern", .toInformal),
        ("thanks so much", "thank you so much", .toInformal),
        (
            "thanks so much for your $5", "thank you for your (time|attention|consideration|help|patience|understanding|support)",
            .toInformal
        ),
        ("All the best,", "(sincerely|respectfully|cordially) ,", .toInformal),
        ("All the best,", "yours (sincerely|faithfully|truly) ,", .toInformal),
        ("Warm wishes,", "(best|kind|warm|warmest) regards ,", .toInformal), ("Cheers,", "regards ,", .toInformal),
    ]

    /// Pattern → replacement pairs for the professional tone.
    static var toNeutral: [(String, String)] {
        entries.filter { $0.direction != .toInformal }.map { ($0.informal, $0.neutral) }
    }

    /// Pattern → replacement pairs for the friendly tone.
    static var toInformal: [(String, String)] {
        entries.filter { $0.direction != .toNeutral }.map { ($0.neutral, $0.informal) }
    }
}
