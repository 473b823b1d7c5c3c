// libFuzzer target for the writing engine: tokenizer, structure scanners and
// rules on arbitrary text. Built by bench/fuzz/run.sh with the WritingEngine
// sources (one module). Spelling suggestions are off (a search per unknown
// word makes every input slow); the spelling check itself still runs.
import Foundation

let languages: [DocumentLanguage] = [.markdown, .plaintext, .latex, .gitCommit, .code(.swift), .code(.python), .code(.c)]
let proofreader = Proofreader(options: ProofreadingOptions(ruleLevels: ["spelling": .off]))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    guard let first = input.first else { return 0 }
    let bytes = Array(input.dropFirst())
    // Tokens tile the bytes, valid UTF-8 or not.
    var at = 0
    for token in Tokenizer.tokenize(bytes) {
        precondition(token.range.lowerBound == at && !token.range.isEmpty, "tokens do not tile the input")
        at = token.range.upperBound
    }
    precondition(at == bytes.count, "tokens stop short")
    let text = String(decoding: bytes, as: UTF8.self)
    let language = languages[Int(first) % languages.count]
    let structure = StructureScanner.scan(text, language: language)
    let count = text.utf8.count
    for block in structure.blocks {
        precondition(block.range.lowerBound >= 0 && block.range.upperBound <= count, "block outside the text")
    }
    for (a, b) in zip(structure.ignored, structure.ignored.dropFirst()) {
        precondition(a.range.upperBound <= b.range.lowerBound, "ignored ranges overlap")
    }
    for finding in proofreader.check(text, structure: structure) {
        precondition(finding.range.lowerBound >= 0 && finding.range.upperBound <= count, "finding outside the text")
        precondition(!structure.ignored.contains { $0.range.overlaps(finding.range) }, "finding in an ignored range")
    }
    // An edit in the middle (of the repaired text, on a scalar boundary),
    // re-scanned incrementally, equals a full scan.
    if count > 2, language == .markdown || language == .plaintext {
        var edited = Array(text.utf8)
        var mid = edited.count / 2
        while mid > 0 && edited[mid] & 0xC0 == 0x80 { mid -= 1 }
        edited.insert(UInt8(ascii: "x"), at: mid)
        let newText = String(decoding: edited, as: UTF8.self)
        let again = StructureScanner.rescan(
            structure, oldText: text, newText: newText, editedRange: mid..<mid, replacementLength: 1, language: language)
        precondition(again == StructureScanner.scan(newText, language: language), "incremental re-scan differs from a full scan")
    }
    return 0
}
