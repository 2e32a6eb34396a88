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

    enum CodingKeys: String, CodingKey {
        case pack, card, state, step, stability, difficulty, due
        case lastReview = "last_review"
    }

    enum Columns {
        static let pack = Column(CodingKeys.pack)
        static let card = Column(CodingKeys.card)
        static let state = Column(CodingKeys.state)
        static let step = Column(CodingKeys.step)
        static let stability = Column(CodingKeys.stability)
        static let difficulty = Column(CodingKeys.difficulty)
        static let due = Column(CodingKeys.due)
        static let lastReview = Column(CodingKeys.lastReview)
    }

    /// The cards of `packs`, as a condition that leaves the index on `due` to SQLite: with the pack in the primary key,
    /// SQLite's planner otherwise reads every card of the packs and sorts them by due date, which took 13 ms to find
    /// the next card due among the 100,000 of `Scripts/bench practice`, and 0.2 ms by the index (a unary `+` keeps a
    /// term from choosing an index: "Disqualifying WHERE clause terms", https://sqlite.org/optoverview.html).
    static func ofPacks(_ packs: [String]) -> SQL {
        "+\(Columns.pack) IN \(packs)"
    }

    /// The columns of `practice_card` in the order `init(row:)` reads them.
    static var databaseSelection: [any SQLSelectable] {
        [
            Columns.pack, Columns.card, Columns.state, Columns.step, Columns.stability, Columns.difficulty, Columns.due,
            Columns.lastReview,
        ]
    }

    /// Read column by column rather than through `Codable`, as GRDB allows, because a practice session reads every
    /// card due: GRDB's record decoder took 2.6 times as long over the 10,000 of `Scripts/bench practice` (perf). The
    /// columns are read by their place in `databaseSelection`, the fastest of GRDB's ways: finding each by its name
    /// was most of the time of reading those cards (perf).
    init(row: Row) throws {
        pack = try row.decode(atIndex: 0)
        card = try row.decode(atIndex: 1)
        state = try row.decode(atIndex: 2)
        step = try row.decode(atIndex: 3)
        stability = try row.decode(atIndex: 4)
        difficulty = try row.decode(atIndex: 5)
        due = Date(timeIntervalSinceReferenceDate: try row.decode(atIndex: 6))
        lastReview = try row.decode(Double?.self, atIndex: 7).map { Date(timeIntervalSinceReferenceDate: $0) }
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
