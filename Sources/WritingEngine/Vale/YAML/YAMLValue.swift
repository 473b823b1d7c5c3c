import Foundation

/// A YAML node as Vale style files use them: scalars are kept as text
/// (the reader of a rule decides what a scalar means).
public enum YAMLValue: Sendable, Equatable {
    case scalar(String)
    case sequence([YAMLValue])
    /// Keys in document order.
    case mapping([(key: String, value: YAMLValue)])

    public static func == (lhs: YAMLValue, rhs: YAMLValue) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let a), .scalar(let b)): a == b
        case (.sequence(let a), .sequence(let b)): a == b
        case (.mapping(let a), .mapping(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// The value of `key` in a mapping.
    public subscript(key: String) -> YAMLValue? {
        guard case .mapping(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The text of a scalar.
    public var string: String? {
        if case .scalar(let s) = self { return s }
        return nil
    }

    /// A scalar read as YAML's booleans (`true`, `yes`, `on` and their negations).
    public var bool: Bool? {
        switch string?.lowercased() {
        case "true", "yes", "on": true
        case "false", "no", "off": false
        default: nil
        }
    }

    /// A scalar read as a number.
    public var number: Double? { string.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } }

    /// A sequence of scalars, or a single scalar as a one-item list.
    public var strings: [String]? {
        switch self {
        case .scalar(let s): [s]
        case .sequence(let items): items.compactMap(\.string)
        case .mapping: nil
        }
    }

    /// The entries of a mapping whose values are scalars.
    public var pairs: [(key: String, value: String)]? {
        guard case .mapping(let entries) = self else { return nil }
        return entries.compactMap { entry in entry.value.string.map { (entry.key, $0) } }
    }
}

/// Why a YAML text was refused, with the 1-based line where it was found.
public struct YAMLError: Error, Equatable, CustomStringConvertible {
    public let line: Int
    public let reason: String
    public var description: String { "line \(line): \(reason)" }
}
