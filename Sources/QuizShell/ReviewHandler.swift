import QuizCore

/// `review N`, `review edit ID`, `review delete ID` and `reviews`: what the player thought of the questions, kept in
/// the player's records.
final class ReviewHandler: ShellHandler {
    /// Whether a review command has run, so that Tab may complete review ids: until then completion leaves the
    /// player's database unopened.
    private var inUse = false

    /// `review N [RATING [TEXT]]`, `review N rating=R text="..."`, `review edit ID [...]`, `review delete ID`.
    func review(_ argument: String) throws -> [String] {
        inUse = true
        let (word, rest) = argument.wordAndRest
        let (reviewForm, line): (ReviewForm, String)
        switch word.lowercased() {
        case "edit", "editar":
            let (idWord, afterID) = rest.wordAndRest
            (reviewForm, line) = (ReviewForm(purpose: .edit(try existingReview(idWord))), afterID)
        case "delete", "borrar":
            let review = try existingReview(rest)
            guard (try? records.deleteReview(id: review.id)) == true else {
                throw CommandFailure(text.noSuchReview(rest))
            }
            return [text.reviewDeleted(review.id)]
        default:
            let pack = try session.loadedPack()
            let index = try session.itemIndex(word, in: pack, usage: .review)
            let purpose = ReviewForm.Purpose.add(pack: pack.name, item: pack.items.ids[index], number: index + 1)
            (reviewForm, line) = (ReviewForm(purpose: purpose), rest)
        }
        guard line.isEmpty else { return try saveLine(reviewForm, line) }
        session.form = .review(reviewForm)
        return [text.askRating(default: reviewForm.defaultRating)]
    }

    /// Whether the open form waits for its rating, which no command's name can be.
    var waitsForRating: Bool {
        guard case .review(let reviewForm) = session.form else { return false }
        return reviewForm.rating == nil
    }

    /// A line typed into the open form: the rating, then the text.
    func fill(_ line: String) throws -> [String] {
        guard case .review(let reviewForm) = session.form else { return [] }
        let typed = line.trimmingSpaces
        guard reviewForm.rating != nil else {
            if typed.isEmpty, reviewForm.defaultRating == nil {
                session.form = nil
                return [text.formCancelled]
            }
            session.form = try .review(rated(reviewForm, typed.isEmpty ? nil : typed))
            return [text.askReviewText(default: reviewForm.defaultText)]
        }
        session.form = nil
        return try save(reviewForm, text: typed.isEmpty ? nil : typed == "-" ? "" : typed)
    }

    /// `reviews [by date|rating|pack] [pack NAME] [rating N|rating>=N]`.
    func reviews(_ argument: String) throws -> [String] {
        inUse = true
        var words = argument.split(separator: " ").map(String.init)[...]
        let byDate = { (a: Review, b: Review) in (a.date, a.id) < (b.date, b.id) }
        var inOrder = byDate
        var packName: String?
        var ratingFilter: RatingFilter?
        while let word = words.popFirst() {
            switch TextMatching.folded(word) {
            case "by", "por":
                guard let field = words.popFirst() else { throw CommandFailure(text.usage(.reviews)) }
                switch TextMatching.folded(field) {
                case "date", "fecha": inOrder = byDate
                case "rating", "nota": inOrder = { ($1.rating, $0.date, $0.id) < ($0.rating, $1.date, $1.id) }
                case "pack", "paquete": inOrder = { ($0.pack, $0.item, $0.id) < ($1.pack, $1.item, $1.id) }
                default: throw CommandFailure(text.badReviewWords(field))
                }
            case "pack", "paquete":
                guard let name = words.popFirst() else { throw CommandFailure(text.usage(.reviews)) }
                packName = name
            case "rating", "nota":
                guard let value = words.popFirst(), let filter = RatingFilter("rating=" + value) else {
                    throw CommandFailure(text.usage(.reviews))
                }
                ratingFilter = filter
            default:
                guard let filter = RatingFilter(word) else { throw CommandFailure(text.badReviewWords(word)) }
                ratingFilter = filter
            }
        }
        let all = try allReviews()
        guard !all.isEmpty else { return [text.noReviews] }
        let chosen = all.filter { review in
            (packName.map { $0 == review.pack } ?? true) && (ratingFilter?.admits(Double(review.rating)) ?? true)
        }.sorted(by: inOrder)
        guard !chosen.isEmpty else { return [text.noReviewsMatch] }
        var numbers: [String: [Int]] = [:]
        return text.reviewLines(
            chosen.map { review in
                let ids = numbers[review.pack] ?? sources.readablePack(named: review.pack)?.items.ids ?? []
                numbers[review.pack] = ids
                let number = ids.firstIndex(of: review.item).map { "#\($0 + 1)" }
                return (review, number ?? "id \(review.item)")
            })
    }

