import Foundation

/// The terms of a configuration's `Vocab` lists: accepted terms are known
/// words (and `Vale.Terms` asks for their case); rejected ones are flagged
/// by `Vale.Avoid`.
struct ValeVocabulary: Sendable {
    var accepted: [String] = []
    var rejected: [String] = []

    /// Reads `<stylesPath>/config/vocabularies/NAME/` (or the older `Vocab/NAME/`) for each name.
    init(names: [String], stylesPath: String?) {
        guard let stylesPath else { return }
        for name in names {
            for folder in ["config/vocabularies", "Vocab"] {
                let base = (stylesPath as NSString).appendingPathComponent("\(folder)/\(name)")
                accepted += Self.terms(base + "/accept.txt")
                rejected += Self.terms(base + "/reject.txt")
            }
        }
    }

    init() {}

    private static func terms(_ path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path), data.count <= 1 << 20 else { return [] }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}
