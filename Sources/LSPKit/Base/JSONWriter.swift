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

    /// Starts an object; write its members with `member`, in key order, then call `endObject`.
    @inline(__always) public mutating func beginObject() -> ObjectState {
        bytes.append(0x7B)
        return ObjectState()
    }

    @inline(__always) public mutating func endObject(_ state: ObjectState) { bytes.append(0x7D) }

    /// Where an object's members stand: whether a comma comes before the next.
    public struct ObjectState {
        var first = true
    }

    /// `"key":` (with a comma before it when needed).
    @inline(__always) public mutating func key(_ key: StaticString, _ state: inout ObjectState) {
        if !state.first { bytes.append(0x2C) }
        state.first = false
        bytes.append(0x22)
        raw(key)
        raw("\":")
    }

    /// `"key":` for a dynamic key (escaped).
    public mutating func key(_ key: String, _ state: inout ObjectState) {
        if !state.first { bytes.append(0x2C) }
        state.first = false
        string(key)
        bytes.append(0x3A)
    }

    /// A member; left out when `value` is nil, as `encodeIfPresent` does.
    @inline(__always) public mutating func member(_ key: StaticString, _ value: (some JSONWritable)?, _ state: inout ObjectState) {
        guard let value else { return }
        self.key(key, &state)
        value.writeJSON(to: &self)
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
        var o = writer.beginObject()
        writer.member("character", character, &o)
        writer.member("line", line, &o)
        writer.endObject(o)
    }
}

extension LSPRange: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        var o = writer.beginObject()
        writer.member("end", end, &o)
        writer.member("start", start, &o)
        writer.endObject(o)
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
        case .object(let members) where members.count == 1:
            // One member (a diagnostic's data, often): nothing to sort.
            var o = writer.beginObject()
            writer.key(members.first!.key, &o)
            members.first!.value.writeJSON(to: &writer)
            writer.endObject(o)
        case .object(let members):
            var o = writer.beginObject()
            for (key, value) in members.sorted(by: { $0.key < $1.key }) {
                writer.key(key, &o)
                value.writeJSON(to: &writer)
            }
            writer.endObject(o)
        }
    }
}

extension Diagnostic: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        var o = writer.beginObject()
        writer.member("code", code, &o)
        writer.member("data", data, &o)
        writer.member("message", message, &o)
        writer.member("range", range, &o)
        writer.member("severity", severity, &o)
        writer.member("source", source, &o)
        writer.endObject(o)
    }
}

extension PublishDiagnosticsNotification: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        var o = writer.beginObject()
        writer.member("diagnostics", diagnostics, &o)
        writer.member("uri", uri, &o)
        writer.member("version", version, &o)
        writer.endObject(o)
    }
}

extension DocumentDiagnosticReport: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        var o = writer.beginObject()
        writer.member("items", items, &o)
        writer.member("kind", kind, &o)
        writer.member("resultId", resultId, &o)
        writer.endObject(o)
    }
}
