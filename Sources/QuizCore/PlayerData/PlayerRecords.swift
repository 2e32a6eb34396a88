import Foundation

/// Everything quiz keeps of a player across sessions: finished games, the rotation of each pack, the line of facts
/// of each fact pack, reviews of questions, and what `sync` did.
///
/// The executable hands the shell the player's database; scripts and tests hand it the same database in memory.
public protocol PlayerRecords: SyncRecords, PracticeRecords {
    /// Keeps a finished game with the rotation and the line of facts it moved on: all of it or nothing.
    func keep(_ game: FinishedGame) throws
    /// Every game kept, oldest first, with a warning for each one that could not be read.
    func history() throws -> History.Contents

    /// The rotation of `pack`; a new one when none was kept.
    func rotation(for pack: String) throws -> Rotation
    /// The line of facts of `pack`; a new one when none was kept.
    func factLine(for pack: String) throws -> FactLine
    /// Keeps `line` as the line of facts of `pack`, replacing the one kept before.
    func keep(_ line: FactLine, for pack: String) throws

    /// Keeps a new review and returns it with its id.
    func addReview(pack: String, item: Int, rating: Int, text: String, at date: Date) throws -> Review
    /// Replaces the review with the same id; false when there is none.
    func update(_ review: Review) throws -> Bool
    /// Removes the review with this id; false when there is none.
    func deleteReview(id: Int64) throws -> Bool
    /// Every review, oldest first.
    func reviews() throws -> [Review]
}
