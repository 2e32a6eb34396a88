import Foundation
import QuizCore
import QuizStore
import QuizTestSupport
import Testing

@Suite("The player's database")
struct PlayerDatabaseTests {
    @Test func aNewFileGetsEveryTableAndReopensAsItWas() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try folder.database().keep(FinishedGame(record: Samples.record("libros")))
        #expect(try await sqlite(folder.file, "PRAGMA user_version") == "10")
        #expect(try await sqlite(folder.file, "PRAGMA journal_mode") == "wal")
        let tables = try await sqlite(folder.file, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        for table in [
            "class_game", "class_player", "fact_line", "favourite", "game", "grdb_migrations", "imported_file",
            "practice_card", "practice_review",
            "quiz_answer", "review", "rotation", "round", "sync_file", "sync_run", "synced_pack",
        ] {
            #expect(tables.split(separator: "\n").contains(Substring(table)), "no table \(table)")
        }
        let reopened = folder.database()
        try reopened.keep(FinishedGame(record: Samples.record("films")))
        #expect(try reopened.history().records.map(\.pack) == ["libros", "films"])
    }

    @Test(arguments: [false, true])
    func aGameComesBackAsItWasRecorded(inMemory: Bool) throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let database = inMemory ? PlayerDatabase() : folder.database()
        let records = [Samples.record("libros"), Samples.record("films", right: 1, at: 90)]
        for record in records { try database.keep(FinishedGame(record: record)) }
        #expect(try database.history() == History.Contents(records: records))
        if !inMemory { #expect(try folder.database().history().records == records) }
    }

    @Test(arguments: [false, true])
    func aGameKeepsItsAnswersToPollsAndOpenQuestions(inMemory: Bool) throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let database = inMemory ? PlayerDatabase() : folder.database()
        var record = Samples.record("class-opening")
        record.score.opinions = 2
        try database.keep(FinishedGame(record: record))
        try database.keep(FinishedGame(record: Samples.record("libros")))
        #expect(try database.history().records.map(\.score.opinions) == [2, 0])
        if !inMemory { #expect(try folder.database().history().records.first == record) }
    }

