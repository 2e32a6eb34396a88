import Foundation
import GRDB
import QuizCore

/// The weights fitted to the player's reviews, and the load of the days ahead that spreads due dates.
extension PlayerDatabase {
    /// Dates are compared as the column keeps them, in seconds since 2001, whose days are UTC days as those since
    /// 1970 are (2001 began 11,323 days after 1970); the index on `due` reads only the cards of those days.
    public func dueCounts(from date: Date, days: Int) throws -> [Int] {
        let firstDay = (date.timeIntervalSinceReferenceDate / 86_400).rounded(.down)
        let start = firstDay * 86_400
        return try read { db in
            var counts = [Int](repeating: 0, count: max(days, 0))
            let rows = try Row.fetchCursor(
                db,
                StoredPracticeCard
                    .select(sql: "CAST(due / 86400 AS INTEGER) - ?, count(*)", arguments: [Int(firstDay)])
                    .filter(StoredPracticeCard.Columns.due >= start)
                    .filter(StoredPracticeCard.Columns.due < start + Double(days) * 86_400)
                    .group(sql: "CAST(due / 86400 AS INTEGER)"))
            while let row = try rows.next() {
                let day: Int = row[0]
                if counts.indices.contains(day) { counts[day] = row[1] }
            }
            return counts
        }
    }

    public func practiceParameters() throws -> [PracticeParameters] {
        try read { db in
            try StoredPracticeParameters.order(Column(StoredPracticeParameters.CodingKeys.pack)).fetchAll(db)
                .compactMap(\.parameters)
        }
    }

    public func keep(_ parameters: PracticeParameters) throws {
        try write { db in try StoredPracticeParameters(parameters).save(db) }
    }
}
