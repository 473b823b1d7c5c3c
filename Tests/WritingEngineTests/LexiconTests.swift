import Foundation
import Testing

@testable import WritingEngine

/// The facts the lexicon gives, in words of our own, and the generated data
/// against the hand-kept sources it was made from.
@Suite struct LexiconTests {
    let lexicon = Lexicon.shared

    @Test func irregularVerbs() {
        #expect(lexicon.base(of: "went", as: .past) == "go")
        #expect(lexicon.base(of: "written", as: .pastParticiple) == "write")
        #expect(lexicon.forms(of: "written") == .pastParticiple)
        #expect(lexicon.forms(of: "put") == [.base, .past, .pastParticiple])
        #expect(
            lexicon.paradigm("take")
                == Paradigm(base: "take", thirdPerson: "takes", past: "took", pastParticiple: "taken", presentParticiple: "taking"))
        #expect(lexicon.paradigm("took") == nil)
        #expect(lexicon.base(of: "read", as: .past) == "read")
        #expect(lexicon.forms(of: "read") == [.base, .past, .pastParticiple])
    }

    @Test func regularVerbsAreInflectedBySpelling() {
        #expect(
            lexicon.paradigm("carry")
                == Paradigm(
                    base: "carry", thirdPerson: "carries", past: "carried", pastParticiple: "carried", presentParticiple: "carrying"))
        #expect(lexicon.paradigm("stop")?.past == "stopped")
        #expect(lexicon.paradigm("admit")?.presentParticiple == "admitting")
        // British doubles, American does not: both are forms.
        #expect(lexicon.base(of: "traveled", as: .past) == "travel")
        #expect(lexicon.base(of: "travelled", as: .past) == "travel")
        #expect(lexicon.isIngForm("building"))
        #expect(!lexicon.isIngForm("string"))
        #expect(Inflection.thirdPerson("wash") == "washes")
        #expect(Inflection.presentParticiple("tie") == "tying")
    }

    @Test func formsOfBe() {
        #expect(lexicon.forms(of: "were") == .past)
        #expect(lexicon.base(of: "am", as: .base) == "be")
        let presentPlain = lexicon.words { $0.contains([.be, .present]) && $0.isDisjoint(with: .notPlain) }
        #expect(Set(presentPlain) == ["am", "is", "are"])
        let pastNegative = lexicon.words { $0.contains([.be, .past, .negative]) }
        #expect(Set(pastNegative) == ["wasn't", "weren't"])
        #expect(Lexicon.singularAuxiliaries["isn't"] == "aren't")
        #expect(Lexicon.singularAuxiliaries["was"] == "were")
        #expect(Lexicon.pluralAuxiliaries["don't"] == "doesn't")
        #expect(Lexicon.singularAuxiliaries["am"] == nil)
        // `'s` is be and have: two senses.
        let clitic = lexicon.senses(of: "'s").map(\.flags)
        #expect(clitic.contains { $0.contains([.be, .clitic]) } && clitic.contains { $0.contains([.have, .clitic]) })
    }

    @Test func pronounCase() {
        #expect(Lexicon.objectPronouns.contains("them") && !Lexicon.subjectPronouns.contains("them"))
        #expect(Lexicon.subjectPronouns.contains("we") && !Lexicon.objectPronouns.contains("we"))
        #expect(Lexicon.subjectPronouns.contains("you") && Lexicon.objectPronouns.contains("you"))
        // `her` is an object pronoun and a possessive determiner, and its senses stay apart.
        #expect(Lexicon.objectPronouns.contains("her") && Lexicon.possessives.contains("her"))
        #expect(!lexicon.senses(of: "her").contains { $0.flags.contains([.object, .possessive]) })
        #expect(!Lexicon.possessives.contains("hers"))
        #expect(lexicon.senses(of: "themselves").contains { $0.flags.contains([.pronoun, .reflexive, .plural, .third]) })
    }

    /// The narrower classes rules and rewrite steps ask for, each a query on the senses.
    @Test func queriesGiveTheClassesTheRulesRead() {
        func words(_ set: WordSet) -> Set<String> { Set(set.words) }
        #expect(Set(lexicon.finiteForms(of: .be, excluding: .notPlain)) == ["am", "is", "are", "was", "were"])
        #expect(Set(lexicon.finiteForms(of: .be, excluding: Lexicon.Sense.notPlain.union(.first))) == ["is", "are", "was", "were"])
        #expect(
            words(lexicon.wordSet(.have, excluding: [.negative, .fused], unlessAlso: [.be, .modal])) == [
                "have", "has", "had", "having", "'ve",
            ])
        #expect(words(Lexicon.doForms) == ["do", "does", "did"])
        #expect(words(Lexicon.negativeDoForms) == ["don't", "doesn't", "didn't"])
        #expect(words(Lexicon.thirdSingularSubjects) == ["he", "she", "it"])
        #expect(Set(lexicon.words([.determiner, .plural], excluding: .possessive)) == ["these", "those"])
        #expect(
            words(lexicon.wordSet(.modal, excluding: .notPlain)) == [
                "can", "could", "will", "would", "shall", "should", "may", "might", "must",
            ])
        #expect(Set(Lexicon.wordsByLemma["be"] ?? []).isSuperset(of: ["am", "'re", "was", "been"]))
        #expect(Lexicon.wordsByLemma["can"] == ["ca", "can", "can't", "cannot"])
        #expect(Lexicon.wordsByLemma["not"] == ["n't", "not"])
    }

    @Test func modalsAndTheirLemmas() {
        #expect(Lexicon.modals.contains("mustn't") && Lexicon.modals.contains("i'll"))
        #expect(!Lexicon.modals.contains("ca"))
        #expect(lexicon.senseLemma(of: "wo") { $0.contains([.modal, .split]) } == "will")
        #expect(lexicon.senseLemma(of: "couldn't") { $0.contains(.modal) } == "could")
    }

    @Test func nouns() {
        let spelling = SpellChecker.shared(for: .americanEnglish)
        #expect(lexicon.isPlural("children", spelling: spelling) == true)
        #expect(lexicon.singular(of: "children", spelling: spelling) == "child")
        #expect(lexicon.singular(of: "phenomena", spelling: spelling) == "phenomenon")
        #expect(lexicon.isPlural("lanterns", spelling: spelling) == true)
        #expect(lexicon.singular(of: "ladies", spelling: spelling) == "lady")
        #expect(lexicon.isPlural("lantern", spelling: spelling) == false)
        #expect(lexicon.isPlural("sheep", spelling: spelling) == nil)
        #expect(lexicon.isPlural("physics", spelling: spelling) == nil)
        #expect(lexicon.isUncountable("furniture") && !lexicon.isUncountable("chair"))
        #expect(lexicon.isUnmarkedOrCollective("committee"))
    }

    @Test func treebankFacts() throws {
        let the = try #require(lexicon.entry("the"))
        #expect(the.hasTag(.dt) && !the.hasTag(.nn))
        let went = try #require(lexicon.entry("went"))
        #expect(went.hasTag(.vbd) && went.treebankLemma == "go")
        let houses = try #require(lexicon.entry("houses"))
        #expect(houses.hasTag(.nns) && houses.treebankLemma == "house")
        #expect(lexicon.entry("zzxq") == nil)
    }

    /// The folder of the lexicon's hand-kept sources.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/lexicon")

    static func sourceLines(_ name: String) throws -> [Substring] {
        let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
        return text.split(separator: "\n").map { $0.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)[...] }
            .filter { !$0.isEmpty }
    }

    @Test func generatedDataMatchesItsSources() throws {
        #expect(lexicon.count == LexiconData.recordCount)
        var verbs = 0
        var closedSenses = 0
        var nounFacts = 0
        let nounBits: Lexicon.Sense = [.irregularPlural, .uncountable, .unmarked, .collective, .adjectiveNoun, .numeral, .notPlural]
        for index in 0..<lexicon.count {
            let entry = Lexicon.Entry(lexicon.record(index))
            if entry.paradigm != nil { verbs += 1 }
            for sense in entry.senses {
                let nouns = sense.flags.intersection(nounBits)
                if nouns.isEmpty { closedSenses += 1 } else { nounFacts += nouns.rawValue.nonzeroBitCount }
            }
        }
        #expect(verbs == LexiconData.verbCount)
        #expect(closedSenses == LexiconData.closedSenseCount)
        #expect(nounFacts == LexiconData.nounFactCount)

        // The counts the script wrote are those of its sources as they are now.
        #expect(try Self.sourceLines("closed-classes.txt").count == closedSenses)
        var section = ""
        var bases = Set<Substring>(["be"])
        for line in try Self.sourceLines("verbs.txt") {
            if line.hasPrefix("[") {
                section = String(line)
            } else if section == "[irregular]" {
                bases.insert(line.split(separator: " ")[0])
            } else {
                for word in line.split(separator: " ") { bases.insert(word.hasSuffix("*") ? word.dropLast() : word) }
            }
        }
        #expect(bases.count == verbs)
        var facts = 0
        for line in try Self.sourceLines("nouns.txt") {
            if line.hasPrefix("[") {
                section = String(line)
            } else {
                // A plural and its singular make one fact; elsewhere each word is one.
                facts += section == "[irregular-plural]" ? 1 : line.split(separator: " ").count
            }
        }
        #expect(facts == nounFacts)
    }
}
