import Foundation

/// Reads an OpenAI-style streamed chat completion: `data: {json}` lines
/// carrying `choices[0].delta.content`, ended by `data: [DONE]`.
///
/// Bytes arrive in arbitrary chunks; a line is read only once complete.
struct ServerSentEvents {
    /// What one complete event said.
    enum Event: Equatable {
        /// Generated text.
        case content(String)
        /// The server finished (`[DONE]` or a `finish_reason`).
        case done
        /// An error object in the stream.
        case error(String)
    }

    private var pending: [UInt8] = []

    /// The events completed by `chunk`.
    mutating func feed(_ chunk: some Sequence<UInt8>) -> [Event] {
        pending += chunk
        var events: [Event] = []
        var start = 0
        while let newline = pending[start...].firstIndex(of: 0x0A) {
            var line = pending[start..<newline]
            if line.last == 0x0D { line = line.dropLast() }
            start = newline + 1
            if let event = Self.parse(line) { events += event }
        }
        pending.removeFirst(start)
        return events
    }

    /// The events of one line (`data: …`); comments and other fields are skipped.
    private static func parse(_ line: ArraySlice<UInt8>) -> [Event]? {
        let prefix = Array("data:".utf8)
        guard line.starts(with: prefix) else { return nil }
        let payload = line.dropFirst(prefix.count).drop { $0 == 0x20 }
        if payload.elementsEqual("[DONE]".utf8) { return [.done] }
        guard let chunk = try? JSONDecoder().decode(Chunk.self, from: Data(payload)) else { return nil }
        if let error = chunk.error { return [.error(error.message)] }
        var events: [Event] = []
        if let choice = chunk.choices?.first {
            if let text = choice.delta?.content ?? choice.text, !text.isEmpty { events.append(.content(text)) }
            if let reason = choice.finishReason, !reason.isEmpty { events.append(.done) }
        }
        return events
    }

    private struct Chunk: Decodable {
        struct Choice: Decodable {
            struct Delta: Decodable { var content: String? }
            var delta: Delta?
            var text: String?
            var finishReason: String?
            private enum CodingKeys: String, CodingKey {
                case delta, text
                case finishReason = "finish_reason"
            }
        }
        /// `{"message": …}` or a bare string.
        struct Failure: Decodable {
            var message: String
            private enum Keys: String, CodingKey { case message }
            init(from decoder: any Decoder) throws {
                if let text = try? decoder.singleValueContainer().decode(String.self) {
                    message = text
                } else {
                    message = (try? decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .message)) ?? "unknown error"
                }
            }
        }
        var choices: [Choice]?
        var error: Failure?
    }
}
