/// Hunspell's view of letter case: one character maps to one character (so `ß` has no capital), and a word is
/// all-lowercase, Capitalised, ALL-CAPS or a mix.
enum HunspellCasing {
    /// The case pattern of a word, as Hunspell's `get_captype` computes it.
    enum Shape: Equatable {
        case lower
        case capitalized
        case allUpper
        /// Mixed, starting with a capital (`OpenOffice`).
        case mixedCapitalized
        /// Mixed, starting with a lowercase letter (`iPhone`).
        case mixed
    }

    static func shape(_ word: String) -> Shape {
        var capitals = 0
        var neutral = 0
        var count = 0
        var firstIsCapital = false
        for scalar in word.unicodeScalars {
            let lowered = lower(scalar)
            if lowered != scalar {
                if count == 0 { firstIsCapital = true }
                capitals += 1
            }
            if upper(scalar) == lowered { neutral += 1 }
            count += 1
        }
        if capitals == 0 { return .lower }
        if capitals == 1, firstIsCapital { return .capitalized }
        if capitals == count || capitals + neutral == count { return .allUpper }
        return firstIsCapital ? .mixedCapitalized : .mixed
    }

    /// Whether a UTF-8 stem may have capitals (any byte that is an ASCII capital or not ASCII).
    static func mayHaveCapitals(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.contains { ($0 >= 0x41 && $0 <= 0x5A) || $0 >= 0x80 }
    }

    static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.value < 0x80 {
            return scalar.value >= 0x41 && scalar.value <= 0x5A ? Unicode.Scalar(scalar.value + 32)! : scalar
        }
        return single(scalar.properties.lowercaseMapping) ?? scalar
    }

    static func upper(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.value < 0x80 {
            return scalar.value >= 0x61 && scalar.value <= 0x7A ? Unicode.Scalar(scalar.value - 32)! : scalar
        }
        return single(scalar.properties.uppercaseMapping) ?? scalar
    }

    static func lowercased(_ word: String) -> String {
        String(String.UnicodeScalarView(word.unicodeScalars.map(lower)))
    }

    static func uppercased(_ word: String) -> String {
        String(String.UnicodeScalarView(word.unicodeScalars.map(upper)))
    }

    /// The word with its first character capitalised and the rest unchanged.
    static func capitalizingFirst(_ word: String) -> String {
        var scalars = Array(word.unicodeScalars)
        guard let first = scalars.first else { return word }
        scalars[0] = upper(first)
        return String(String.UnicodeScalarView(scalars))
    }

    private static func single(_ mapping: String) -> Unicode.Scalar? {
        let scalars = mapping.unicodeScalars
        return scalars.count == 1 ? scalars.first : nil
    }
}
