/// Whether a word is pronounced with a leading vowel sound, which decides `a` or `an`.
enum ArticleSound {
    /// `true` for a vowel sound, `false` for a consonant sound, `nil` when unsure.
    ///
    /// `word` is the text as written; acronyms and single letters are read
    /// letter by letter. `isWord` tells a dictionary word, to read a word
    /// that `un` opens (`unable`, `uninstall`) apart from one whose `u` is
    /// said “you” (`unary`, `unit`).
    static func startsWithVowelSound(_ word: String, isWord: (String) -> Bool) -> Bool? {
        let bytes = Array(word.utf8)
        guard let first = bytes.first else { return nil }
        if Tokenizer.isDigit(first) { return number(bytes) }
        guard Tokenizer.isASCIILetter(first) else { return nil }
        let letters = bytes.prefix { Tokenizer.isASCIILetter($0) }
        let isUpper = { (c: UInt8) in c >= 0x41 && c <= 0x5A }
        // A single letter, or a letter joined by a hyphen or a dot (`x-ray`, `U.S.`): the letter's name.
        if letters.count == 1 {
            if bytes.count == 1 || bytes[1] == 0x2D || bytes[1] == 0x2E { return letterName(first) }
            return nil
        }
        if letters.allSatisfy(isUpper) {
            // Six capitals or more are a word in capitals (`SPECIFICATION`) or an acronym read as one (`NASDAQ`).
            if letters.count >= 6 || readAsWords.contains(String(decoding: letters.map { $0 | 0x20 }, as: UTF8.self)) { return nil }
            // Acronym: spelled out unless it reads as a word (consonant then vowel: NASA, LED).
            let second = letters[letters.startIndex + 1] | 0x20
            if vowelLetters.contains(first | 0x20) { return letterName(first) }
            if vowelLetters.contains(second) || second == 0x79 { return nil }
            return letterName(first)
        }
        let lower = String(decoding: letters.map { $0 | 0x20 }, as: UTF8.self)
        // `uv`, `ui`, `ux`: two letters that make no word are read as letters, and `u` is said “you”.
        if bytes.count == 2, lower.hasPrefix("u"), !["up", "us", "um"].contains(lower) { return letterName(first) }
        let hasVowel = lower.utf8.contains { vowelLetters.contains($0) || $0 == 0x79 }
        // `fd`, `npm`, `lcov`: an onset no English word has, so read letter by letter.
        if !startsLikeEnglish(lower) { return letterName(first) }
        // `str`, `std`: no vowel after an English onset, often read as the word it shortens (`a str` is `a string`).
        if !hasVowel { return lower.utf8.count >= 3 ? nil : letterName(first) }
        return wordSound(lower, isWord: isWord)
    }

    private static let vowelLetters: Set<UInt8> = [0x61, 0x65, 0x69, 0x6F, 0x75]

    /// Whether the first two letters can begin an English word (a vowel, or a consonant cluster like `st`, `pr`).
    private static func startsLikeEnglish(_ w: String) -> Bool {
        let u = Array(w.utf8)
        guard u.count >= 2 else { return true }
        if vowelLetters.contains(u[0]) || vowelLetters.contains(u[1]) || u[1] == 0x79 { return true }
        return onsets.contains(String(decoding: u[0..<2], as: UTF8.self))
    }

    private static let onsets: Set<String> = [
        "bl", "br", "ch", "cl", "cr", "cz", "dr", "dw", "fl", "fr", "gh", "gl", "gn", "gr", "kl", "kn", "kr", "ph", "pl",
        "pn", "pr", "ps", "pt", "qu", "rh", "sc", "sh", "sk", "sl", "sm", "sn", "sp", "sq", "st", "sv", "sw", "th", "tr",
        "ts", "tw", "vl", "wh", "wr", "xy", "zh",
    ]

    /// The sound of a letter's name: `an F`, `a U`.
    private static func letterName(_ letter: UInt8) -> Bool {
        switch letter | 0x20 {
        case 0x61, 0x65, 0x66, 0x68, 0x69, 0x6C, 0x6D, 0x6E, 0x6F, 0x72, 0x73, 0x78: true  // a e f h i l m n o r s x
        default: false
        }
    }

    /// `an 8`, `an 11`, `an 18`, `an 80`; `a 1`, `a 100`. Numbers like `1100` are skipped.
    private static func number(_ bytes: [UInt8]) -> Bool? {
        let digits = bytes.prefix { Tokenizer.isDigit($0) || $0 == 0x2C }.filter { $0 != 0x2C }
        guard let first = digits.first else { return nil }
        if first == 0x38 { return true }
        if first == 0x31, digits.count >= 2, digits[1] == 0x31 || digits[1] == 0x38 {
            // eleven, eighteen (11, 18, 11,000, 18,000,000) — but 1100 may be read "one thousand one hundred".
            return digits.count % 3 == 2 ? true : nil
        }
        return false
    }

    private static func wordSound(_ w: String, isWord: (String) -> Bool) -> Bool? {
        for prefix in silentH where w.hasPrefix(prefix) { return true }
        for prefix in ambiguous where w.hasPrefix(prefix) { return nil }
        guard let first = w.utf8.first else { return nil }
        if !vowelLetters.contains(first) { return false }
        if first == 0x75 { return uSound(w, isWord: isWord) }
        for prefix in consonantSoundPrefixes where w.hasPrefix(prefix) { return false }
        return true
    }

    /// The sound of a word that starts with `u`. Before one consonant and a
    /// vowel, `u` is said “you” (`unary`, `unit`, `usage`, `utility`,
    /// `urine`), unless `un` opens a word of its own (`unable`, `uninstall`,
    /// `unused`, `unyielding`); before two consonants it is a vowel
    /// (`under`, `update`, `urgent`, `usher`). Nil for a word `un` may open
    /// that is no word (`unusuall`): which it is, a slip does not tell.
    private static func uSound(_ w: String, isWord: (String) -> Bool) -> Bool? {
        let u = Array(w.utf8)
        guard u.count >= 3, !vowelLetters.contains(u[1]), u[1] != 0x79, vowelLetters.contains(u[2]) || u[2] == 0x79 else {
            return true
        }
        guard u[1] == 0x6E else { return false }
        if u.count >= 6, isWord(String(decoding: u[2...], as: UTF8.self)) { return true }
        return isWord(w) ? false : nil
    }

    /// Acronyms read either letter by letter or as a word.
    private static let readAsWords: Set<String> = ["sql", "faq", "scsi", "hvac", "mpeg", "ssl", "smtp"]
    private static let silentH = ["hour", "honest", "honor", "honour", "heir"]
    /// Words both articles are used with, or whose sound depends on the
    /// word: left alone. Loanwords whose `u` is said “oo” (`uber`, `umami`,
    /// `udon`, `Ubuntu`) are among them.
    private static let ambiguous = [
        "herb", "histor", "hotel", "heroic", "habitual", "hypothe", "unid", "onerous", "uber", "umam", "udon", "ubun",
    ]
    /// Vowel letters said with a consonant: “you” (`euro`, `ewe`), “w” (`one`, `once`, `ouija`).
    private static let consonantSoundPrefixes = ["eu", "ewe", "one", "once", "ouija"]
}
