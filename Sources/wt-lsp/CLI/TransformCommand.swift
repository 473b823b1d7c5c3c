import Foundation

/// `wt-lsp rewrite|summarize|key-points|list|table|proofread`: stdin → stdout. Being built.
struct TransformCommand {
    let subcommand: String

    init(subcommand: String, _ args: inout Arguments) throws {
        self.subcommand = subcommand
    }

    func run() throws -> Int32 {
        throw InputError("\(subcommand) is not available in this build")
    }
}
