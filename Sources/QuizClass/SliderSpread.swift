/// How a room's answers to a slider spread: their count, average, lowest and highest, and how many fell in each
/// tenth of the range, for the projector's bars.
public struct SliderSpread: Codable, Sendable, Hashable {
    public var count: Int
    public var average: Double
    public var lowest: Double
    public var highest: Double
    /// The answers in each tenth of the slider's range, from its low end.
    public var tenths: [Int]
    public var low: Double
    public var high: Double

    /// The spread of `numbers` on a slider from `low` to `high`; nil without a number.
    public init?(_ numbers: [Double], low: Double, high: Double) {
        guard let lowest = numbers.min(), let highest = numbers.max(), high > low else { return nil }
        count = numbers.count
        average = numbers.reduce(0, +) / Double(numbers.count)
        self.lowest = lowest
        self.low = low
        self.high = high
        self.highest = highest
        tenths = Array(repeating: 0, count: 10)
        for number in numbers {
            tenths[min(9, max(0, Int((number - low) / (high - low) * 10)))] += 1
        }
    }
}
