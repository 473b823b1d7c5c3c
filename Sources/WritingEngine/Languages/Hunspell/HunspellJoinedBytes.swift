/// Two byte runs read as one word, so that stripping an affix and restoring its strip needs no copy.
struct HunspellJoinedBytes {
    let head: ArraySlice<UInt8>
    let tail: ArraySlice<UInt8>

    init(_ head: ArraySlice<UInt8>, _ tail: ArraySlice<UInt8> = []) {
        self.head = head
        self.tail = tail
    }

    var count: Int { head.count + tail.count }

    @inline(__always) subscript(index: Int) -> UInt8 {
        index < head.count ? head[head.startIndex + index] : tail[tail.startIndex + index - head.count]
    }

    /// The bytes as one array.
    var array: [UInt8] {
        var result = Array(head)
        result.append(contentsOf: tail)
        return result
    }

    /// The Unicode scalar that starts at a byte offset, and the offset after it.
    func scalar(startingAt index: Int) -> (value: UInt32, next: Int) {
        let lead = self[index]
        if lead < 0x80 { return (UInt32(lead), index + 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (0xFF >> (length + 1))
        var next = index + 1
        while next < count, next < index + length {
            value = value << 6 | UInt32(self[next] & 0x3F)
            next += 1
        }
        return (value, next)
    }

    /// The Unicode scalar that ends before a byte offset, and the offset where it starts.
    func scalar(endingBefore end: Int) -> (value: UInt32, start: Int) {
        var start = end - 1
        while start > 0, end - start < 4, self[start] & 0xC0 == 0x80 { start -= 1 }
        return (scalar(startingAt: start).value, start)
    }
}

/// FNV-1a over bytes, shared by the word table and the affix index.
enum HunspellHash {
    static let seed: UInt64 = 0xCBF2_9CE4_8422_2325

    @inline(__always) static func step(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }

    static func of(_ bytes: HunspellJoinedBytes) -> UInt64 {
        var hash = seed
        for byte in bytes.head { hash = step(hash, byte) }
        for byte in bytes.tail { hash = step(hash, byte) }
        return hash
    }
}
