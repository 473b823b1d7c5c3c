import Testing
import WritingEngine

@Suite struct SubjectVerbAgreementRuleTests {
    let rule = SubjectVerbAgreementRule()

    @Test func pronounsAndVerbs() {
        expectFindings(rule, "He ⟦go→goes⟧ home. They ⟦was→were⟧ late. It ⟦don't→doesn't⟧ matter. I ⟦is→am⟧ here.")
        expectFindings(rule, "She never ⟦like→likes⟧ rain, and they ⟦likes→like⟧ snow.")
    }

    @Test func nounPhraseSubjects() {
        expectFindings(rule, "The dogs of war ⟦barks→bark⟧ loudly.")
        expectFindings(rule, "My mother, for example, ⟦are→is⟧ a doctor.")
        expectFindings(rule, "She asked whether the dogs ⟦was→were⟧ fed.")
        expectFindings(rule, "Each of the children ⟦are→is⟧ happy.")
        expectFindings(rule, "There ⟦is→are⟧ many people here.")
        expectFindings(rule, "A lot of people ⟦thinks→think⟧ so.")
    }

    @Test func leavesGrammaticalSentencesAlone() {
        expectClean(
            rule,
            [
                "You and I are friends.", "Let it go.", "Does he have a car?", "If I were you, I would wait.",
                "The number of people is growing.", "A few people are here.", "The police are coming.",
                "How many times your project was viewed.", "The rich are different.", "What color are the cars?",
                "He last chose to learn.", "Thank you for coming.", "A lot of water is wasted.", "You're welcome.",
                "As if an index were accessed.",
            ])
    }
}

@Suite struct VerbFormRuleTests {
    let rule = VerbFormRule()

    @Test func afterModalsAndDo() {
        expectFindings(rule, "They will ⟦came→come⟧ home, but he didn't ⟦knew→know⟧ it.")
        expectFindings(rule, "Since he does not ⟦has→have⟧ any, it can ⟦been→be⟧ seen.")
    }

    @Test func afterTo() {
        expectFindings(rule, "He tried not to ⟦laughs→laugh⟧ and wanted to ⟦gave→give⟧ up.")
        expectFindings(rule, "I enjoy ⟦to swim→swimming⟧ in summer.")
    }

    @Test func bareParticipleAndWantThat() {
        expectFindings(rule, "I ⟦seen→saw⟧ it yesterday.")
        expectFindings(rule, "They want ⟦that we send→us to send⟧ a letter.")
    }

    @Test func leavesGrammaticalSentencesAlone() {
        expectClean(
            rule,
            [
                "I look forward to meeting you.", "It leads to features that help.", "The man I spoke to was kind.",
                "It is good practice to accept them.", "We did tests.", "The will was read.", "Will goes to school.",
                "He is used to working late.", "It is considered to be the best.", "In May we went home.",
            ])
    }
}

@Suite struct PhraseUsageRuleTests {
    let rule = PhraseUsageRule()

    @Test func idiomsAndPrepositions() {
        expectFindings(rule, "For all ⟦intensive purposes→intents and purposes⟧, it works.")
        expectFindings(rule, "We often ⟦listen→listen to⟧ music.")
        expectFindings(rule, "He ⟦did→made⟧ a mistake and ⟦made→took⟧ a photo.")
        expectFindings(rule, "⟦I→I am⟧ afraid so.")
    }

    @Test func leavesGrammaticalSentencesAlone() {
        expectClean(
            rule,
            [
                "Bear in mind that it works.", "I feel guilty about it.", "Do something similar with a match.",
                "Make a decision.", "Back and forth.", "I am afraid.", "Am I afraid?",
            ])
    }

    /// `graduate` and `comment` are nouns too: only a subject, a modal or `to` makes them verbs.
    @Test func nounsThatAreAlsoVerbsKeepTheirPrepositions() {
        expectClean(
            rule,
            [
                "She applied to the Graduate School of Design.", "I went to graduate school in Ohio.",
                "I liked the comment about the bridge.",
            ])
        expectFindings(rule, "They ⟦graduate→graduate from⟧ high school at eighteen.")
        expectFindings(rule, "Please comment ⟦about→on⟧ the draft.")
    }
}

@Suite struct ArticleUsageRuleTests {
    let rule = ArticleUsageRule()

    @Test func missingArticles() {
        expectFindings(rule, "He is ⟦friend→a friend⟧. He waited at ⟦airport→an airport⟧ by ⟦small river→a small river⟧.")
    }

    @Test func wrongArticles() {
        expectFindings(rule, "⟦A knowledge→Knowledge⟧ is power.")
        expectFindings(rule, "I made a simple wooden ⟦desks→desk⟧.")
        expectFindings(rule, "Kyoto is ⟦an→the⟧ oldest city.")
    }

    @Test func leavesGrammaticalSentencesAlone() {
        expectClean(
            rule,
            [
                "He is at home with a few friends.", "A knowledge of French helps.", "A list of default plugins.",
                "She will graduate from high school next month.", "The number of key and value pairs.",
                "A plugin which comes with it.", "It happened day after day.", "See page 4 in week 3.",
                "He is an experienced soldier.", "A sports car.", "It came in answer to the request.",
            ])
    }

    /// After a preposition, an -ing word is a gerund: it takes no article.
    @Test func aGerundAfterAPrepositionTakesNoArticle() {
        expectClean(rule, ["We have some interest in meeting next week.", "How about meeting at noon?"])
        expectFindings(rule, "We talked about ⟦problem→a problem⟧ with the team.")
    }
}

@Suite struct DeterminerAgreementRuleTests {
    let rule = DeterminerAgreementRule()

    @Test func flagsDisagreement() {
        expectFindings(rule, "If ⟦this→these⟧ errors are easy, I go there every ⟦days→day⟧.")
        expectFindings(rule, "There are ⟦much→many⟧ people here, but ⟦many→much⟧ information.")
        expectFindings(rule, "He is one of the best ⟦player→players⟧ in the team.")
    }

    @Test func leavesGrammaticalSentencesAlone() {
        expectClean(
            rule,
            [
                "That means this works and that users can go.", "This is one of the things that matter.",
                "Every time it rains.", "How much money is there?", "This series is long.",
            ])
    }

    /// A mass noun that modifies the noun after it is no head (`many news reports`).
    @Test func aMassNounAsAModifier() {
        expectClean(rule, ["We read many news reports about the storm."])
        expectFindings(rule, "We got ⟦many→much⟧ news about the storm.")
    }

    /// After `one of my`, an adjective before a plural noun is no singular noun (`favorite places`).
    @Test func anAdjectiveAfterOneOfIsNoNoun() {
        expectClean(rule, ["This is one of my favorite places to eat.", "She is one of our senior engineers."])
        expectFindings(rule, "One of my ⟦friend→friends⟧ lives in Rome.")
    }
}

@Suite struct MoreVerbFormTests {
    let rule = VerbFormRule()

    @Test func perfectAndGerunds() {
        expectFindings(rule, "I have ⟦go→gone⟧ there. I look forward to ⟦see→seeing⟧ you. I am used to ⟦work→working⟧ late.")
        expectClean(
            rule, ["I had better go.", "You have to go.", "I used to work late.", "I have work to do.", "It can be used to serve files."])
    }
}
