/// The words a language turns a claim around with (negations) and gives
/// it a modality with, for the languages the acceptance check reads beside
/// English: German, French, Spanish, Italian, Dutch and Portuguese. Each
/// table is a closed class of the language, as `AcceptanceWords` is for
/// English; words of a modal phrase are listed on their own (`veces` of
/// `a veces`, `être` of `peut-être` is left to `peut`).
struct MeaningWords: Sendable {
    /// The language the words are of.
    let language: LanguageTag
    /// Words that negate what follows them.
    let negations: Set<String>
    /// Words that give a claim its modality.
    let modals: [String: AcceptanceWords.Modality]

    /// Whether these are English's, which `AnswerMeaning` reads with more
    /// than words (negating prefixes, tense, quantities, contractions).
    var isEnglish: Bool { language.isEnglish }

    /// English's words.
    static let english = MeaningWords(language: .english, negations: AcceptanceWords.negations, modals: AcceptanceWords.modals)

    /// The words of `language`, nil for a language without tables.
    static func of(_ language: LanguageTag) -> MeaningWords? {
        if language.isEnglish { return .english }
        guard let table = tables[language.language] else { return nil }
        return MeaningWords(language: language.withoutRegion, negations: table.negations, modals: table.modals)
    }

    /// The English name of a language with tables (`German`), or its tag.
    static func name(of language: LanguageTag) -> String {
        language.isEnglish ? "English" : tables[language.language]?.name ?? language.description
    }

    /// The language an instruction names (`french`) as a tag.
    static func tag(named name: String) -> LanguageTag? {
        if name == "english" { return .english }
        return tables.first { $0.value.name.lowercased() == name }.map { LanguageTag(language: $0.key, region: nil) }
    }

    private static let tables: [String: (name: String, negations: Set<String>, modals: [String: AcceptanceWords.Modality])] = [
        "de": (
            "German",
            [
                "nicht", "kein", "keine", "keinen", "keinem", "keiner", "keines", "nie", "niemals", "nichts", "niemand", "ohne",
                "weder", "kaum",
            ],
            modalTable(
                necessity: [
                    "muss", "müssen", "musst", "müsst", "musste", "mussten", "erforderlich", "notwendig", "nötig", "benötigt",
                    "verpflichtend", "immer",
                ],
                advice: ["soll", "sollte", "sollten", "sollen", "sollst", "solltest", "empfohlen", "empfehlen", "empfiehlt"],
                possibility: [
                    "kann", "können", "kannst", "könnt", "konnte", "konnten", "könnte", "könnten", "darf", "dürfen", "möglich",
                    "manchmal", "vielleicht", "oft", "eventuell",
                ],
                condition: ["falls", "würde", "würden"])
        ),
        "fr": (
            "French",
            ["pas", "jamais", "rien", "aucun", "aucune", "sans", "ni", "guère"],
            modalTable(
                necessity: [
                    "doit", "doivent", "devez", "devons", "dois", "faut", "nécessaire", "obligatoire", "requis", "requise", "toujours",
                ],
                advice: ["devrait", "devraient", "devriez", "devrais", "recommandé", "recommandée", "conseillé", "conseille"],
                possibility: [
                    "peut", "peuvent", "pouvez", "pouvons", "peux", "pourrait", "pourraient", "pourriez", "possible", "parfois",
                    "souvent", "éventuellement",
                ],
                condition: ["si", "serait", "seraient"])
        ),
        "es": (
            "Spanish",
            ["no", "nunca", "jamás", "nada", "nadie", "ningún", "ninguna", "ninguno", "sin", "ni", "tampoco"],
            modalTable(
                necessity: ["debe", "deben", "debes", "debemos", "necesario", "obligatorio", "requiere", "requerido", "siempre"],
                advice: ["debería", "deberían", "deberías", "recomienda", "recomendado", "aconseja", "conviene"],
                possibility: [
                    "puede", "pueden", "puedes", "podemos", "podría", "podrían", "posible", "veces", "quizás", "quizá", "frecuentemente",
                ],
                condition: ["si"])
        ),
        "it": (
            "Italian",
            ["non", "mai", "niente", "nulla", "nessuno", "nessuna", "senza", "né"],
            modalTable(
                necessity: ["deve", "devono", "devi", "dobbiamo", "dovete", "necessario", "obbligatorio", "richiesto", "sempre"],
                advice: ["dovrebbe", "dovrebbero", "dovresti", "consigliato", "consigliabile", "raccomandato"],
                possibility: [
                    "può", "possono", "puoi", "possiamo", "potete", "potrebbe", "potrebbero", "possibile", "talvolta", "volte",
                    "spesso", "forse",
                ],
                condition: ["se"])
        ),
        "nl": (
            "Dutch",
            ["niet", "geen", "nooit", "niets", "niemand", "zonder", "noch", "nergens"],
            modalTable(
                necessity: ["moet", "moeten", "moest", "moesten", "verplicht", "nodig", "noodzakelijk", "vereist", "altijd"],
                advice: ["zou", "zouden", "aanbevolen", "aangeraden", "raden"],
                possibility: ["kan", "kunnen", "kun", "kunt", "kon", "konden", "mag", "mogen", "misschien", "soms", "vaak", "mogelijk"],
                condition: ["indien"])
        ),
        "pt": (
            "Portuguese",
            ["não", "nunca", "jamais", "nada", "ninguém", "nenhum", "nenhuma", "sem", "nem"],
            modalTable(
                necessity: ["deve", "devem", "precisa", "precisam", "necessário", "obrigatório", "requer", "sempre"],
                advice: ["deveria", "deveriam", "recomendado", "recomenda", "aconselhável"],
                possibility: [
                    "pode", "podem", "podes", "podemos", "poderia", "poderiam", "possível", "vezes", "talvez", "frequentemente",
                ],
                condition: ["caso"])
        ),
    ]

    private static func modalTable(
        necessity: [String], advice: [String], possibility: [String], condition: [String]
    ) -> [String: AcceptanceWords.Modality] {
        var table: [String: AcceptanceWords.Modality] = [:]
        for (words, modality) in [
            (necessity, AcceptanceWords.Modality.necessity), (advice, .advice), (possibility, .possibility), (condition, .condition),
        ] {
            for word in words { table[word] = modality }
        }
        return table
    }
}
