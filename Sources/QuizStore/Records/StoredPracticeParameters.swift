import Foundation
import GRDB
import QuizCore

/// A row of `practice_parameters`: FSRS weights fitted to the player's reviews, of every pack (empty `pack`) or one.
struct StoredPracticeParameters: Codable, FetchableRecord, PersistableRecord, KeepsDatesAsSeconds, SnakeCaseColumns {
    static let databaseTableName = "practice_parameters"

    var pack: String
    /// The 21 weights, as JSON.
    var weights: [Double]
    var reviews: Int
    var logLoss: Double
    var rmseBins: Double
    var defaultLogLoss: Double
    var defaultRmseBins: Double
    var fittedAt: Date

    init(_ parameters: PracticeParameters) {
        pack = parameters.pack ?? ""
        weights = parameters.weights
        reviews = parameters.reviews
        logLoss = parameters.fitted.logLoss
        rmseBins = parameters.fitted.rmseBins
        defaultLogLoss = parameters.defaults.logLoss
        defaultRmseBins = parameters.defaults.rmseBins
        fittedAt = parameters.date
    }

    /// The parameters; nil for weights no version wrote (not 21, or out of their bounds), which leave the defaults.
    var parameters: PracticeParameters? {
        guard (try? FSRSModel(weights: weights)) != nil else { return nil }
        return PracticeParameters(
            pack: pack.isEmpty ? nil : pack, weights: weights, reviews: reviews,
            fitted: FSRSEvaluation(logLoss: logLoss, rmseBins: rmseBins),
            defaults: FSRSEvaluation(logLoss: defaultLogLoss, rmseBins: defaultRmseBins), date: fittedAt)
    }
}
