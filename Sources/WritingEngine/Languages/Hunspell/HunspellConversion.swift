/// An `ICONV` or `OCONV` table: at each position the longest matching pattern is replaced.
struct HunspellConversion: Sendable {
    private let pairs: [(from: [UInt8], to: [UInt8])]

    init(_ pairs: [(from: String, to: String)]) {
        self.pairs = pairs.map { (Array($0.from.utf8), Array($0.to.utf8)) }.filter { !$0.0.isEmpty }
            .sorted { $0.0.count > $1.0.count }
    }

    var isEmpty: Bool { pairs.isEmpty }

    /// The text with every pattern replaced.
    func apply(_ text: String) -> String {
        guard !pairs.isEmpty else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        outer: while index < bytes.count {
            for pair in pairs where bytes[index] == pair.from[0] && bytes[index...].starts(with: pair.from) {
                result.append(contentsOf: pair.to)
                index += pair.from.count
                continue outer
            }
            result.append(bytes[index])
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
