/// Closed word classes shared by the grammar rules.
enum WordClasses {
    static let modals: WordSet = [
        "can", "could", "will", "would", "shall", "should", "may", "might", "must",
        "can't", "cannot", "couldn't", "won't", "wouldn't", "shan't", "shouldn't", "mightn't", "mustn't",
        "'ll", "i'll", "you'll", "he'll", "she'll", "we'll", "they'll", "it'll",
    ]

    static let subjectPronouns: WordSet = ["i", "you", "he", "she", "it", "we", "they"]

    /// Adverbs of degree, which qualify adjectives and adverbs (`very tired`), not verbs.
    static let degreeAdverbs: WordSet = ["very", "so", "too", "really", "quite", "pretty", "extremely", "fairly", "rather"]

    static let objectPronouns: WordSet = ["me", "you", "him", "her", "it", "us", "them"]

    static let possessives: WordSet = ["my", "your", "his", "her", "its", "our", "their"]

    static let determiners: WordSet = [
        "a", "an", "the", "this", "that", "these", "those", "my", "your", "his", "her", "its", "our", "their",
        "every", "each", "some", "any", "no", "another",
    ]

    static let prepositions: WordSet = [
        "about", "above", "across", "after", "against", "along", "among", "around", "at", "before", "behind",
        "below", "beneath", "beside", "between", "beyond", "by", "despite", "down", "during", "except", "for",
        "from", "in", "inside", "into", "like", "near", "of", "off", "on", "onto", "out", "outside", "over",
        "past", "since", "through", "throughout", "to", "toward", "towards", "under", "underneath", "until",
        "unto", "up", "upon", "with", "within", "without",
    ]

    /// Words that join clauses: a new subject may follow them.
    static let clauseOpeners: WordSet = [
        "and", "but", "or", "so", "because", "if", "when", "whenever", "while", "although", "though", "since",
        "unless", "until", "that", "which", "who", "where", "then", "once", "after", "before", "as", "whether",
        "why", "how", "what", "yet", "nor",
    ]

    /// Finite forms of `be`, `have` and `do` with the number they agree with.
    static let singularAuxiliaries: WordMap<String> = [
        "is": "are", "was": "were", "has": "have", "does": "do", "isn't": "aren't", "wasn't": "weren't",
        "hasn't": "haven't", "doesn't": "don't",
    ]
    static let pluralAuxiliaries: WordMap<String> = [
        "are": "is", "were": "was", "have": "has", "do": "does", "aren't": "isn't", "weren't": "wasn't",
        "haven't": "hasn't", "don't": "doesn't",
    ]

    static let negativeDoForms: WordSet = ["don't", "doesn't", "didn't"]
    static let doForms: WordSet = ["do", "does", "did"]
}
