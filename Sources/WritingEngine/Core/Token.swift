/// What a token is.
public enum TokenKind: Sendable, Hashable {
    /// A word: letters, with inner apostrophes (`don't`, `cat's`) and hyphens (`well-known`).
    case word
    /// A number, possibly with letters or separators (`42`, `3.14`, `1st`, `10px`, `4,000`).
    case number
    /// One punctuation character (`.`, `,`, `“`, `—`, `…`).
    case punctuation
    /// Spaces and tabs (one token per run).
    case space
    /// A line break (`\n`, `\r\n` or `\r`).
    case newline
    /// `https://…`, `www.…`.
    case url
    /// `name@example.com`.
    case email
    /// A file path (`/usr/bin`, `./a/b`, `src/main.swift`).
    case path
    /// Code-like word: `camelCase`, `snake_case`, `dotted.name`, letters mixed with digits.
    case identifier
    /// An abbreviation written with dots between letters (`e.g.`, `U.S.`).
    case abbreviation
    /// Any other symbol (`+`, `=`, `#`, `@`…).
    case symbol
    /// A range the document structure protects (inline code, math…), seen as one opaque token.
    case masked
}

/// One token of a paragraph. `range` is a UTF-8 byte range in the paragraph's text.
public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    public var range: Range<Int>

    public init(kind: TokenKind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    public var isWord: Bool { kind == .word }
    /// Whitespace or a line break.
    public var isBlank: Bool { kind == .space || kind == .newline }
}
