import Foundation
import QuizCore
import QuizStore
import QuizTestSupport

/// A data folder of its own in the temporary folder, and the database file in it.
struct StoreFolder {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    var directories: XDGDirectories {
        XDGDirectories(
            data: folder.appendingPathComponent("data"), state: folder.appendingPathComponent("state"),
            cache: folder.appendingPathComponent("cache"))
    }

    var file: URL { directories.data.appendingPathComponent("quiz.sqlite") }

    /// A database over this folder, opened on first use like the executable's.
    func database() -> PlayerDatabase {
        PlayerDatabase(directories: directories)
    }

    func write(_ text: String, to name: String) throws {
        try FileManager.default.createDirectory(at: directories.data, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: directories.data.appendingPathComponent(name))
    }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: directories.data.appendingPathComponent(name).path)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

/// Games as a player finishes them, with every field of a record set.
enum Samples {
    /// A record as earlier versions wrote it in `history.jsonl`: one line of JSON with ISO 8601 dates.
    static func oldHistoryLine(_ record: GameRecord) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(record), as: UTF8.self)
    }

    static func record(_ pack: String, right: Int = 2, at seconds: TimeInterval = 0) -> GameRecord {
        GameRecord(
            date: Date(timeIntervalSince1970: 1_700_000_000.25 + seconds), pack: pack, title: pack.capitalized,
            kind: .book,
            options: GameOptions(seed: 7, filter: "hobbit", limit: 3, shuffleAnswers: true, timeLimit: 20),
            stopped: right < 2,
            score: Score(right: right, wrong: 1, unanswered: 1, currentStreak: 0, bestStreak: right, answerTime: 7.5),
            time: 42.125,
            rounds: [
                .init(id: 3, answer: .option(2), result: true, seconds: 2.5),
                .init(id: 1, answer: .text("Bilbo \"the\" Baggins"), result: false, seconds: 4),
                .init(id: 2, answer: .yesNo(false), result: nil, seconds: nil),
                .init(id: 5),
                // A yes and the first option, which are both 1 to SQLite, and text JSON escapes.
                .init(id: 4, answer: .yesNo(true), result: true, seconds: 1),
                .init(id: 6, answer: .option(1), result: false, seconds: 0.5),
                .init(id: 7, answer: .text("a/b\n\u{1B}ñ 😀"), result: false, seconds: 3),
            ])
    }
}

/// What the `sqlite3` command prints for `sql` on `file`.
func sqlite(_ file: URL, _ sql: String) async throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [file.path, sql]
    return try await process.outputUntilExit().stdout.trimmingCharacters(in: .whitespacesAndNewlines)
}
