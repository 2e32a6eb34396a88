import Foundation
import QuizAPI

/// The parameters of `/api/quizzes`, read as the quiz service reads them.
///
/// - `pageno`: JavaScript's `parseInt(x) || 1`: leading blanks and a sign allowed, digits up to the first other
///   character (`2abc` is 2), and 1 when that gives no number or 0.
/// - `pagelength`: `Number(x) || 10`; a length that is not a whole number from 1 is 10 here (the service would hand
///   it to the database as it is).
/// - `search`: as `QuizSearch` reads it.
/// - `searchfavourites`: any non-empty value, as JavaScript's `!!x` (so `0` too).
struct QuizPageQuery: Sendable, Hashable {
    var pageno: Int
    var pagelength: Int
    var search: QuizSearch
    var favouritesOnly: Bool

    init(_ query: APIQuery) {
        pageno = Self.parseInt(query["pageno"] ?? "").flatMap { $0 == 0 ? nil : $0 } ?? 1
        pagelength =
            Int((query["pagelength"] ?? "").trimmingCharacters(in: .whitespaces)).flatMap { $0 > 0 ? $0 : nil } ?? 10
        search = QuizSearch(query["search"] ?? "")
        favouritesOnly = !(query["searchfavourites"] ?? "").isEmpty
    }

    /// JavaScript's `parseInt(text, 10)`, nil for `NaN`.
    static func parseInt(_ text: String) -> Int? {
        var rest = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        var sign = 1
        if let first = rest.first, first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            rest = rest.dropFirst()
        }
        let digits = rest.prefix { $0.isASCII && $0.isWholeNumber }
        guard !digits.isEmpty else { return nil }
        return Int(digits.prefix(18)).map { $0 * sign }
    }
}
