import Foundation

/// Where reviews are kept: the player's database in the executable, an `InMemoryReviewBook` in tests.
public protocol ReviewBook: Sendable {
    /// Keeps a new review and returns it with its id.
    func add(pack: String, item: Int, rating: Int, text: String, at date: Date) throws -> Review
    /// Replaces the review with the same id; false when there is none.
    func update(_ review: Review) throws -> Bool
    /// Removes the review with this id; false when there is none.
    func delete(id: Int64) throws -> Bool
    /// Every review, oldest first.
    func all() throws -> [Review]
}
