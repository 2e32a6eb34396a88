import Foundation
import GRDB
import QuizClass

/// The results of the class rooms a `quiz serve` held: each finished game, its players ranked.
extension PlayerDatabase {
    /// Keeps a finished room's results, in one transaction.
    public func keep(_ results: ClassResults) throws {
        try write { db in
            var game = StoredClassGame(
                pin: results.pin, pack: results.pack, title: results.title, startedAt: results.startedAt,
                endedAt: results.endedAt, questions: results.questions, asked: results.asked, teams: results.teams,
                hostKey: results.hostKey)
            try game.insert(db)
            for (position, standing) in results.standings.enumerated() {
                try StoredClassPlayer(game: game.id!, position: position, standing).insert(db)
            }
        }
    }

    /// The results kept, oldest first; only those of room `pin` when one is given.
    public func classResults(pin: String? = nil) throws -> [ClassResults] {
        try read { db in
            var games = StoredClassGame.order(StoredClassGame.Columns.endedAt, StoredClassGame.Columns.id)
            if let pin { games = games.filter(StoredClassGame.Columns.pin == pin) }
            return try games.fetchAll(db).map { game in
                let players = try StoredClassPlayer.filter(StoredClassPlayer.Columns.game == game.id ?? 0)
                    .order(StoredClassPlayer.Columns.position).fetchAll(db)
                return ClassResults(
                    pin: game.pin, pack: game.pack, title: game.title, startedAt: game.startedAt,
                    endedAt: game.endedAt, questions: game.questions, standings: players.map(\.standing),
                    asked: game.asked, teams: game.teams, hostKey: game.hostKey)
            }
        }
    }
}
