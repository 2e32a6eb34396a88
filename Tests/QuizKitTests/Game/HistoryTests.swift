import Foundation
import QuizKit
import Testing

@Suite("The history of games")
struct HistoryTests {
    /// A history file in a fresh temporary folder that does not exist yet.
    private static func freshHistory() -> History {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("quiz-history-\(UUID().uuidString)", isDirectory: true)
        return History(directories: XDGDirectories(data: folder, state: folder, cache: folder))
    }

    private static func record(_ pack: String, right: Int, wrong: Int, best: Int, at seconds: TimeInterval = 0)
        -> GameRecord
    {
        GameRecord(
            date: Date(timeIntervalSince1970: 1_700_000_000 + seconds), pack: pack, title: pack.capitalized,
            kind: .film, options: GameOptions(seed: 4), score: Score(right: right, wrong: wrong, bestStreak: best),
            time: 30, rounds: [.init(id: 1, answer: .yesNo(true), result: true, seconds: 2.5)])
    }

    private static func append(_ text: String, to file: URL) throws {
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    @Test func aMissingFileIsAnEmptyHistory() throws {
        #expect(try Self.freshHistory().load() == History.Contents())
    }

    @Test func recordsComeBackAsWritten() throws {
        let history = Self.freshHistory()
        let records = [
            Self.record("peliculas", right: 3, wrong: 1, best: 2),
            Self.record("libros", right: 1, wrong: 0, best: 1, at: 60),
        ]
        for record in records { try history.append(record) }
        #expect(history.file.lastPathComponent == "history.jsonl")
        let contents = try history.load()
        #expect(contents.records == records && contents.warnings.isEmpty)
        let lines = try String(contentsOf: history.file, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[2].isEmpty)
        #expect(lines[0].hasPrefix("{\"date\":\"2023-11-14T22:13:20Z\",\"kind\":\"film\""))
    }

    @Test func aFinishedGameIsRecorded() async throws {
        let history = Self.freshHistory()
        let game = try Game(pack: GameSamples.films, options: GameOptions(seed: 2), clock: ManualClock())
        _ = try await game.start()
        _ = try await game.answer("sí")
        guard case .finished(let record)? = try await game.stop().last else {
            Issue.record("stop did not finish the game")
            return
        }
        try history.append(record)
        #expect(try history.load().records == [record])
    }

    @Test func aTornLastLineIsSkippedAndTheNextRecordStartsOnANewLine() throws {
        let history = Self.freshHistory()
        let first = Self.record("peliculas", right: 2, wrong: 0, best: 2)
        try history.append(first)
        try Self.append("{\"date\":\"2023-11-14T22:13:20Z\",\"kind\":\"fi", to: history.file)
        let torn = try history.load()
        #expect(torn.records == [first])
        #expect(torn.warnings.map(\.description) == ["history.jsonl:2: skipped a damaged line"])

        let second = Self.record("libros", right: 1, wrong: 1, best: 1)
        try history.append(second)
        let contents = try history.load()
        #expect(contents.records == [first, second])
        #expect(contents.warnings.map(\.description) == ["history.jsonl:2: skipped a damaged line"])
    }

    @Test(arguments: ["not json at all", "{\"date\": 3}", "[]", "\u{FFFD}\u{FFFD}"])
    func aDamagedLineInTheMiddleIsSkippedWithAWarning(damage: String) throws {
        let history = Self.freshHistory()
        try history.append(Self.record("a", right: 1, wrong: 0, best: 1))
        try Self.append(damage + "\n\n", to: history.file)
        try history.append(Self.record("b", right: 0, wrong: 1, best: 0))
        let contents = try history.load()
        #expect(contents.records.map(\.pack) == ["a", "b"])
        #expect(contents.warnings == [HistoryWarning(file: "history.jsonl", line: 2)])
    }

    @Test func statsPerPack() throws {
        let history = Self.freshHistory()
        try history.append(Self.record("peliculas", right: 3, wrong: 1, best: 3))
        try history.append(Self.record("libros", right: 1, wrong: 1, best: 1))
        try history.append(Self.record("peliculas", right: 4, wrong: 0, best: 4))
        let stats = try history.load().stats
        #expect(stats.map(\.pack) == ["libros", "peliculas"])
        let films = stats[1]
        #expect(films.games == 2 && films.rounds == 8 && films.right == 7 && films.bestStreak == 4)
        #expect(films.accuracy == 7.0 / 8.0 && films.time == 60)
    }

    @Test func anUnwritableFolderSaysWhere() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-blocker-\(UUID().uuidString)")
        try Data("a file, not a folder".utf8).write(to: blocker)
        let history = History(file: blocker.appendingPathComponent("history.jsonl"))
        #expect {
            try history.append(Self.record("a", right: 1, wrong: 0, best: 1))
        } throws: { error in
            guard case .cannotCreateFolder(let folder, _) = error as? HistoryError else { return false }
            return folder.path == blocker.path
        }
    }
}
