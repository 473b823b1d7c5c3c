import Synchronization

/// Asks a long piece of work (a check of a large document) to stop.
///
/// The work looks at the flag between its steps (prose units, words to
/// rank) and stops at the next one once it is set; what it finished before
/// stays valid (checked units are cached).
///
/// - Important: Safe to set and read from any thread.
public final class CancellationFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    /// Whether `cancel` was called.
    public var isCancelled: Bool { flag.load(ordering: .relaxed) }

    /// Asks the work to stop at its next step.
    public func cancel() { flag.store(true, ordering: .relaxed) }
}
