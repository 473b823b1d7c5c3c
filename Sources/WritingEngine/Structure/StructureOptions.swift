import Foundation

/// Settings that change what the structure scanner protects.
public struct StructureOptions: Sendable {
    /// Protect block quotes (default on), like WKWebView skipping `<blockquote>`.
    public var protectBlockQuotes: Bool
    /// User regular expressions whose matches are ignored, compiled once.
    public var ignoredPatterns: [IgnoredPattern]

    public init(protectBlockQuotes: Bool = true, ignoredPatterns: [IgnoredPattern] = []) {
        self.protectBlockQuotes = protectBlockQuotes
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

    /// UTF-8 byte ranges of the matches in `text`.
    public func matches(in text: String) -> [Range<Int>] {
        let ns = text as NSString
        var out: [Range<Int>] = []
        let utf16 = Array(text.utf16)
        _ = ns
        regex.enumerateMatches(in: text, range: NSRange(location: 0, length: utf16.count)) { match, _, _ in
            guard let r = match?.range, r.length > 0 else { return }
            out.append(UTF16ToUTF8.convert(r.location, in: utf16)..<UTF16ToUTF8.convert(r.location + r.length, in: utf16))
        }
        return out
    }
}

/// Converts a UTF-16 offset to a UTF-8 offset by walking the UTF-16 units once.
enum UTF16ToUTF8 {
    static func convert(_ offset: Int, in utf16: [UInt16]) -> Int {
        var bytes = 0
        var i = 0
        while i < offset && i < utf16.count {
            let u = utf16[i]
            if u < 0x80 { bytes += 1 } else if u < 0x800 { bytes += 2 } else if u >= 0xD800 && u < 0xDC00 { bytes += 4; i += 1 } else { bytes += 3 }
            i += 1
        }
        return bytes
    }
}
