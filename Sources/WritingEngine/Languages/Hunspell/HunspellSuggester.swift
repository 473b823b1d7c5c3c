import Foundation

/// Edit candidates for a misspelt word, checked against the dictionary and ranked by cost.
struct HunspellSuggester {
    let checker: HunspellChecker
    let word: String
    private let characters: [Character]
    private let shape: HunspellCasing.Shape
    private var found: [(text: String, cost: Int, order: Int)] = []
    private var tried: Set<String> = []
    private var checksLeft = 2_000
    private var compounds = false

    /// Vowels a slip may swap for one another.
    private static let vowels = Set("aeiouyäöüáéíóúàèìòùâêîôûãõëïœæå")

    init(checker: HunspellChecker, word: String) {
        self.checker = checker
        self.word = word
        characters = Array(word)
        shape = HunspellCasing.shape(word)
    }

    /// The corrections found by edits, best first.
    mutating func editSuggestions(limit: Int) -> [String] {
        generate(cheapOnly: false)
        if found.isEmpty, checker.settings.compounds {
            compounds = true
            tried = []
            generate(cheapOnly: true)
        }
        var seen: Set<String> = [word]
        return found.sorted { ($0.cost, $0.order) < ($1.cost, $1.order) }.map(\.text).filter { seen.insert($0).inserted }
            .prefix(limit).map { $0 }
    }

    /// The most words checked for the dearer edits once a cheap edit made a word: they may add corrections but
    /// never come before it.
    static let checksAfterCheapHit = 400

    private mutating func generate(cheapOnly: Bool) {
        replacements()
        mapped()
        recased()
        swapped()
        dropped()
        doubled()
        wrongVowel()
        neighbourKeys()
        guard !cheapOnly else { return }
        if found.contains(where: { $0.cost <= 1 }) { checksLeft = min(checksLeft, Self.checksAfterCheapHit) }
        forgotten()
        substituted()
        moved()
        split()
    }

    private mutating func offer(_ candidate: String, cost: Int) {
        guard checksLeft > 0, candidate != word, tried.insert(candidate).inserted else { return }
        // A trailing dot is the sentence's, not the word's.
        if candidate.hasSuffix("."), !word.hasSuffix(".") { return }
        checksLeft -= 1
        let parts = candidate.split(separator: " ", omittingEmptySubsequences: false)
        let correct =
            parts.count > 1
            ? parts.allSatisfy { !$0.isEmpty && checker.spell(String($0), forSuggestion: true, compounds: compounds) }
            : checker.spell(candidate, forSuggestion: true, compounds: compounds)
        if correct { found.append((candidate, cost, found.count)) }
    }

    private mutating func offer(_ candidate: [Character], cost: Int) { offer(String(candidate), cost: cost) }

    /// REP: the dictionary's own table of typical slips (`^` and `$` anchor a pattern).
    private mutating func replacements() {
        for (from, to) in checker.settings.replacements {
            var pattern = from
            let atStart = pattern.hasPrefix("^")
            let atEnd = pattern.hasSuffix("$")
            if atStart { pattern.removeFirst() }
            if atEnd { pattern.removeLast() }
            guard !pattern.isEmpty else { continue }
            for range in word.ranges(of: pattern) {
                if atStart, range.lowerBound != word.startIndex { continue }
                if atEnd, range.upperBound != word.endIndex { continue }
                offer(word.replacingCharacters(in: range, with: to), cost: 0)
            }
        }
    }

    /// MAP: letters the dictionary relates (accents, `ß`/`ss`), one or two at a time.
    private mutating func mapped() {
        let classes = checker.settings.mapClasses
        guard !classes.isEmpty else { return }
        var firstRound: [String] = []
        for candidate in mapVariants(of: word, classes) {
            offer(candidate, cost: 0)
            firstRound.append(candidate)
        }
        for variant in firstRound.prefix(40) {
            for candidate in mapVariants(of: variant, classes) { offer(candidate, cost: 0) }
        }
    }

