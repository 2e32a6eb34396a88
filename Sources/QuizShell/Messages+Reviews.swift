import Foundation
import QuizCore

/// The messages of `review` and `reviews`.
extension Messages {
    /// The word of the prompt while a review's form is open: `quiz [review 2: rating]> `.
    func reviewFormPrompt(_ form: ReviewForm) -> String {
        let verb =
            switch form.purpose {
            case .add(_, _, let number): pick("valorar \(number)", "review \(number)")
            case .edit(let review): pick("valoración \(review.id)", "review \(review.id)")
            }
        return verb + ": " + (form.rating == nil ? pick("nota", "rating") : pick("texto", "text"))
    }

    func askRating(default value: Int?) -> String {
        pick("nota", "rating") + (value.map { " [\($0)]" } ?? "") + ": "
            + pick("de 1 a 5 estrellas", "1 to 5 stars")
            + (value == nil ? pick("; Intro cancela", "; Enter cancels") : "")
    }

    func askReviewText(default value: String?) -> String {
        pick("texto", "text") + (value.map { " [\($0)]" } ?? "") + ": "
            + pick("lo que opinas de la pregunta; vacío para nada", "what you think of the question; empty for nothing")
    }

    func badRating(_ typed: String) -> String {
        pick(
            "la nota es un número del 1 al 5, no \(quote(typed))",
            "a rating is a number from 1 to 5, not \(quote(typed))")
    }

    func reviewSaved(_ review: Review, number: Int?) -> String {
        let what =
            number.map { pick("la pregunta \($0) de \(review.pack)", "question \($0) of \(review.pack)") }
            ?? "\(review.pack) id \(review.item)"
        return pick(
            "Valoración \(review.id) guardada: \(stars(review.rating)) para \(what).",
            "Review \(review.id) saved: \(stars(review.rating)) for \(what).")
    }

    func reviewDeleted(_ id: Int64) -> String {
        pick("Valoración \(id) borrada.", "Review \(id) deleted.")
    }

    func noSuchReview(_ word: String) -> String {
        pick(
            "no hay ninguna valoración \(quote(word)); «valoraciones» las lista con su número",
            "there is no review \(quote(word)); \"reviews\" lists them with their numbers")
    }

    var noReviews: String {
        pick(
            "todavía no hay valoraciones; «valorar N» valora la pregunta N",
            "no reviews yet; \"review N\" rates question N")
    }

    var noReviewsMatch: String {
        pick("ninguna valoración coincide con esos filtros", "no review matches those filters")
    }

    func badReviewWords(_ word: String) -> String {
        pick(
            "\(quote(word)) no vale aquí; usa por fecha|nota|paquete, paquete NOMBRE, nota N o nota>=N",
            "\(quote(word)) does not belong here; use by date|rating|pack, pack NAME, rating N or rating>=N")
    }

    func reviewStore(_ error: any Error) -> String {
        pick("no se pueden guardar las valoraciones: \(error)", "the reviews cannot be kept: \(error)")
    }

    /// `★★★★☆`.
    func stars(_ rating: Int) -> String {
        String(repeating: "★", count: max(0, min(5, rating))) + String(repeating: "☆", count: max(0, 5 - rating))
    }

    /// The mean rating `list` shows after a question: `★4.0`.
    func meanRating(_ mean: Double) -> String { "★" + String(format: "%.1f", mean) }

    /// `reviews`: number, stars, pack and question, date (UTC), text.
    func reviewLines(_ reviews: [(review: Review, question: String)]) -> [String] {
        let dayAndTime = Self.dayAndTime(utc: true)
        return Self.columns(
            reviews.map { entry in
                [
                    String(entry.review.id), stars(entry.review.rating), entry.review.pack, entry.question,
                    dayAndTime(entry.review.date), entry.review.text,
                ]
            }
        ).map { $0.trimmingSpaces }
    }
}
