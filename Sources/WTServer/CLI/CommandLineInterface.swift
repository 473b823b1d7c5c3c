import Foundation

/// Entry point: `wt-lsp [--stdio]` serves LSP; subcommands run once and exit.
enum CommandLineInterface {
    static func run(_ argv: [String]) -> Int32 {
        var args = Arguments(argv)
        do {
            if args.flag("help") || args.flag("h") {
                print(HelpText.main)
                return 0
            }
            if args.flag("version") {
                print("wt-lsp \(WTVersion.string)")
                return 0
            }
            let subcommand: String?
            if case .value(let v)? = args.tokens.first { subcommand = v } else { subcommand = nil }
            switch subcommand {
            case nil:
                _ = args.flag("stdio")
                let logFile = try args.take("log-file")
                _ = try args.remainingValues()
                ServeCommand.run(logFile: logFile)
            case "check":
                _ = args.takeFirstValue()
                var command = try CheckCommand(&args)
                return try command.run()
            case "ignored":
                _ = args.takeFirstValue()
                var command = try IgnoredCommand(&args)
                return try command.run()
            case "rules":
                _ = args.takeFirstValue()
                return try RulesCommand(&args).run()
            case "languages":
                _ = args.takeFirstValue()
                return try LanguagesCommand(&args).run()
            case "rewrite", "summarize", "key-points", "list", "table", "proofread", "compose":
                _ = args.takeFirstValue()
                return try TransformCommand(subcommand: subcommand!, &args).run()
            case "provider":
                _ = args.takeFirstValue()
                return try ProviderCommand(&args).run()
            case "help":
                print(HelpText.main)
                return 0
            default:
                throw UsageError("unknown command “\(subcommand!)” (see wt-lsp --help)")
            }
        } catch let error as UsageError {
            PrintedText.note(error.description)
            return 2
        } catch let error as InputError {
            PrintedText.note(error.description)
            return 2
        } catch {
            PrintedText.note("\(error)")
            return 2
        }
    }
}

/// An input error (missing file, unreadable config): exit status 2.
struct InputError: Error, CustomStringConvertible {
    let description: String
    /// The input is a binary file: skipped silently when a folder holds it.
    let isBinary: Bool
    init(_ description: String, isBinary: Bool = false) {
        self.description = description
        self.isBinary = isBinary
    }
}

enum HelpText {
    static let main = """
        wt-lsp \(WTVersion.string) — Writing Tools for every editor: proofreading, rewrites, summaries.

        USAGE
          wt-lsp [--stdio] [--log-file PATH]      serve the Language Server Protocol on stdin/stdout
          wt-lsp check [options] PATH... | -      proofread files, folders or stdin
              --format text|json|sarif|github|line  output format (default: text); sarif: SARIF 2.1.0 for code
                                                  scanning; github: GitHub Actions annotations; line: Vale's
                                                  path:line:col:Style.Rule:message
              --fix [--dry-run]                   apply the safe fixes in place (atomically) and report what
                                                  remains; --dry-run prints them as a unified diff instead
              --fail-on error|warning|info|hint   lowest severity that makes the exit status 1 (default: warning)
              --language ID                       markdown, quarto, rmd, mdx, plaintext, latex, gitcommit, restructuredtext,
                                                  asciidoc, org, html, typst, bibtex or a code language id
              --lang auto|TAG                     natural language, a BCP 47 tag (de, de-DE, fr, pt-BR …); auto
                                                  (default) reads the document's own signals, then detects each
                                                  paragraph's; a bare tag picks the most used region installed
              --dialect en-US|en-GB|en-CA|en-AU   English spelling variety (default: en-US); the same as --lang en-GB
              --config FILE                       a .wt-lsp.json file (default: found upward from each PATH)
              --vale-config FILE                  a Vale .vale.ini whose styles run beside our rules (default:
                                                  .vale.ini, _vale.ini or vale.ini found upward from each PATH)
          wt-lsp rewrite --tone friendly|professional|concise | --instructions TEXT    stdin → stdout
              --action NAME                       a custom action of the user config file's "actions"
          wt-lsp summarize | key-points | list | table | proofread                      stdin → stdout
          wt-lsp compose PROMPT                   write new text (model provider only); stdin's last paragraph is context
              --language ID, --provider openai --endpoint URL --model NAME [--api-key-env VAR] [--timeout-ms N]
                             | --provider llama.cpp --model FILE.gguf [--server PATH]   (starts llama-server itself)
              --no-fallback                       the model's answer or a refusal, never the built-in engine's
          wt-lsp provider check [provider flags]  does the model provider answer: which model, how fast
          wt-lsp ignored [--format text|json] [--language ID] PATH    print the ignored ranges and their kinds
          wt-lsp rules [--format text|json]       list every rule: id, default severity, description
          wt-lsp languages [--format text|json]   list the installed dictionaries and their language tags
          wt-lsp --version | --help

        EXIT STATUS
          check: 0 nothing at or above --fail-on, 1 something found, 2 usage or input error
          (or, with --fix, a file that changed while it was fixed).
          rewrite, summarize, key-points, list, table, proofread, compose: 0 written by the engine asked
          for, 3 the built-in engine stood in for the model, 1 refused or nothing to change (stdout then
          holds the text as it was), 2 usage or input error.
        """
}
