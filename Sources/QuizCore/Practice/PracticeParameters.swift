import Foundation

/// Weights fitted to a player's reviews, kept to schedule their cards: for every pack, or for one pack, which then
/// schedules by them rather than by those of every pack.
public struct PracticeParameters: Sendable, Hashable, Codable {
    /// The pack they schedule; nil for every pack without weights of its own.
    public var pack: String?
    public var weights: [Double]
    /// The reviews they were fitted to: those predicted in the log.
    public var reviews: Int
    /// How well they predicted those reviews, and how well the default weights did.
    public var fitted: FSRSEvaluation
    public var defaults: FSRSEvaluation
    public var date: Date

    public init(
        pack: String?, weights: [Double], reviews: Int, fitted: FSRSEvaluation, defaults: FSRSEvaluation, date: Date
    ) {
        self.pack = pack
        self.weights = weights
        self.reviews = reviews
        self.fitted = fitted
        self.defaults = defaults
        self.date = date
    }

    /// The kept parameters scheduling the cards of `pack`: its own, else every pack's; nil for FSRS-6's defaults.
    public static func scheduling(_ pack: String, among kept: [PracticeParameters]) -> PracticeParameters? {
        kept.first { $0.pack == pack } ?? kept.first { $0.pack == nil }
    }
}
