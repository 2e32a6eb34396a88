import Foundation

/// A condition on a rating: `rating>=4`, `rating=5`, `rating<3` (also `nota>=4`), as `set filter` and `reviews`
/// take it.
struct RatingFilter: Sendable {
    let admits: @Sendable (Double) -> Bool

    /// The comparisons, each before those it begins with.
    private static let comparisons: [(symbol: String, holds: @Sendable (Double, Double) -> Bool)] = [
        (">=", { $0 >= $1 }), ("<=", { $0 <= $1 }), (">", { $0 > $1 }), ("<", { $0 < $1 }), ("=", { $0 == $1 }),
    ]

    /// Nil unless `text` is `rating` or `nota`, a comparison and a number from 1 to 5.
    init?(_ text: String) {
        let lowered = text.lowercased().replacingOccurrences(of: " ", with: "")
        guard let prefix = ["rating", "nota"].first(where: { lowered.hasPrefix($0) }) else { return nil }
        let rest = lowered.dropFirst(prefix.count)
        guard let comparison = Self.comparisons.first(where: { rest.hasPrefix($0.symbol) }),
            let value = Double(rest.dropFirst(comparison.symbol.count)), (1...5).contains(value)
        else { return nil }
        admits = { comparison.holds($0, value) }
    }
}
