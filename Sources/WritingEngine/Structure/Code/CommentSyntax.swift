/// How a programming language writes comments and strings, as far as the
/// comment scanner needs to know.
struct CommentSyntax {
    /// Line comment markers (`//`, `#`, `--`).
    var lineMarkers: [String] = []
    /// Block comment delimiters (`/*` `*/`, `{-` `-}`, `--[[` `]]`).
    var blockComment: (open: String, close: String)?
    /// Block comments nest (Swift, Rust, Kotlin, Scala, Dart, Haskell).
    var nestedBlocks = false
    /// Quotes that open strings ending on the same line.
    var quotes: [UInt8] = [0x22]
    /// `'x'` is a character literal, not a string (Rust: `'a` is a lifetime).
    var singleQuoteIsCharacter = false
    /// `"""` (and for Python `'''`) strings that span lines.
    var tripleQuotes = false
    /// `` ` `` strings that span lines (JavaScript templates, Go raw strings).
    var backtickStrings = false
    /// A triple-quoted string alone at the start of a line is a docstring (Python).
    var docstrings = false
    /// `#` starts a comment only at the start of a word (shells: `$#`, `${#x}`).
    var hashNeedsWordStart = false

    /// The first line comment marker, used to write directives.
    var lineComment: String? { lineMarkers.first }

    init(_ language: CodeLanguage) {
        switch language {
        case .swift, .rust, .kotlin, .scala, .dart:
            lineMarkers = ["//"]
            blockComment = ("/*", "*/")
            nestedBlocks = true
            tripleQuotes = language != .rust
            quotes = language == .dart || language == .scala ? [0x22, 0x27] : [0x22]
            if language == .rust || language == .kotlin || language == .scala {
                quotes = [0x22, 0x27]
                singleQuoteIsCharacter = true
            }
        case .c, .cpp, .objectiveC, .objectiveCpp, .java, .csharp, .go, .zig:
            lineMarkers = ["//"]
            blockComment = language == .zig ? nil : ("/*", "*/")
            quotes = [0x22, 0x27]
            singleQuoteIsCharacter = true
            tripleQuotes = language == .java
            backtickStrings = language == .go
        case .javascript, .typescript, .javascriptreact, .typescriptreact:
            lineMarkers = ["//"]
            blockComment = ("/*", "*/")
            quotes = [0x22, 0x27]
            backtickStrings = true
        case .php:
            lineMarkers = ["//", "#"]
            blockComment = ("/*", "*/")
            quotes = [0x22, 0x27]
            hashNeedsWordStart = true
        case .python:
            lineMarkers = ["#"]
            quotes = [0x22, 0x27]
            tripleQuotes = true
            docstrings = true
        case .ruby, .shellscript, .perl, .r, .yaml, .toml, .elixir:
            lineMarkers = ["#"]
            quotes = [0x22, 0x27]
            tripleQuotes = language == .elixir || language == .toml
            hashNeedsWordStart = language != .r
        case .lua:
            lineMarkers = ["--"]
            blockComment = ("--[[", "]]")
            quotes = [0x22, 0x27]
        case .sql:
            lineMarkers = ["--"]
            blockComment = ("/*", "*/")
            quotes = [0x27, 0x22]
        case .haskell:
            lineMarkers = ["--"]
            blockComment = ("{-", "-}")
            nestedBlocks = true
            quotes = [0x22]
        }
    }
}
