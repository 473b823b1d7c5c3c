import Foundation
import Testing

/// A Python standard-library HTTP server on 127.0.0.1 run by a test: the
/// script prints its port on the first line of its output and serves until
/// killed, or until the test process that started it ends. With `tls`, it
/// serves HTTPS with the fixtures' self-signed certificate for 127.0.0.1
/// (`Fixtures/loopback-tls-*.pem`, made by `openssl req -x509` for these
/// tests only).
struct LocalHTTPStub {
    let process: Process
    let port: Int
    let tls: Bool

    /// The certificate the `tls` stub presents, for a client to trust.
    static let certificate = fixtures.appendingPathComponent("loopback-tls-cert.pem")
    static let key = fixtures.appendingPathComponent("loopback-tls-key.pem")
    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

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
        if os.environ.get("STUB_TLS_CERT"):
            import ssl
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(os.environ["STUB_TLS_CERT"], os.environ["STUB_TLS_KEY"])
            server.socket = context.wrap_socket(server.socket, server_side=True)
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """#

    /// Starts `prelude + body + serve` with `arguments` (`sys.argv[1...]`) and waits for its port.
    init(body: String, arguments: [String], tls: Bool = false) throws {
        self.tls = tls
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.prelude + body + Self.serve] + arguments
        if tls {
            var environment = ProcessInfo.processInfo.environment
            environment["STUB_TLS_CERT"] = Self.certificate.path
            environment["STUB_TLS_KEY"] = Self.key.path
            process.environment = environment
        }
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

    var endpoint: String { "\(tls ? "https" : "http")://127.0.0.1:\(port)/v1" }

    func stop() { kill(process.processIdentifier, SIGKILL) }
}
