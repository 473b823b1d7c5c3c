import Foundation

/// Reads an `.aff` file (already UTF-8) into `HunspellSettings`.
struct HunspellAffixFileParser {
    private var settings = HunspellSettings()
    private var pendingAffixRules: [String: Int] = [:]
    private var pendingTables: [String: Int] = [:]
    private var affixHeaders: [String: Bool] = [:]
    private var unread: [String] = []
    private var tableEntries = 0
    private let limits: HunspellLimits
    private let file: String
    private var lineNumber = 0

    /// Directives that only describe the dictionary.
    private static let informational: Set<String> = ["LANG", "NAME", "VERSION", "HOME", "AUTHOR", "LICENSE"]

    static func parse(
        lines: [ArraySlice<UInt8>], encoding: String, file: String, limits: HunspellLimits, clock: HunspellLoadClock
    ) throws(HunspellError) -> HunspellSettings {
        var parser = HunspellAffixFileParser(limits: limits, file: file)
        parser.settings.encoding = encoding
        // Split on bytes, not characters: a combining mark after a space (`IGNORE ֑`) is a field of its own.
        let tokenized = lines.map { line in
            line.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 }).map { String(decoding: $0, as: UTF8.self) }
        }
        for tokens in tokenized where tokens.count >= 2 && tokens[0] == "FLAG" {
            guard let kind = HunspellFlagKind(name: tokens[1]) else {
                throw .malformed(file: file, line: 0, reason: "unknown FLAG type \(tokens[1])")
            }
            parser.settings.flagKind = kind
        }
        for (number, tokens) in tokenized.enumerated() {
            if number.isMultiple(of: 4096) { try clock.check() }
            parser.lineNumber = number + 1
            guard let name = tokens.first, !name.hasPrefix("#") else { continue }
            try parser.read(name, Array(tokens.dropFirst()))
        }
        parser.settings.unreadDirectives = parser.unread
        return parser.settings
    }

    private init(limits: HunspellLimits, file: String) {
        self.limits = limits
        self.file = file
    }

    private func fail(_ reason: String) -> HunspellError {
        .malformed(file: file, line: lineNumber, reason: reason)
    }

    private func flag(_ fields: [String]) throws(HunspellError) -> HunspellFlag {
        guard let field = fields.first, let flag = settings.flagKind.parseOne(field) else { throw fail("a flag is missing or invalid") }
        return flag
    }

    private func number(_ fields: [String]) throws(HunspellError) -> Int {
        guard let field = fields.first, let value = Int(field), value >= 0 else { throw fail("a number is missing or invalid") }
        return value
    }

    private mutating func read(_ name: String, _ fields: [String]) throws(HunspellError) {
        switch name {
        case "PFX", "SFX": try readAffix(isSuffix: name == "SFX", fields)
        case "SET", "FLAG": break
        case "WORDCHARS": settings.wordCharacters = fields.first ?? ""
        case "IGNORE": settings.ignored = Set((fields.first ?? "").unicodeScalars)
        case "TRY": settings.tryCharacters = fields.first ?? ""
        case "KEY": settings.keyboard = fields.first ?? ""
        case "MAXNGRAMSUGS": settings.maxNgramSuggestions = try number(fields)
        case "ONLYMAXDIFF": settings.onlyMaxDifference = true
        case "NOSPLITSUGS": settings.noSplitSuggestions = true
        case "COMPOUNDFLAG": settings.compoundFlag = try flag(fields)
        case "COMPOUNDBEGIN": settings.compoundBegin = try flag(fields)
        case "COMPOUNDMIDDLE": settings.compoundMiddle = try flag(fields)
        case "COMPOUNDEND", "COMPOUNDLAST": settings.compoundEnd = try flag(fields)
        case "COMPOUNDPERMITFLAG": settings.compoundPermit = try flag(fields)
        case "COMPOUNDFORBIDFLAG": settings.compoundForbid = try flag(fields)
        case "COMPOUNDROOT": settings.compoundRoot = try flag(fields)
        case "ONLYINCOMPOUND": settings.onlyInCompound = try flag(fields)
        case "NEEDAFFIX", "PSEUDOROOT": settings.needAffix = try flag(fields)
        case "FORBIDDENWORD": settings.forbidden = try flag(fields)
        case "KEEPCASE": settings.keepCase = try flag(fields)
        case "NOSUGGEST": settings.noSuggest = try flag(fields)
        case "CIRCUMFIX": settings.circumfix = try flag(fields)
        case "FORCEUCASE": settings.forceUppercase = try flag(fields)
        case "COMPOUNDMIN": settings.compoundMinimum = max(1, try number(fields))
        case "COMPOUNDWORDMAX": settings.compoundWordMaximum = try number(fields)
        case "CHECKCOMPOUNDDUP": settings.checkCompoundDuplicates = true
        case "CHECKCOMPOUNDREP": settings.checkCompoundReplacements = true
        case "CHECKCOMPOUNDCASE": settings.checkCompoundCase = true
        case "CHECKCOMPOUNDTRIPLE": settings.checkCompoundTriple = true
        case "FULLSTRIP": settings.fullStrip = true
        case "CHECKSHARPS": settings.checkSharps = true
        case "REP", "MAP", "BREAK", "ICONV", "OCONV", "COMPOUNDRULE", "CHECKCOMPOUNDPATTERN", "AF":
            try readTable(name, fields)
        default:
            if !Self.informational.contains(name), name.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }),
                !unread.contains(name)
            {
                unread.append(name)
            }
        }
    }

    private mutating func readTable(_ name: String, _ fields: [String]) throws(HunspellError) {
        let pending = pendingTables[name] ?? 0
        if pending == 0, fields.count == 1, let count = Int(fields[0]) {
            guard count <= limits.maxTableEntries else {
                throw .overSizeBudget(file: file, what: "the \(name) count", size: count, limit: limits.maxTableEntries)
            }
            pendingTables[name] = count
            if name == "BREAK", settings.breakPatterns == nil { settings.breakPatterns = [] }
            return
        }
        pendingTables[name] = max(0, pending - 1)
        tableEntries += 1
        guard tableEntries <= limits.maxTableEntries else {
            throw .overSizeBudget(file: file, what: "the number of table entries", size: tableEntries, limit: limits.maxTableEntries)
        }
        guard let first = fields.first else { throw fail("\(name) needs a value") }
        switch name {
        case "REP":
            guard fields.count >= 2 else { throw fail("REP needs two strings") }
            settings.replacements.append((Self.spaces(first), Self.spaces(fields[1])))
        case "ICONV", "OCONV":
            guard fields.count >= 2 else { throw fail("\(name) needs two strings") }
            if name == "ICONV" {
                settings.inputConversions.append((first, fields[1]))
            } else {
                settings.outputConversions.append((first, fields[1]))
            }
        case "MAP": settings.mapClasses.append(Self.mapClass(first))
        case "BREAK": settings.breakPatterns = (settings.breakPatterns ?? []) + [first]
        case "COMPOUNDRULE": settings.compoundRules.append(try compoundRule(first))
        case "CHECKCOMPOUNDPATTERN":
            guard fields.count >= 2 else { throw fail("CHECKCOMPOUNDPATTERN needs two patterns") }
            settings.compoundPatterns.append(try compoundPattern(first, fields[1]))
        default:
            guard let flags = settings.flagKind.parse(Array(first.utf8)), flags.count <= limits.maxFlagsPerEntry else {
                throw fail("AF holds invalid flags")
            }
            settings.aliases.append(flags)
        }
    }

    private mutating func readAffix(isSuffix: Bool, _ fields: [String]) throws(HunspellError) {
        let kind = isSuffix ? "SFX" : "PFX"
        guard fields.count >= 3 else { throw fail("\(kind) has too few fields") }
        let flag = try flag(fields)
        let key = "\(kind) \(fields[0])"
        if (pendingAffixRules[key] ?? 0) == 0 {
            guard let count = Int(fields[2]) else { throw fail("\(kind) header needs a rule count") }
            guard count <= limits.maxAffixRules else {
                throw .overSizeBudget(file: file, what: "the \(kind) count", size: count, limit: limits.maxAffixRules)
            }
            pendingAffixRules[key] = count
            affixHeaders[key] = fields[1] == "Y"
            return
        }
        pendingAffixRules[key]! -= 1
        let total = settings.prefixes.count + settings.suffixes.count + 1
        guard total <= limits.maxAffixRules else {
            throw .overSizeBudget(file: file, what: "the number of affix rules", size: total, limit: limits.maxAffixRules)
        }
        let strip = fields[1] == "0" ? "" : fields[1]
        let appendParts = fields[2].split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        var append = appendParts[0] == "0" ? "" : String(appendParts[0])
        if !settings.ignored.isEmpty { append.unicodeScalars.removeAll(where: settings.ignored.contains) }
        var continuation: [HunspellFlag] = []
        if appendParts.count == 2 {
            continuation = try flags(String(appendParts[1]))
        }
        let conditionText = fields.count > 3 && !fields[3].hasPrefix("#") ? fields[3] : "."
        guard let condition = HunspellCondition(conditionText) else { throw fail("the condition \(conditionText) is not closed") }
        let rule = HunspellAffix(
            flag: flag, crossProduct: affixHeaders[key] ?? false, strip: Array(strip.utf8), append: Array(append.utf8),
            condition: condition, continuation: continuation)
        if isSuffix { settings.suffixes.append(rule) } else { settings.prefixes.append(rule) }
    }

    /// Flags written on an affix or word: an alias number when `AF` is in use, the flags themselves otherwise.
    private func flags(_ text: String) throws(HunspellError) -> [HunspellFlag] {
        if !settings.aliases.isEmpty, let alias = Int(text) {
            guard alias >= 1, alias <= settings.aliases.count else { throw fail("the flag alias \(alias) does not exist") }
            return settings.aliases[alias - 1]
        }
        guard let flags = settings.flagKind.parse(Array(text.utf8)), flags.count <= limits.maxFlagsPerEntry else {
            throw fail("the flags \(text.prefix(40)) are invalid")
        }
        return flags
    }

    private func compoundRule(_ text: String) throws(HunspellError) -> [HunspellSettings.RuleElement] {
        var elements: [HunspellSettings.RuleElement] = []
        var scalars = Substring(text)
        while let first = scalars.first {
            if first == "*" || first == "?" {
                guard !elements.isEmpty else { throw fail("COMPOUNDRULE starts with \(first)") }
                elements[elements.count - 1].repeats = first == "*" ? .anyCount : .optional
                scalars = scalars.dropFirst()
                continue
            }
            let flagText: Substring
            if first == "(" {
                guard let close = scalars.firstIndex(of: ")") else { throw fail("COMPOUNDRULE has an unclosed (") }
                flagText = scalars[scalars.index(after: scalars.startIndex)..<close]
                scalars = scalars[scalars.index(after: close)...]
            } else {
                flagText = scalars.prefix(1)
                scalars = scalars.dropFirst()
            }
            guard let flag = settings.flagKind.parseOne(String(flagText)) else { throw fail("COMPOUNDRULE has an invalid flag") }
            elements.append(.init(flag: flag, repeats: .once))
        }
        return elements
    }

    private func compoundPattern(_ end: String, _ begin: String) throws(HunspellError) -> HunspellSettings.CompoundPattern {
        func split(_ text: String) throws(HunspellError) -> (String, HunspellFlag) {
            let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return (text, 0) }
            guard let flag = settings.flagKind.parseOne(String(parts[1])) else { throw fail("CHECKCOMPOUNDPATTERN has an invalid flag") }
            return (String(parts[0]), flag)
        }
        let (endText, endFlag) = try split(end)
        let (beginText, beginFlag) = try split(begin)
        return .init(
            end: endText == "0" ? [] : Array(endText.utf8), endFlag: endFlag, begin: Array(beginText.utf8), beginFlag: beginFlag,
            endIsStem: endText == "0")
    }

    private static func spaces(_ text: String) -> String {
        text.replacingOccurrences(of: "_", with: " ")
    }

    /// A `MAP` class: single characters, or `(…)` groups of several.
    private static func mapClass(_ text: String) -> [String] {
        var members: [String] = []
        var group: String?
        for character in text {
            if character == "(", group == nil {
                group = ""
            } else if character == ")", let current = group {
                members.append(current)
                group = nil
            } else if group != nil {
                group!.append(character)
            } else {
                members.append(String(character))
            }
        }
        return members
    }
}
