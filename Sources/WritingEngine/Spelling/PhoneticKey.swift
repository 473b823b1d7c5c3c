// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// A Metaphone-style sound key: words that sound alike get the same or close
/// keys (`fone` and `phone` → `FN`, `nite` and `night` → `NT`).
///
/// Consonant sounds are written as one capital each (`0` for "th", `X` for
/// "sh"/"ch"); vowels are dropped except a leading one (`A`); repeated codes
/// collapse. Input is read in ASCII lowercase; other bytes are skipped.
enum PhoneticKey {
    /// Writes the key of `word` to `out`, which must have room for
    /// `word.count + 1` codes, and returns its length.
    static func write(_ word: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) -> Int {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: word.count + 1) { letters in
            var n = 0
            for c in word {
                let l = ASCIICase.lower(c)
                guard ASCIICase.isLower(l) else { continue }
                if n > 0 && letters[n - 1] == l && l != 0x63 { continue }  // collapse doubles, but keep "cc" (accent)
                letters[n] = l
                n += 1
            }
            return encode(UnsafeBufferPointer(rebasing: letters[0..<n]), into: out)
        }
    }

    /// The key of `word` as bytes.
    static func of(_ word: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: word.count + 1) { buffer, count in
            count = write(word, to: buffer.baseAddress!)
        }
    }

    /// Encodes lowercase, de-doubled letters; returns the key length.
    private static func encode(_ letters: UnsafeBufferPointer<UInt8>, into key: UnsafeMutablePointer<UInt8>) -> Int {
        let length = letters.count
        guard length > 0 else { return 0 }
        var count = 0
        func at(_ i: Int) -> UInt8 { i >= 0 && i < length ? letters[i] : 0 }
        func emit(_ code: UInt8) {
            if count > 0 && key[count - 1] == code { return }
            key[count] = code
            count += 1
        }
        var i = 0
        // Silent first letters: kn, gn, pn, wr, ps; x- sounds like s.
        switch (at(0), at(1)) {
        case (k, n_), (g, n_), (p, n_), (w, r), (p, s): i = 1
        case (x, _):
            emit(S)
            i = 1
        case (w, h):
            emit(W)
            i = 2
        default: break
        }
        if i == 0 && isVowel(at(0)) {
            emit(A)
            i = 1
        }
        while i < length {
            let c = letters[i]
            let next = at(i + 1)
            switch c {
            case a, e, i_, o, u:
                break
            case b:
                if !(at(i - 1) == m && i == length - 1) { emit(B) }
            case c_:
                if next == h {
                    if at(i - 1) == s { emit(K) } else { emit(X) }
                    i += 1
                } else if next == i_ && at(i + 2) == a {
                    emit(X)
                } else if next == i_ || next == e || next == y {
                    if at(i - 1) != s { emit(S) }
                } else if next != k {
                    emit(K)
                }
            case d:
                if next == g && (at(i + 2) == e || at(i + 2) == i_ || at(i + 2) == y) {
                    emit(J)
                    i += 1
                } else {
                    emit(T)
                }
            case f, v: emit(F)
            case g:
                if next == h {
                    // "gh" is silent before a consonant or at the end (night, though), f-like after "ou" (tough).
                    if at(i + 2) != 0 && isVowel(at(i + 2)) { emit(K) } else if at(i - 1) == u && at(i - 2) == o { emit(F) }
                    i += 1
                } else if next == n_ && (i + 2 == length || at(i + 2) == e && at(i + 3) == d) {
                    break
                } else if next == i_ || next == e || next == y {
                    emit(J)
                } else {
                    emit(K)
                }
            case h:
                if isVowel(next) && !isVowel(at(i - 1)) { emit(H) }
            case j: emit(J)
            case k, q: emit(K)
            case l: emit(L)
            case m: emit(M)
            case n_: emit(N)
            case p:
                if next == h {
                    emit(F)
                    i += 1
                } else {
                    emit(P)
                }
            case r: emit(R)
            case s:
                if next == h {
                    emit(X)
                    i += 1
                } else if next == i_ && (at(i + 2) == o || at(i + 2) == a) {
                    emit(X)
                } else {
                    emit(S)
                }
            case t:
                if next == i_ && (at(i + 2) == o || at(i + 2) == a) {
                    emit(X)
                } else if next == h {
                    emit(TH)
                    i += 1
                } else if !(next == c_ && at(i + 2) == h) {
                    emit(T)
                }
            case w:
                if isVowel(next) { emit(W) }
            case x:
                emit(K)
                emit(S)
            case y:
                if isVowel(next) { emit(Y) }
            case z: emit(S)
            default: break
            }
            i += 1
        }
        return count
    }

    @inline(__always) private static func isVowel(_ c: UInt8) -> Bool {
        c == a || c == e || c == i_ || c == o || c == u
    }

    // Letters (lowercase input).
    private static let a: UInt8 = 0x61, b: UInt8 = 0x62, c_: UInt8 = 0x63, d: UInt8 = 0x64, e: UInt8 = 0x65
    private static let f: UInt8 = 0x66, g: UInt8 = 0x67, h: UInt8 = 0x68, i_: UInt8 = 0x69, j: UInt8 = 0x6A
    private static let k: UInt8 = 0x6B, l: UInt8 = 0x6C, m: UInt8 = 0x6D, n_: UInt8 = 0x6E, o: UInt8 = 0x6F
    private static let p: UInt8 = 0x70, q: UInt8 = 0x71, r: UInt8 = 0x72, s: UInt8 = 0x73, t: UInt8 = 0x74
    private static let u: UInt8 = 0x75, v: UInt8 = 0x76, w: UInt8 = 0x77, x: UInt8 = 0x78, y: UInt8 = 0x79
    private static let z: UInt8 = 0x7A
    // Codes.
    private static let A: UInt8 = 0x41, B: UInt8 = 0x42, F: UInt8 = 0x46, H: UInt8 = 0x48, J: UInt8 = 0x4A
    private static let K: UInt8 = 0x4B, L: UInt8 = 0x4C, M: UInt8 = 0x4D, N: UInt8 = 0x4E, P: UInt8 = 0x50
    private static let R: UInt8 = 0x52, S: UInt8 = 0x53, T: UInt8 = 0x54, W: UInt8 = 0x57, X: UInt8 = 0x58
    private static let Y: UInt8 = 0x59, TH: UInt8 = 0x30
}
