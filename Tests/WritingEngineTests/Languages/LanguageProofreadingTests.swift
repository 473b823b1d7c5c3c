import Foundation
import Testing

@testable import WritingEngine

/// Proofreading in other languages with the system's Hunspell dictionaries
/// (Debian's hunspell-de-de, hunspell-fr, hunspell-es, hunspell-it,
/// hunspell-pt-br, hunspell-nl: `.ci/run` installs them).
@Suite struct LanguageProofreadingTests {
    static let installed = DictionaryCatalog.installed(searchingFirst: [])
    static let hasDictionaries = ["de", "fr", "es"].allSatisfy { installed.entry(for: LanguageTag($0)!) != nil }

    private func findings(_ text: String, language: String? = nil, format: DocumentLanguage = .markdown) -> [(rule: String, text: String)] {
        let options = ProofreadingOptions(language: language.flatMap(LanguageTag.init))
        let found = Proofreader(options: options).check(text, structure: StructureScanner.scan(text, language: format))
        let bytes = Array(text.utf8)
        return found.map { ($0.ruleID, String(decoding: bytes[$0.range], as: UTF8.self)) }
    }

    @Test(.enabled(if: hasDictionaries)) func eachParagraphInItsOwnLanguage() {
        let text = """
            Dieses Dokument enthält häufig gestellte Fragen über die Distribution und das Projekt. Ein Feler steht hier.

            Ce document contient les questions les plus fréquentes sur la distribution et le projet avec une ereur.

            This paragraph is in English and it has one mistake: recieve.
            """
        let spelling = findings(text).filter { $0.rule == "spelling" }.map(\.text)
        #expect(spelling == ["Feler", "ereur", "recieve"])
    }

    @Test(.enabled(if: hasDictionaries)) func englishTermsInGermanTextAreNoErrors() {
        let text = "Der Server lädt das Update herunter, und der Download startet automatisch im Hintergrund."
        #expect(findings(text, language: "de").isEmpty)
    }

    @Test(.enabled(if: hasDictionaries)) func englishGrammarRulesNeverRunOnAnotherLanguage() {
        // `a` before a vowel and a doubled `die` would be English errors.
        let text = "Die Frauen, die die Kinder sahen, riefen a Arzt in die Stadt."
        #expect(findings(text, language: "de").allSatisfy { $0.rule == "spelling" || $0.rule == "typography" })
        #expect(findings("Nous nous sommes levés tôt ce matin pour partir.", language: "fr").isEmpty)
        #expect(findings("Ich habe habe das Buch gelesen.", language: "de").map(\.rule) == ["repeated-word"])
    }

    @Test(.enabled(if: hasDictionaries)) func aWordTheDocumentWritesAgainIsATerm() {
        let text = "Der Portierer prüft das Paket. Danach lädt der Portierer es hoch. Ein Feler bleibt."
        #expect(findings(text, language: "de").map(\.text) == ["Feler"])
    }

    @Test(.enabled(if: hasDictionaries)) func aSuggestionComesFromTheDictionary() {
        let options = ProofreadingOptions(language: LanguageTag("de"))
        let text = "Das ist ein Beispeil."
        let found = Proofreader(options: options).check(text, structure: StructureScanner.scan(text, language: .plaintext))
        #expect(found.first?.suggestions.contains("Beispiel") == true)
        #expect(found.first?.isFixSafe == false)
    }

    @Test func aLanguageWithoutDictionaryIsLeftAlone() {
        let catalog = DictionaryCatalog(folders: [], load: { _, _ in throw CocoaError(.fileNoSuchFile) })
        #expect(catalog.entries.isEmpty)
        guard case .failure(let problem) = catalog.dictionary(for: LanguageTag("fr")!) else {
            Issue.record("a dictionary was found in no folder")
            return
        }
        #expect("\(problem)".contains("apt install hunspell-fr"))
        #expect(DictionaryCatalog.package(for: LanguageTag("de")!) == "hunspell-de-de")
        #expect(DictionaryCatalog.package(for: LanguageTag("pt-BR")!) == "hunspell-pt-br")
    }

    @Test func aBareTagPicksTheMostUsedRegion() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wt-dicts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["de_AT", "de_DE", "pt_PT", "pt_BR"] {
            try Data("SET UTF-8\n".utf8).write(to: folder.appendingPathComponent(name + ".aff"))
            try Data("1\nWort\n".utf8).write(to: folder.appendingPathComponent(name + ".dic"))
        }
        let catalog = DictionaryCatalog(folders: [folder], load: { affix, words in try HunspellDictionary(affURL: affix, dicURL: words) })
        #expect(catalog.entry(for: LanguageTag("de")!)?.tag.description == "de-DE")
        #expect(catalog.entry(for: LanguageTag("pt")!)?.tag.description == "pt-BR")
        #expect(catalog.entry(for: LanguageTag("de-AT")!)?.tag.description == "de-AT")
        #expect(catalog.entry(for: LanguageTag("de-CH")!)?.tag.description == "de-DE")
        #expect((try? catalog.dictionary(for: LanguageTag("de")!).get())?.isCorrect("Wort") == true)
    }

    @Test func aHostileDictionaryIsRefusedWithAMessage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wt-dicts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("SET UTF-8\nFLAG num\nSFX 1 Y 99999999\n".utf8).write(to: folder.appendingPathComponent("fr_FR.aff"))
        try Data([0xFF, 0x00, 0x12]).write(to: folder.appendingPathComponent("fr_FR.dic"))
        let catalog = DictionaryCatalog(folders: [folder], load: { affix, words in try HunspellDictionary(affURL: affix, dicURL: words) })
        guard case .failure(let problem) = catalog.dictionary(for: LanguageTag("fr")!) else {
            Issue.record("a malformed dictionary was read")
            return
        }
        #expect("\(problem)".contains("cannot be read"))
    }
}

@Suite struct TypographyRuleTests {
    private func findings(_ text: String, _ language: String) -> [(text: String, fix: String?)] {
        let options = ProofreadingOptions(language: LanguageTag(language))
        let found = Proofreader(options: options).check(text, structure: StructureScanner.scan(text, language: .plaintext))
        let bytes = Array(text.utf8)
        return found.filter { $0.ruleID == "typography" }.map { (String(decoding: bytes[$0.range], as: UTF8.self), $0.suggestions.first) }
    }

    @Test func frenchSetsANoBreakSpaceBeforeHighMarks() {
        let found = findings("Voici la liste : un, deux ; trois ! Et « quatre » ?", "fr")
        #expect(found.map(\.text) == [" :", " ;", " !", "« ", " »", " ?"])
        #expect(found.first?.fix == "\u{00A0}:")
        #expect(findings("Voici la liste\u{00A0}: un, deux\u{202F}; il est 10:30\u{202F}!", "fr").isEmpty)
    }

    @Test func germanQuotesOpenLow() {
        #expect(findings("Er sagte „Hallo“ und ging.", "de").isEmpty)
        #expect(findings("Er sagte »Hallo« und ging.", "de").isEmpty)
        #expect(findings("Er sagte “Hallo” und ging.", "de").map(\.fix) == ["„", "“"])
    }

    @Test func spanishOpensQuestionsAndExclamations() {
        #expect(findings("¿Qué tal? ¡Muy bien!", "es").isEmpty)
        #expect(findings("Qué tal? Muy bien!", "es").map(\.text) == ["?", "!"])
    }

    @Test func englishHasNoneOfThem() {
        #expect(findings("Here is the list : one ; two !", "en").isEmpty)
    }
}
