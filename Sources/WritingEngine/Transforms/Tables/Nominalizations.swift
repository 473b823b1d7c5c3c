/// A verb hidden in a noun (`make a decision` → `decide`), and `be` +
/// adjective phrases that are one verb (`is dependent on` → `depends on`).
enum Nominalizations {
    /// Light verb, the noun phrase after it, the verb it stands for, the words after the verb.
    struct Entry: Sendable {
        var light: Verb
        var phrase: String
        var verb: Verb
        var tail: String
    }

    static let entries: [Entry] = {
        func e(_ light: Verb, _ phrase: String, _ verb: Verb, _ tail: String = "") -> Entry {
            Entry(light: light, phrase: phrase, verb: verb, tail: tail)
        }
        let conduct = Verb("conduct")
        let perform = Verb("perform")
        let provide = Verb("provide")
        let reach = Verb("reach")
        var list: [Entry] = [
            e(.make, "(a|the)? decision (about|on|regarding)", Verb("decide"), "on"),
            e(.make, "(a|the)? decision", Verb("decide")),
            e(.make, "an? assumption", Verb("assume")),
            e(.make, "an? choice", .choose),
            e(.make, "an? attempt", Verb("try")),
            e(.make, "an? effort", Verb("try")),
            e(.make, "an? suggestion", Verb("suggest")),
            e(.make, "an? recommendation", Verb("recommend")),
            e(.make, "an? payment", .pay),
            e(.make, "an? adjustment to", Verb("adjust")),
            e(.make, "an? adjustment", Verb("adjust")),
            e(.make, "an? improvement to", Verb("improve")),
            e(.make, "an? improvement in", Verb("improve")),
            e(.make, "an? contribution to", Verb("contribute"), "to"),
            e(.make, "use of", Verb("use")),
            e(.make, "reference to", Verb("refer"), "to"),
            e(.make, "an? request for", Verb("request")),
            e(.make, "an? application for", Verb("apply"), "for"),
            e(.make, "an? comparison (of|between)", Verb("compare")),
            e(.make, "an? inquiry (about|into)", Verb("inquire"), "about"),
            e(.make, "an? proposal", Verb("propose")),
            e(.make, "an? statement", Verb("state")),
            e(.make, "an? discovery", Verb("discover")),
            e(.give, "consideration to", Verb("consider")),
            e(.give, "an? explanation (of|for)", Verb("explain")),
            e(.give, "an? description of", Verb("describe")),
            e(.give, "an? response to", Verb("respond"), "to"),
            e(.give, "assistance to", Verb("help")),
            e(.give, "approval (to|for)", Verb("approve")),
            e(.give, "an? demonstration of", Verb("demonstrate")),
            e(.give, "an? indication (of|that)", Verb("indicate")),
            e(.give, "encouragement to", Verb("encourage")),
            e(.take, "into consideration", Verb("consider")),
            e(.take, "an? look at", Verb("look"), "at"),
            e(.have, "an? tendency to", Verb("tend"), "to"),
            e(.have, "an? need for", Verb("need")),
            e(.have, "an? discussion (about|of|on|regarding)", Verb("discuss")),
            e(.have, "an? (impact|effect) (on|upon)", Verb("affect")),
            e(.have, "an? preference for", Verb("prefer")),
            e(.have, "knowledge of", .know),
            e(.come, "to an? decision (about|on)", Verb("decide"), "on"),
            e(.come, "to an? decision", Verb("decide")),
            e(.come, "to an? agreement", Verb("agree")),
            e(.come, "to an? conclusion", Verb("conclude")),
            e(reach, "an? decision", Verb("decide")),
            e(reach, "an? agreement", Verb("agree")),
            e(reach, "an? conclusion", Verb("conclude")),
            e(provide, "assistance to", Verb("help")),
            e(provide, "an? explanation (of|for)", Verb("explain")),
            e(provide, "an? description of", Verb("describe")),
            e(provide, "an? summary of", Verb("summarize")),
            e(provide, "an? response to", Verb("respond"), "to"),
            e(.put, "an end to", Verb("end")),
            e(.put, "a stop to", .stop),
        ]
        for light in [conduct, perform] {
            list += [
                e(light, "an? (investigation|inquiry) (of|into)", Verb("investigate")),
                e(light, "an? analysis of", Verb("analyze")),
                e(light, "an? review of", Verb("review")),
                e(light, "an? examination of", Verb("examine")),
                e(light, "an? evaluation of", Verb("evaluate")),
                e(light, "an? assessment of", Verb("assess")),
                e(light, "an? inspection of", Verb("inspect")),
                e(light, "an? audit of", Verb("audit")),
                e(light, "an? interview with", Verb("interview")),
                e(light, "an? test of", Verb("test")),
                e(light, "an? installation of", Verb("install")),
                e(light, "an? configuration of", Verb("configure")),
                e(light, "an? migration of", Verb("migrate")),
                e(light, "an? deployment of", Verb("deploy")),
                e(light, "an? calculation of", Verb("calculate")),
                e(light, "an? comparison of", Verb("compare")),
                e(light, "an? verification of", Verb("verify")),
                e(light, "an? search for", Verb("search"), "for"),
            ]
        }
        return list
    }()

    /// `be` + adjective (+ preposition) → the verb and what follows it.
    static let beAdjectives: [(phrase: String, verb: Verb, tail: String)] = [
        ("in agreement with", Verb("agree"), "with"),
        ("in agreement", Verb("agree"), ""),
        ("dependent (on|upon)", Verb("depend"), "on"),
        ("indicative of", Verb("indicate"), ""),
        ("reflective of", Verb("reflect"), ""),
        ("in violation of", Verb("violate"), ""),
        ("in need of", Verb("need"), ""),
        ("supportive of", Verb("support"), ""),
        ("in possession of", .have, ""),
        ("of the opinion that", Verb("believe"), "that"),
        ("desirous of", Verb("want"), ""),
        ("in receipt of", Verb("receive"), ""),
        ("appreciative of", Verb("appreciate"), ""),
        ("cognizant of", .know, ""),
        ("in attendance at", Verb("attend"), ""),
    ]
}
