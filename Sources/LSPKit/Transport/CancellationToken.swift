import Synchronization

/// Set when the client cancels a request (`$/cancelRequest`) or a work-done
/// progress; long-running handlers poll it.
public final class CancellationToken: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    public var isCancelled: Bool { flag.load(ordering: .acquiring) }

    public func cancel() { flag.store(true, ordering: .releasing) }

    /// Throws `CancellationError` when cancelled.
    public func check() throws {
        if isCancelled { throw CancellationError() }
    }
}
