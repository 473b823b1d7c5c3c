/// Drops a clause opener that says nothing: "It is important to note
/// that", "Note that", "As you can see,". The next word takes the capital.
struct EmptyOpener: SentenceStep {
    func apply(to sentence: inout CompressibleSentence) {
        var index = 0
        while index < sentence.count {
            defer { index += 1 }
            guard sentence.startsClause(index), sentence[index].isWord else { continue }
            guard let opener = Self.openers.first(where: { sentence.matches($0, at: index) }) else { continue }
            let end = index + opener.count
            // The opener must lead into a word of the same sentence.
            guard end < sentence.count, sentence[end].kind != .punctuation || sentence[end].key == "*" else { continue }
            if opener.last == "," || opener.last == "that" { sentence.delete(index..<end) }
        }
    }

    /// Openers, as keys; each ends with the comma or the `that` it takes along.
    static let openers: [[String]] = {
        let phrases = [
            "it is important to note that", "it's important to note that", "it is worth noting that",
            "it is worth mentioning that", "it should be noted that", "it must be noted that", "it is interesting to note that",
            "it is important to remember that", "it goes without saying that", "i would like to point out that",
            "please note that", "note that", "notice that", "keep in mind that", "bear in mind that", "remember that",
            "please be aware that", "be aware that", "as you can see ,", "as we can see ,", "as you may know ,", "as you know ,",
            "as mentioned above ,", "as mentioned earlier ,", "as mentioned before ,", "as mentioned previously ,",
            "as noted above ,", "as noted earlier ,", "as stated above ,", "as we have seen ,", "needless to say ,",
            "as a matter of fact ,", "in fact ,", "of course ,", "obviously ,", "basically ,", "essentially ,", "actually ,",
            "in essence ,", "in other words ,", "that is to say ,", "that is ,", "generally speaking ,", "simply put ,",
            "put simply ,", "to put it simply ,", "to be honest ,", "as it turns out ,", "it turns out that",
            "it is worth pointing out that", "it's worth noting that", "it is also worth noting that", "note also that",
            "also note that", "it should also be noted that", "it is important to understand that", "note that ,",
            "please note ,", "remember ,",
        ]
        // Longest first, so `please note that` wins over `note that`.
        return phrases.map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }
    }()
}
