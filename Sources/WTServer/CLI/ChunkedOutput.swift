import Foundation
import LSPKit

/// Text written out in chunks of about `chunkBytes` as it is made, so a
/// report of a million findings is never held whole.
struct ChunkedOutput {
    private let output: (Data) -> Void
    private var pending: [UInt8] = []
    static let chunkBytes = 64 << 10

    init(_ output: @escaping (Data) -> Void) {
        self.output = output
    }

    mutating func write(_ text: String) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= Self.chunkBytes { flush() }
    }

    /// `value` as JSON: the bytes `JSONCoding.encode` makes of it (`JSONWriter`).
    mutating func writeJSON(_ value: some JSONWritable) {
        var writer = JSONWriter()
        value.writeJSON(to: &writer)
        pending.append(contentsOf: writer.bytes)
        if pending.count >= Self.chunkBytes { flush() }
    }

    /// Writes out what is pending; call once the text is complete.
    mutating func flush() {
        guard !pending.isEmpty else { return }
        output(Data(pending))
        pending.removeAll(keepingCapacity: true)
    }
}
