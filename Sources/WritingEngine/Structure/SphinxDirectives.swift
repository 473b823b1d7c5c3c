/// The directives of reStructuredText and Sphinx, as written in `.rst`
/// files (`.. note::`) and in Markdown with MyST (```` ```{note} ````):
/// which hold prose, and how their argument is read. A directive not listed
/// as holding prose (a code directive, or one of an extension such as
/// `click:example`) is code, argument, options and content.
enum SphinxDirectives {
    /// How a directive's argument and content are read.
    enum DirectiveReading: Equatable {
        /// Argument, options and content are code (`codeBlock`): code directives and every unknown directive.
        case code
        /// The content is math.
        case math
        /// The content is prose (read as reStructuredText); the argument as `argument` says.
        case prose(argument: ArgumentReading)
    }

    /// How the argument on a prose directive's first line is read.
    enum ArgumentReading: Equatable {
        /// A title or the start of the content (`.. note:: Text`).
        case prose
        /// A version, then prose (`.. versionadded:: 2.1 The option.`).
        case version
        /// A path, a signature, a class name or an expression: code.
        case code
    }

    /// Directives whose argument is prose: admonitions, titled blocks, tabs and cards.
    static let proseArgumentDirectives: Set<String> = [
        "note", "warning", "tip", "hint", "important", "caution", "danger", "attention", "error", "admonition", "seealso", "topic",
        "sidebar", "rubric", "epigraph", "highlights", "pull-quote", "table", "list-table", "todo", "centered", "tab", "tab-item",
        "card", "dropdown", "grid-item-card", "line-block",
    ]
    /// Directives whose argument is a version and whose text says what changed.
    static let versionDirectives: Set<String> = ["versionadded", "versionchanged", "versionremoved", "deprecated"]
    /// Directives whose argument is code and whose content is prose: containers and
    /// the object descriptions of Sphinx's standard domains (written bare or as `py:function`).
    static let proseContentDirectives: Set<String> = [
        "figure", "only", "ifconfig", "glossary", "hlist", "class", "container", "compound", "tabs", "tab-set", "grid", "grid-item",
        "describe", "object", "option", "cmdoption", "envvar", "confval", "function", "method", "classmethod", "staticmethod",
        "attribute", "property", "data", "exception", "decorator", "decoratormethod", "type", "member", "macro", "struct", "union",
        "enum", "enumerator", "var", "namespace", "concept", "directive", "directive:option", "term", "program",
    ]
    /// Sphinx's built-in domains, whose object descriptions hold prose.
    static let proseDomains: Set<String> = ["py", "c", "cpp", "js", "rst", "std"]

    /// How the directive `name` (lowercased) is read. A directive not known to
    /// hold prose (a code directive, a directive of an extension, `click:example`) is code.
    static func reading(ofDirective name: String) -> DirectiveReading {
        if name == "math" { return .math }
        if proseArgumentDirectives.contains(name) { return .prose(argument: .prose) }
        if versionDirectives.contains(name) { return .prose(argument: .version) }
        if proseContentDirectives.contains(name) { return .prose(argument: .code) }
        if let colon = name.firstIndex(of: ":"), proseDomains.contains(String(name[..<colon])) {
            let bare = String(name[name.index(after: colon)...])
            if proseContentDirectives.contains(bare) || bare.hasPrefix("directive") { return .prose(argument: .code) }
        }
        return .code
    }
}
