import Foundation
import Logging
import PostgresNIO
import QuizClass

/// The results of finished rooms in the shared database, as `quiz results --database` lists them.
public enum PostgresClassResults {
    /// Keeps a finished room's results, in the transaction of `connection`.
    static func keep(_ results: ClassResults, on connection: PostgresConnection, logger: Logger) async throws {
        var game = 0
        for try await id in try await connection.query(
            """
            INSERT INTO quiz_class_games (pin, pack, title, started_at, ended_at, questions, asked, teams, host_key)
            VALUES (\(results.pin), \(results.pack), \(results.title), \(results.startedAt.timeIntervalSince1970),
                \(results.endedAt.timeIntervalSince1970), \(results.questions),
                \(String(decoding: try JSONEncoder().encode(results.asked), as: UTF8.self)),
                \(try results.teams.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }),
                \(results.hostKey))
            RETURNING id
            """, logger: logger
        ).decode(Int.self) {
            game = id
        }
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
            var games: [(id: Int, results: ClassResults)] = []
            let rows = try await connection.query(
                """
                SELECT id, pin, pack, title, started_at, ended_at, questions, asked, teams, host_key
                FROM quiz_class_games WHERE \(pin)::text IS NULL OR pin = \(pin) ORDER BY ended_at, id
                """, logger: logger)
            for try await (id, pin, pack, title, started, ended, questions, asked, teams, key) in rows.decode(
                (Int, String, String, String, Double, Double, Int, String, String?, String?).self)
            {
                games.append(
                    (
                        id,
                        ClassResults(
                            pin: pin, pack: pack, title: title, startedAt: Date(timeIntervalSince1970: started),
                            endedAt: Date(timeIntervalSince1970: ended), questions: questions, standings: [],
                            asked: try JSONDecoder().decode([AskedQuestion].self, from: Data(asked.utf8)),
                            teams: try teams.map { try JSONDecoder().decode([TeamStanding].self, from: Data($0.utf8)) },
                            hostKey: key)
                    ))
            }
            for index in games.indices {
                let rows = try await connection.query(
                    """
                    SELECT rank, name, points, right_answers, tie FROM quiz_class_players
                    WHERE game = \(games[index].id) ORDER BY position
                    """, logger: logger)
                for try await (rank, name, points, right, tie) in rows.decode((Int, String, Int, Int, String?).self) {
                    games[index].results.standings.append(
                        Standing(
                            rank: rank, name: name, points: points, right: right,
                            tie: tie.flatMap(Standing.Tie.init(rawValue:))))
                }
            }
            return games.map(\.results)
        } catch {
            throw PostgresRoomStore.unreachable(address, error)
        }
    }
}
