/// A natural language as a BCP 47 tag: its language subtag and, when given,
/// its region (`de`, `de-DE`, `pt-BR`, `en-GB`).
///
/// Script and variant subtags are accepted and kept out of the comparison:
/// dictionaries are found by language and region only.
public struct LanguageTag: Sendable, Hashable, CustomStringConvertible {
    /// The language subtag, lowercase (`de`).
    public let language: String
    /// The region subtag, uppercase (`DE`), if any.
    public let region: String?

    /// English, the language the built-in engine reads.
    public static let english = LanguageTag(language: "en", region: nil)

    /// `language` and `region` as given (no validation): for tags the code writes itself.
    init(language: String, region: String?) {
        self.language = language
        self.region = region
    }

    /// Parses a BCP 47 tag; nil when `text` is not one. Case does not
    /// matter, and `_` is read as `-` (dictionary files are named `de_DE`).
    ///
    /// The grammar read: a language of 2–3 letters, an optional script of 4
    /// letters, an optional region of 2 letters or 3 digits, then variants
    /// and extensions of 1–8 letters and digits.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter) else { return nil }
        var rest = parts.dropFirst()
        if let script = rest.first, script.count == 4, script.allSatisfy(\.isASCIILetter) { rest = rest.dropFirst() }
        var region: String?
        if let candidate = rest.first,
            candidate.count == 2 && candidate.allSatisfy(\.isASCIILetter) || candidate.count == 3 && candidate.allSatisfy(\.isASCIIDigit)
        {
            region = candidate.uppercased()
            rest = rest.dropFirst()
        }
        guard rest.allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit } }) else {
            return nil
        }
        self.init(language: first.lowercased(), region: region)
    }

    /// `de-DE`, or `de` without a region.
    public var description: String { region.map { "\(language)-\($0)" } ?? language }

    /// Whether the tag is English, in any region.
    public var isEnglish: Bool { language == "en" }

    /// The tag without its region (`de` for `de-AT`).
    public var withoutRegion: LanguageTag { LanguageTag(language: language, region: nil) }
}

extension Character {
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
