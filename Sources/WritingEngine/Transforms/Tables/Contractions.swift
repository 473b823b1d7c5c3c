/// English contractions and their full forms.
enum Contractions {
    /// Contraction → full form, where the full form is certain.
    static let expansions: [(String, String)] = [
        ("don't", "do not"), ("doesn't", "does not"), ("didn't", "did not"), ("isn't", "is not"), ("aren't", "are not"),
        ("wasn't", "was not"), ("weren't", "were not"), ("haven't", "have not"), ("hasn't", "has not"), ("hadn't", "had not"),
        ("won't", "will not"), ("wouldn't", "would not"), ("shouldn't", "should not"), ("couldn't", "could not"),
        ("can't", "cannot"), ("mustn't", "must not"), ("shan't", "shall not"), ("needn't", "need not"), ("mightn't", "might not"),
        ("ain't", "is not"), ("i'm", "I am"), ("you're", "you are"), ("we're", "we are"), ("they're", "they are"),
        ("i've", "I have"), ("you've", "you have"), ("we've", "we have"), ("they've", "they have"), ("i'll", "I will"),
        ("you'll", "you will"), ("we'll", "we will"), ("they'll", "they will"), ("he'll", "he will"), ("she'll", "she will"),
        ("it'll", "it will"), ("that'll", "that will"), ("let's", "let us"), ("y'all", "you all"), ("there're", "there are"),
    ]

    /// `'s` contractions: `is`, or `has` before `been`/`got`.
    static let isOrHas = ["it's", "that's", "there's", "here's", "what's", "who's", "where's", "how's", "he's", "she's"]
    /// `'d` contractions: `would`, or `had` before a participle.
    static let wouldOrHad = ["i'd", "you'd", "we'd", "they'd", "he'd", "she'd", "it'd", "that'd"]
    /// Words after which `'d` means `had`.
    static let hadMarkers: Set<String> = ["been", "better", "already", "just", "never", "had", "done", "gone", "seen", "made", "got"]

    /// Full form → contraction, for the friendly tone (not at a clause end:
    /// "I know what it is." stays).
    static let contractions: [(String, String)] = [
        ("do not", "don't"), ("does not", "doesn't"), ("did not", "didn't"), ("is not", "isn't"), ("are not", "aren't"),
        ("was not", "wasn't"), ("were not", "weren't"), ("has not", "hasn't"), ("have not", "haven't"), ("had not", "hadn't"),
        ("will not", "won't"), ("would not", "wouldn't"), ("should not", "shouldn't"), ("could not", "couldn't"),
        ("cannot", "can't"), ("can not", "can't"), ("must not", "mustn't"), ("i am", "I'm"), ("you are", "you're"),
        ("we are", "we're"), ("they are", "they're"), ("it is", "it's"), ("that is", "that's"), ("there is", "there's"),
        ("here is", "here's"), ("what is", "what's"), ("who is", "who's"), ("he is", "he's"), ("she is", "she's"),
        ("i will", "I'll"), ("you will", "you'll"), ("we will", "we'll"), ("they will", "they'll"), ("i would", "I'd"),
        ("you would", "you'd"), ("we would", "we'd"), ("they would", "they'd"),
    ]

    /// Whether `word` is a past participle (`created`, `written`) after which `I have` may become `I've`;
    /// not one spelled like a base form, which may be a noun that `have` owns (`you have set menus`).
    static func isPerfectParticiple(_ word: String) -> Bool {
        let forms = Lexicon.shared.forms(of: word)
        guard forms.contains(.pastParticiple) else { return false }
        return word.hasSuffix("ed") || !forms.contains(.base) || participleAlone.contains(word)
    }
    /// Participles spelled like a base form that still mark a perfect after `have` (`we have become`).
    static let participleAlone: Set<String> = ["become", "come", "run"]
}