    /// The ids of the reviews Tab may complete; nil until a review command has opened the player's database.
    func completableIDs() -> [String]? {
        guard inUse, let reviews = try? records.reviews() else { return nil }
        return reviews.map { String($0.id) }
    }

    private func existingReview(_ word: String) throws -> Review {
        guard let id = Int64(word), let review = try allReviews().first(where: { $0.id == id }) else {
            throw CommandFailure(word.isEmpty ? text.usage(.review) : text.noSuchReview(word))
        }
        return review
    }

    private func allReviews() throws -> [Review] {
        try CommandFailure.catching(text.reviewStore) { try records.reviews() }
    }

    /// `4 great question` or `rating=4 text="great question"`: fields when the first word is one, so that a text
    /// after a rating may hold `=` (`4 says 2+2=5`).
    private func saveLine(_ reviewForm: ReviewForm, _ line: String) throws -> [String] {
        var rating: String?
        var reviewText: String?
        if line.wordAndRest.word.contains("=") {
            let assignments = try CommandFailure.catching(text.badAssignments) { try FieldAssignments(line) }
            for (name, value) in assignments.pairs {
                switch TextMatching.folded(name) {
                case "rating", "nota": rating = value
                case "text", "texto": reviewText = value
                default: throw CommandFailure(text.badReviewWords(name))
                }
            }
        } else {
            let (first, rest) = line.wordAndRest
            rating = first
            reviewText = rest.isEmpty ? nil : rest
        }
        return try save(try rated(reviewForm, rating), text: reviewText)
    }

    /// The form with the rating typed, or with the one it offers when none was.
    private func rated(_ reviewForm: ReviewForm, _ typed: String?) throws -> ReviewForm {
        let typed = typed ?? reviewForm.defaultRating.map(String.init) ?? ""
        guard let rating = Int(typed), ReviewForm.ratings.contains(rating) else {
            throw CommandFailure(text.badRating(typed))
        }
        return ReviewForm(purpose: reviewForm.purpose, rating: rating)
    }

    /// Saves the review with the text typed, or with the one the form offers when none was.
    private func save(_ reviewForm: ReviewForm, text typed: String?) throws -> [String] {
        guard let rating = reviewForm.rating else { return [] }
        let reviewText = typed ?? reviewForm.defaultText ?? ""
        let saved = try CommandFailure.catching(text.reviewStore) { () throws -> Review? in
            switch reviewForm.purpose {
            case .add(let pack, let item, _):
                return try records.addReview(
                    pack: pack, item: item, rating: rating, text: reviewText, at: session.environment.clock.now())
            case .edit(var review):
                (review.rating, review.text) = (rating, reviewText)
                return try records.update(review) ? review : nil
            }
        }
        guard let saved else { throw CommandFailure(text.noSuchReview(reviewForm.edited.map { String($0.id) } ?? "")) }
        let number = sources.readablePack(named: saved.pack)?.items.ids.firstIndex(of: saved.item).map { $0 + 1 }
        return [text.reviewSaved(saved, number: number)]
    }
}
