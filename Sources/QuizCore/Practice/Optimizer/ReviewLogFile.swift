import Foundation

/// A review log in the CSV that `quiz practice --export-log` writes and FSRS's optimizers read: a header naming
/// `card_id`, `review_time` (milliseconds since 1970), `review_rating` and `review_state`, in any order among other
/// columns, then a review a line.
public enum ReviewLogFile {
    public static let columns = ["card_id", "review_time", "review_rating", "review_state"]

    /// Why a log could not be read; lines count from 1, the header's included.
    public enum Failure: Error, Sendable, Hashable {
        /// The file has no header line.
        case empty
        /// The header lacks a column.
        case missingColumn(String)
        /// A field of a line is not a whole number.
        case notANumber(line: Int, column: String, text: String)
        /// A line has fewer fields than the header.
        case shortLine(line: Int, fields: Int, expected: Int)
    }

    /// The reviews of `text`, in the order of its lines.
    public static func reviews(in text: String) throws(Failure) -> [LoggedReview] {
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        guard let header = lines.first else { throw .empty }
        let names = header.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let positions = try columns.map { column throws(Failure) in
            guard let position = names.firstIndex(of: column) else { throw .missingColumn(column) }
            return position
        }
        let needed = positions.max()! + 1
        var reviews: [LoggedReview] = []
        reviews.reserveCapacity(lines.count - 1)
        for (offset, line) in lines.enumerated().dropFirst() where !line.allSatisfy(\.isWhitespace) {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count >= needed else {
                throw .shortLine(line: offset + 1, fields: fields.count, expected: names.count)
            }
            let numbers = try zip(columns, positions).map { column, position throws(Failure) in
                let text = fields[position].trimmingCharacters(in: .whitespaces)
                guard let number = Int64(text) else {
                    throw .notANumber(line: offset + 1, column: column, text: String(text.prefix(40)))
                }
                return number
            }
            reviews.append(
                LoggedReview(
                    card: numbers[0], time: numbers[1], rating: Int(clamping: numbers[2]),
                    state: Int(clamping: numbers[3])))
        }
        return reviews
    }
}
