/// A Hunspell flag: one character, two characters or a number, always read into 16 bits.
typealias HunspellFlag = UInt16

/// How an `.aff` file writes its flags (`FLAG`).
enum HunspellFlagKind: Sendable {
    /// One byte per flag (the default).
    case ascii
    /// One Unicode character per flag (`FLAG UTF-8`).
    case utf8
    /// Two bytes per flag (`FLAG long`).
    case long
    /// Decimal numbers separated by commas (`FLAG num`).
    case number

    init?(name: String) {
        switch name.lowercased() {
        case "utf-8", "utf8": self = .utf8
        case "long": self = .long
        case "num": self = .number
        case "ascii": self = .ascii
        default: return nil
        }
    }

    /// The flags a field names, sorted, or nil when the field is not valid for this kind.
    func parse<Bytes: Collection<UInt8>>(_ field: Bytes) -> [HunspellFlag]? {
        var flags: [HunspellFlag] = []
        switch self {
        case .ascii:
            flags = field.map { HunspellFlag($0) }
        case .utf8:
            for scalar in String(decoding: field, as: UTF8.self).unicodeScalars {
                guard scalar.value <= 0xFFFF else { return nil }
                flags.append(HunspellFlag(scalar.value))
            }
        case .long:
            let bytes = Array(field)
            guard bytes.count.isMultiple(of: 2) else { return nil }
            for index in stride(from: 0, to: bytes.count, by: 2) {
                flags.append(HunspellFlag(bytes[index]) << 8 | HunspellFlag(bytes[index + 1]))
            }
        case .number:
            for part in field.split(separator: UInt8(ascii: ",")) {
                guard let value = HunspellFlag(String(decoding: part, as: UTF8.self)), value > 0 else { return nil }
                flags.append(value)
            }
        }
        guard !flags.contains(0) else { return nil }
        return flags.sorted()
    }

    /// The single flag a directive names (`COMPOUNDFLAG X`), or nil. Like Hunspell, the default kind reads the
    /// first byte only, so a non-ASCII flag in a UTF-8 file names its lead byte.
    func parseOne(_ field: String) -> HunspellFlag? {
        if self == .ascii { return field.utf8.first.map { HunspellFlag($0) } }
        guard let flags = parse(Array(field.utf8)), flags.count == 1 else { return nil }
        return flags[0]
    }
}

/// Sorted flag sets stored end to end, so a word costs one index rather than an array.
struct HunspellFlagSets: Sendable {
    private(set) var flags: [HunspellFlag] = []
    private(set) var starts: [UInt32] = [0, 0]
    private var ids: [[HunspellFlag]: UInt32] = [[]: 0]

    init() {}

    /// The id of a sorted flag set, stored once however many words share it.
    mutating func id(of set: [HunspellFlag]) -> UInt32 {
        if let id = ids[set] { return id }
        let id = UInt32(starts.count - 1)
        flags.append(contentsOf: set)
        starts.append(UInt32(flags.count))
        ids[set] = id
        return id
    }

    /// Drops the building index once every word is in.
    mutating func finish() { ids = [:] }

    /// Whether a set holds a flag (never for the null flag 0).
    @inline(__always) func contains(_ id: UInt32, _ flag: HunspellFlag) -> Bool {
        if flag == 0 { return false }
        var low = Int(starts[Int(id)])
        var high = Int(starts[Int(id) + 1])
        while low < high {
            let middle = (low + high) >> 1
            let value = flags[middle]
            if value == flag { return true }
            if value < flag { low = middle + 1 } else { high = middle }
        }
        return false
    }

    /// The flags of a set.
    func members(_ id: UInt32) -> ArraySlice<HunspellFlag> {
        flags[Int(starts[Int(id)])..<Int(starts[Int(id) + 1])]
    }
}

extension Array where Element == HunspellFlag {
    /// Whether a sorted flag list holds a flag (never for the null flag 0).
    @inline(__always) func hasFlag(_ flag: HunspellFlag) -> Bool {
        flag != 0 && contains(flag)
    }
}
