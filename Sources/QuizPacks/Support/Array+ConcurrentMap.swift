import Dispatch
import Foundation
import QuizCore

extension Array where Element: Sendable {
    /// The elements transformed, in their order, on every core, taken in runs in order, several a core: heaviest first.
    public func concurrentMap<Transformed: Sendable>(_ transform: @Sendable (Element) -> Transformed) -> [Transformed] {
        let runs = Swift.min(ProcessInfo.processInfo.activeProcessorCount * 8, count)
        guard runs > 1 else { return map(transform) }
        var results = [Transformed?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each run writes its own indices of the buffer, and the runs are over when `concurrentPerform` returns.
            nonisolated(unsafe) let slots = buffer
            withoutActuallyEscaping(transform) { transform in
                DispatchQueue.concurrentPerform(iterations: runs) { run in
                    for index in (count * run / runs)..<(count * (run + 1) / runs) {
                        slots[index] = transform(self[index])
                    }
                }
            }
        }
        return results.map { $0! }
    }
}
