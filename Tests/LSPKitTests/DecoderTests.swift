import Foundation
import Testing

@testable import LSPKit

@Suite struct DecoderTests {
    let decoder = MessageDecoder(registry: .standard)

    private func decode(_ json: String) -> IncomingMessage { decoder.decode(Data(json.utf8)) }

    @Test func requestParamsDecodeToTheRegisteredType() throws {
        let message = decode(
            #"{"jsonrpc":"2.0","id":7,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///a"},"range":{"start":{"line":0,"character":1},"end":{"line":0,"character":2}},"context":{"diagnostics":[]}}}"#
        )
        guard case .request(let id, let params as CodeActionRequest) = message else {
            Issue.record("not a code action request: \(message)")
            return
        }
        #expect(id == .number(7))
        #expect(params.range.end.character == 2)
    }

    @Test func unknownRequestAndNotification() {
        guard case .unknownRequest(let id, let method) = decode(#"{"jsonrpc":"2.0","id":"x","method":"nope"}"#) else {
            Issue.record("expected unknown request")
            return
        }
        #expect(id == .string("x") && method == "nope")
        guard case .unknownNotification("nope") = decode(#"{"jsonrpc":"2.0","method":"nope"}"#) else {
            Issue.record("expected unknown notification")
            return
        }
    }

    @Test func invalidParamsKnowTheRequestID() {
        guard
            case .invalidParams(let id, let method, _) = decode(
                #"{"jsonrpc":"2.0","id":3,"method":"textDocument/codeAction","params":{"range":5}}"#)
        else {
            Issue.record("expected invalid params")
            return
        }
        #expect(id == .number(3) && method == "textDocument/codeAction")
    }

    @Test func malformedJSONIsAParseError() {
        guard case .invalid(nil, let error) = decode("{not json") else {
            Issue.record("expected a parse error")
            return
        }
        #expect(error.code == .parseError)
    }

    @Test func wrongShapesAreInvalidRequests() {
        for json in ["[1,2]", "42", #"{"jsonrpc":"2.0","id":[1],"method":"x"}"#, #"{"jsonrpc":"2.0","method":5}"#] {
            guard case .invalid(_, let error) = decode(json) else {
                Issue.record("accepted \(json)")
                continue
            }
            #expect(error.code == .invalidRequest, "\(json)")
        }
    }

    @Test func responsesToOurRequests() {
        guard case .response(.string("wt-1"), .success(let value)) = decode(#"{"jsonrpc":"2.0","id":"wt-1","result":{"applied":true}}"#)
        else {
            Issue.record("expected a response")
            return
        }
        #expect(value["applied"]?.boolValue == true)
    }

    @Test func positionEncodingNegotiation() {
        #expect(PositionEncoding.negotiate(offered: ["utf-16", "utf-8"]) == .utf8)
        #expect(PositionEncoding.negotiate(offered: ["utf-16"]) == .utf16)
        #expect(PositionEncoding.negotiate(offered: ["utf-32"]) == .utf32)
        #expect(PositionEncoding.negotiate(offered: nil) == .utf16)
    }
}
