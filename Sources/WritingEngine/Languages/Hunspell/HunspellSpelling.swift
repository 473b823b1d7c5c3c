import Foundation

/// A word as written in text: input conversion, numbers, letter case, sharp s and word breaks (Hunspell's
/// `spell`).
extension HunspellChecker {
    /// Words longer than this many bytes are never correct (Hunspell's limit).
    static let longestWord = 360

    func spell(_ text: String, forSuggestion: Bool = false, compounds: Bool = true, depth: Int = 0) -> Bool {
        var word = inputConversion.apply(text.trimmingCharacters(in: .whitespaces))
        if !settings.ignored.isEmpty { word.unicodeScalars.removeAll(where: settings.ignored.contains) }
        guard !word.isEmpty else { return true }
        guard word.utf8.count < Self.longestWord else { return false }
        if Self.isNumber(word) { return true }
        var dots = 0
        while word.hasSuffix("."), word.count > 1 {
            word.removeLast()
            dots += 1
        }
        let verdict = spellCased(word, abbreviation: dots > 0, forSuggestion: forSuggestion, compounds: compounds)
        if verdict.entry != nil { return true }
        if case .forbidden = verdict { return false }
        // Like Hunspell, a Capitalised or ALL-CAPS word is broken in its capitalised form (`CD-ROM` as `Cd-rom`).
        let shape = HunspellCasing.shape(word)
        let broken = shape == .allUpper || shape == .capitalized ? HunspellCasing.capitalizingFirst(HunspellCasing.lowercased(word)) : word
        return depth < 4 && spellAcrossBreaks(broken + String(repeating: ".", count: dots), depth: depth, forSuggestion: forSuggestion)
    }

    /// Checks the spellings that the word's letter case allows.
    func spellCased(_ word: String, abbreviation: Bool, forSuggestion: Bool, compounds: Bool) -> Verdict {
        var forbidden = false
        func check(_ candidate: String, _ options: CheckOptions) -> Int32? {
            var bytes = Array(candidate.utf8)
            var verdict = checkWord(bytes[...], options)
            if verdict.entry == nil, abbreviation {
                bytes.append(UInt8(ascii: "."))
                verdict = checkWord(bytes[...], options)
            }
            if case .forbidden = verdict { forbidden = true }
            return verdict.entry
        }
        let shape = HunspellCasing.shape(word)
        var options = CheckOptions(originalCapitals: shape != .lower, forSuggestion: forSuggestion, compounds: compounds)
        switch shape {
        case .lower, .mixed, .mixedCapitalized:
            if let entry = check(word, options) { return .found(entry) }
            return forbidden ? .forbidden : .missing
        case .allUpper:
            if let entry = check(word, options) { return .found(entry) }
            if let entry = allCapitalsVariants(word, options, check) { return .found(entry) }
        case .capitalized:
            break
        }
        let capitalized = shape == .allUpper ? HunspellCasing.capitalizingFirst(HunspellCasing.lowercased(word)) : word
        options.initialCapital = shape == .capitalized
        let found = check(capitalized, options)
        options.initialCapital = false
        if forbidden { return .forbidden }
        if let found, !(isKeptCase(found) && shape == .allUpper) { return .found(found) }
        let lower = HunspellCasing.lowercased(word)
        if let found = check(lower, options) {
            let sharpException = settings.checkSharps && lower.contains("ß")
            if isKeptCase(found), shape == .allUpper || !sharpException { return forbidden ? .forbidden : .missing }
            return .found(found)
        }
        return forbidden ? .forbidden : .missing
    }

    /// ALL-CAPS words: `SANT'ELIA` as `sant'Elia` or `Sant'Elia`, and `STRASSE` as `straße` (CHECKSHARPS).
    private func allCapitalsVariants(_ word: String, _ options: CheckOptions, _ check: (String, CheckOptions) -> Int32?) -> Int32? {
        let lower = HunspellCasing.lowercased(word)
        if let apostrophe = lower.firstIndex(of: "'"), lower.index(after: apostrophe) < lower.endIndex {
            let head = lower[...apostrophe]
            let tail = HunspellCasing.capitalizingFirst(String(lower[lower.index(after: apostrophe)...]))
            if let entry = check(head + tail, options) { return entry }
            if let entry = check(HunspellCasing.capitalizingFirst(head + tail), options) { return entry }
        }
        guard settings.checkSharps, word.contains("SS") else { return nil }
        return sharpVariants(Array(lower.utf8), from: 0, replaced: 0, options, check)
            ?? sharpVariants(Array(HunspellCasing.capitalizingFirst(lower).utf8), from: 0, replaced: 0, options, check)
    }

