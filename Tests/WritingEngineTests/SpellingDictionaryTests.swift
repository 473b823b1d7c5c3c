import Testing

@testable import WritingEngine

@Suite("Spelling: dictionary")
struct SpellingDictionaryTests {
    let us = SpellChecker.shared(for: .americanEnglish)
    let gb = SpellChecker.shared(for: .britishEnglish)

    @Test func knowsCommonWords() {
        for word in ["the", "receive", "yesterday", "wrote", "a", "I", "don't", "it's", "cat's", "café"] {
            #expect(us.isCorrect(word), "\(word)")
        }
    }

    @Test func flagsNonWords() {
        for word in ["teh", "recieve", "definately", "seperate", "wierd", "occured"] {
            #expect(!us.isCorrect(word), "\(word)")
        }
    }

    @Test func knowsKeyNamesAsPrintedOnKeys() {
        for word in ["Ctrl", "Cmd", "Esc", "Fn", "CTRL", "spacebar", "Spacebar", "keypress"] {
            #expect(us.isCorrect(word), "\(word)")
        }
    }

    @Test func knowsEverydaySoftwareWords() {
        for word in ["backport", "symlinks", "onboarding", "falsy", "subprocess", "transpiled", "lockfile", "untrusted"] {
            #expect(us.isCorrect(word), "\(word)")
        }
    }

    @Test func knowsPluralsAndAdverbsTheListsLeaveOut() {
        // `-es` after a hissing sound of a listed word, `-s` after a software term,
        // `-ly` after an adjective in `-ive`, `-ous` or `-ful`.
        for word in ["attaches", "metaclasses", "docstrings", "Namedtuples", "classmethods", "declaratively"] {
            #expect(us.isCorrect(word), "\(word)")
        }
        // Not after another letter, not after an everyday word, and not a doubled `s`.
        for word in ["catchs", "boxs", "runnes", "tablees", "docstringss", "basicly", "finaly", "declarativly"] {
            #expect(!us.isCorrect(word), "\(word)")
        }
        // `-es` after a word in `-s` that takes it (`alias`, `status`), not after a
        // plural (`poses`, `cols`), an adjective in `-ous`, or a word of three letters.
        for word in ["aliases", "statuses", "biases", "prefixes"] { #expect(us.isCorrect(word), "\(word)") }
        for word in ["poseses", "colses", "famouses", "juses"] { #expect(!us.isCorrect(word), "\(word)") }
    }

    @Test func dialectsDiffer() {
        #expect(!us.isCorrect("colour"))
        #expect(us.isCorrect("color"))
        #expect(gb.isCorrect("colour"))
        #expect(!gb.isCorrect("color"))
        #expect(gb.isCorrect("organise") && gb.isCorrect("organize"))
        #expect(SpellChecker.shared(for: .australianEnglish).isCorrect("colour"))
        #expect(SpellChecker.shared(for: .canadianEnglish).isCorrect("colour"))
    }

    @Test func casing() {
        #expect(us.isCorrect("The"))
        #expect(us.isCorrect("THE"))
        #expect(us.isCorrect("London"))
        #expect(!us.isCorrect("london"))
        #expect(us.isCorrect("NASA"))
        #expect(us.isCorrect("QZX"))
        #expect(us.isCorrect("APIs"))
        #expect(!us.isCorrect("Teh"))
    }

    @Test func apostrophesAndHyphens() {
        #expect(us.isCorrect("don’t"))
        #expect(us.isCorrect("James’s"))
        #expect(us.isCorrect("NASA's"))
        #expect(us.isCorrect("well-known"))
        #expect(us.isCorrect("co-author"))
        #expect(us.isCorrect("re-enter"))
        #expect(!us.isCorrect("well-knwon"))
        #expect(us.isCorrect("add-ons") && us.isCorrect("Add-ons"))
        #expect(us.isCorrect("follow-ups") && !us.isCorrect("add-onz") && !us.isCorrect("add-xqs"))
        #expect(!us.isCorrect("dont’t"))
    }

    @Test func frequencyLevels() {
        #expect(us.frequencyLevel("the") == 10)
        #expect(us.frequencyLevel("The") == 10)
        #expect(us.frequencyLevel("teh") == nil)
        #expect((us.frequencyLevel("serendipity") ?? 0) > 10)
    }
}
