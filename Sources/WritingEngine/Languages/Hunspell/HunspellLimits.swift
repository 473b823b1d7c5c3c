import Foundation

/// The size and time budget a Hunspell dictionary must fit in to load. A dictionary may come from a cloned
/// repository, so nothing in it is trusted to be small.
public struct HunspellLimits: Sendable {
    /// The largest `.aff` file, in bytes.
    public var maxAffixFileBytes = 8 << 20
    /// The largest `.dic` file, in bytes.
    public var maxWordFileBytes = 64 << 20
    /// The longest line of either file, in bytes.
    public var maxLineBytes = 64 << 10
    /// The most affix rules (`PFX` and `SFX` lines) in total.
    public var maxAffixRules = 200_000
    /// The most entries in any other table (`REP`, `MAP`, `BREAK`, `COMPOUNDRULE`, …).
    public var maxTableEntries = 20_000
    /// The most flags on one word or affix.
    public var maxFlagsPerEntry = 4_096
    /// The most words in the `.dic` file.
    public var maxWords = 5_000_000
    /// The longest time loading may take, in seconds.
    public var maxLoadSeconds = 20.0

    /// The default budget, which every dictionary Debian ships fits in.
    public init() {}
}

/// Checks the clock now and then while a dictionary loads.
struct HunspellLoadClock {
    let deadline: Date
    let seconds: Double

    init(limits: HunspellLimits) {
        seconds = limits.maxLoadSeconds
        deadline = Date(timeIntervalSinceNow: limits.maxLoadSeconds)
    }

    func check() throws(HunspellError) {
        if Date() > deadline { throw .overTimeBudget(seconds: seconds) }
    }
}
