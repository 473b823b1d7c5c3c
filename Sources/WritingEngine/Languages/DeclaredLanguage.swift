/// The language a document says it is written in, from its own signals, in
/// this order:
/// - a `wt-lsp-lang: TAG` directive at the start of a comment (`<!-- wt-lsp-lang: de -->`, `# wt-lsp-lang: fr`),
///   not one quoted in code;
/// - front matter: `lang:` or `language:` (YAML), `lang =` (TOML);
/// - HTML: the `lang` (or `xml:lang`) attribute of `<html>`;
/// - LaTeX: the main language of babel (its last option) or polyglossia (`\setmainlanguage`).
enum DeclaredLanguage {
    /// Where an HTML or LaTeX declaration is looked for: the start of the document.
    static let headLength = 64 << 10

    /// The language `b` declares, if any; `code` (sorted, disjoint) holds no directive.
    static func of(_ b: UnsafeBufferPointer<UInt8>, code: [Range<Int>] = []) -> LanguageTag? {
        directive(b, code: code) ?? frontMatter(b) ?? html(b) ?? latex(b)
    }

    /// The first `wt-lsp-lang:` that starts a comment's text outside `code`.
    static func directive(_ b: UnsafeBufferPointer<UInt8>, code: [Range<Int>]) -> LanguageTag? {
        var from = 0
        var codeIndex = 0
        while let at = find("wt-lsp-lang:", in: b, from: from, to: b.count) {
            from = at + 1
            while codeIndex < code.count, code[codeIndex].upperBound <= at { codeIndex += 1 }
            if codeIndex < code.count, code[codeIndex].contains(at) { continue }
            var i = at
            while i > 0, b[i - 1] == 0x20 || b[i - 1] == 0x09 { i -= 1 }
            let opensComment = i == 0 || b[i - 1] == 0x0A || "-/#%;*.".utf8.contains(b[i - 1])
            if opensComment, let tag = tag(after: at + 12, in: b) { return tag }
        }
        return nil
    }

    /// `lang:` or `language:` in YAML (`---`) or TOML (`+++`) front matter.
    static func frontMatter(_ b: UnsafeBufferPointer<UInt8>) -> LanguageTag? {
        guard b.count >= 4, b[0] == b[1], b[1] == b[2], b[0] == 0x2D || b[0] == 0x2B, b[3] == 0x0A || b[3] == 0x0D else { return nil }
        let fence = b[0]
        var line = 4
        while line < min(b.count, headLength) {
            var end = line
            while end < b.count, b[end] != 0x0A { end += 1 }
            if end - line >= 3, b[line] == fence, b[line + 1] == fence, b[line + 2] == fence { return nil }
            for key in ["lang", "language"] where startsWith(key, in: b, at: line) {
                var i = line + key.utf8.count
                while i < end, b[i] == 0x20 { i += 1 }
                if i < end, b[i] == 0x3A || b[i] == 0x3D, let tag = tag(after: i + 1, in: b) { return tag }
            }
            line = end + 1
        }
        return nil
    }

    /// The `lang` attribute of the `<html>` element.
    static func html(_ b: UnsafeBufferPointer<UInt8>) -> LanguageTag? {
        let head = min(b.count, headLength)
        guard let open = find("<html", in: b, from: 0, to: head, ignoringCase: true) else { return nil }
        var end = open
        while end < head, b[end] != 0x3E { end += 1 }
        guard let attribute = find("lang=", in: b, from: open, to: end, ignoringCase: true) else { return nil }
        return tag(after: attribute + 5, in: b)
    }

    /// The main language of babel or polyglossia.
    static func latex(_ b: UnsafeBufferPointer<UInt8>) -> LanguageTag? {
        let head = min(b.count, headLength)
        if let command = find("\\setmainlanguage", in: b, from: 0, to: head) ?? find("\\setdefaultlanguage", in: b, from: 0, to: head),
            let open = find("{", in: b, from: command, to: head), let close = find("}", in: b, from: open, to: head)
        {
            return babelName(String(decoding: UnsafeBufferPointer(rebasing: b[(open + 1)..<close]), as: UTF8.self))
        }
        var from = 0
        while let package = find("{babel}", in: b, from: from, to: head) {
            from = package + 1
            guard package > 0, b[package - 1] == 0x5D, let open = lastIndex(of: 0x5B, in: b, before: package) else { continue }
            let options = String(decoding: UnsafeBufferPointer(rebasing: b[(open + 1)..<(package - 1)]), as: UTF8.self)
            if let last = options.split(separator: ",").last { return babelName(String(last)) }
        }
        return nil
    }

    /// A babel or polyglossia language name as a tag.
    static func babelName(_ name: String) -> LanguageTag? {
        let names: [String: String] = [
            "english": "en", "american": "en-US", "usenglish": "en-US", "british": "en-GB", "ukenglish": "en-GB",
            "canadian": "en-CA", "australian": "en-AU", "german": "de-DE", "ngerman": "de-DE", "austrian": "de-AT",
            "naustrian": "de-AT", "swissgerman": "de-CH", "nswissgerman": "de-CH", "french": "fr-FR", "francais": "fr-FR",
            "spanish": "es-ES", "italian": "it-IT", "portuguese": "pt-PT", "brazil": "pt-BR", "brazilian": "pt-BR",
            "dutch": "nl-NL",
        ]
        return names[name.trimmingCharacters(in: .whitespaces).lowercased()].flatMap(LanguageTag.init)
    }

    /// The tag written after `start`, quoted or not.
    private static func tag(after start: Int, in b: UnsafeBufferPointer<UInt8>) -> LanguageTag? {
        var i = start
        while i < b.count, b[i] == 0x20 || b[i] == 0x22 || b[i] == 0x27 { i += 1 }
        let first = i
        while i < b.count, i - first < 35, b[i] < 0x80,
            Character(Unicode.Scalar(b[i])).isLetter || b[i] == 0x2D || b[i] == 0x5F
                || Character(Unicode.Scalar(b[i])).isNumber
        {
            i += 1
        }
        return LanguageTag(String(decoding: UnsafeBufferPointer(rebasing: b[first..<i]), as: UTF8.self))
    }

    private static func startsWith(_ text: String, in b: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        let utf8 = text.utf8
        guard i + utf8.count <= b.count else { return false }
        return zip(utf8, b[i..<(i + utf8.count)]).allSatisfy { $0 == $1 }
    }

    /// The first index of `text` in `b[from..<to]`.
    private static func find(
        _ text: String, in b: UnsafeBufferPointer<UInt8>, from: Int, to: Int, ignoringCase: Bool = false
    ) -> Int? {
        let needle = Array(text.utf8)
        guard to - from >= needle.count else { return nil }
        var i = from
        while i <= to - needle.count {
            var k = 0
            while k < needle.count, (ignoringCase ? b[i + k] | 0x20 : b[i + k]) == needle[k] { k += 1 }
            if k == needle.count { return i }
            i += 1
        }
        return nil
    }

    private static func lastIndex(of byte: UInt8, in b: UnsafeBufferPointer<UInt8>, before end: Int) -> Int? {
        var i = end - 1
        while i >= 0, b[i] != byte, b[i] != 0x0A { i -= 1 }
        return i >= 0 && b[i] == byte ? i : nil
    }
}
