import Foundation
import GRDB
import QuizCore

/// A row of `practice_card`: a card of a pack, named by its identity (`CardIdentity`), and its schedule.
struct StoredPracticeCard: Codable, FetchableRecord, PersistableRecord, KeepsDatesAsSeconds {
    static let databaseTableName = "practice_card"

    var pack: String
    var card: String
    var state: Int
    var step: Int?
    var stability: Double?
    var difficulty: Double?
    var due: Date
    var lastReview: Date?

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case pack, card, state, step, stability, difficulty, due
        case lastReview = "last_review"
    }

    typealias Columns = CodingKeys

    /// The cards of `packs`, as a condition that leaves the index on `due` to SQLite: with the pack in the primary key,
    /// SQLite's planner otherwise reads every card of the packs and sorts them by due date to find the next card due
    /// (a unary `+` keeps a term from choosing an index: "Disqualifying WHERE clause terms",
    /// https://sqlite.org/optoverview.html).
    static func ofPacks(_ packs: [String]) -> SQL {
        "+\(Columns.pack) IN \(packs)"
    }

    /// Read column by column, as GRDB allows, rather than through `Codable`: a practice session reads every card due,
    /// and GRDB's record decoder made the due queue of `Scripts/bench practice` miss its target.
    init(row: Row) throws {
        pack = try row.decode(forColumn: Columns.pack)
        card = try row.decode(forColumn: Columns.card)
        state = try row.decode(forColumn: Columns.state)
        step = try row.decode(forColumn: Columns.step)
        stability = try row.decode(forColumn: Columns.stability)
        difficulty = try row.decode(forColumn: Columns.difficulty)
        due = Date(timeIntervalSinceReferenceDate: try row.decode(forColumn: Columns.due))
        lastReview = try row.decode(Double?.self, forColumn: Columns.lastReview)
            .map(Date.init(timeIntervalSinceReferenceDate:))
    }

    init(_ practice: PracticeCard) {
        pack = practice.pack
        card = practice.id
        state = practice.card.state.rawValue
        step = practice.card.step
        stability = practice.card.memory?.stability
        difficulty = practice.card.memory?.difficulty
        due = practice.card.due
        lastReview = practice.card.lastReview
    }

    /// The card; a state that no version wrote reads as new.
    var practiceCard: PracticeCard {
        let memory = stability.flatMap { stability in
            difficulty.map { MemoryState(stability: stability, difficulty: $0) }
        }
        return PracticeCard(
            pack: pack, id: card,
            card: Card(
                state: CardState(rawValue: state) ?? .new, step: step, memory: memory, due: due, lastReview: lastReview)
        )
    }
}
