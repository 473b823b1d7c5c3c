// Loads a Hunspell dictionary with the native reader and checks or suggests words, to compare with the
// `hunspell` command and to time loading.
//
//     swift build -c release --product hunspell-bench
//     .build/release/hunspell-bench load /usr/share/hunspell/de_DE
//     .build/release/hunspell-bench check /usr/share/hunspell/de_DE < words.txt    (prints the rejected words)
//     .build/release/hunspell-bench suggest /usr/share/hunspell/de_DE < words.txt  (word: first, second, …)
//
// `load` prints the load time, the resident memory the dictionary added and the `.aff` directives it left unread.
import Foundation
import WritingEngine

func residentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return (Int(line.split(separator: " ")[1]) ?? 0) * 1024
    }
    return 0
}

func load(_ base: String) -> HunspellDictionary {
    do {
        return try HunspellDictionary(affURL: URL(fileURLWithPath: base + ".aff"), dicURL: URL(fileURLWithPath: base + ".dic"))
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: hunspell-bench load|check|suggest DICTIONARY-BASE\n".utf8))
    exit(2)
}
let before = residentBytes()
let start = Date()
let dictionary = load(arguments[2])
let seconds = Date().timeIntervalSince(start)
switch arguments[1] {
case "load":
    let megabytes = Double(residentBytes() - before) / 1_048_576
    print(String(format: "loaded %d stems in %.0f ms, %.1f MiB", dictionary.stemCount, seconds * 1000, megabytes))
    print("unread: \(dictionary.unreadDirectives.joined(separator: " "))")
case "check":
    var words = 0
    let checkStart = Date()
    while let line = readLine() {
        words += 1
        if !dictionary.isCorrect(line) { print(line) }
    }
    let perWord = Date().timeIntervalSince(checkStart) / Double(max(words, 1))
    FileHandle.standardError.write(Data(String(format: "%d words, %.1f µs a word\n", words, perWord * 1e6).utf8))
case "suggest":
    while let line = readLine() {
        print("\(line): \(dictionary.suggestions(for: line, limit: 5).joined(separator: ", "))")
    }
default:
    exit(2)
}
