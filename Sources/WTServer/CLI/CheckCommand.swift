import Dispatch
import Foundation
import LSPKit
import Synchronization
import WritingEngine

/// `wt-lsp check [--format text|json|sarif|github] [--fail-on S] [--language ID] [--dialect D] [--config FILE]
/// [--fix [--dry-run]] PATH... | -`
struct CheckCommand {
    let paths: [String]
    let format: CheckFormat
    let failOn: Severity
    let language: String?
    /// `--fix`, and whether it is a `--dry-run`.
    let fix: FixMode?
    var settings: CLISettings
    /// `--with-model`: the model's proofreading marks are added (rule `model`).
    let withModel: Bool
    /// The provider flags, for `--with-model` (else the user config file's provider).
    let provider: ProviderSettings?
    private var modelClient: ChatCompletionClient?
    /// The Vale configurations in effect (`--vale-config`, or found upward).
    private var vale: ValeRun

    enum FixMode { case write, dryRun }

    init(_ args: inout Arguments) throws {
        let formatValue = try args.take("format")
        guard let format = CheckFormat(rawValue: formatValue ?? "text") else {
            throw UsageError("--format must be text, json, sarif, github or line")
        }
        self.format = format
        let failOnValue = try args.take("fail-on") ?? "warning"
        guard let failOn = Severity(rawValue: failOnValue) else { throw UsageError("--fail-on must be error, warning, info or hint") }
        self.failOn = failOn
        language = try InputFile.languageFlag(&args)
        var overrides: [String: JSONValue] = [:]
        if let dialect = try args.take("dialect") {
            guard Dialect(rawValue: dialect) != nil else { throw UsageError("--dialect must be en-US, en-GB, en-CA or en-AU") }
            overrides["dialect"] = .string(dialect)
        }
        if let lang = try args.take("lang") {
            guard lang == "auto" || LanguageTag(lang) != nil else {
                throw UsageError("--lang must be auto or a BCP 47 tag such as de, de-DE, fr or pt-BR (“\(lang)” is not one)")
            }
            overrides["lang"] = .string(lang)
            if let tag = LanguageTag(lang), !tag.isEnglish, case .failure(let problem) = LanguagesCommand.userCatalog().dictionary(for: tag)
            {
                PrintedText.note("\(problem)")
            }
        }
        let config = try args.take("config")
        vale = try ValeRun(explicitPath: try args.take("vale-config"))
        withModel = args.flag("with-model")
        provider = try TransformCommand.providerFlags(&args)
        guard withModel || provider == nil else { throw UsageError("the provider flags of check go with --with-model") }
        let fix = args.flag("fix")
        let dryRun = args.flag("dry-run")
        guard fix || !dryRun else { throw UsageError("--dry-run goes with --fix") }
        guard !dryRun || formatValue == nil else { throw UsageError("--fix --dry-run prints a diff and takes no --format") }
        self.fix = fix ? (dryRun ? .dryRun : .write) : nil
        paths = try args.remainingValues()
        guard !paths.isEmpty else { throw UsageError("check needs at least one PATH (or - for stdin)") }
        guard !fix || !paths.contains("-") else { throw UsageError("--fix needs files, not stdin") }
        settings = try CLISettings(configPath: config, overrides: overrides)
    }

