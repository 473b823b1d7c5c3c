import Foundation
import Testing

/// A Python standard-library HTTP server on 127.0.0.1 run by a test: the
/// script prints its port on the first line of its output and serves until
/// killed, or until the test process that started it ends.
struct LocalHTTPStub {
    let process: Process
    let port: Int

    /// What every stub script starts with: the imports, and a thread that
    /// ends the server when its parent (the test process) is gone.
    static let prelude = #"""
        import json, os, re, socket, sys, threading, time
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
        parent = os.getppid()
        def watch():
            while os.getppid() == parent: time.sleep(0.2)
            os._exit(0)
        threading.Thread(target=watch, daemon=True).start()

        """#

    /// What every stub script ends with: serve `Handler` on a free port, and say which.
    static let serve = #"""

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """#

    /// Starts `prelude + body + serve` with `arguments` (`sys.argv[1...]`) and waits for its port.
    init(body: String, arguments: [String]) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.prelude + body + Self.serve] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        port = try #require(Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    var endpoint: String { "http://127.0.0.1:\(port)/v1" }

    func stop() { kill(process.processIdentifier, SIGKILL) }
}
