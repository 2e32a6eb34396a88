import Foundation
import Logging
import PostgresNIO
import QuizClass

/// The results of finished rooms in the shared database, as `quiz results --database` lists them.
public enum PostgresClassResults {
    /// Keeps a finished room's results, in the transaction of `connection`.
    static func keep(_ results: ClassResults, on connection: PostgresConnection, logger: Logger) async throws {
        let game =
            try await connection.query(
                """
                INSERT INTO quiz_class_games (pin, pack, title, started_at, ended_at, questions, asked, teams, host_key)
                VALUES (\(results.pin), \(results.pack), \(results.title), \(results.startedAt.timeIntervalSince1970),
                    \(results.endedAt.timeIntervalSince1970), \(results.questions),
                    \(try PostgresRoomStore.json(results.asked)), \(try results.teams.map(PostgresRoomStore.json)),
                    \(results.hostKey))
                RETURNING id
                """, logger: logger
            ).collect().first?.decode(Int.self) ?? 0
        for (position, standing) in results.standings.enumerated() {
            try await connection.query(
                """
                INSERT INTO quiz_class_players (game, position, rank, name, points, right_answers, tie)
                VALUES (\(game), \(position), \(standing.rank), \(standing.name), \(standing.points),
                    \(standing.right), \(standing.tie?.rawValue))
                """, logger: logger)
        }
    }

    /// The results kept in the database at `address`, oldest first; only those of room `pin` when one is given.
    public static func list(at address: PostgresAddress, pin: String? = nil) async throws(PostgresUnreachable)
        -> [ClassResults]
    {
        let logger = Logger(label: "quiz.results", factory: { _ in SwiftLogNoOpLogHandler() })
        let connection = try await PostgresRoomStore.firstConnection(address, logger: logger)
        defer { Task { try? await connection.close() } }
        do {
            try await PostgresSchema.migrate(connection, logger: logger)
            let rows = try await connection.query(
                """
                SELECT id, pin, pack, title, started_at, ended_at, questions, asked, teams, host_key
                FROM quiz_class_games WHERE \(pin)::text IS NULL OR pin = \(pin) ORDER BY ended_at, id
                """, logger: logger)
            var games: [ClassResults] = []
            for row in try await rows.collect() {
                let (id, pin, pack, title, started, ended, questions, asked, teams, key) = try row.decode(
                    (Int, String, String, String, Double, Double, Int, String, String?, String?).self)
                let standings = try await connection.query(
                    """
                    SELECT rank, name, points, right_answers, tie FROM quiz_class_players
                    WHERE game = \(id) ORDER BY position
                    """, logger: logger
                ).collect().map { row in
                    let (rank, name, points, right, tie) = try row.decode((Int, String, Int, Int, String?).self)
                    return Standing(
                        rank: rank, name: name, points: points, right: right,
                        tie: tie.flatMap(Standing.Tie.init(rawValue:)))
                }
                games.append(
                    ClassResults(
                        pin: pin, pack: pack, title: title, startedAt: Date(timeIntervalSince1970: started),
                        endedAt: Date(timeIntervalSince1970: ended), questions: questions, standings: standings,
                        asked: try PostgresRoomStore.decoded(asked),
                        teams: try teams.map(PostgresRoomStore.decoded), hostKey: key))
            }
            return games
        } catch {
            throw PostgresRoomStore.unreachable(address, error)
        }
    }
}
