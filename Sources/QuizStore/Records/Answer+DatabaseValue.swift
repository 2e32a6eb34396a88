import Foundation
import GRDB
import QuizCore

/// An answer is kept as JSON text, `2`, `true` or `"Canberra"`, so that an option and a yes or no read back apart:
/// as a plain SQLite value, `true` would come back as the option `1`.
extension Answer: DatabaseValueConvertible {
    /// A number or a flag is its own JSON text; only a text or a list goes through `JSONEncoder`, whose every call
    /// costs more than the round's row: 10,000 one-question games in a row, each kept, took 0.31 s encoding each
    /// answer and 0.29 s with this (`Scripts/bench sessions`, best of 11 alternated runs).
    public var databaseValue: DatabaseValue {
        switch self {
        case .option(let number): String(number).databaseValue
        case .yesNo(let flag): String(flag).databaseValue
        // One string or list of numbers: JSON that cannot fail to encode.
        case .options, .text:
            String(decoding: try! Self.databaseJSONEncoder().encode(self), as: UTF8.self).databaseValue
        }
    }

    public static func fromDatabaseValue(_ value: DatabaseValue) -> Answer? {
        Data.fromDatabaseValue(value).flatMap { try? databaseJSONDecoder().decode(Answer.self, from: $0) }
    }
}
