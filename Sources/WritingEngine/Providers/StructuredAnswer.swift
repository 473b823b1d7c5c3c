import Foundation

/// The structure a list, key points or a table is asked for from an
/// OpenAI-compatible server that takes `response_format` (OpenAI, vLLM,
/// LM Studio, Ollama, llama.cpp): a JSON schema the server constrains the
/// answer to, and the answer turned back into the Markdown the editor gets.
///
/// A list or key points come back as `{"items": ["…", …]}`, a table as
/// `{"header": ["…", …], "rows": [["…", …], …]}`. An answer that is not such
/// JSON (a server that ignored the schema) is left as it is, for the
/// checks that follow to judge.
public enum StructuredAnswer {
    /// The `response_format` of a request for `action`'s answer; nil for
    /// actions whose answer is prose.
    public static func responseFormat(for action: WritingAction) -> ResponseFormat? {
        switch action {
        case .list, .keyPoints: ResponseFormat(name: "items", schema: .items)
        case .table: ResponseFormat(name: "table", schema: .table)
        default: nil
        }
    }

    /// `answer` as Markdown when it is the JSON `action`'s schema asks for; else `answer`.
    public static func markdown(_ answer: String, for action: WritingAction) -> String {
        guard responseFormat(for: action) != nil else { return answer }
        let trimmed = answer.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("{"), let data = trimmed.data(using: .utf8) else { return answer }
        if action == .table {
            guard let table = try? JSONDecoder().decode(Table.self, from: data), !table.header.isEmpty else { return answer }
            let width = table.header.count
            func row(_ cells: [String]) -> String {
                let padded = Array(cells.prefix(width)) + Array(repeating: "", count: max(0, width - cells.count))
                return "| " + padded.map(cell).joined(separator: " | ") + " |"
            }
            let rule = "| " + Array(repeating: "---", count: width).joined(separator: " | ") + " |"
            return ([row(table.header), rule] + table.rows.map(row)).joined(separator: "\n")
        }
        guard let list = try? JSONDecoder().decode(Items.self, from: data) else { return answer }
        let items = list.items.map(line).filter { !$0.isEmpty }
        return items.isEmpty ? answer : items.map { "- " + $0 }.joined(separator: "\n")
    }

    /// An item on one line, without a bullet the model wrote into it.
    static func line(_ text: String) -> String {
        var item = text.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
        for bullet in ["- ", "* ", "• "] where item.hasPrefix(bullet) { item.removeFirst(bullet.count) }
        return item
    }

    /// A table cell: on one line, its pipes escaped.
    static func cell(_ text: String) -> String {
        line(text).replacingOccurrences(of: "|", with: "\\|")
    }

    private struct Items: Decodable { var items: [String] }
    private struct Table: Decodable {
        var header: [String]
        var rows: [[String]]
    }
}

/// An OpenAI `response_format` of type `json_schema`.
public struct ResponseFormat: Encodable, Sendable, Hashable {
    let type = "json_schema"
    let jsonSchema: Named

    init(name: String, schema: Schema) {
        jsonSchema = Named(name: name, schema: schema)
    }

    struct Named: Encodable, Sendable, Hashable {
        let name: String
        let strict = true
        let schema: Schema
    }

    /// The two schemas wt-lsp asks for.
    enum Schema: Encodable, Sendable, Hashable {
        /// `{"items": [string]}`.
        case items
        /// `{"header": [string], "rows": [[string]]}`.
        case table

        func encode(to encoder: any Encoder) throws {
            let strings = Node(type: "array", items: Node(type: "string"))
            let properties: [String: Node] =
                switch self {
                case .items: ["items": strings]
                case .table: ["header": strings, "rows": Node(type: "array", items: strings)]
                }
            try Node(type: "object", properties: properties, required: properties.keys.sorted(), additionalProperties: false).encode(
                to: encoder)
        }
    }

    /// One node of a JSON schema.
    final class Node: Encodable, Sendable {
        let type: String
        let items: Node?
        let properties: [String: Node]?
        let required: [String]?
        let additionalProperties: Bool?

        init(
            type: String, items: Node? = nil, properties: [String: Node]? = nil, required: [String]? = nil,
            additionalProperties: Bool? = nil
        ) {
            self.type = type
            self.items = items
            self.properties = properties
            self.required = required
            self.additionalProperties = additionalProperties
        }
    }

    private enum CodingKeys: String, CodingKey {
        case type
        case jsonSchema = "json_schema"
    }
}
