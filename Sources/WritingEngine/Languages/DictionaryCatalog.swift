import Foundation
import Synchronization

/// The Hunspell dictionaries installed for languages other than English,
/// found in folders searched in order, and loaded lazily: only the languages
/// a document needs, once per process.
///
/// - Important: Safe to share between threads.
public final class DictionaryCatalog: Sendable {
    /// An installed dictionary: its language and its two files.
    public struct Entry: Sendable, Hashable {
        public let tag: LanguageTag
        public let affix: URL
        public let words: URL
    }

    /// Why a language has no dictionary to read.
    public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// None is installed; `package` is the Debian package that brings one.
        case notInstalled(LanguageTag, package: String)
        /// One is installed but could not be read.
        case unreadable(Entry, reason: String)

        public var description: String {
            switch self {
            case .notInstalled(let tag, let package):
                "no \(tag) dictionary is installed (on Debian and Ubuntu: apt install \(package)); only language-neutral rules run"
            case .unreadable(let entry, let reason):
                "the \(entry.tag) dictionary \(entry.words.path) cannot be read: \(reason)"
            }
        }
    }

    /// What reads a dictionary's files.
    public typealias Loader = @Sendable (_ affix: URL, _ words: URL) throws -> any SpellingDictionary

    /// Every dictionary found, the first of each tag in search order, sorted by tag.
    public let entries: [Entry]
    private let load: Loader
    private let slots = Mutex<[LanguageTag: Slot]>([:])

    /// One language's dictionary, loaded by the first thread that needs it while the others wait.
    private final class Slot: Sendable {
        let value = Mutex<Result<any SpellingDictionary, Problem>?>(nil)
    }

    /// The system's folders, searched after the user's.
    public static let systemFolders = ["/usr/share/hunspell", "/usr/share/myspell", "/usr/share/myspell/dicts"].map {
        URL(fileURLWithPath: $0)
    }

    /// The regions a bare language tag means, most used first.
    static let preferredRegions: [String: [String]] = [
        "de": ["DE", "AT", "CH"], "pt": ["BR", "PT"], "fr": ["FR", "BE", "CA", "CH"], "es": ["ES", "MX", "AR"],
        "it": ["IT", "CH"], "nl": ["NL", "BE"], "en": ["US", "GB"], "sv": ["SE", "FI"], "da": ["DK"], "nb": ["NO"],
        "pl": ["PL"], "ru": ["RU"], "cs": ["CZ"], "uk": ["UA"], "el": ["GR"], "hu": ["HU"], "ro": ["RO"], "ca": ["ES"],
    ]

    /// Finds the dictionaries in `folders` (searched in order: the first of a
    /// tag wins), read with `load`.
    public init(folders: [URL], load: @escaping Loader) {
        var found: [LanguageTag: Entry] = [:]
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names.sorted() where name.hasSuffix(".dic") {
                let stem = String(name.dropLast(4))
                guard let tag = LanguageTag(stem), found[tag] == nil, !tag.isEnglish else { continue }
                let affix = folder.appendingPathComponent(stem + ".aff")
                guard FileManager.default.fileExists(atPath: affix.path) else { continue }
                found[tag] = Entry(tag: tag, affix: affix, words: folder.appendingPathComponent(name))
            }
        }
        self.entries = found.values.sorted { $0.tag.description < $1.tag.description }
        self.load = load
    }

    /// The folders searched: those the settings name, then
    /// `$XDG_DATA_HOME/wt-lsp/dictionaries` (or `~/.local/share/…`), then the system's.
    public static func searchFolders(named folders: [String], environment: [String: String]) -> [URL] {
        let data =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".local/share")
        return folders.map { URL(fileURLWithPath: ($0 as NSString).expandingTildeInPath) }
            + [data.appendingPathComponent("wt-lsp/dictionaries")] + systemFolders
    }

    /// The dictionary for `tag`: the same region, or for a bare tag (or a
    /// region not installed) the most used region installed.
    public func entry(for tag: LanguageTag) -> Entry? {
        let sameLanguage = entries.filter { $0.tag.language == tag.language }
        if let exact = sameLanguage.first(where: { $0.tag == tag }) { return exact }
        for region in Self.preferredRegions[tag.language] ?? [] {
            if let entry = sameLanguage.first(where: { $0.tag.region == region }) { return entry }
        }
        return sameLanguage.first { $0.tag.region == nil } ?? sameLanguage.first
    }

    /// The dictionary for `tag`, loaded on first use; the problem when there is none to read.
    public func dictionary(for tag: LanguageTag) -> Result<any SpellingDictionary, Problem> {
        let slot = slots.withLock { slots in
            if let slot = slots[tag] { return slot }
            let slot = Slot()
            slots[tag] = slot
            return slot
        }
        return slot.value.withLock { value in
            if let value { return value }
            let result: Result<any SpellingDictionary, Problem>
            if let entry = entry(for: tag) {
                do {
                    result = .success(try load(entry.affix, entry.words))
                } catch {
                    result = .failure(.unreadable(entry, reason: "\(error)"))
                }
            } else {
                result = .failure(.notInstalled(tag, package: Self.package(for: tag)))
            }
            value = result
            return result
        }
    }

    /// The Debian package that installs a dictionary for `tag`:
    /// `hunspell-fr`, or with the region for languages packaged by region (`hunspell-de-de`, `hunspell-pt-br`).
    public static func package(for tag: LanguageTag) -> String {
        let byRegion: Set<String> = ["de", "pt", "en"]
        guard byRegion.contains(tag.language) else { return "hunspell-\(tag.language)" }
        let region = tag.region ?? preferredRegions[tag.language]?.first ?? ""
        return "hunspell-\(tag.language)-\(region.lowercased())"
    }
}

extension DictionaryCatalog {
    private static let installedCatalogs = Mutex<[[String]: DictionaryCatalog]>([:])

    /// The Hunspell dictionaries installed in `folders`, then in the user's
    /// and the system's folders: one catalog per list of folders, shared by
    /// the proofreaders that use it, so each dictionary is loaded once.
    public static func installed(searchingFirst folders: [String]) -> DictionaryCatalog {
        installedCatalogs.withLock { catalogs in
            if let catalog = catalogs[folders] { return catalog }
            let catalog = DictionaryCatalog(
                folders: searchFolders(named: folders, environment: ProcessInfo.processInfo.environment),
                load: { affix, words in try HunspellDictionary(affURL: affix, dicURL: words) })
            catalogs[folders] = catalog
            return catalog
        }
    }
}

extension HunspellDictionary: SpellingDictionary {}
