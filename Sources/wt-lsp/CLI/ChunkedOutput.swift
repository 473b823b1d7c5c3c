import Foundation

/// Text written out in chunks of about `chunkBytes` as it is made, so a
/// report of a million findings is never held whole.
struct ChunkedOutput {
    private let output: (Data) -> Void
    private var pending = ""
    static let chunkBytes = 64 << 10

    init(_ output: @escaping (Data) -> Void) {
        self.output = output
    }

    mutating func write(_ text: String) {
        pending += text
        if pending.utf8.count >= Self.chunkBytes { flush() }
    }

    /// Writes out what is pending; call once the text is complete.
    mutating func flush() {
        guard !pending.isEmpty else { return }
        output(Data(pending.utf8))
        pending.removeAll(keepingCapacity: true)
    }
}
