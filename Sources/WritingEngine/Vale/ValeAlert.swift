/// How serious a Vale alert is (`level:`), from least to most.
public enum ValeLevel: Int, Sendable, Comparable {
    case suggestion, warning, error

    /// `suggestion`, `warning` or `error`.
    public init?(name: String) {
        switch name.lowercased() {
        case "suggestion": self = .suggestion
        case "warning": self = .warning
        case "error": self = .error
        default: return nil
        }
    }

    public static func < (lhs: ValeLevel, rhs: ValeLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One alert of a Vale style's rule.
public struct ValeAlert: Sendable, Equatable {
    /// `Style.Rule`.
    public var ruleID: String
    /// UTF-8 byte range in the checked text.
    public var range: Range<Int>
    public var message: String
    public var level: ValeLevel
    /// Replacements for `range` the rule's `action` offers, best first.
    public var suggestions: [String]
}

/// A rule's finding before the rule's id, level and message are put on it.
struct ValeMatch {
    var range: Range<Int>
    /// The values of the message's `%s`, in order.
    var arguments: [String]
    var suggestions: [String] = []
}

/// Vale's `fmt.Sprintf` of a message: each `%s` takes the next argument (the
/// last repeats), `%[n]s` the n-th; `%%` is a percent sign.
func valeMessage(_ template: String, _ arguments: [String]) -> String {
    var result = ""
    var index = 0
    var rest = Substring(template)
    while let percent = rest.firstIndex(of: "%") {
        result += rest[..<percent]
        let after = rest[rest.index(after: percent)...]
        if after.hasPrefix("%") {
            result += "%"
            rest = after.dropFirst()
        } else if after.hasPrefix("s") {
            result += arguments.isEmpty ? "" : arguments[min(index, arguments.count - 1)]
            index += 1
            rest = after.dropFirst()
        } else if after.hasPrefix("["), let close = after.firstIndex(of: "]"),
            let n = Int(after[after.index(after: after.startIndex)..<close]),
            after[after.index(after: close)...].hasPrefix("s")
        {
            result += n >= 1 && n <= arguments.count ? arguments[n - 1] : ""
            index = n
            rest = after[after.index(close, offsetBy: 2)...]
        } else {
            result += "%"
            rest = after
        }
    }
    return result + rest
}
