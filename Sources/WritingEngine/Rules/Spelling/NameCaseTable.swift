/// Names whose case is part of their spelling (`GitHub`, `JavaScript`,
/// `URL`, `Unicode`), read once from `NameCaseData` (`scripts/make-names`,
/// from the software word lists of cspell-dicts and SCOWL's names).
struct NameCaseTable: Sendable {
    /// One name: its forms, best first, and which other ways of writing it are wrong.
    struct Name: Sendable {
        /// The ways the name is written, best first (`GitHub`; `Docker`, `DOCKER`).
        let forms: [String]
        /// Whether the name in lowercase is wrong: its lowercase form is no
        /// common English word (`go`, `rust`) nor a command (`git`, `npm`).
        let lowercaseIsWrong: Bool
        /// Whether the name capitalized (`Github`) is wrong: the name is not
        /// written so and its lowercase form is no English word.
        let capitalizedIsWrong: Bool
        /// Whether replacing a wrong form by the name is certain: it has one
        /// form, and its lowercase form is no English word at all.
        let isFixSafe: Bool
    }

    /// The names by lowercase key.
    let names: [String: Name]

    /// The table built into the binary.
    static let builtIn = NameCaseTable(NameCaseData.table)

    /// Reads records of `key flags form…`, one a line (see `scripts/make-names`).
    init(_ data: StaticString) {
        let text = String(decoding: UnsafeBufferPointer(start: data.utf8Start, count: data.utf8CodeUnitCount), as: UTF8.self)
        var names: [String: Name] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 3 else { continue }
            let flags = fields[1]
            names[String(fields[0])] = Name(
                forms: fields.dropFirst(2).map(String.init), lowercaseIsWrong: flags.contains("l"),
                capitalizedIsWrong: flags.contains("c"), isFixSafe: flags.contains("s"))
        }
        self.names = names
    }

    /// The name written `word` stands for, when `word` writes it in a case
    /// not its own: lowercase, capitalized or mixed as the name's flags say;
    /// never in capitals alone (`GITHUB`), as a heading or emphasis writes it,
    /// nor as the plural of an acronym (`OSs`).
    func misCased(_ word: String) -> Name? {
        guard let name = names[word.lowercased()], !name.forms.contains(word) else { return nil }
        var word = word
        switch word.withUTF8({ ASCIICase.shape($0) }) {
        case .lower: return name.lowercaseIsWrong ? name : nil
        case .capitalized: return name.capitalizedIsWrong ? name : nil
        case .allUpper: return nil
        case .mixed: return Self.isAcronymPlural(word) ? nil : name
        }
    }

    /// `OSs`, `SIDs`: the plural of another acronym, whose capitals and `s` read as a different name's (`OSS`).
    private static func isAcronymPlural(_ word: String) -> Bool {
        let letters = word.utf8.dropLast()
        return word.utf8.last == 0x73 && letters.count >= 2 && letters.allSatisfy { ASCIICase.isUpper($0) || $0 >= 0x30 && $0 <= 0x39 }
    }
}