    @Test func eachAnswerIsKeptAsTheJSONOfItsValue() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        var record = Samples.record("libros")
        record.rounds = [
            .init(id: 1, answer: .option(2)), .init(id: 2, answer: .options([1, 3])),
            .init(id: 3, answer: .yesNo(true)), .init(id: 4, answer: .yesNo(false)),
            .init(id: 5, answer: .text("Canberra \"AU\" ñ")), .init(id: 6, answer: .option(-1)), .init(id: 7),
        ]
        try folder.database().keep(FinishedGame(record: record))
        #expect(
            try await sqlite(folder.file, "SELECT quote(answer) FROM round ORDER BY number")
                == #"""
                '2'
                '[1,3]'
                'true'
                'false'
                '"Canberra \"AU\" ñ"'
                '-1'
                NULL
                """#)
        #expect(try folder.database().history().records == [record])
    }

    @Test(arguments: [63, 64, 65, 1000])
    func aLongGameKeepsEveryRound(rounds: Int) throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        var record = Samples.record("libros")
        record.rounds = (1...rounds).map {
            GameRecord.Entry(id: $0, answer: .text("answer \($0)"), result: $0 % 3 == 0 ? nil : $0 % 2 == 0, seconds: 1)
        }
        try folder.database().keep(FinishedGame(record: record))
        try folder.database().keep(FinishedGame(record: Samples.record("films")))
        let kept = try folder.database().history().records
        #expect(kept.map(\.pack) == ["libros", "films"])
        #expect(kept.first == record)
    }

    @Test func aGameIsKeptWithTheRotationAndTheLineOfFactsItMovedOn() throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let rotation = Rotation(games: 3, lastPlayed: [1: 3, 4: 2])
        let line = FactLine(lines: ["art": [2, 1]], lastCategory: "art")
        try folder.database().keep(
            FinishedGame(record: Samples.record("libros"), rotation: rotation, factLine: ("datos", line)))
        try folder.database().keep(FinishedGame(record: Samples.record("films")))
        let reopened = folder.database()
        #expect(try reopened.history().records.map(\.pack) == ["libros", "films"])
        #expect(try reopened.rotation(for: "libros") == rotation)
        #expect(try reopened.rotation(for: "films") == Rotation())
        #expect(try reopened.factLine(for: "datos") == line)
        #expect(try reopened.factLine(for: "facts") == FactLine())
    }

    @Test func aGameWhoseLineOfFactsCannotBeKeptIsNotKeptEither() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try folder.database().open()
        _ = try await sqlite(
            folder.file, "CREATE TRIGGER full BEFORE INSERT ON fact_line BEGIN SELECT RAISE(ABORT, 'no room'); END")
        let database = folder.database()
        let game = FinishedGame(
            record: Samples.record("libros"), rotation: Rotation(games: 1, lastPlayed: [1: 1]),
            factLine: ("datos", FactLine(lines: ["art": [2, 1]])))
        #expect(throws: PlayerDatabaseError.failed(folder.file, reason: "no room")) { try database.keep(game) }
        #expect(try folder.database().history().records.isEmpty)
        #expect(try folder.database().rotation(for: "libros") == Rotation())
    }

    /// However a statement fails, the game's earlier rows go with it and the next game is kept as usual.
    @Test(arguments: ["ABORT", "FAIL", "ROLLBACK"])
    func aGameWhoseRoundCannotBeKeptLeavesNothingBehind(_ raise: String) async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try folder.database().open()
        _ = try await sqlite(
            folder.file,
            """
            CREATE TRIGGER full BEFORE INSERT ON round
            WHEN NEW.item = 2 AND (SELECT pack FROM game WHERE id = NEW.game) = 'libros'
            BEGIN SELECT RAISE(\(raise), 'no room'); END
            """)
        let database = folder.database()
        let game = FinishedGame(record: Samples.record("libros"), rotation: Rotation(games: 1, lastPlayed: [1: 1]))
        #expect(throws: PlayerDatabaseError.failed(folder.file, reason: "no room")) { try database.keep(game) }
        #expect(try database.history().records.isEmpty)
        #expect(try database.rotation(for: "libros") == Rotation())
        try database.keep(FinishedGame(record: Samples.record("films")))
        #expect(try folder.database().history().records.map(\.pack) == ["films"])
    }

    @Test func linesOfFactsAreKeptPerPack() throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let database = folder.database()
        #expect(try database.factLine(for: "trivia") == FactLine())
        try database.keep(FactLine(lines: ["art": [1, 3]]), for: "trivia")
        let line = FactLine(lines: ["art": [3, 1], "arte y cultura": [], "\"odd\"": [7]], lastCategory: "art")
        try database.keep(line, for: "trivia")
        #expect(try folder.database().factLine(for: "trivia") == line)
        #expect(try folder.database().factLine(for: "datos") == FactLine())
    }

    @Test func twoProcessesAppendingAtOnceLoseNoGame() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let first = folder.database()
        let second = folder.database()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (database, pack) in [(first, "first"), (second, "second")] {
                group.addTask {
                    for game in 0..<60 {
                        try database.keep(FinishedGame(record: Samples.record(pack, at: Double(game))))
                        if game % 10 == 0 { _ = try database.history() }
                    }
                }
            }
            try await group.waitForAll()
        }
        let packs = try folder.database().history().records.map(\.pack)
        #expect(packs.count == 120)
        #expect(packs.filter { $0 == "first" }.count == 60)
    }

    @Test func theFilesOfEarlierVersionsAreImportedOnceThenSetAside() throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let lines = [
            try Samples.oldHistoryLine(Samples.record("libros")), #"{"date":"2024-01-0"#,
            try Samples.oldHistoryLine(Samples.record("films", at: 60)),
        ]
        try folder.write(lines.joined(separator: "\n") + "\n", to: "history.jsonl")
        try folder.write(#"{"libros":{"games":2,"lastPlayed":{"1":2}}}"#, to: "rotation.json")
        try folder.write(#"{"trivia":{"lines":{"art":[2,1]},"lastCategory":"art"}}"#, to: "facts.json")

        let database = folder.database()
        let contents = try database.history()
        // Dates in the old file were kept to the second.
        #expect(contents.records.map(\.pack) == ["libros", "films"])
        #expect(contents.records.first?.rounds == Samples.record("libros").rounds)
        #expect(contents.warnings.map(\.description) == ["history.jsonl:2: skipped a damaged line"])
        #expect(try database.rotation(for: "libros") == Rotation(games: 2, lastPlayed: [1: 2]))
        #expect(try database.factLine(for: "trivia") == FactLine(lines: ["art": [2, 1]], lastCategory: "art"))
        for name in LegacyNames.all {
            #expect(!folder.exists(name))
            #expect(folder.exists(name + ".imported"))
        }
        // Said once, imported once.
        #expect(try database.history().warnings.isEmpty)
        #expect(try folder.database().history().records.count == 2)
    }

    @Test func aFileAlreadyImportedIsOnlySetAside() throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try folder.write(try Samples.oldHistoryLine(Samples.record("libros")) + "\n", to: "history.jsonl")
        try folder.database().open()
        // As if quiz had been killed between the import's commit and the renaming.
        try FileManager.default.moveItem(
            at: folder.directories.data.appendingPathComponent("history.jsonl.imported"),
            to: folder.directories.data.appendingPathComponent("history.jsonl"))
        #expect(try folder.database().history().records.count == 1)
        #expect(!folder.exists("history.jsonl") && folder.exists("history.jsonl.imported"))
    }

    @Test func aDatabaseOfANewerQuizIsRefusedAndLeftUntouched() async throws {
        for change in ["PRAGMA user_version = 11", "INSERT INTO grdb_migrations VALUES ('v11 something new')"] {
            let folder = try StoreFolder()
            defer { folder.remove() }
            try folder.database().keep(FinishedGame(record: Samples.record("libros")))
            _ = try await sqlite(folder.file, change)
            let before = try Data(contentsOf: folder.file)
            let database = folder.database()
            let error = #expect(throws: PlayerDatabaseUnavailable.self) { try database.history() }
            #expect(
                error?.description == "\(folder.file.path) was written by a newer quiz; this one leaves it untouched: "
                    + "update quiz to keep playing with your history; the results of this session are not kept")
            #expect(try Data(contentsOf: folder.file) == before)
            // Said once: the session goes on, in memory.
            try database.keep(FinishedGame(record: Samples.record("films")))
            #expect(try database.history().records.map(\.pack) == ["films"])
            #expect(try Data(contentsOf: folder.file) == before)
        }
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftUntouched() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(
            at: folder.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = try await sqlite(
            folder.file, "CREATE TABLE notes (id INTEGER, body TEXT); INSERT INTO notes VALUES (1, 'x')")
        let before = try Data(contentsOf: folder.file)
        let database = folder.database()
        let error = #expect(throws: PlayerDatabaseUnavailable.self) { try database.history() }
        #expect(
            error?.description == "\(folder.file.path) is not quiz's database but another program's (its tables: "
                + "notes); quiz leaves it untouched: move it elsewhere, and the next start makes a new one; the "
                + "results of this session are not kept")
        #expect(try Data(contentsOf: folder.file) == before)
        #expect(try await sqlite(folder.file, "SELECT name FROM sqlite_master ORDER BY name") == "notes")
        #expect(!FileManager.default.fileExists(atPath: folder.file.path + "-wal"))
        // The session goes on in memory, and the file stays as it was.
        try database.keep(FinishedGame(record: Samples.record("films")))
        #expect(try database.history().records.map(\.pack) == ["films"])
        #expect(try Data(contentsOf: folder.file) == before)
    }

    @Test func aDamagedFileIsNamedWithWhatToDo() throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try folder.database().keep(FinishedGame(record: Samples.record("libros")))
        try Data(repeating: 0x5A, count: 8192).write(to: folder.file)
        let database = folder.database()
        let error = #expect(throws: PlayerDatabaseUnavailable.self) {
            try database.keep(FinishedGame(record: Samples.record("films")))
        }
        let path = folder.file.path
        #expect(
            error?.description
                == "\(path) is damaged (it is not a database): move it aside (mv \(path) \(path).damaged) "
                + "and the next start makes a new one; the results of this session are not kept")
        #expect(try database.rotation(for: "films") == Rotation())
        // The game that found the file damaged is kept for the session, like those after it.
        try database.keep(FinishedGame(record: Samples.record("libros")))
        #expect(try database.history().records.map(\.pack) == ["films", "libros"])
    }

    @Test func aFileOfTheFirstReleaseOpensWithEverythingItKept() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.directories.data, withIntermediateDirectories: true)
        _ = try await sqlite(folder.file, FirstReleaseDatabase.dump)
        let database = folder.database()
        let day = { Date(timeIntervalSinceReferenceDate: $0) }
        let kept = [
            GameRecord(
                date: day(817_325_251.75), pack: "films", title: "Films: true or false?", kind: .film,
                options: GameOptions(seed: 1, limit: 2),
                score: Score(right: 1, wrong: 1, currentStreak: 1, bestStreak: 1, answerTime: 0.25), time: 0.5,
                rounds: [
                    .init(id: 10, answer: .yesNo(true), result: false, seconds: 0.125),
                    .init(id: 13, answer: .yesNo(false), result: true, seconds: 3.5e-05),
                ]),
            GameRecord(
                date: day(817_325_252.5), pack: "science-quiz", title: "Science and nature: pick an answer",
                kind: .choice,
                options: GameOptions(
                    seed: 1, filter: "rocks", limit: 2, shuffleAnswers: true, timeLimit: 20.5, streakAlerts: [3, 5]),
                score: Score(right: 1, wrong: 1, bestStreak: 1, answerTime: 0.125), time: 0.375,
                rounds: [
                    .init(id: 7, answer: .option(1), result: true, seconds: 7.5e-05),
                    .init(id: 10, answer: .option(2), result: false, seconds: 3.25e-05),
                ]),
            GameRecord(
                date: day(817_325_253.25), pack: "general-knowledge", title: "General knowledge", kind: .quiz,
                options: GameOptions(seed: 1, limit: 2), stopped: true,
                score: Score(wrong: 1, unanswered: 1, answerTime: 4.5e-05), time: 0.0625,
                rounds: [
                    .init(id: 17, answer: .text("Canberra \"AU\" ñ"), result: false, seconds: 4.75e-05),
                    .init(id: 22),
                ]),
        ]
        let damaged = [4, 5, 6].map { HistoryWarning(file: "quiz.sqlite", line: $0) }
        #expect(try database.history() == History.Contents(records: kept, warnings: damaged))
        #expect(try database.rotation(for: "films") == Rotation(games: 2, lastPlayed: [10: 1, 13: 2]))
        #expect(
            try database.factLine(for: "facts")
                == FactLine(
                    lines: ["art": [13, 14, 12], "education": [2, 3, 1], "sports": [24, 25, 23]],
                    lastCategory: "sports"))
        #expect(
            try database.reviews() == [
                Review(id: 1, pack: "films", item: 1, rating: 4, text: "Good \"film\"", date: day(817_325_252))
            ])
        let source = "http://127.0.0.1:8080"
        let sync = try #require(try database.lastComplete(source: source))
        #expect(sync.run == SyncRun(id: 1, source: source, startedAt: day(817_325_200)))
        #expect(sync.finishedAt == day(817_325_210.5))
        #expect(
            sync.packs == [
                SyncedPack(name: "libros", kind: .book, items: 12), SyncedPack(name: "capitals", kind: .quiz, items: 2),
            ])
        #expect(
            try database.files(of: sync.run).map(\.url) == ["\(source)/api/quizzes/capitals", "\(source)/libros.json"])
        #expect(try database.answers(pack: "capitals", source: source) == [1: "Canberra", 2: "Ottawa"])

        // The next game joins them, and a new run of the same source gets a new id.
        try database.keep(FinishedGame(record: Samples.record("libros")))
        #expect(try database.openRun(source: source, at: day(817_325_300)).id == 2)
        let reopened = try folder.database().history()
        #expect(reopened.records == kept + [Samples.record("libros")])
        #expect(reopened.warnings == damaged)
    }

    @Test func aFileOfTheFirstReleaseEndsWithTheTablesOfANewOne() async throws {
        let new = try StoreFolder()
        let earlier = try StoreFolder()
        defer {
            new.remove()
            earlier.remove()
        }
        try new.database().open()
        try FileManager.default.createDirectory(at: earlier.directories.data, withIntermediateDirectories: true)
        _ = try await sqlite(earlier.file, FirstReleaseDatabase.dump)
        try earlier.database().open()
        let schema = """
            SELECT t.name, t.wr, c.name, c.type, c."notnull", c.pk
                FROM pragma_table_list AS t, pragma_table_info(t.name) AS c WHERE t.schema = 'main'
            UNION ALL SELECT m.name, f."table", f."from", f."to", f.on_delete, f.seq
                FROM sqlite_master AS m, pragma_foreign_key_list(m.name) AS f
            UNION ALL SELECT name, tbl_name, type, '', '', '' FROM sqlite_master WHERE type = 'index'
            UNION ALL SELECT 'migration', identifier, '', '', '', '' FROM grdb_migrations
            UNION ALL SELECT 'version', user_version, '', '', '', '' FROM pragma_user_version
            ORDER BY 1, 2, 3;
            """
        let tables = try await sqlite(new.file, schema)
        #expect(tables.contains("game|0|answer_time|REAL|0|0"))
        #expect(tables.contains("migration|v5 cheaper writes at the end of each game"))
        #expect(tables.contains("migration|v6 practice parameters"))
        #expect(tables.contains("class_game|0|asked|TEXT|1|0"))
        #expect(tables.contains("game|0|opinions|INTEGER|1|0"))
        #expect(try await sqlite(earlier.file, schema) == tables)
    }

    @Test func openingRemovesTheTemporaryFilesOfKilledProcessesOnly() throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let cache = folder.directories.downloads
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        try folder.write("{}", to: ".rotation.json.99999999.\(UUID().uuidString).tmp")
        let live = ".facts.json.\(getpid()).\(UUID().uuidString).tmp"
        try folder.write("{}", to: live)
        let strayDownload = cache.appendingPathComponent(".0123456789abcdef.body.99999998.\(UUID().uuidString).tmp")
        try Data().write(to: strayDownload)
        try folder.write("mine", to: ".notes.tmp")
        let database = folder.database()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.directories.data.path).count == 3)
        try database.open()
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.directories.data.path).sorted()
        #expect(left.filter { $0.hasSuffix(".tmp") } == [live, ".notes.tmp"].sorted())
        #expect(!FileManager.default.fileExists(atPath: strayDownload.path))
    }
}

enum LegacyNames {
    static let all = ["history.jsonl", "rotation.json", "facts.json"]
}
