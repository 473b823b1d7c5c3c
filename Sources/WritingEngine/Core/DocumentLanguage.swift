/// The kind of document being checked, which decides how its structure is
/// read. What each one means (ids, files, scanner, comments) is its entry in
/// `DocumentFormat.all`.
public enum DocumentLanguage: Sendable, Hashable {
    case markdown
    /// Quarto (`.qmd`): Markdown with `{r}`/`{python}` chunks, `:::` divs and `{{< >}}` shortcodes.
    case quarto
    /// R Markdown (`.Rmd`): Markdown with `{r}` chunks and inline `` `r expr` ``.
    case rMarkdown
    /// MDX (`.mdx`): Markdown with `import`/`export` lines, JSX elements and `{expressions}`.
    case mdx
    case plaintext
    case latex
    case gitCommit
    /// reStructuredText (`.rst`, `.rest`).
    case restructuredText
    /// AsciiDoc (`.adoc`, `.asciidoc`, `.asc`).
    case asciiDoc
    /// Org (`.org`).
    case org
    /// HTML and XHTML (`.html`, `.htm`, `.xhtml`).
    case html
    /// Typst (`.typ`).
    case typst
    /// BibTeX (`.bib`): only `title`, `booktitle` and `abstract` are prose.
    case bibtex
    /// Source code: only comments are prose.
    case code(CodeLanguage)

    /// Maps an LSP `languageId` (or a CLI `--language` value). Unknown ids are
    /// read as plain text.
    public init(languageID: String) {
        if let format = DocumentFormat.named(languageID) {
            self = format.language
        } else if let code = CodeLanguage(languageID: languageID) {
            self = .code(code)
        } else {
            self = .plaintext
        }
    }

    /// Maps a language id that names a format or a code language (any case,
    /// aliases included); `nil` for any other id.
    public init?(knownLanguageID languageID: String) {
        guard DocumentFormat.named(languageID) != nil || CodeLanguage(languageID: languageID) != nil else { return nil }
        self.init(languageID: languageID)
    }

    /// The canonical id of every language: the formats', then the code languages'.
    public static var knownIdentifiers: [String] {
        DocumentFormat.all.map { $0.ids[0] } + CodeLanguage.allCases.map(\.rawValue)
    }

    /// Maps a file name (by extension or well-known name); `nil` when the file
    /// is not a supported type.
    public init?(fileName: String) {
        let name = fileName.split(separator: "/").last.map(String.init) ?? fileName
        if let format = DocumentFormat.forFile(named: name) {
            self = format.language
        } else if let dot = name.lastIndex(of: "."), let code = CodeLanguage(fileExtension: name[name.index(after: dot)...].lowercased()) {
            self = .code(code)
        } else {
            return nil
        }
    }

    /// The canonical language id (`markdown`, `quarto`, `rmd`, `mdx`,
    /// `plaintext`, `latex`, `gitcommit`, `restructuredtext`, `asciidoc`,
    /// `org`, `html`, `typst`, `bibtex`, or the code language's id).
    public var identifier: String { DocumentFormat.of(self).ids[0] }

    /// Markdown or one of its variants (Quarto, R Markdown, MDX).
    public var isMarkdown: Bool { DocumentFormat.of(self).isMarkdown }
}

/// Programming languages whose comments are checked.
public enum CodeLanguage: String, Sendable, Hashable, CaseIterable {
    case swift, c, cpp
    case objectiveC = "objective-c"
    case objectiveCpp = "objective-cpp"
    case rust, go, python
    case javascript, typescript, javascriptreact, typescriptreact, java, kotlin, scala, csharp, dart
    case lua, ruby, shellscript, perl, r, yaml, toml, php, haskell, sql, zig, elixir

    public init?(languageID: String) {
        let id = languageID.lowercased()
        switch id {
        case "objc", "objectivec": self = .objectiveC
        case "c++": self = .cpp
        case "js": self = .javascript
        case "ts": self = .typescript
        case "jsx": self = .javascriptreact
        case "tsx": self = .typescriptreact
        case "sh", "bash", "zsh", "shell": self = .shellscript
        case "cs", "c#": self = .csharp
        case "py": self = .python
        case "rb": self = .ruby
        case "rs": self = .rust
        case "kt": self = .kotlin
        case "yml": self = .yaml
        default:
            guard let value = CodeLanguage(rawValue: id) else { return nil }
            self = value
        }
    }

    public init?(fileExtension ext: String) {
        switch ext {
        case "swift": self = .swift
        case "c", "h": self = .c
        case "cc", "cpp", "cxx", "hpp", "hh", "hxx": self = .cpp
        case "m": self = .objectiveC
        case "mm": self = .objectiveCpp
        case "rs": self = .rust
        case "go": self = .go
        case "py", "pyi": self = .python
        case "js", "mjs", "cjs": self = .javascript
        case "ts", "mts", "cts": self = .typescript
        case "jsx": self = .javascriptreact
        case "tsx": self = .typescriptreact
        case "java": self = .java
        case "kt", "kts": self = .kotlin
        case "scala": self = .scala
        case "cs": self = .csharp
        case "dart": self = .dart
        case "lua": self = .lua
        case "rb": self = .ruby
        case "sh", "bash", "zsh": self = .shellscript
        case "pl", "pm": self = .perl
        case "r": self = .r
        case "yaml", "yml": self = .yaml
        case "toml": self = .toml
        case "php": self = .php
        case "hs": self = .haskell
        case "sql": self = .sql
        case "zig": self = .zig
        case "ex", "exs": self = .elixir
        default: return nil
        }
    }
}
