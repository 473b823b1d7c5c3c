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
