import GRDB

/// A record whose dates are kept as seconds since 1 January 2001 (`REAL`), as the first version of the schema keeps
/// them, rather than as GRDB's default text.
protocol KeepsDatesAsSeconds: FetchableRecord, EncodableRecord {}

extension KeepsDatesAsSeconds {
    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .timeIntervalSinceReferenceDate
    }

    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .timeIntervalSinceReferenceDate
    }
}
