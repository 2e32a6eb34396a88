import Foundation

/// A condition on a rating: `rating>=4`, `rating=5`, `rating<3` (also `nota>=4`), as `set filter` and `reviews`
/// take it.
struct RatingFilter: Sendable, Hashable {
    enum Comparison: String, Sendable, CaseIterable {
        case atLeast = ">="
        case atMost = "<="
        case above = ">"
        case below = "<"
        case equal = "="
    }

    var comparison: Comparison
    var value: Double

    /// Nil unless `text` is `rating` or `nota`, a comparison and a number from 1 to 5.
    init?(_ text: String) {
        let lowered = text.lowercased().replacingOccurrences(of: " ", with: "")
        guard let prefix = ["rating", "nota"].first(where: { lowered.hasPrefix($0) }) else { return nil }
        let rest = lowered.dropFirst(prefix.count)
        guard let comparison = Comparison.allCases.first(where: { rest.hasPrefix($0.rawValue) }),
            let value = Double(rest.dropFirst(comparison.rawValue.count)), (1...5).contains(value)
        else { return nil }
        self.comparison = comparison
        self.value = value
    }

    func admits(_ rating: Double) -> Bool {
        switch comparison {
        case .atLeast: rating >= value
        case .atMost: rating <= value
        case .above: rating > value
        case .below: rating < value
        case .equal: rating == value
        }
    }
}