    private func mapVariants(of text: String, _ classes: [[String]]) -> [String] {
        var result: [String] = []
        for members in classes {
            for member in members {
                for range in text.ranges(of: member) {
                    for other in members where other != member {
                        result.append(text.replacingCharacters(in: range, with: other))
                    }
                }
            }
        }
        return result
    }

    /// The word capitalised, or in lowercase.
    private mutating func recased() {
        offer(HunspellCasing.capitalizingFirst(word), cost: 0)
        if shape != .lower { offer(HunspellCasing.lowercased(word), cost: 1) }
    }

    private mutating func swapped() {
        guard characters.count >= 2 else { return }
        for index in 0..<(characters.count - 1) where characters[index] != characters[index + 1] {
            var candidate = characters
            candidate.swapAt(index, index + 1)
            offer(candidate, cost: 1)
        }
        for distance in 2...4 where characters.count > distance {
            for index in 0..<(characters.count - distance) {
                var candidate = characters
                candidate.swapAt(index, index + distance)
                offer(candidate, cost: 3)
            }
        }
    }

    private mutating func dropped() {
        for index in characters.indices {
            var candidate = characters
            candidate.remove(at: index)
            offer(candidate, cost: 1)
        }
    }

    private mutating func doubled() {
        for index in characters.indices {
            var candidate = characters
            candidate.insert(characters[index], at: index)
            offer(candidate, cost: 1)
        }
    }

    private mutating func wrongVowel() {
        let vowels = Self.vowels.filter { vowel in
            checker.settings.tryCharacters.isEmpty || checker.settings.tryCharacters.contains(vowel) || "aeiou".contains(vowel)
        }
        for index in characters.indices where Self.vowels.contains(characters[index]) {
            for vowel in vowels.sorted() where vowel != characters[index] {
                var candidate = characters
                candidate[index] = vowel
                offer(candidate, cost: 1)
            }
        }
    }

    /// KEY: a neighbouring key on the keyboard, and the same key with Shift.
    private mutating func neighbourKeys() {
        let rows = checker.settings.keyboard.split(separator: "|").map(Array.init)
        for index in characters.indices {
            let character = characters[index]
            var neighbours: [Character] = []
            if let upper = character.uppercased().first, upper != character { neighbours.append(upper) }
            for row in rows {
                for position in row.indices where row[position] == character {
                    if position > 0 { neighbours.append(row[position - 1]) }
                    if position + 1 < row.count { neighbours.append(row[position + 1]) }
                }
            }
            for neighbour in neighbours {
                var candidate = characters
                candidate[index] = neighbour
                offer(candidate, cost: 1)
            }
        }
    }

    /// TRY: a forgotten letter, the dictionary's most frequent letters first.
    private mutating func forgotten() {
        for (rank, letter) in checker.settings.tryCharacters.enumerated() {
            for index in 0...characters.count {
                var candidate = characters
                candidate.insert(letter, at: index)
                offer(candidate, cost: 2 + rank / 16)
            }
        }
    }

    /// TRY: a wrong letter.
    private mutating func substituted() {
        for (rank, letter) in checker.settings.tryCharacters.enumerated() {
            for index in characters.indices where characters[index] != letter {
                var candidate = characters
                candidate[index] = letter
                offer(candidate, cost: 2 + rank / 16)
            }
        }
    }

    /// A letter moved two to four places.
    private mutating func moved() {
        for index in characters.indices {
            for distance in 2...4 {
                for target in [index + distance, index - distance] where target >= 0 && target < characters.count {
                    var candidate = characters
                    let letter = candidate.remove(at: index)
                    candidate.insert(letter, at: target)
                    offer(candidate, cost: 3)
                }
            }
        }
    }

    /// Two words run together (not with NOSPLITSUGS).
    private mutating func split() {
        guard !checker.settings.noSplitSuggestions, characters.count >= 4 else { return }
        for index in 2..<(characters.count - 1) {
            offer(String(characters[..<index]) + " " + String(characters[index...]), cost: 4)
        }
    }
}
