/// Whether a word is a plural or a singular noun, as far as spelling and a
/// few closed lists can tell. `nil` means "can't tell"; rules stay quiet then.
enum NounNumber {
    /// `true` for a plural noun (`dogs`, `boxes`, `cities`, `children`),
    /// `false` for a singular one, `nil` when unsure.
    static func isPlural(_ word: String, spelling: SpellChecker) -> Bool? {
        let key = WordKey(word)
        if irregularPlurals.contains(key) { return true }
        if unmarked.contains(key) || adjectivesAsNouns.contains(key) { return nil }
        if collective.contains(key) || numbers.contains(key) { return nil }
        if word.hasSuffix("ese") || word.hasSuffix("ish") && word.utf8.count > 5 { return nil }
        guard word.utf8.count >= 3, let last = word.utf8.last, Tokenizer.isASCIILetter(last) else { return nil }
        if word.hasSuffix("s") {
            if notPlural.contains(key) || word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is")
                || word.hasSuffix("ics") || word.hasSuffix("'s")
            {
                return nil
            }
            for stem in stems(of: word) where stem.utf8.count >= 2 && spelling.isCorrect(stem) {
                return true
            }
            return nil
        }
        guard spelling.isCorrect(word) else { return nil }
        return false
    }

    /// The singular forms `word` may come from (`cities` → `city`, `boxes` → `box`, `dogs` → `dog`).
    static func stems(of word: String) -> [String] {
        var result: [String] = []
        if word.hasSuffix("ies") { result.append(String(word.dropLast(3)) + "y") }
        if word.hasSuffix("es") { result.append(String(word.dropLast(2))) }
        result.append(String(word.dropLast()))
        return result
    }

    /// The singular of a regular plural, checked against the word list.
    static func singular(of word: String, spelling: SpellChecker) -> String? {
        if let irregular = irregularSingulars[word] { return irregular }
        return stems(of: word).first { $0.utf8.count >= 2 && spelling.isCorrect($0) }
    }

    /// Whether `word` (lowercased) is the same in the singular and the plural
    /// (`sheep`, `series`) or a collective noun that takes either verb (`team`, `number`).
    static func isUnmarkedOrCollective(_ word: String) -> Bool {
        let key = WordKey(word)
        return unmarked.contains(key) || collective.contains(key)
    }

    /// Whether `word` (lowercased) is the same in the singular and the plural (`aircraft`, `sheep`).
    static func isUnmarked(_ word: String) -> Bool { unmarked.contains(WordKey(word)) }

    /// Uncountable nouns: `a` / `an`, `many` and a plural do not go with them.
    static let massNouns: WordSet = [
        "knowledge", "accommodation", "information", "advice", "furniture", "equipment", "luggage", "baggage",
        "homework", "housework", "research", "evidence", "progress", "software", "hardware", "weather", "music",
        "feedback", "machinery", "clothing", "scenery", "permission", "happiness", "money", "traffic", "garbage",
        "rubbish", "news", "vocabulary", "pollution", "wildlife", "luck", "electricity", "poetry",
    ]

    static let irregularPlurals: WordSet = [
        "people", "men", "women", "children", "feet", "teeth", "mice", "geese", "criteria", "phenomena", "police",
        "cattle", "oxen", "lice", "dice",
    ]
    private static let irregularSingulars: WordMap<String> = [
        "people": "person", "men": "man", "women": "woman", "children": "child", "feet": "foot", "teeth": "tooth",
        "mice": "mouse", "geese": "goose",
    ]
    /// Same form in the singular and the plural.
    private static let unmarked: WordSet = [
        "sheep", "deer", "fish", "aircraft", "species", "series", "offspring", "means", "data", "media", "moose", "swine",
        "bison", "salmon", "trout", "headquarters", "crossroads", "barracks", "news", "staff", "personnel", "corps",
    ]
    private static let numbers: WordSet = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "twenty", "thirty", "hundred", "thousand", "million", "billion", "multiple", "first", "second", "third",
    ]
    /// Nouns that take a singular or a plural verb.
    private static let collective: WordSet = [
        "team", "family", "government", "committee", "crew", "audience", "class", "couple", "majority", "minority",
        "number", "jury", "band", "group", "public", "management", "board", "council", "company", "army", "firm",
        "club", "party", "union", "faculty", "community", "population", "crowd", "generation", "orchestra", "choir",
        "navy", "parliament", "congress", "department", "administration", "opposition", "rest", "remainder", "lot",
        "bunch", "pair", "total", "variety", "range", "kind", "type", "sort", "half", "third", "quarter", "percent",
        "percentage", "proportion", "fraction", "part", "portion", "none", "all", "most", "some", "plenty", "dozen",
        "hundred", "thousand", "million", "billion", "what", "which", "who", "whole", "other", "others", "same", "one",
    ]
    /// `the rich are`, `the elderly are`.
    private static let adjectivesAsNouns: WordSet = [
        "rich", "poor", "young", "old", "elderly", "sick", "dead", "living", "wealthy", "blind", "deaf", "disabled",
        "homeless", "unemployed", "wounded", "injured", "accused", "french", "dutch", "british", "english", "irish",
        "welsh", "scottish", "swiss", "latter", "former", "following", "above", "best", "worst", "first", "last",
        "many", "few", "several", "both", "former", "majority",
    ]
    /// Words ending in `s` that are not plural nouns.
    private static let notPlural: WordSet = [
        "always", "perhaps", "sometimes", "besides", "towards", "afterwards", "nowadays", "whereas", "hers", "ours",
        "yours", "theirs", "its", "his", "this", "thus", "was", "has", "does", "is", "as", "us", "yes", "less",
        "unless", "across", "plus", "minus", "various", "numerous", "lens", "bias", "gas", "atlas", "canvas", "alias",
        "chaos", "christmas", "cosmos", "pants", "trousers", "scissors", "glasses", "goods", "thanks", "whereabouts",
        "overseas", "downstairs", "upstairs", "indoors", "outdoors", "anyways", "sometimes", "ethos", "pathos",
        "kudos", "mathematics", "physics", "economics", "politics", "ethics", "athletics", "gymnastics", "measles",
        "diabetes", "rabies", "herpes", "mumps", "billiards", "darts", "checkers", "dominoes", "news", "alms",
    ]
}
