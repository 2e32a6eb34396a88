import QuizCore

/// `review N` or `review edit ID`: a rating from 1 to 5, then a text that may be left empty.
///
/// A class, each answer making a new form: Swift 6.3's optimizer fails its ownership check in release builds on the
/// enum inside a struct copied out of the stored form.
final class ReviewForm: Sendable {
    enum Purpose: Sendable, Hashable {
        /// A new review of the item with this id, numbered `number` in its pack.
        case add(pack: String, item: Int, number: Int)
        case edit(Review)
    }

    let purpose: Purpose
    let rating: Int?

    init(purpose: Purpose, rating: Int? = nil) {
        self.purpose = purpose
        self.rating = rating
    }

    static let ratings = 1...5

    var edited: Review? {
        switch purpose {
        case .add: nil
        case .edit(let review): review
        }
    }

    var defaultRating: Int? { edited?.rating }

    var defaultText: String? { edited.flatMap { $0.text.isEmpty ? nil : $0.text } }
}
