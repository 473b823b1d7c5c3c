/// Why a Hunspell dictionary could not be read. Every case carries a sentence a user can act on.
public enum HunspellError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file is missing or cannot be read.
    case unreadable(file: String, reason: String)
    /// A file, a line or a table is larger than the budget allows.
    case overSizeBudget(file: String, what: String, size: Int, limit: Int)
    /// A file's content is not a Hunspell dictionary.
    case malformed(file: String, line: Int, reason: String)
    /// The `SET` encoding is one this reader does not know.
    case unsupportedEncoding(String)
    /// Loading took more time than the budget allows.
    case overTimeBudget(seconds: Double)

    /// A readable explanation of the error.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            return "cannot read the dictionary file \(file): \(reason)"
        case .overSizeBudget(let file, let what, let size, let limit):
            return "the dictionary file \(file) is refused: \(what) is \(size), more than the limit of \(limit)"
        case .malformed(let file, let line, let reason):
            return "the dictionary file \(file) is malformed at line \(line): \(reason)"
        case .unsupportedEncoding(let name):
            return "the dictionary's encoding \(name) is not supported (use UTF-8 or ISO8859-1/2/15)"
        case .overTimeBudget(let seconds):
            return "the dictionary took more than \(seconds) s to load and was refused"
        }
    }
}
