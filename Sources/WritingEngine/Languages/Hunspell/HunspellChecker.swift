/// Where a word part stands, which decides the affixes it may carry (Hunspell's `IN_CPD_*`).
enum HunspellCompoundPosition {
    case notCompound
    case begin
    case end
    case other
}

/// A stem found for a word, with the affix rules that led to it (indices, -1 for none).
struct HunspellHit {
    var entry: Int32
    var prefix: Int32 = -1
    var suffix: Int32 = -1
}

/// The immutable dictionary a `HunspellDictionary` checks against: settings, affix rules and stems.
///
/// A class, so that the closures of a lookup share one reference rather than copy its many arrays.
final class HunspellChecker: Sendable {
    let settings: HunspellSettings
    let prefixes: HunspellAffixIndex
    let suffixes: HunspellAffixIndex
    let words: HunspellWordTable
    let inputConversion: HunspellConversion
    let outputConversion: HunspellConversion
    /// Flags that some affix carries on (so a suffix with such a flag may sit under another suffix).
    let continuationFlags: Set<HunspellFlag>

    init(settings: HunspellSettings, words: HunspellWordTable) {
        self.settings = settings
        self.words = words
        prefixes = HunspellAffixIndex(rules: settings.prefixes, isSuffix: false)
        suffixes = HunspellAffixIndex(rules: settings.suffixes, isSuffix: true)
        inputConversion = HunspellConversion(settings.inputConversions)
        outputConversion = HunspellConversion(settings.outputConversions)
        continuationFlags = Set((settings.prefixes + settings.suffixes).flatMap(\.continuation))
    }

    @inline(__always) func has(_ entry: Int32, _ flag: HunspellFlag) -> Bool {
        words.has(entry, flag)
    }

    func prefixRule(_ index: Int32) -> HunspellAffix? { index < 0 ? nil : prefixes.rules[Int(index)] }

    func suffixRule(_ index: Int32) -> HunspellAffix? { index < 0 ? nil : suffixes.rules[Int(index)] }
}
