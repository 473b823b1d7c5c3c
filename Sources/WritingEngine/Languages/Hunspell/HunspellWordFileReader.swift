/// Reads a `.dic` file (already UTF-8) into a `HunspellWordTable`.
enum HunspellWordFileReader {
    static func read(
        lines: [ArraySlice<UInt8>], settings: HunspellSettings, file: String, limits: HunspellLimits, clock: HunspellLoadClock
    ) throws(HunspellError) -> HunspellWordTable {
        guard let first = lines.first else { throw .malformed(file: file, line: 1, reason: "the file is empty") }
        let countText = String(decoding: first, as: UTF8.self).trimmingPrefix("\u{FEFF}").prefix { $0.isNumber }
        guard let declared = Int(countText) else {
            throw .malformed(file: file, line: 1, reason: "the first line must be the number of words")
        }
        guard declared <= limits.maxWords, lines.count - 1 <= limits.maxWords else {
            throw .overSizeBudget(file: file, what: "the number of words", size: max(declared, lines.count - 1), limit: limits.maxWords)
        }
        var table = HunspellWordTable()
        for number in 1..<max(1, lines.count) {
            if number.isMultiple(of: 16_384) { try clock.check() }
            let line = lines[number]
            guard let first = line.first, first != 0x09 else { continue }
            let (word, flagField) = split(entry(of: line))
            guard !word.isEmpty else { continue }
            var flags: [HunspellFlag] = []
            if !flagField.isEmpty {
                guard let parsed = parse(flagField, settings), parsed.count <= limits.maxFlagsPerEntry else {
                    throw .malformed(
                        file: file, line: number + 1, reason: "the flags of \(String(decoding: word.prefix(60), as: UTF8.self)) are invalid"
                    )
                }
                flags = parsed
            }
            add(word, flags, settings, to: &table)
        }
        table.finish()
        return table
    }

    private static func add(_ word: [UInt8], _ flags: [HunspellFlag], _ settings: HunspellSettings, to table: inout HunspellWordTable) {
        var word = word
        if !settings.ignored.isEmpty {
            var text = String(decoding: word, as: UTF8.self)
            text.unicodeScalars.removeAll(where: settings.ignored.contains)
            word = Array(text.utf8)
        }
        table.append(word, flags: flags)
        guard HunspellCasing.mayHaveCapitals(word), !flags.hasFlag(settings.forbidden) else { return }
        let text = String(decoding: word, as: UTF8.self)
        let shape = HunspellCasing.shape(text)
        guard shape == .mixed || shape == .mixedCapitalized || (shape == .allUpper && !flags.isEmpty) else { return }
        let hidden = HunspellCasing.capitalizingFirst(HunspellCasing.lowercased(text))
        table.append(Array(hidden.utf8), flags: (flags + [HunspellSettings.onlyUppercaseFlag]).sorted())
    }

    /// The line without its morphological fields (after a tab, or after a space before `xx:`).
    private static func entry(of line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var end = line.firstIndex(of: 0x09) ?? line.endIndex
        var index = line.startIndex
        while index < end {
            if line[index] == 0x20, index + 3 < end, line[index + 3] == UInt8(ascii: ":"),
                isLowerASCII(line[index + 1]), isLowerASCII(line[index + 2])
            {
                end = index
                break
            }
            index += 1
        }
        var result = line[line.startIndex..<end]
        while let last = result.last, last == 0x20 { result = result.dropLast() }
        return result
    }

    private static func isLowerASCII(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }

    /// The word and its flag field, split at the first `/` that is neither first nor escaped (`\/`).
    private static func split(_ entry: ArraySlice<UInt8>) -> ([UInt8], ArraySlice<UInt8>) {
        var word: [UInt8] = []
        var index = entry.startIndex
        while index < entry.endIndex {
            let byte = entry[index]
            if byte == 0x5C, index + 1 < entry.endIndex, entry[index + 1] == 0x2F {
                word.append(0x2F)
                index += 2
                continue
            }
            if byte == 0x2F, !word.isEmpty { return (word, entry[(index + 1)...]) }
            word.append(byte)
            index += 1
        }
        return (word, [])
    }

    private static func parse(_ field: ArraySlice<UInt8>, _ settings: HunspellSettings) -> [HunspellFlag]? {
        if !settings.aliases.isEmpty {
            guard let alias = Int(String(decoding: field, as: UTF8.self)), alias >= 1, alias <= settings.aliases.count else { return nil }
            return settings.aliases[alias - 1]
        }
        return settings.flagKind.parse(field)
    }
}
