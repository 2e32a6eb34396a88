import Foundation

/// Why a scheduler or a model could not be made from the settings given.
public enum SchedulerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// FSRS-6 has 21 weights.
    case wrongNumberOfWeights(Int)
    /// A weight outside the range FSRS-6 allows it; `index` counts from 0, as w0 to w20.
    case weightOutOfBounds(index: Int, value: Double, bounds: ClosedRange<Double>)
    /// A desired retention is a probability above 0, up to 1.
    case desiredRetentionOutOfRange(Double)
    case maximumIntervalBelowOneDay(Int)
    /// A learning or relearning step that is not a finite, positive number of seconds.
    case invalidStep(TimeInterval)

    public var description: String {
        switch self {
        case .wrongNumberOfWeights(let count):
            "FSRS-6 has 21 weights, not \(count)"
        case .weightOutOfBounds(let index, let value, let bounds):
            "weight w\(index) is \(value), outside \(bounds.lowerBound)...\(bounds.upperBound)"
        case .desiredRetentionOutOfRange(let retention):
            "the desired retention is \(retention); it must be above 0 and at most 1"
        case .maximumIntervalBelowOneDay(let days):
            "the maximum interval is \(days) days; it must be at least 1"
        case .invalidStep(let seconds):
            "a step of \(seconds) seconds; steps must be a positive number of seconds"
        }
    }
}
