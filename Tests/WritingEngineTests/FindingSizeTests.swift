import Testing

@testable import WritingEngine

/// A document can have a million findings: a finding stays small, its rare
/// fields out of line, and it is still a value.
@Suite struct FindingSizeTests {
    @Test func aFindingStaysSmall() {
        #expect(MemoryLayout<Finding>.stride <= 96)
    }

    @Test func rareFieldsAreValuesToo() {
        let plain = Finding(ruleID: "spelling", range: 4..<9, message: "Possible spelling mistake.")
        var read = plain
        read.readWord = "nth"
        read.readsCorrection = 0..<3
        #expect(plain.readWord == nil && plain.readsCorrection == nil)
        #expect(read.readWord == "nth" && read.readsCorrection == 0..<3)
        #expect(read != plain)
        var again = plain
        again.readsCorrection = 0..<3
        again.readWord = "nth"
        #expect(again == read)
        #expect(again.hashValue == read.hashValue)
        #expect(read.shifted(by: 10).readsCorrection == 10..<13)
        again.readWord = nil
        again.readsCorrection = nil
        #expect(again == plain)
    }
}
