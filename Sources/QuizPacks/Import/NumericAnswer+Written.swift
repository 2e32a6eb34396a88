import Foundation
import QuizCore

/// A numerical answer as GIFT writes it, and as CSV's `numbers` column takes it: `1822`, `3.1415:0.0005` (a number
/// and its margin) or `3.141..3.142` (a range), read as Moodle reads them.
extension NumericAnswer {
    init?(written: String) {
        let number = Self.finite
        if written.contains("..") {
            guard let range = Self.range(written: written) else { return nil }
            self.init(from: range.lowerBound, to: range.upperBound)
        } else if let colon = written.firstIndex(of: ":"), colon > written.startIndex {
            guard let value = number(written[..<colon]), let margin = number(written[written.index(after: colon)...])
            else { return nil }
            self.init(value: value, tolerance: margin)
        } else {
            guard let value = number(written[...]) else { return nil }
            self.init(value: value)
        }
    }

    /// The numbers from MIN to MAX of a range written `MIN..MAX`, either way round.
    static func range(written: String) -> ClosedRange<Double>? {
        let number = Self.finite
        guard let dots = written.range(of: ".."), dots.lowerBound > written.startIndex,
            let low = number(written[..<dots.lowerBound]), let high = number(written[dots.upperBound...])
        else { return nil }
        return min(low, high)...max(low, high)
    }

    private static func finite(_ text: Substring) -> Double? {
        Double(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
    }

    /// The answer written so that `init(written:)` reads back the same numbers.
    var written: String {
        Self.text(of: value) + (tolerance.map { ":" + Self.text(of: $0) } ?? "")
    }
}
