/// The comma after an introductory prepositional phrase that runs straight
/// into the main clause: `In the commercials they are good` →
/// `commercials,`; `For me it was a gift` → `me,`.
///
/// The grammar: an adverbial phrase that opens a sentence is set off from
/// the clause it modifies by a comma; after a brief one (up to three words:
/// `For me it was`, `In its heyday it was`) the comma is optional, so those
/// are left alone. The check wants the whole pattern: a preposition first,
/// one noun phrase (or two joined by `of`), four words or more in all, then a
/// subject pronoun (`I`, `we`, `you`, `he`, `she`, `they`, `it`) with a
/// finite verb right after it. A subject pronoun cannot go on with the noun
/// phrase before it, so the boundary is certain; a noun subject (`In the
/// end users decide`) could be part of the phrase, and is left alone.
extension IntroductoryCommaRule {
    /// The word index after the introductory phrase, when the sentence
    /// opens with one and goes on with a pronoun subject and its verb.
    func introductoryPhraseEnd(
        _ words: [ParagraphAnalysis.Word], _ sentence: Range<Int>, _ phraseAt: [Int: NounPhrase]
    ) -> Int? {
        let first = sentence.lowerBound
        guard words[first].tag.penn == .in, words[first].tag.universal == .adp, let object = phraseAt[first + 1] else { return nil }
        var end = object.words.upperBound
        if end + 1 < sentence.upperBound, words[end].text == "of", let more = phraseAt[end + 1] { end = more.words.upperBound }
        guard end - first >= 4, end + 1 < sentence.upperBound, Lexicon.subjectPronouns.contains(words[end].text) else { return nil }
        var verb = end + 1
        if words[verb].tag.penn.isAdverb, verb + 1 < sentence.upperBound { verb += 1 }
        return words[verb].tag.penn.isFinite ? end : nil
    }

}
