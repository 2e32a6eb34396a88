import Foundation
import GRDB
import QuizAPI
import QuizCore

/// Finished games: a row of `game` and a row of `round` for each of its rounds, written in one transaction.
extension PlayerDatabase: GameLog {
    public func append(_ record: GameRecord) throws {
        try write { db in
            try Self.insert(record, into: db)
        } fallback: {
            $0.append(record)
        }
    }

    /// The game and the line of facts in one transaction when the line is kept here too: a game costs one commit.
    public func append(
        _ record: GameRecord, factLine line: FactLine, of factPack: String, in lines: any FactLineBook
    ) throws {
        guard (lines as? PlayerDatabase) === self else {
            try appendApart(record, factLine: line, of: factPack, in: lines)
            return
        }
        keepLine(line, for: factPack)
        try write { db in
            try Self.insert(record, into: db)
            try Self.setValue(line, table: "fact_line", pack: factPack, in: db)
        } fallback: {
            $0.append(record)
            $0.setLine(line, for: factPack)
        }
    }

    public func load() throws -> History.Contents {
        var contents = try read(Self.games, fallback: { $0.load() })
        contents.warnings = takeImportWarnings() + contents.warnings
        return contents
    }

    static func insert(_ record: GameRecord, into db: Database) throws {
        let game = try db.cachedStatement(
            sql:
                "INSERT INTO game (date, pack, title, kind, options, stopped, score, time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
        )
        try game.run([
            .real(record.date.timeIntervalSinceReferenceDate), .text(record.pack), .text(record.title),
            .text(record.kind.rawValue), .text(record.options.storedText), RowValue(record.stopped),
            .text(record.score.storedText), .real(record.time),
        ])
        let id = RowValue.integer(db.lastInsertedRowID)
        for start in stride(from: 0, to: record.rounds.count, by: roundsPerInsert) {
            let chunk = record.rounds[start..<min(start + roundsPerInsert, record.rounds.count)]
            let statement = try db.cachedStatement(sql: insertRounds[chunk.count])
            var values: [RowValue] = []
            values.reserveCapacity(chunk.count * 6)
            for (number, entry) in zip(chunk.indices, chunk) {
                values += [
                    id, RowValue(number + 1), RowValue(entry.id), RowValue(entry.answer?.storedText),
                    RowValue(entry.result), RowValue(entry.seconds),
                ]
            }
            try statement.run(values)
        }
    }

    /// Rounds are inserted this many at a time: one statement for a game of common length, and well below
    /// SQLite's limit on the values of a statement for the longest.
    private static let roundsPerInsert = 64

    /// The statement that inserts `count` rounds, at index `count`.
    private static let insertRounds = (0...roundsPerInsert).map { count in
        "INSERT INTO round (game, number, item, answer, result, seconds) VALUES "
            + repeatElement("(?, ?, ?, ?, ?, ?)", count: count).joined(separator: ", ")
    }

    /// Every game, oldest first; a row that cannot be read (edited by hand) is a warning naming its id.
    private static func games(_ db: Database) throws -> History.Contents {
        var rounds: [Int64: [GameRecord.Entry]] = [:]
        var damaged = Set<Int64>()
        let roundRows = try Row.fetchCursor(
            db, sql: "SELECT game, item, answer, result, seconds FROM round ORDER BY game, number")
        while let row = try roundRows.next() {
            let game: Int64 = row[0]
            do {
                let answer = try (row[2] as String?).map { try decode(Answer.self, from: $0) }
                rounds[game, default: []].append(
                    GameRecord.Entry(id: row[1], answer: answer, result: row[3], seconds: row[4]))
            } catch {
                damaged.insert(game)
            }
        }
        var contents = History.Contents()
        let gameRows = try Row.fetchCursor(
            db, sql: "SELECT id, date, pack, title, kind, options, stopped, score, time FROM game ORDER BY id")
        while let row = try gameRows.next() {
            let id: Int64 = row[0]
            guard !damaged.contains(id), let kind = ItemKind(rawValue: row[4]),
                let options = try? decode(GameOptions.self, from: row[5]),
                let score = try? decode(Score.self, from: row[7])
            else {
                contents.warnings.append(HistoryWarning(file: "quiz.sqlite", line: Int(id)))
                continue
            }
            contents.records.append(
                GameRecord(
                    date: Date(timeIntervalSinceReferenceDate: row[1]), pack: row[2], title: row[3], kind: kind,
                    options: options, stopped: row[6], score: score, time: row[8], rounds: rounds[id] ?? []))
        }
        return contents
    }
}

/// A value kept as JSON text in a column (see `StoredJSON`).
func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(text.utf8))
}