    /// Tries each `ss` as `ß` (at most five), as Hunspell's `spellsharps`.
    private func sharpVariants(
        _ bytes: [UInt8], from start: Int, replaced: Int, _ options: CheckOptions, _ check: (String, CheckOptions) -> Int32?
    ) -> Int32? {
        var index = start
        while index + 1 < bytes.count, !(bytes[index] == 0x73 && bytes[index + 1] == 0x73) { index += 1 }
        if index + 1 < bytes.count, replaced < 5 {
            var sharp = bytes
            sharp.replaceSubrange(index...(index + 1), with: [0xC3, 0x9F])
            if let entry = sharpVariants(sharp, from: index + 2, replaced: replaced + 1, options, check) { return entry }
            return sharpVariants(bytes, from: index + 2, replaced: replaced, options, check)
        }
        return replaced > 0 ? check(String(decoding: bytes, as: UTF8.self), options) : nil
    }

    private func isKeptCase(_ entry: Int32) -> Bool {
        entry >= 0 && has(entry, settings.keepCase)
    }

    /// BREAK: a word is correct when its parts at a break pattern are (`Donau-Dampfschiff`).
    private func spellAcrossBreaks(_ word: String, depth: Int, forSuggestion: Bool) -> Bool {
        let patterns = settings.breakPatterns ?? ["-", "^-", "-$"]
        // Most words hold no break: found without splitting the word (this runs for every candidate suggestion).
        guard
            patterns.contains(where: { pattern in
                let bare = pattern.trimmingCharacters(in: CharacterSet(charactersIn: "^$"))
                return !bare.isEmpty && word.contains(bare)
            })
        else { return false }
        var occurrences = 0
        for pattern in patterns {
            let bare = pattern.trimmingCharacters(in: CharacterSet(charactersIn: "^$"))
            guard !bare.isEmpty else { continue }
            occurrences += word.components(separatedBy: bare).count - 1
        }
        guard occurrences > 0, occurrences < 10 else { return false }
        let next = depth + 1
        for pattern in patterns where pattern.count > 1 {
            if pattern.hasPrefix("^"), word.hasPrefix(pattern.dropFirst()),
                spell(String(word.dropFirst(pattern.count - 1)), forSuggestion: forSuggestion, depth: next)
            {
                return true
            }
            if pattern.hasSuffix("$"), word.hasSuffix(pattern.dropLast()),
                spell(String(word.dropLast(pattern.count - 1)), forSuggestion: forSuggestion, depth: next)
            {
                return true
            }
        }
        for pattern in patterns where !pattern.hasPrefix("^") && !pattern.hasSuffix("$") {
            let ranges = word.ranges(of: pattern).filter { $0.lowerBound > word.startIndex && $0.upperBound < word.endIndex }
            // The second occurrence first, so that a listed word with a break in it is read whole.
            for found in [ranges.dropFirst().first, ranges.first].compactMap({ $0 })
            where spell(String(word[found.upperBound...]), forSuggestion: forSuggestion, depth: next)
                && spell(String(word[..<found.lowerBound]), forSuggestion: forSuggestion, depth: next)
            {
                return true
            }
        }
        return false
    }

    /// Digits with single `.`, `,` or `-` between them (`1.000,50`).
    static func isNumber(_ word: String) -> Bool {
        var sawDigit = false
        var previousWasSeparator = true
        for byte in word.utf8 {
            if byte >= 0x30, byte <= 0x39 {
                sawDigit = true
                previousWasSeparator = false
            } else if byte == 0x2C || byte == 0x2E || byte == 0x2D {
                if previousWasSeparator { return false }
                previousWasSeparator = true
            } else {
                return false
            }
        }
        return sawDigit && !previousWasSeparator
    }
}
