import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import Testing

@Suite("The history file of earlier versions, read for its import")
struct HistoryTests {
    /// A history file in a fresh temporary folder, holding `lines`; none when `lines` is nil.
    private static func history(_ lines: [String]?) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("quiz-history-\(UUID().uuidString)", isDirectory: true)
        let history = folder.appendingPathComponent("history.jsonl")
        if let lines {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(lines.joined(separator: "\n").utf8).write(to: history)
        }
        return history
    }

    /// A record as earlier versions wrote it: one line of JSON with ISO 8601 dates.
    private static func line(_ record: GameRecord) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(record), as: UTF8.self)
    }

    private static func record(_ pack: String, right: Int, wrong: Int, best: Int, at seconds: TimeInterval = 0)
        -> GameRecord
    {
        GameRecord(
            date: Date(timeIntervalSince1970: 1_700_000_000 + seconds), pack: pack, title: pack.capitalized,
            kind: .film, options: GameOptions(seed: 4), score: Score(right: right, wrong: wrong, bestStreak: best),
            time: 30, rounds: [.init(id: 1, answer: .yesNo(true), result: true, seconds: 2.5)])
    }

    @Test func aMissingFileIsAnEmptyHistory() throws {
        #expect(try History.load(Self.history(nil)) == History.Contents())
    }

    @Test func recordsComeBackAsWritten() throws {
        let records = [
            Self.record("peliculas", right: 3, wrong: 1, best: 2),
            Self.record("libros", right: 1, wrong: 0, best: 1, at: 60),
        ]
        let history = try Self.history(try records.map(Self.line) + [""])
        #expect(history.lastPathComponent == "history.jsonl")
        let contents = try History.load(history)
        #expect(contents.records == records && contents.warnings.isEmpty)
    }

    @Test func aFinishedGameComesBackAsItWasRecorded() throws {
        var game = try Game(pack: GameSamples.films, options: GameOptions(seed: 2), clock: ManualClock())
        _ = try game.start()
        _ = try game.answerLocally("sí")
        guard case .finished(let record)? = try game.stop().last else {
            Issue.record("stop did not finish the game")
            return
        }
        #expect(try History.load(Self.history([try Self.line(record)])).records == [record])
    }

    @Test func aTornLineIsSkippedWithAWarning() throws {
        let first = Self.record("peliculas", right: 2, wrong: 0, best: 2)
        let second = Self.record("libros", right: 1, wrong: 1, best: 1)
        let history = try Self.history([
            try Self.line(first), "{\"date\":\"2023-11-14T22:13:20Z\",\"kind\":\"fi", try Self.line(second),
        ])
        let contents = try History.load(history)
        #expect(contents.records == [first, second])
        #expect(contents.warnings.map(\.description) == ["history.jsonl:2: skipped a damaged line"])
    }

    @Test(arguments: ["not json at all", "{\"date\": 3}", "[]", "\u{FFFD}\u{FFFD}"])
    func aDamagedLineInTheMiddleIsSkippedWithAWarning(damage: String) throws {
        let history = try Self.history([
            try Self.line(Self.record("a", right: 1, wrong: 0, best: 1)), damage, "",
            try Self.line(Self.record("b", right: 0, wrong: 1, best: 0)),
        ])
        let contents = try History.load(history)
        #expect(contents.records.map(\.pack) == ["a", "b"])
        #expect(contents.warnings == [HistoryWarning(file: "history.jsonl", line: 2)])
    }

    @Test func statsPerPack() throws {
        let history = try Self.history([
            try Self.line(Self.record("peliculas", right: 3, wrong: 1, best: 3)),
            try Self.line(Self.record("libros", right: 1, wrong: 1, best: 1)),
            try Self.line(Self.record("peliculas", right: 4, wrong: 0, best: 4)),
        ])
        let stats = PackStats.of(try History.load(history).records)
        #expect(stats.map(\.pack) == ["libros", "peliculas"])
        let films = stats[1]
        #expect(films.games == 2 && films.rounds == 8 && films.right == 7 && films.bestStreak == 4)
        #expect(films.accuracy == 7.0 / 8.0 && films.time == 60)
    }
}
