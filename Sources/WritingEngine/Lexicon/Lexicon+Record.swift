extension Lexicon {
    /// One line of the generated data, read in place: the word and five
    /// tab-separated fields (see `scripts/make-lexicon`).
    struct Record {
        nonisolated(unsafe) let bytes: UnsafePointer<UInt8>
        let start: Int
        /// The offset of the line's end (its newline, or the end of the data).
        let end: Int

        enum Field: Int {
            case word, tags, senses, readings, paradigm, lemma
        }

        /// The bytes of a field.
        func field(_ field: Field) -> UnsafeBufferPointer<UInt8> {
            var from = start
            for _ in 0..<field.rawValue {
                while from < end && bytes[from] != 0x09 { from += 1 }
                from += 1
            }
            var to = min(from, end)
            while to < end && bytes[to] != 0x09 { to += 1 }
            return UnsafeBufferPointer(start: bytes + min(from, end), count: to - min(from, end))
        }

        func text(_ field: Field) -> String { String(decoding: self.field(field), as: UTF8.self) }

        var word: String { text(.word) }

        /// The union of the forms of the record's verb readings.
        var readingForms: VerbForms {
            var forms = VerbForms()
            Self.forEachItem(field(.readings)) { item in
                if let colon = item.firstIndex(of: 0x3A) {
                    forms.formUnion(VerbForms(rawValue: UInt8(truncatingIfNeeded: Self.hex(item[(colon + 1)...]))))
                }
            }
            return forms
        }

        /// Calls `body` with each comma-separated item of a field.
        static func forEachItem(_ field: UnsafeBufferPointer<UInt8>, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> Void) {
            var from = field.startIndex
            while from < field.endIndex {
                var to = from
                while to < field.endIndex && field[to] != 0x2C { to += 1 }
                body(field[from..<to])
                from = to + 1
            }
        }

        /// The value of hex digits.
        static func hex(_ digits: some Sequence<UInt8>) -> UInt64 {
            var value: UInt64 = 0
            for d in digits {
                value = value << 4 | UInt64(d >= 0x61 ? d - 0x61 + 10 : d - 0x30)
            }
            return value
        }
    }
}
