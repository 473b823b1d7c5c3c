extension Tagger {
    /// The class numbers of a sentence's words with every score summed feature
    /// by feature from the weights' pairs, without `TaggerScores` or the
    /// dense vectors: the definition the fast path must match (the tests compare the two).
    func referenceClassIndices(_ words: [String]) -> [Int] {
        typealias F = TaggerFeatures
        let written = words.map { Array($0.replacingOccurrences(of: "\u{2019}", with: "'").utf8) }
        let lowered = written.map { $0.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 } }
        // Position p + 2 is word p, with two padding words on each side.
        var hashes = [F.start2Hash, F.startHash]
        var suffixes = hashes
        for word in lowered {
            word.withUnsafeBufferPointer { word in
                hashes.append(F.wordHash(word, 0..<word.count))
                suffixes.append(F.suffixHash(word, 3))
            }
        }
        hashes += [F.endHash, F.end2Hash]
        suffixes += [F.endHash, F.end2Hash]
        let lexicon = hashes.map { model.lexiconEntry($0) }
        let features = model.features
        func add(_ feature: UInt64, to target: UnsafeMutablePointer<Int16>) { features.addPairs(span: features.span(feature), to: target) }
        let classCount = model.classes.count
        var result: [Int] = []
        var tag1 = classCount
        var tag2 = classCount + 1
        for i in words.indices {
            let p = i + 2
            var chosen = Int(lexicon[p].fixed)
            if lexicon[p].fixed == TaggerModel.noClass {
                var scores = [Int16](repeating: 0, count: classCount)
                scores.withUnsafeMutableBufferPointer { scores in
                    let target = scores.baseAddress!
                    written[i].withUnsafeBufferPointer { writtenWord in
                        lowered[i].withUnsafeBufferPointer { loweredWord in
                            let word = F.Word(
                                written: writtenWord, lowered: loweredWord, hash: hashes[p], ambiguity: lexicon[p].ambiguity + 1)
                            F.forEachOwnFeature(word, wordList: model.wordList) { add($0, to: target) }
                        }
                    }
                    for role in F.Role.allCases {
                        let q = p - role.offset
                        F.forEachContextFeature(hash: hashes[q], suffix3: suffixes[q], ambiguity: lexicon[q].ambiguity + 1, role) {
                            add($0, to: target)
                        }
                    }
                    add(F.ambiguityPairFeature(lexicon[p].ambiguity + 1, next: lexicon[p + 1].ambiguity + 1), to: target)
                    add(F.feature(F.tag1, UInt64(tag1)), to: target)
                    add(F.feature(F.tag2, UInt64(tag2)), to: target)
                    add(F.feature(F.tag12, UInt64(tag1 << 8 | tag2)), to: target)
                    add(F.tag1LowerFeature(hashes[p], tag1: UInt64(tag1)), to: target)
                }
                chosen = 0
                for k in 1..<classCount where scores[k] > scores[chosen] { chosen = k }
            }
            result.append(chosen)
            tag2 = tag1
            tag1 = chosen
        }
        return result
    }
}
