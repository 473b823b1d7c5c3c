import Foundation
import Testing

@testable import WritingEngine

/// Debian's dictionaries, installed by `.ci/run`; each test says so and passes when its dictionary is absent.
@Suite struct HunspellSystemDictionaryTests {
    private static func load(_ name: String) throws -> HunspellDictionary? {
        let base = "/usr/share/hunspell/" + name
        guard FileManager.default.fileExists(atPath: base + ".dic") else {
            print("skipped: \(base).dic is not installed (apt-get install hunspell-\(name.prefix(2)))")
            return nil
        }
        return try HunspellDictionary(affURL: URL(fileURLWithPath: base + ".aff"), dicURL: URL(fileURLWithPath: base + ".dic"))
    }

    @Test func germanCompoundsAndSharpS() throws {
        guard let german = try Self.load("de_DE") else { return }
        for word in ["Donaudampfschiff", "Haustürschlüssel", "Straße", "STRASSE", "Häuser", "Debian-Installations-Images"] {
            #expect(german.isCorrect(word), "\(word)")
        }
        for word in ["Strasse", "Haustürschlüsel", "schiff", "CD-ROM"] {
            #expect(!german.isCorrect(word), "\(word)")
        }
        #expect(german.suggestions(for: "Schlüsel", limit: 3).first == "Schlüssel")
    }

    @Test func frenchElisionsAreWords() throws {
        guard let french = try Self.load("fr_FR") else { return }
        for word in ["l'homme", "l’homme", "qu'il", "aujourd'hui", "été"] {
            #expect(french.isCorrect(word), "\(word)")
        }
        #expect(!french.isCorrect("lhomme"))
    }

    @Test func dutchCompoundsAndSpanishItalianWords() throws {
        if let dutch = try Self.load("nl_NL") {
            #expect(dutch.isCorrect("fietsenstalling") && dutch.isCorrect("huisdeur") && !dutch.isCorrect("huisdeurr"))
        }
        if let spanish = try Self.load("es_ES") {
            #expect(spanish.isCorrect("canción") && spanish.isCorrect("Boston") && !spanish.isCorrect("cancion"))
        }
        if let italian = try Self.load("it_IT") {
            #expect(italian.isCorrect("perché") && italian.isCorrect("anno") && !italian.isCorrect("perche"))
        }
    }

    @Test func brazilianPortugueseLoads() throws {
        guard let portuguese = try Self.load("pt_BR") else { return }
        #expect(portuguese.isCorrect("ação") && portuguese.isCorrect("não") && !portuguese.isCorrect("acao"))
        #expect(portuguese.suggestions(for: "acao", limit: 3).contains("ação"))
    }
}
