import Foundation

/// Settings that change what the structure scanner protects.
public struct StructureOptions: Sendable {
    /// Protect block quotes (default on), like WKWebView skipping `<blockquote>`.
    public var protectBlockQuotes: Bool
    /// Protect the text of Markdown links (setting `protect.links`, default
    /// off): it is ignored as kind `link` instead of being prose.
    public var protectLinks: Bool
    /// User regular expressions whose matches are ignored, compiled once.
    public var ignoredPatterns: [IgnoredPattern]

    public init(protectBlockQuotes: Bool = true, protectLinks: Bool = false, ignoredPatterns: [IgnoredPattern] = []) {
        self.protectBlockQuotes = protectBlockQuotes
        self.protectLinks = protectLinks
        self.ignoredPatterns = ignoredPatterns
    }
}

/// A compiled `ignoredPatterns` entry.
public struct IgnoredPattern: @unchecked Sendable {
    /// The pattern as the user wrote it.
    public let source: String
    /// Immutable after creation; `NSRegularExpression` matching is thread-safe.
    let regex: NSRegularExpression

    /// Compiles `source`; throws when it is not a valid regular expression.
    public init(_ source: String) throws {
        self.source = source
        self.regex = try NSRegularExpression(pattern: source, options: [.anchorsMatchLines])
    }

    /// UTF-8 byte ranges of the matches in `text`, in order. The UTF-16
    /// offsets of all matches are converted in one walk over the text.
    public func matches(in text: String) -> [Range<Int>] {
        var utf16Ranges: [NSRange] = []
        regex.enumerateMatches(in: text, range: NSRange(location: 0, length: text.utf16.count)) { match, _, _ in
            if let r = match?.range, r.length > 0 { utf16Ranges.append(r) }
        }
        guard !utf16Ranges.isEmpty else { return [] }
        var converter = UTF16ToUTF8(text)
        return utf16Ranges.map { r in
            let lower = converter.utf8Offset(r.location)
            return lower..<converter.utf8Offset(r.location + r.length)
        }
    }
}

/// Converts UTF-16 offsets to UTF-8 offsets for non-decreasing queries,
/// walking the text's scalars once over all queries.
struct UTF16ToUTF8 {
    private let scalars: String.UnicodeScalarView
    private var index: String.UnicodeScalarView.Index
    private var utf16 = 0
    private var utf8 = 0

    init(_ text: String) {
        scalars = text.unicodeScalars
        index = scalars.startIndex
    }

    /// The UTF-8 offset of UTF-16 offset `offset` (not less than the previous query's).
    mutating func utf8Offset(_ offset: Int) -> Int {
        while utf16 < offset, index < scalars.endIndex {
            let scalar = scalars[index]
            utf16 += UTF16.width(scalar)
            utf8 += UTF8.width(scalar)
            scalars.formIndex(after: &index)
        }
        return utf8
    }
}
