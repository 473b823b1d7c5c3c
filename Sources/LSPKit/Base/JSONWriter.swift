import Foundation

/// Writes JSON text straight into bytes, for the values the server sends
/// often and in bulk (diagnostics): `JSONEncoder` costs microseconds per
/// field, which adds up to milliseconds for a document's diagnostics.
///
/// The output is what `JSONCoding.encode` (sorted keys, slashes unescaped)
/// would produce: same key order, same string escapes, `nil` members left out.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 0) {
        if capacity > 0 { bytes.reserveCapacity(capacity) }
    }

    @inline(__always) public mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inline(__always) mutating func byte(_ c: UInt8) { bytes.append(c) }

    public mutating func int(_ value: Int) {
        if value >= 0 && value < 10 {
            bytes.append(0x30 + UInt8(value))
            return
        }
        var n = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // up to 24 digits, written backwards
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[23 - count] = 0x30 + UInt8(n % 10)
                n /= 10
                count += 1
            } while n > 0
            if value < 0 { bytes.append(0x2D) }
            bytes.append(contentsOf: buffer[(24 - count)...])
        }
    }

    public mutating func double(_ value: Double) {
        guard value.isFinite else { return raw("null") }
        if value == value.rounded(), abs(value) < 1e15 {
            int(Int(value))
        } else {
            bytes.append(contentsOf: "\(value)".utf8)
        }
    }

    public mutating func bool(_ value: Bool) { value ? raw("true") : raw("false") }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`, `\t`… or `\u00XX`.
    public mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { string(utf8: $0) }
    }

    public mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(0x22)
        var clean = 0  // start of the run not yet copied
        for i in 0..<utf8.count {
            let c = utf8[i]
            guard c < 0x20 || c == 0x22 || c == 0x5C else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[clean..<i]))
            clean = i + 1
            switch c {
            case 0x22: raw("\\\"")
            case 0x5C: raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0x08: raw("\\b")
            case 0x0C: raw("\\f")
            default:
                raw("\\u00")
                let hex: StaticString = "0123456789abcdef"
                bytes.append(hex.utf8Start[Int(c >> 4)])
                bytes.append(hex.utf8Start[Int(c & 0xF)])
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[clean...]))
        bytes.append(0x22)
    }

    /// Writes `{"k1":…,"k2":…}`; `body` calls `member` for each member in key order.
    public mutating func object(_ body: (inout ObjectWriter) -> Void) {
        bytes.append(0x7B)
        var members = ObjectWriter(writer: self)
        self = JSONWriter()  // hand the buffer over without copying it
        body(&members)
        self = members.writer
        bytes.append(0x7D)
    }

    public mutating func array<C: Collection>(_ elements: C, _ write: (inout JSONWriter, C.Element) -> Void) {
        bytes.append(0x5B)
        var first = true
        for element in elements {
            if !first { bytes.append(0x2C) }
            first = false
            write(&self, element)
        }
        bytes.append(0x5D)
    }

    public mutating func value(_ value: some JSONWritable) { value.writeJSON(to: &self) }

    /// Members of one object, written in the order they are given.
    public struct ObjectWriter {
        var writer: JSONWriter
        var first = true

        /// `"key":` then the value written by `value`.
        public mutating func member(_ key: StaticString, _ value: (inout JSONWriter) -> Void) {
            if !first { writer.bytes.append(0x2C) }
            first = false
            writer.bytes.append(0x22)
            writer.raw(key)
            writer.raw("\":")
            value(&writer)
        }

        /// A member with a dynamic key (escaped).
        public mutating func member(key: String, _ value: (inout JSONWriter) -> Void) {
            if !first { writer.bytes.append(0x2C) }
            first = false
            writer.string(key)
            writer.bytes.append(0x3A)
            value(&writer)
        }

        public mutating func member(_ key: StaticString, _ value: some JSONWritable) {
            member(key) { value.writeJSON(to: &$0) }
        }

        /// Left out when `nil`, as `encodeIfPresent` does.
        public mutating func member(_ key: StaticString, _ value: (some JSONWritable)?) {
            if let value { member(key) { value.writeJSON(to: &$0) } }
        }
    }
}

/// A value that writes its own JSON, bypassing `JSONEncoder` (see `JSONWriter`).
public protocol JSONWritable {
    func writeJSON(to writer: inout JSONWriter)
}

extension String: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) { writer.string(self) }
}

extension Int: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) { writer.int(self) }
}

extension Bool: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) { writer.bool(self) }
}

extension Array: JSONWritable where Element: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) { writer.array(self) { $0.value($1) } }
}

extension Position: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { o in
            o.member("character", character)
            o.member("line", line)
        }
    }
}

extension LSPRange: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { o in
            o.member("end", end)
            o.member("start", start)
        }
    }
}

extension DiagnosticSeverity: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) { writer.int(rawValue) }
}

extension JSONValue: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.raw("null")
        case .bool(let v): writer.bool(v)
        case .int(let v): writer.int(v)
        case .double(let v): writer.double(v)
        case .string(let v): writer.string(v)
        case .array(let v): writer.value(v)
        case .object(let members):
            writer.object { o in
                for key in members.keys.sorted() {
                    o.member(key: key) { members[key]!.writeJSON(to: &$0) }
                }
            }
        }
    }
}

extension Diagnostic: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { o in
            o.member("code", code)
            o.member("data", data)
            o.member("message", message)
            o.member("range", range)
            o.member("severity", severity)
            o.member("source", source)
        }
    }
}

extension PublishDiagnosticsNotification: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { o in
            o.member("diagnostics", diagnostics)
            o.member("uri", uri)
            o.member("version", version)
        }
    }
}

extension DocumentDiagnosticReport: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { o in
            o.member("items", items)
            o.member("kind", kind)
            o.member("resultId", resultId)
        }
    }
}
