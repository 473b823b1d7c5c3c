/// Command-line arguments split into typed tokens, then read by name.
struct Arguments {
    /// One token of argv.
    enum Token: Equatable {
        /// `--name` or `--name=value` (value inline).
        case option(String, inline: String?)
        /// A value or path (`-` alone is stdin).
        case value(String)
    }

    private(set) var tokens: [Token]

    init(_ argv: [String]) {
        var tokens: [Token] = []
        var afterDashDash = false
        for arg in argv {
            if afterDashDash || arg == "-" || !arg.hasPrefix("-") {
                tokens.append(.value(arg))
            } else if arg == "--" {
                afterDashDash = true
            } else if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                tokens.append(
                    .option(String(arg[arg.index(arg.startIndex, offsetBy: 2)..<eq]), inline: String(arg[arg.index(after: eq)...])))
            } else if arg.hasPrefix("--") {
                tokens.append(.option(String(arg.dropFirst(2)), inline: nil))
            } else {
                tokens.append(.option(String(arg.dropFirst()), inline: nil))
            }
        }
        self.tokens = tokens
    }

    /// Removes and returns the value of option `name` (`--name V` or `--name=V`).
    mutating func take(_ name: String) throws -> String? {
        guard let index = tokens.firstIndex(where: { if case .option(name, _) = $0 { true } else { false } }) else { return nil }
        if case .option(_, let inline?) = tokens[index] {
            tokens.remove(at: index)
            return inline
        }
        guard index + 1 < tokens.count, case .value(let value) = tokens[index + 1] else {
            throw UsageError("--\(name) needs a value")
        }
        tokens.removeSubrange(index...(index + 1))
        return value
    }

    /// Removes option `name` and returns whether it was there.
    mutating func flag(_ name: String) -> Bool {
        guard let index = tokens.firstIndex(where: { if case .option(name, nil) = $0 { true } else { false } }) else { return false }
        tokens.remove(at: index)
        return true
    }

    /// Removes and returns the first value (the subcommand).
    mutating func takeFirstValue() -> String? {
        guard case .value(let v)? = tokens.first else { return nil }
        tokens.removeFirst()
        return v
    }

    /// The remaining values; throws on a leftover option.
    func remainingValues() throws -> [String] {
        try tokens.map { token in
            switch token {
            case .value(let v): return v
            case .option(let name, _): throw UsageError("unknown option --\(name)")
            }
        }
    }
}

/// A usage error: exit status 2 with the message on stderr.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
