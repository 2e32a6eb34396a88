import Foundation

/// A number a quiz accepts, within a margin: Moodle's numerical answer, `3.1415:0.0005` or the range `3.141..3.142`
/// (kept as its middle and half its width, as Moodle keeps it).
public struct NumericAnswer: Codable, Sendable, Hashable {
    public var value: Double
    /// How far a typed number may be from `value` and still be right; nil for exactly `value`.
    public var tolerance: Double?

    public init(value: Double, tolerance: Double? = nil) {
        self.value = value
        self.tolerance = tolerance.flatMap { $0 == 0 ? nil : abs($0) }
    }

    /// Reads a margin as written, a negative one too, so that a pack's checker can refuse it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        value = try container.decode(Double.self, forKey: .value)
        tolerance = try container.decodeIfPresent(Double.self, forKey: .tolerance).flatMap { $0 == 0 ? nil : $0 }
    }

    /// The answer a range from `low` to `high` gives.
    public init(from low: Double, to high: Double) {
        let middle = (low + high) / 2
        self.init(value: middle, tolerance: abs(high - middle))
    }

    /// Whether `typed` is a number within the margin; a comma may stand for the decimal point (`3,14`).
    public func accepts(_ typed: String) -> Bool {
        guard let number = Self.number(in: typed) else { return false }
        // The margin's edges are right, though decimal fractions such as 0.0005 are not exact in binary.
        let slack = 1e-9 * max(1, abs(value), abs(tolerance ?? 0))
        return abs(number - value) <= (tolerance ?? 0) + slack
    }

    /// The number a player typed: digits with an optional sign and one `.` or `,` as the decimal point; nil for
    /// anything else, such as `about 5` or `1,000.5`.
    public static func number(in typed: String) -> Double? {
        var text = typed.trimmingCharacters(in: .whitespaces)
        if !text.contains("."), text.filter({ $0 == "," }).count == 1 {
            text = text.replacingOccurrences(of: ",", with: ".")
        }
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
            let number = Double(text), number.isFinite
        else { return nil }
        return number
    }

    /// The answer as a player reads it, to 12 significant digits: `2000`, `3.1415 ± 0.0005`.
    public var description: String {
        let shown = { (number: Double) in String(format: "%.12g", number) }
        guard let tolerance else { return shown(value) }
        return "\(shown(value)) ± \(shown(tolerance))"
    }

    /// A number written as briefly as reads back the same, for files: `2000` rather than `2000.0`.
    public static func text(of number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }
}
