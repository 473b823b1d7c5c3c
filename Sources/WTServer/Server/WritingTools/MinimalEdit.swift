/// The smallest replacement that turns `original` into `replacement`:
/// their common prefix and suffix (whole characters) are left alone.
struct MinimalEdit {
    /// The UTF-8 byte range to replace, in document offsets.
    var range: Range<Int>
    var text: String

    init(original: String, replacement: String, at offset: Int) {
        let a = Array(original)
        let b = Array(replacement)
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let prefixBytes = String(a[..<prefix]).utf8.count
        let removedBytes = String(a[prefix..<(a.count - suffix)]).utf8.count
        range = (offset + prefixBytes)..<(offset + prefixBytes + removedBytes)
        text = String(b[prefix..<(b.count - suffix)])
    }
}
