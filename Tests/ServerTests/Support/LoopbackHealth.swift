import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Whether a server on 127.0.0.1 answers `GET path` with 200, asked over a
/// socket of the test's own (the tests link no HTTP client).
func loopbackAnswersOK(port: Int, path: String) -> Bool {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var wait = timeval(tv_sec: 2, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
    }
    let request = "GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n"
    guard connected, request.withCString({ send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = recv(fd, &buffer, buffer.count, 0)
    guard count > 0 else { return false }
    return String(decoding: buffer[..<count], as: UTF8.self).split(separator: " ").dropFirst().first == "200"
}
