import Foundation
import Synchronization

/// A `ReviewBook` that lives as long as the process.
public final class InMemoryReviewBook: ReviewBook {
    private let reviews = Mutex<[Review]>([])

    public init() {}

    public func add(pack: String, item: Int, rating: Int, text: String, at date: Date) -> Review {
        reviews.withLock { reviews in
            let review = Review(
                id: (reviews.map(\.id).max() ?? 0) + 1, pack: pack, item: item, rating: rating, text: text, date: date)
            reviews.append(review)
            return review
        }
    }

    public func update(_ review: Review) -> Bool {
        reviews.withLock { reviews in
            guard let index = reviews.firstIndex(where: { $0.id == review.id }) else { return false }
            reviews[index] = review
            return true
        }
    }

    public func delete(id: Int64) -> Bool {
        reviews.withLock { reviews in
            guard let index = reviews.firstIndex(where: { $0.id == id }) else { return false }
            reviews.remove(at: index)
            return true
        }
    }

    public func all() -> [Review] {
        reviews.withLock { $0.sorted { ($0.date, $0.id) < ($1.date, $1.id) } }
    }
}
