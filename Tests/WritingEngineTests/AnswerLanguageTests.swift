import Testing

@testable import WritingEngine

/// Writing Tools in the text's language: the answer must be in it, and its
/// negations and modalities are read with that language's words.
@Suite struct AnswerLanguageTests {
    func verdict(_ action: WritingAction, _ original: String, _ answer: String) -> AnswerAcceptance.Verdict {
        AnswerAcceptance.verdict(action, original: original, answer: answer)
    }

    static let german = "Der Zug fährt heute nicht pünktlich ab, weil die Strecke gesperrt ist. Sie können den Bus nehmen."

    @Test func anAnswerMustBeInTheTextsLanguage() {
        #expect(AnswerLanguage.of(AnswerText(Self.german)) == LanguageTag("de"))
        #expect(
            verdict(
                .rewrite(.concise), Self.german,
                "Der Zug fährt heute nicht pünktlich ab: die Strecke ist gesperrt. Sie können den Bus nehmen."
            ).isAccepted)
        let english = verdict(.rewrite(.concise), Self.german, "The train does not leave on time today because the line is closed.")
        #expect(english.description.contains("than the text's German"), "\(english)")
        let unsure = verdict(.rewrite(.concise), Self.german, "Zug: Bus.")
        #expect(unsure.description.contains("cannot be told to be in German"), "\(unsure)")
    }

    /// English full of Dutch place names reads as Dutch by its letters; its
    /// function words keep it English, and an English answer is accepted.
    @Test func englishFullOfForeignNamesStaysEnglish() {
        let hosts = "Set Vlaardingen, Schiedam, Rijswijk, Zoetermeer and Oosterhout as the ijsselmeer gateway hosts."
        #expect(LanguageDetector.shared.candidates(for: hosts[...]) == [LanguageTag("nl")!])
        #expect(AnswerLanguage.of(AnswerText(hosts)) == .english)
        let answer = "Set Vlaardingen, Schiedam, Rijswijk, Zoetermeer and Oosterhout as ijsselmeer gateway hosts."
        #expect(verdict(.rewrite(.concise), hosts, answer).isAccepted)
    }

    /// Negation and modality are read with each language's function words.
    @Test func negationAndModalityAreReadInEachLanguage() {
        #expect(
            !verdict(
                .rewrite(.concise), Self.german,
                "Der Zug fährt heute pünktlich ab, weil die Strecke gesperrt ist. Sie können den Bus nehmen."
            ).isAccepted)
        #expect(
            !verdict(
                .rewrite(.friendly), Self.german,
                "Der Zug fährt heute nicht pünktlich ab, weil die Strecke gesperrt ist. Sie müssen den Bus nehmen."
            ).isAccepted)
        let cases: [(text: String, dropped: String, modal: String)] = [
            (
                "Le train ne part pas à l'heure aujourd'hui, car la ligne est fermée. Vous pouvez prendre le bus.",
                "Le train part à l'heure aujourd'hui, car la ligne est fermée. Vous pouvez prendre le bus.",
                "Le train ne part pas à l'heure aujourd'hui, car la ligne est fermée. Vous devez prendre le bus."
            ),
            (
                "El tren no sale a tiempo hoy porque la línea está cerrada. Usted puede tomar el autobús.",
                "El tren sale a tiempo hoy porque la línea está cerrada. Usted puede tomar el autobús.",
                "El tren no sale a tiempo hoy porque la línea está cerrada. Usted debe tomar el autobús."
            ),
            (
                "Il treno oggi non parte in orario perché la linea è chiusa. Potete prendere l'autobus.",
                "Il treno oggi parte in orario perché la linea è chiusa. Potete prendere l'autobus.",
                "Il treno oggi non parte in orario perché la linea è chiusa. Dovete prendere l'autobus."
            ),
            (
                "De trein vertrekt vandaag niet op tijd, omdat het spoor dicht is. U kunt de bus nemen.",
                "De trein vertrekt vandaag op tijd, omdat het spoor dicht is. U kunt de bus nemen.",
                "De trein vertrekt vandaag niet op tijd, omdat het spoor dicht is. U moet de bus nemen."
            ),
            (
                "O comboio não parte a horas hoje, porque a linha está fechada. Você pode apanhar o autocarro.",
                "O comboio parte a horas hoje, porque a linha está fechada. Você pode apanhar o autocarro.",
                "O comboio não parte a horas hoje, porque a linha está fechada. Você deve apanhar o autocarro."
            ),
        ]
        for (text, dropped, modal) in cases {
            #expect(verdict(.rewrite(.concise), text, dropped).description.contains("negation"), "\(text)")
            #expect(verdict(.rewrite(.friendly), text, modal).description.contains("necessary or possible"), "\(text)")
        }
    }

    /// A language without negation and modality tables lets no change through.
    @Test func aChangeInALanguageWithoutTablesIsRefused() {
        let swedish = "Tåget går inte i tid i dag. Du kan ta bussen."
        let sv = LanguageTag("sv")!
        let changed = AnswerAcceptance.verdict(.rewrite(.concise), original: swedish, answer: "Tåget går i tid i dag.", language: sv)
        #expect(changed.description.contains("cannot be checked in sv"), "\(changed)")
        #expect(AnswerAcceptance.verdict(.proofread, original: swedish, answer: swedish, language: sv).isAccepted)
    }

    /// The prompt asks for the text's language when it is not English.
    @Test func thePromptAsksForTheTextsLanguage() {
        let german = ModelTransform(action: .rewrite(.friendly), input: TransformInput(text: Self.german))
        #expect(german.instructions.contains("write your answer in German"))
        let local = ModelTransform(action: .summary, input: TransformInput(text: Self.german), showsProtectedText: true)
        #expect(local.instructions.contains("write your answer in German"))
        let english = ModelTransform(action: .rewrite(.friendly), input: TransformInput(text: "The train is late today. Take the bus."))
        #expect(!english.instructions.contains("write your answer in"))
        var compose = TransformInput(text: "")
        compose.context = Self.german
        #expect(ModelTransform(action: .compose("Add a line."), input: compose).instructions.contains("in German"))
    }
}
