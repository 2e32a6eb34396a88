import Foundation
import QuizTestSupport
import Testing

/// The player's database as a player meets it: kept across starts, never opened by start-up, and a damaged or newer
/// file said once while the game goes on.
@Suite("The player's database, through the built binary")
struct PlayerDatabaseEndToEndTests {
    let quiz: BuiltQuiz

    init() throws {
        quiz = try BuiltQuiz()
    }

    private var data: URL { quiz.folder.url.appendingPathComponent("home/data/quiz") }
    private var file: URL { data.appendingPathComponent("quiz.sqlite") }
    private static let game = "load books\nset seed 3\nset rounds 2\nplay\n1\nnext\n2\n"

    @Test func startingAndAskingForHelpOpenNothing() async throws {
        #expect(try await quiz().status == 0)
        #expect(try await quiz("--help").status == 0)
        #expect(try await quiz(input: "packs\nhelp\n").status == 0)
        #expect(!FileManager.default.fileExists(atPath: data.path))
    }

    @Test func gamesAreKeptAcrossStartsAndListedByHistory() async throws {
        #expect(try await quiz(input: Self.game).status == 0)
        #expect(try await quiz(input: Self.game).status == 0)
        let history = try await quiz("history", "--format", "csv")
        #expect(history.status == 0)
        #expect(history.stdout.split(separator: "\n").count == 3)
        #expect(history.stderr == "")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func historyAndStatsSayWhichOptionIsWrongAndWhenNoGameMatches() async throws {
        #expect(try await quiz(input: Self.game).status == 0)
        let badDay = try await quiz("history", "--since", "2026-13-01")
        #expect(badDay.status == 64)
        #expect(badDay.stderr == "error: --since 2026-13-01 is not a valid day; use YYYY-MM-DD\n")
        let badKind = try await quiz("stats", "--kind", "poll")
        #expect(badKind.status == 64)
        #expect(badKind.stderr == "error: --kind poll: use one of quiz, match, book, film, choice, fact, mixed\n")
        for filters in [["--kind", "choice"], ["--since", "2026-12-01", "--until", "2026-11-01"]] {
            for command in ["history", "stats"] {
                let none = try await quiz.run([command] + filters, variables: [:])
                #expect(none.status == 0 && none.stdout == "no game played matches those filters\n")
            }
        }
        let help = try await quiz("help", "history")
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("this kind: quiz, match, book, film, choice, fact, mixed."))
    }

    @Test func statsNameTheMostMissedQuestionsAsTheShellDoes() async throws {
        #expect(try await quiz(input: "load books\nset seed 3\nset rounds 2\nplay\n2\nnext\n1\n").status == 0)
        let missed =
            "most missed: \"Who wrote this novel?\" (1×), \"What is the shepherd Santiago searching…\" (1×)\n"
        let command = try await quiz("stats")
        #expect(command.status == 0 && command.stdout.hasSuffix(missed))
        let shell = try await quiz(input: "stats\n")
        #expect(shell.stdout == command.stdout)
    }

    @Test func theOldHistoryIsImportedOnceAndKept() async throws {
        let record =
            #"{"date":"2024-05-01T10:00:00Z","kind":"film","options":{"seed":4},"pack":"films","rounds":[],"#
            + #""score":{"answerTime":0,"bestStreak":1,"currentStreak":1,"right":1,"unanswered":0,"wrong":0},"#
            + #""stopped":false,"time":3,"title":"Films"}"#
        try quiz.folder.write(record + "\n{\"torn\n", to: "home/data/quiz/history.jsonl")
        let first = try await quiz("history")
        #expect(first.status == 0)
        #expect(first.stdout == "2024-05-01 10:00  films  1/1 right (100%)  3 s\n")
        #expect(first.stderr == "warning: history.jsonl:2: skipped a damaged line\n")
        let second = try await quiz("history")
        #expect(second.stdout == first.stdout && second.stderr == "")
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("history.jsonl.imported").path))
    }

    @Test(.enabled(if: ReadOnlyFolder.canBeMade, "no folder can be made read-only here"))
    func historyReadsTheFileOfAReadOnlyFolder() async throws {
        #expect(try await quiz(input: Self.game).status == 0)
        let before = try Data(contentsOf: file)
        ReadOnlyFolder.make(data)
        defer { ReadOnlyFolder.undo(data) }
        let history = try await quiz("history", "--format", "csv")
        #expect(history.status == 0, "\(history.stderr)")
        #expect(history.stdout.split(separator: "\n").count == 2)
        #expect(history.stdout.contains("books"))
        #expect(history.stderr == "")
        // A game played there is not kept, said once on standard error, and the file stays as it was.
        let played = try await quiz(input: Self.game)
        #expect(played.status == 0)
        #expect(played.stderr.contains("the results of this session are not kept"))
        #expect(try Data(contentsOf: file) == before)
    }

    @Test(.enabled(if: ReadOnlyFolder.canBeMade, "no folder can be made read-only here"))
    func anEarlierVersionsFileIsReadInAReadOnlyFolder() async throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        // As far as games and the line of facts go, a file of the first version: WAL, its migration, a game with its
        // score as JSON, and a line of facts as JSON.
        let earlier = """
            PRAGMA journal_mode = WAL;
            CREATE TABLE game (
                id INTEGER PRIMARY KEY, date REAL NOT NULL, pack TEXT NOT NULL, title TEXT NOT NULL,
                kind TEXT NOT NULL, options TEXT NOT NULL, stopped INTEGER NOT NULL, score TEXT NOT NULL,
                time REAL NOT NULL);
            CREATE INDEX game_by_pack ON game (pack);
            INSERT INTO game VALUES (1, 817325251.75, 'films', 'Films', 'film', '{"seed":1}', 0,
                '{"answerTime":0.25,"bestStreak":1,"currentStreak":1,"right":1,"unanswered":0,"wrong":1}', 3);
            CREATE TABLE round (
                game INTEGER NOT NULL REFERENCES game (id) ON DELETE CASCADE, number INTEGER NOT NULL,
                item INTEGER NOT NULL, answer TEXT, result INTEGER, seconds REAL, PRIMARY KEY (game, number)
            ) WITHOUT ROWID;
            CREATE TABLE rotation (pack TEXT PRIMARY KEY, value TEXT NOT NULL);
            CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
            INSERT INTO grdb_migrations VALUES ('v1 games, rotations, facts, sync, reviews, favourites');
            CREATE TABLE fact_line (pack TEXT PRIMARY KEY, value TEXT NOT NULL);
            INSERT INTO fact_line VALUES ('facts', '{"lastCategory":"sports","lines":{"education":[5,6,7,8,9,10,11,1,2,3,4]}}');
            PRAGMA user_version = 1;
            """
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = [file.path, earlier]
        #expect(try await sqlite.outputUntilExit().status == 0)
        ReadOnlyFolder.make(data)
        defer { ReadOnlyFolder.undo(data) }
        // After sports comes education, whose line starts at its fifth fact rather than its first.
        let shown = try await quiz(input: "fact\n")
        #expect(shown.stdout.contains("Alpha and beta"), "\(shown.stdout)\(shown.stderr)")
        #expect(!shown.stderr.contains("no such"), "\(shown.stderr)")
        let history = try await quiz("history")
        #expect(history.stdout.hasSuffix("  films  1/2 right (50%)  3 s\n"), "\(history.stdout)\(history.stderr)")
        #expect(history.stderr == "")
    }

    @Test func aDamagedFileIsSaidOnceAndTheGameGoesOn() async throws {
        #expect(try await quiz(input: Self.game).status == 0)
        try Data(repeating: 0x21, count: 4096).write(to: file)
        let played = try await quiz(input: Self.game + "play\n1\nnext\n1\nhistory\n")
        let sentence =
            "\(file.path) is damaged (it is not a database): move it aside (mv \(file.path) \(file.path).damaged) and "
            + "the next start makes a new one; the results of this session are not kept"
        // The warning goes to standard error, once, and standard output keeps the game alone.
        #expect(played.stderr.components(separatedBy: sentence).count == 2, "\(played.stderr)")
        #expect(played.stderr.contains("warning: " + sentence + "\n"))
        #expect(!played.stdout.contains("warning"))
        #expect(played.stdout.contains("Game over: 1/2 right"))
        #expect(played.stdout.split(separator: "\n").filter { $0.contains("  books  ") }.count == 2)
        let history = try await quiz("history")
        #expect(history.status == 1)
        #expect(
            history.stderr
                == "error: \(file.path) is damaged (it is not a database): move it aside (mv \(file.path) "
                + "\(file.path).damaged) and the next start makes a new one\n")
        try FileManager.default.moveItem(at: file, to: URL(fileURLWithPath: file.path + ".damaged"))
        #expect(try await quiz("history").status == 0)
    }
}
