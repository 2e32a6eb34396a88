import Foundation
import GRDB
import QuizCore

/// An answer is kept as JSON text, `2`, `[1,3]`, `true` or `"Canberra"`, so that an option and a yes or no read back
/// apart: GRDB keeps a `Codable` single value as a plain SQLite value, and `true` would come back as the option `1`.
extension Answer: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue {
        // One number, flag, string or list of numbers: JSON that cannot fail to encode.
        String(decoding: try! Self.databaseJSONEncoder().encode(self), as: UTF8.self).databaseValue
    }

    public static func fromDatabaseValue(_ value: DatabaseValue) -> Answer? {
        Data.fromDatabaseValue(value).flatMap { try? databaseJSONDecoder().decode(Answer.self, from: $0) }
    }
}
