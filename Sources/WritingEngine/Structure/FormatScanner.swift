/// The one shape of a format's reader: a whole document in, what it found
/// (blocks, prose, ignored ranges, directives) out, in one linear pass over
/// the UTF-8 bytes, with UTF-8 byte offsets.
///
/// A format is one type conforming to this protocol and one entry in
/// `DocumentFormat.all`, which names the language, its ids and files, its
/// comment syntax and the results it may hold.
protocol FormatScanner: SendableMetatype {
    /// Reads `bytes`, a whole document of `language` (a scanner registered for
    /// several languages, Markdown's variants or code, tells them apart by it).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, language: DocumentLanguage, options: StructureOptions) -> StructureBuilder
}
