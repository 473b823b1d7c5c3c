/// Whether a word is probably an adjective, from common adjectives and
/// adjective suffixes; used where a rule must step over modifiers.
enum Adjectives {
    static func isLikely(_ word: String) -> Bool {
        if common.contains(word) { return true }
        if word.utf8.count < 5 || Lexicon.shared.forms(of: word).contains(.base) { return false }
        for suffix in suffixes where word.hasSuffix(suffix) { return true }
        return false
    }

    private static let suffixes = [
        "ful", "ous", "ive", "able", "ible", "ish", "less", "ical", "est", "ier",
    ]

    private static let common: WordSet = [
        "big", "small", "new", "old", "good", "bad", "great", "major", "minor", "simple", "early", "late", "high", "low",
        "long", "short", "large", "little", "young", "main", "whole", "free", "same", "nice", "fine", "real", "true",
        "false", "easy", "hard", "fast", "slow", "quick", "strong", "weak", "rich", "poor", "happy", "sad", "best",
        "worst", "better", "worse", "red", "blue", "green", "black", "white", "yellow", "brown", "grey", "gray", "dark",
        "light", "bright", "clean", "dirty", "hot", "cold", "warm", "cool", "wooden", "golden", "broad", "wide",
        "narrow", "deep", "tall", "huge", "tiny", "swift", "serious", "close", "dear", "kind", "wise", "brave", "busy",
        "experienced", "extremely", "very", "really", "quite", "previous", "next", "last", "first", "second", "third",
        "local", "foreign", "famous", "friendly", "lovely", "ugly", "pretty", "modern", "ancient", "recent", "common",
        "rare", "clear", "safe", "sure", "wrong", "right", "open", "full", "empty", "loud", "quiet", "soft", "smart",
        "clever", "stupid", "silly", "funny", "crazy", "perfect", "terrible", "horrible", "wonderful", "beautiful",
        "average", "typical", "special", "specific", "general", "particular", "single", "double", "certain",
    ]
}
