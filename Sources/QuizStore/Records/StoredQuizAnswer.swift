import GRDB

/// A row of `quiz_answer`: the answer of one quiz of a pack that `sync` downloaded, so that it is judged offline.
struct StoredQuizAnswer: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "quiz_answer"

    var source: String
    var pack: String
    var quiz: Int
    var answer: String

    enum Columns: String, ColumnExpression { case source, pack }
}
