// Measures the part-of-speech tagger and the paragraph analysis built on it.
//
//     swift build -c release --product tagger-bench
//     python3 bench/corpus.py 100000 /tmp/100k.md
//     .build/release/tagger-bench /tmp/100k.md
//
// With `--once`, tags the text once and prints a digest of the tags (to
// compare two versions) before it stops, for instruction counts:
//
//     valgrind --tool=callgrind --toggle-collect='*tagger_bench*tagOnce*' .build/release/tagger-bench --once /tmp/100k.md
//
// Paragraphs are the blank-line-separated blocks of the files outside fenced
// code. Prints the time of the first call (decoding the built-in weights),
// then the best of several runs on one thread: tagging alone (the hot path),
// then the whole analysis (contractions, tags, noun phrases, clauses). Times
// are the thread's CPU time, so that other work on the machine does not count.
import Foundation
import WritingEngine

func paragraphs(of text: String) -> [Paragraph] {
    var result: [Paragraph] = []
    var block: [Substring] = []
    var inFence = false
    func flush() {
        if !block.isEmpty { result.append(Paragraph(block.joined(separator: "\n"))) }
        block = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("```") {
            inFence.toggle()
            flush()
        } else if inFence {
            continue
        } else if line.allSatisfy(\.isWhitespace) {
            flush()
        } else {
            block.append(line)
        }
    }
    flush()
    return result
}

/// Word ranges of each sentence, as `ParagraphAnalysis` hands them to the tagger (contractions unsplit).
func sentences(of paragraph: Paragraph) -> [[Range<Int>]] {
    paragraph.sentences.map { sentence in sentence.filter { !paragraph.tokens[$0].isBlank }.map { paragraph.tokens[$0].range } }
}

/// Time on this thread's clock, in milliseconds: what the work costs on one
/// core, whatever else the machine runs (wall time grows with the load).
func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

/// The best time of `runs` runs of `body`, in milliseconds of CPU time, and its result.
func bestTime(runs: Int, _ body: () -> Int) -> (Double, Int) {
    var best = Double.infinity
    var result = 0
    for _ in 0..<runs {
        let start = cpuMilliseconds()
        result = body()
        best = min(best, cpuMilliseconds() - start)
    }
    return (best, result)
}

var paths = CommandLine.arguments.dropFirst()
let once = paths.first == "--once"
if once { paths = paths.dropFirst() }
guard !paths.isEmpty else {
    FileHandle.standardError.write(Data("usage: tagger-bench [--once] FILE...\n".utf8))
    exit(2)
}
var all: [Paragraph] = []
for path in paths {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write(Data("tagger-bench: cannot read \(path)\n".utf8))
        exit(2)
    }
    all += paragraphs(of: text)
}
let words = all.reduce(0) { $0 + $1.tokens.filter(\.isWord).count }
let spelling = SpellChecker.shared(for: .americanEnglish)
let loadStart = cpuMilliseconds()
let tagger = Tagger.shared
_ = tagger.tag(["Warm", "up", "."])
let load = cpuMilliseconds() - loadStart
let prepared = all.map { ($0, sentences(of: $0)) }

/// Tags every sentence once; returns the number of tokens.
@inline(never) func tagOnce() -> Int {
    var count = 0
    for (paragraph, sentences) in prepared {
        paragraph.bytes.withUnsafeBufferPointer { bytes in
            for sentence in sentences { count += tagger.tag(bytes, words: sentence).count }
        }
    }
    return count
}

/// FNV-1a of every sentence's tags, one line a sentence.
func digestOfTags() -> UInt64 {
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    for (paragraph, sentences) in prepared {
        paragraph.bytes.withUnsafeBufferPointer { bytes in
            for sentence in sentences {
                for byte in tagger.tag(bytes, words: sentence).map(\.description).joined(separator: " ").utf8 + [0x0A] {
                    digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3
                }
            }
        }
    }
    return digest
}

if once {
    let count = tagOnce()
    print("\(count) tokens tagged, tags digest \(String(digestOfTags(), radix: 16))")
    exit(0)
}
let (tagging, tokens) = bestTime(runs: 5, tagOnce)
let (analysis, _) = bestTime(runs: 5) {
    all.reduce(0) { $0 + ParagraphAnalysis($1, spelling: spelling).words.count }
}
print("\(words) words (\(tokens) tokens) in \(all.count) paragraphs")
print(String(format: "loading:  %8.1f ms  (decoding the weights, summing the word scores)", load))
print(String(format: "tagging:  %8.1f ms  %6.0f words/ms", tagging, Double(words) / tagging))
print(String(format: "analysis: %8.1f ms  %6.0f words/ms", analysis, Double(words) / analysis))
