/// The tagger's features from the built-in word list, which cover words the
/// treebank never saw (`scripts/train-tagger` computes the same).
extension WordList {
    /// The values `taggerListing` takes are below this: 10 + the highest
    /// frequency class (32) / 4, plus one.
    static let taggerListingCount = 19

    /// 0 when the lowercased word is not listed; 1 + its Zipf frequency when
    /// listed in lower case; 10 + its Zipf frequency when listed only capitalized.
    func taggerListing(_ lowered: UnsafeBufferPointer<UInt8>) -> Int {
        if let offset = find(lowered) { return 1 + frequencyClass(at: offset) / 4 }
        guard let first = lowered.first, first >= 0x61, first <= 0x7A else { return 0 }
        return withEdited(lowered, keep: lowered.count, append: nil) { capital in
            capital[0] = first - 0x20
            return find(UnsafeBufferPointer(capital)).map { 10 + frequencyClass(at: $0) / 4 } ?? 0
        }
    }

    /// Calls `body` with the template of each ending (plural `-s`, `-ed`,
    /// `-ing`, `-ly`) whose removal, with the usual spelling changes, leaves a listed word.
    func forEachTaggerStem(_ lowered: UnsafeBufferPointer<UInt8>, _ body: (UInt64) -> Void) {
        let n = lowered.count
        func ends(_ suffix: StaticString) -> Bool {
            let m = suffix.utf8CodeUnitCount
            guard n >= m else { return false }
            for k in 0..<m where lowered[n - m + k] != suffix.utf8Start[k] { return false }
            return true
        }
        func listed(dropping count: Int, adding tail: UInt8? = nil) -> Bool {
            withEdited(lowered, keep: n - count, append: tail) { find(UnsafeBufferPointer($0)) != nil }
        }
        if n > 3 && ends("s") && !ends("ss") {
            if listed(dropping: 1) || (ends("es") && listed(dropping: 2)) || (ends("ies") && listed(dropping: 3, adding: 0x79)) {
                body(TaggerFeatures.stemPlural)
            }
        }
        if n > 4 && ends("ed") {
            if listed(dropping: 2) || listed(dropping: 1) || (ends("ied") && listed(dropping: 3, adding: 0x79))
                || (n > 5 && lowered[n - 3] == lowered[n - 4] && listed(dropping: 3))
            {
                body(TaggerFeatures.stemED)
            }
        }
        if n > 5 && ends("ing") {
            if listed(dropping: 3) || listed(dropping: 3, adding: 0x65) || (lowered[n - 4] == lowered[n - 5] && listed(dropping: 4)) {
                body(TaggerFeatures.stemING)
            }
        }
        if n > 4 && ends("ly") {
            if listed(dropping: 2) || (ends("ily") && listed(dropping: 3, adding: 0x79)) {
                body(TaggerFeatures.stemLY)
            }
        }
    }

    /// Calls `body` with a stack copy of the first `keep` bytes of `word` followed by `append`.
    private func withEdited<R>(
        _ word: UnsafeBufferPointer<UInt8>, keep: Int, append: UInt8?, _ body: (UnsafeMutableBufferPointer<UInt8>) -> R
    ) -> R {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: keep + (append == nil ? 0 : 1)) { buffer in
            for k in 0..<keep { buffer[k] = word[k] }
            if let append { buffer[keep] = append }
            return body(buffer)
        }
    }
}
