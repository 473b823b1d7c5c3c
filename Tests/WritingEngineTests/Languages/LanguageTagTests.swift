import Testing

@testable import WritingEngine

@Suite struct LanguageTagTests {
    @Test func readsBCP47Tags() {
        #expect(LanguageTag("de")?.description == "de")
        #expect(LanguageTag("de-DE")?.description == "de-DE")
        #expect(LanguageTag("pt-br")?.description == "pt-BR")
        #expect(LanguageTag("de_AT")?.description == "de-AT")
        #expect(LanguageTag("zh-Hant-TW")?.description == "zh-TW")
        #expect(LanguageTag("es-419")?.region == "419")
        #expect(LanguageTag("en-GB")?.isEnglish == true)
    }

    @Test func refusesWhatIsNoTag() {
        for text in ["", "klingon", "d", "de-", "de--DE", "1de", "de-DE-toolongsubtag", "de DE", "dé"] {
            #expect(LanguageTag(text) == nil, "\(text)")
        }
    }
}

@Suite struct DeclaredLanguageTests {
    private func declared(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { DeclaredLanguage.of($0)?.description }
    }

    @Test func readsTheDocumentsOwnSignals() {
        #expect(declared("---\ntitle: Hallo\nlang: de-DE\n---\n\nText.") == "de-DE")
        #expect(declared("+++\nlanguage = \"fr\"\n+++\nTexte.") == "fr")
        #expect(declared("<!DOCTYPE html><html lang=\"pt-BR\"><body>Olá</body></html>") == "pt-BR")
        #expect(declared("\\documentclass{article}\n\\usepackage[english,ngerman]{babel}\n") == "de-DE")
        #expect(declared("\\setmainlanguage{french}\n") == "fr-FR")
        #expect(declared("<!-- wt-lsp-lang: nl -->\n\nTekst.") == "nl")
        #expect(declared("# wt-lsp-lang: it\nprint()") == "it")
    }

    @Test func aMentionInProseIsNoDirective() {
        #expect(declared("Write `wt-lsp-lang: de` in a comment.") == nil)
        #expect(declared("Plain English text with no signal.") == nil)
        let quoted = "Write a comment such as `<!-- wt-lsp-lang: de -->` at the top."
        let structure = StructureScanner.scan(quoted, language: .markdown)
        let code = structure.ignored.filter { $0.kind == .inlineCode }.map(\.range)
        var text = quoted
        #expect(text.withUTF8 { DeclaredLanguage.of($0, code: code) } == nil)
        let options = ProofreadingOptions()
        #expect(Proofreader(options: options).check(quoted, structure: structure).isEmpty)
        #expect(declared("---\ntitle: x\n---\nlang: de") == nil)
    }
}

@Suite struct LanguageDetectorTests {
    private let detector = LanguageDetector.shared

    @Test func readsParagraphsInOtherLanguages() {
        let texts = [
            "de": "Dieses Dokument enthält häufig gestellte Fragen über die Distribution und das Projekt.",
            "fr": "Ce document contient les questions les plus fréquentes sur la distribution et le projet.",
            "es": "Este documento contiene las preguntas más frecuentes sobre la distribución y el proyecto.",
            "it": "Questo documento contiene le domande più frequenti sulla distribuzione e sul progetto.",
            "pt": "Este documento contém as perguntas mais frequentes sobre a distribuição e o projeto.",
            "nl": "Dit document bevat de meest gestelde vragen over de distributie en het project.",
        ]
        for (language, text) in texts {
            #expect(detector.candidates(for: text[...]).first?.language == language, "\(language)")
        }
    }

    @Test func englishAndShortTextStayEnglish() {
        #expect(detector.candidates(for: "This document holds the questions most often asked about the distribution."[...]).isEmpty)
        #expect(detector.candidates(for: "Installation"[...]).isEmpty)
        #expect(detector.candidates(for: "Run the server with its default settings and read the log."[...]).isEmpty)
    }
}

@Suite struct BuiltinEngineLanguageTests {
    @Test func tonesAndConciseSayTheyAreEnglishOnly() {
        let input = TransformInput(text: "Dieses Dokument enthält häufig gestellte Fragen über die Distribution und das Projekt.")
        for tone in [Tone.friendly, .professional, .concise] {
            #expect(throws: TransformError.self) { try BuiltinEngine.run(.rewrite(tone), on: input) }
            do {
                _ = try BuiltinEngine.run(.rewrite(tone), on: input)
            } catch {
                #expect("\(error)".contains("English only"))
            }
        }
    }
}
