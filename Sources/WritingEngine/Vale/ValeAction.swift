import Foundation

/// A rule's `action`: the fix an editor offers for its alerts.
///
/// `replace` offers its `params` (or, for a substitution, the swap's
/// replacement); `remove` deletes the match; `edit` rewrites it with
/// `regex PATTERN REPLACEMENT`, `trim_right CHARS`, `trim_left CHARS`,
/// `trim CHARS`, or `truncate SEPARATOR`. `suggest` (spelling
/// suggestions) and anything else offer nothing here.
struct ValeAction: Sendable {
    let name: String
    let params: [String]

    init?(_ yaml: YAMLValue?) {
        guard let name = yaml?["name"]?.string else { return nil }
        self.name = name
        params = yaml?["params"]?.strings ?? []
    }

    /// The replacements for a match whose text is `matched`.
    func suggestions(for matched: String) -> [String] {
        switch name {
        case "replace": return params
        case "remove": return [""]
        case "edit": return edited(matched).map { [$0] } ?? []
        default: return []
        }
    }

    private func edited(_ matched: String) -> String? {
        guard let operation = params.first else { return nil }
        let argument = params.count > 1 ? params[1] : " "
        switch operation {
        case "regex", "replace":
            guard params.count > 2, let pattern = try? ValePattern(argument),
                let range = pattern.matches(in: matched).first
            else { return nil }
            var bytes = Array(matched.utf8)
            bytes.replaceSubrange(range, with: Array(params[2].utf8))
            return String(decoding: bytes, as: UTF8.self)
        case "trim_right": return String(matched.reversed().drop { argument.contains($0) }.reversed())
        case "trim_left": return String(matched.drop { argument.contains($0) })
        case "trim": return matched.trimmingCharacters(in: CharacterSet(charactersIn: argument))
        case "truncate": return matched.components(separatedBy: argument).first
        default: return nil
        }
    }
}
