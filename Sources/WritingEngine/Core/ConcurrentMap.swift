import Dispatch
import Foundation
import Synchronization

/// The cores this process may run on, read once: each read is a system
/// call and allocations, a cost an edit's analysis would pay several times.
let processorCount = ProcessInfo.processInfo.activeProcessorCount

extension Array where Element: Sendable {
    /// `map(transform)`, spread over the cores when there are several
    /// elements: workers take the next element from a shared counter, so
    /// elements of very uneven cost (paragraphs, misspelled words) balance
    /// out. Results keep the elements' order.
    func concurrentMap<Result: Sendable>(_ transform: (Element) -> Result) -> [Result] {
        let workers = Swift.min(processorCount, count)
        guard workers > 1 else { return map(transform) }
        let next = Atomic<Int>(0)
        let slots = Mutex([Result?](repeating: nil, count: count))
        withoutActuallyEscaping(transform) { transform in
            let work = UncheckedSendable(transform)  // used only until concurrentPerform returns
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                var done: [(Int, Result)] = []
                while true {
                    let k = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard k < count else { break }
                    done.append((k, work.value(self[k])))
                }
                slots.withLock { slots in
                    for (k, result) in done { slots[k] = result }
                }
            }
        }
        return slots.withLock { $0.map { $0! } }
    }
}

/// A value handed to the workers of one `concurrentPerform`, which all
/// finish before it goes out of scope.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// `(first(), second())`, the two run at the same time when there are
/// several cores (the calling thread runs one of them).
func concurrently<First: Sendable, Second: Sendable>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
    guard processorCount > 1 else { return (first(), second()) }
    let firstResult = Mutex<First?>(nil)
    let secondResult = Mutex<Second?>(nil)
    withoutActuallyEscaping(first) { first in
        withoutActuallyEscaping(second) { second in
            let work = UncheckedSendable((first, second))  // used only until concurrentPerform returns
            DispatchQueue.concurrentPerform(iterations: 2) { k in
                if k == 0 {
                    let result = work.value.0()
                    firstResult.withLock { $0 = result }
                } else {
                    let result = work.value.1()
                    secondResult.withLock { $0 = result }
                }
            }
        }
    }
    return (firstResult.withLock { $0! }, secondResult.withLock { $0! })
}
