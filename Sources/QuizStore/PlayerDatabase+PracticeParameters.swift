import Foundation
import GRDB
import QuizCore

/// The weights fitted to the player's reviews, and the load of the days ahead that spreads due dates.
extension PlayerDatabase {
    /// Dates are compared as the column keeps them, in seconds since 2001, whose days are UTC days as those since
    /// 1970 are (2001 began 11,323 days after 1970); the index on `due` reads only the cards of those days.
    public func dueCounts(from date: Date, days: Int) throws -> [Int] {
        let firstDay = Int((date.timeIntervalSinceReferenceDate / 86_400).rounded(.down))
        let start = Double(firstDay * 86_400)
        let end = Double((firstDay + days) * 86_400)
        let dueDay: SQL = "CAST(due / 86400 AS INTEGER)"
        let selection: SQL = "\(dueDay) - \(firstDay) AS day, count(*) AS cards"
        return try read { db in
            var counts = [Int](repeating: 0, count: max(days, 0))
            let rows = try Row.fetchCursor(
                db,
                StoredPracticeCard.select(literal: selection).filter { $0.due >= start && $0.due < end }
                    .group(literal: dueDay))
            while let row = try rows.next() {
                let day: Int = row["day"]
                if counts.indices.contains(day) { counts[day] = row["cards"] }
            }
            return counts
        }
    }

    public func practiceParameters() throws -> [PracticeParameters] {
        try read { db in
            try StoredPracticeParameters.order(Column("pack")).fetchAll(db)
                .compactMap(\.parameters)
        }
    }

    public func keep(_ parameters: PracticeParameters) throws {
        try write { db in try StoredPracticeParameters(parameters).save(db) }
    }
}
