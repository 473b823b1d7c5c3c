import Dispatch
import Foundation
import Synchronization
import Testing

@testable import WritingEngine

/// A request a model provider makes (its speed, whether it takes a grammar)
/// may be cancelled at any moment, by the user or a newer edit.
@Suite struct FetchCancellationTests {
    /// Cancelling at the moment the answer arrives must not hang the thread
    /// that cancels (the server's message loop, in wt-lsp).
    @Test func cancellingAsTheAnswerArrivesNeverHangs() async throws {
        let server = try OneLineHTTPServer()
        let request = HTTPRequest(url: URL(string: "http://127.0.0.1:\(server.port)/models")!, timeout: 5)
        let answered = Answered()
        for round in 0..<150 {
            let ended = DispatchSemaphore(value: 0)
            let task = Task {
                if case .success = await request.fetch() { answered.count.add(1, ordering: .relaxed) }
                ended.signal()
            }
            // From before the request is sent to after the answer is in.
            try await Task.sleep(for: .microseconds(round * 40 % 3000))
            let cancelled = DispatchSemaphore(value: 0)
            Thread {
                task.cancel()
                cancelled.signal()
            }.start()
            // A hang leaves its threads stuck; the test reports it and stops. The waits
            // leave the concurrency pool free: a busy machine runs other tests on it.
            guard await signalled(cancelled, within: 30), await signalled(ended, within: 30) else {
                Issue.record("cancelling hung in round \(round)")
                return
            }
        }
        // Both sides of the race were run: some requests answered, some cancelled.
        let count = answered.count.load(ordering: .relaxed)
        #expect(count > 0 && count < 150, "\(count) of 150 answered")
    }
}

/// A request gets a whole answer, or gives up at its time-out.
@Suite struct FetchTests {
    @Test func aFetchReadsTheWholeAnswer() async throws {
        let server = try OneLineHTTPServer()
        let response = try await HTTPRequest(url: URL(string: "http://127.0.0.1:\(server.port)/models")!, timeout: 5).fetch().get()
        #expect(response.status == 200 && response.contentType == "application/json")
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"data":[]}"#)
        #expect(HTTPProbe.status(ofGet: URL(string: "http://127.0.0.1:\(server.port)/health")!, timeout: 5) == 200)
    }

    /// A server that takes the connection and never answers.
    @Test func aFetchGivesUpAtItsTimeOut() async throws {
        let silent = try OneLineHTTPServer(answers: false)
        let url = URL(string: "http://127.0.0.1:\(silent.port)/models")!
        let result = await HTTPRequest(url: url, timeout: 0.3).fetch()
        #expect(result.failure == .timedOut(seconds: 0.3))
        #expect(HTTPProbe.status(ofGet: url, timeout: 0.3) == 0)
    }

    /// Nothing listens on port 1 of this machine.
    @Test func aRefusedConnectionIsUnreachable() async {
        let result = await HTTPRequest(url: URL(string: "http://127.0.0.1:1/models")!, timeout: 5).fetch()
        #expect(result.failure?.isUnreachable == true)
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}

/// Whether `semaphore` is signalled within `seconds`, waited for on a thread
/// of its own.
private func signalled(_ semaphore: DispatchSemaphore, within seconds: Double) async -> Bool {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: semaphore.wait(timeout: .now() + seconds) == .success) }.start()
    }
}

/// How many fetches got their answer.
private final class Answered: Sendable {
    let count = Atomic(0)
}

/// Answers every connection on 127.0.0.1 with one small JSON body, or,
/// when it `answers` not, holds every connection open and says nothing.
private final class OneLineHTTPServer: Sendable {
    let port: Int
    private let socket: Int32

    init(answers: Bool = true) throws {
        let listening = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listening, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listening, 64) == 0 else { throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listening, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        socket = listening
        guard answers else { return }
        Thread {
            while case let client = accept(listening, nil, nil), client >= 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                _ = recv(client, &buffer, buffer.count, 0)
                let body = #"{"data":[]}"#
                let answer =
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
                _ = answer.withCString { send(client, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
                close(client)
            }
        }.start()
    }

    deinit {
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }
}
