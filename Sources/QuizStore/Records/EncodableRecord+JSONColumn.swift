import Foundation
import GRDB

extension EncodableRecord {
    /// `value` as GRDB's `Codable` encoding keeps a nested value in a column: JSON text, from the record's own
    /// `databaseJSONEncoder(for:)`.
    static func jsonColumn(_ value: some Encodable, _ column: some CodingKey) throws -> String {
        String(decoding: try databaseJSONEncoder(for: column.stringValue).encode(value), as: UTF8.self)
    }
}
