import Foundation
import QuizCore

/// A numerical answer as GIFT writes it, and as CSV's `numbers` column takes it: `1822`, `3.1415:0.0005` (a number
/// and its margin) or `3.141..3.142` (a range), read as Moodle reads them.
extension NumericAnswer {
    init?(written: String) {
        func number(_ text: some StringProtocol) -> Double? {
            Double(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
        }
        if let range = written.range(of: ".."), range.lowerBound > written.startIndex {
            guard let low = number(written[..<range.lowerBound]), let high = number(written[range.upperBound...])
            else { return nil }
            self.init(from: min(low, high), to: max(low, high))
        } else if let colon = written.firstIndex(of: ":"), colon > written.startIndex {
            guard let value = number(written[..<colon]), let margin = number(written[written.index(after: colon)...])
            else { return nil }
            self.init(value: value, tolerance: margin)
        } else {
            guard let value = number(written) else { return nil }
            self.init(value: value)
        }
    }

    /// The answer written so that `init(written:)` reads back the same numbers.
    var written: String {
        Self.text(of: value) + (tolerance.map { ":" + Self.text(of: $0) } ?? "")
    }
}