    /// Proofreads every file (fixing them with `--fix`), prints the report of
    /// what remains (the diff with `--dry-run`) and returns the exit status:
    /// 2 when a file could not be fixed or an input could not be read, 1 when
    /// a finding is at or above `--fail-on`, else 0.
    ///
    /// Every input that can be read is reported, in every format, whatever
    /// happens to the others: an input that cannot be read (missing, a loop
    /// of links, a binary file named as such) is named on stderr, and in a
    /// SARIF log also becomes a notification of the run's invocation. A
    /// binary file a folder holds is skipped silently.
    mutating func run() throws -> Int32 {
        defer { ManagedModelServer.shared.shutDown() }
        Tagger.prepare()
        RuleRegistry.prepare()
        SpellChecker.prepare()
        var files: [CheckedFile] = []
        var unread: [UnreadInput] = []
        var fixRun = fix.map { FixRun(dryRun: $0 == .dryRun) }
        do {
            var checked: [(input: InputFile, root: String, file: CheckedFile, structure: DocumentStructure)] = []
            for argument in paths {
                guard let expanded = try readable(argument, unread: &unread, { try InputFile.expand([argument]) }) else { continue }
                for path in expanded {
                    if fixRun?.firstVisit(of: path) == false { continue }
                    let named = path == argument
                    guard let input = try readable(path, named: named, unread: &unread, { try InputFile.read(path, language: language) })
                    else { continue }
                    let (file, structure) = proofread(input.text, path: path, language: input.language)
                    checked.append((input, argument, file, structure))
                }
            }
            // The files checked together are one workspace: a word one of them uses as code is known in all.
            let flagged = checked.reduce(into: Set<String>()) {
                $0.formUnion(WorkspaceCodeWords.flaggedWords($1.file.findings, in: $1.input.text))
            }
            var codeWords = WorkspaceCodeWords()
            for entry in checked { codeWords.note(entry.input.text, structure: entry.structure, among: flagged) }
            for k in checked.indices {
                var entry = checked[k]
                checked[k].file.findings = []  // no second copy of a million findings while they are reviewed
                entry.file.findings = codeWords.reviewed(entry.file.findings, in: entry.input.text)
                let input = entry.input
                let fixed = try fixRun?.fix(entry.file, snapshot: input.snapshot, root: entry.root, index: files.count) { text in
                    var file = proofread(text, path: input.path, language: input.language).file
                    file.findings = codeWords.reviewed(file.findings, in: text)
                    return file
                }
                files.append(fixed ?? entry.file)
            }
        } catch {
            fixRun?.discard()
            throw error
        }
        fixRun?.commit(into: &files)
        if let fixRun, fixRun.dryRun {
            FileHandle.standardOutput.writeOrDrop(Data(fixRun.diff.utf8))
        } else {
            format.write(files, unread: unread) { FileHandle.standardOutput.writeOrDrop($0) }
        }
        for input in unread { PrintedText.note(input.message) }
        if fixRun?.failed == true || !unread.isEmpty { return 2 }
        return files.contains { $0.findings.contains { $0.severity <= failOn } } ? 1 : 0
    }

    /// What `read` returns, or nil when it throws an input error, which is
    /// then noted in `unread` unless it is a binary file a folder holds
    /// (`named` is false).
    private func readable<T>(_ path: String, named: Bool = true, unread: inout [UnreadInput], _ read: () throws -> T) rethrows
        -> T?
    {
        do {
            return try read()
        } catch let error as InputError {
            if named || !error.isBinary { unread.append(UnreadInput(path: path, message: error.description)) }
            return nil
        }
    }

    /// The findings of `text`, every one of them (not capped as in the editor), and its structure.
    private mutating func proofread(_ text: String, path: String, language: DocumentLanguage) -> (
        file: CheckedFile, structure: DocumentStructure
    ) {
        let analyzer = settings.analyzer(for: path)
        let structure = analyzer.structure(of: text, language: language)
        settings.warnAboutDroppedPatterns(of: analyzer)
        var findings = analyzer.check(text, structure: structure, capped: false)
        if analyzer.settings.valeEnabled, let styled = vale.findings(text, path: path, structure: structure) {
            findings = ((analyzer.settings.valeOwnRules ? findings : []) + styled).sorted { $0.range.lowerBound < $1.range.lowerBound }
        }
        if withModel {
            // Listed beside the rules' findings, not joined into them as in the
            // editor: a script asking for the model's marks gets every one,
            // including those that agree with a rule.
            let marks = modelFindings(text, structure: structure, language: language, path: path, analyzer: analyzer)
            findings = (findings + marks).sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        }
        let document = TextDocument(uri: path, languageID: language.identifier, version: 0, text: text)
        return (CheckedFile(path: path, document: document, findings: findings), structure)
    }

    /// The model's marks for `text`, waited for; blocks it could not check are reported on stderr.
    private mutating func modelFindings(
        _ text: String, structure: DocumentStructure, language: DocumentLanguage, path: String, analyzer: Analyzer
    ) -> [Finding] {
        if modelClient == nil {
            do {
                modelClient = try (provider ?? analyzer.settings.provider).client()
            } catch {
                CLISettings.warn("--with-model: \(error)")
            }
            if modelClient == nil {
                CLISettings.warn("--with-model needs a model provider (--provider openai|llama.cpp …, or one in the user config file)")
                return []
            }
        }
        guard let client = modelClient else { return [] }
        let found = Mutex<ModelProofreading.Result?>(nil)
        let done = DispatchSemaphore(value: 0)
        let blocks = ModelProofreading.blocks(of: structure)
        Task {
            let result = await ModelProofreading.check(text, structure: structure, language: language, blocks: blocks, client: client)
            found.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        let result = found.withLock { $0 }!
        for failure in Set(result.failures).sorted() {
            CLISettings.warn("\(PrintedText.path(path)): the model could not proofread a paragraph: \(failure)")
        }
        return result.findings
    }
}
