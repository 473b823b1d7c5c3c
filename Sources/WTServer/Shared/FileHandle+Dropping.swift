import Foundation

extension FileHandle {
    /// Writes `data`, or nothing when no one reads it any more (a closed
    /// pipe, as behind `| head`): the program then ends as it would have,
    /// stopping what it started, instead of trapping.
    func writeOrDrop(_ data: Data) {
        try? write(contentsOf: data)
    }
}
