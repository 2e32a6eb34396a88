import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizShell
import QuizStore
import QuizTestSupport
import Testing

@testable import QuizScripting

@Suite("Scripts and transcripts, run through an interpreter")
struct ScriptRunnerTests {
    /// The lines a runner printed, the commands it ran, the failures it reported, and whether it bailed.
    private struct Run {
        var output: [String] = []
        var commands = 0
        var failures: [ScriptStep] = []
        var bailed = false
    }

    private func run(_ script: [String], echo: Bool = true, bail: Bool = false) async throws -> Run {
        let packs = try PackFolder()
        defer { packs.remove() }
        return try await ScriptSandbox.run { sandbox in
            let interpreter = sandbox.interpreter(
                source: .local(folders: [packs.url]), transports: .with(http: { _ in UnreachableTransport() }),
                records: PlayerDatabase())
            var run = Run()
            let runner = ScriptRunner(echo: echo, bail: bail, clock: sandbox.clock)
            run.bailed = await runner.run(script, through: interpreter) {
                run.output.append($0)
            } ran: { step in
                run.commands += 1
                if step.failure != nil { run.failures.append(step) }
            }
            await interpreter.close()
            return run
        }
    }

    @Test func echoShowsEachCommandAfterItsPromptAndTheScriptLinesAsTheyAre() async throws {
        let run = try await run(["# Films", "load films", "", "play 1", "  # indented", "yes", "nope"])
        #expect(
            run.output == [
                "# Films",
                "quiz> load films",
                #"Loaded films: 2 films, "Films"."#,
                "",
                "quiz> play 1",
                "Game of films: 1 question (seed 1).",
                "Question 1 of 1 · True or false?",
                "The Godfather",
                "Francis Ford Coppola directed it",
                "Poster (The Godfather): https://posters.test/godfather.jpg",
                "  Yes / No",
                "  # indented",
                "quiz [1/1]> yes",
                "✓ Right! It is true.",
                "★ Perfect game!",
                "Game over: 1/1 right (100%), best streak 1, 1 s.",
                "quiz> nope",
                #"error: unknown command "nope"; type "help" to see them all"#,
            ])
        #expect(run.failures.map(\.line) == [7])
        #expect(run.failures.map(\.failure) == [#"unknown command "nope"; type "help" to see them all"#])
        #expect((run.commands, run.failures.count, run.bailed) == (4, 1, false))
    }

    @Test("a script's lines end at LF or CRLF; a last line end starts no line, blank lines stay, accents too")
    func scriptLines() {
        #expect(ScriptFile.lines(of: "load books\r\nplay\n\n# sí\r\nñ") == ["load books", "play", "", "# sí", "ñ"])
        #expect(ScriptFile.lines(of: "quit\n") == ["quit"])
        #expect(ScriptFile.lines(of: "") == [])
        #expect(ScriptFile.lines(of: "a\n\r") == ["a"])
        #expect(ScriptFile.lines(of: "a\n\n") == ["a", ""])
        #expect(ScriptFile.lines(of: "\n\r\n") == ["", ""])
        #expect(ScriptFile.lines(of: "a\rb\n") == ["a\rb"])
    }

    @Test func withoutEchoOnlyTheOutputIsPrinted() async throws {
        let run = try await run(["# a comment", "load films", "lod"], echo: false)
        #expect(run.output == [#"Loaded films: 2 films, "Films"."#])
        #expect(run.failures.map(\.line) == [3])
    }

    @Test func theClockMovesOneSecondBeforeEachCommand() async throws {
        let run = try await run(["load films", "play", "yes", "# no time passes here", "score"], echo: false)
        #expect(run.output.last?.hasSuffix("Time per answer 1 s · Time played 2 s") == true)
    }

    @Test func bailStopsAtTheFirstFailure() async throws {
        let run = try await run(["expect pack films", "load films", "expect pack books"], bail: true)
        #expect(run.output == ["quiz> expect pack films", "error: expect pack: expected films, got none"])
        #expect((run.commands, run.failures.count, run.bailed) == (1, 1, true))
    }

    @Test func quitEndsTheScript() async throws {
        let run = try await run(["quit", "load films"])
        #expect(run.output == ["quiz> quit"])
        #expect(run.commands == 1)
    }

    @Test func aTranscriptThatStillMatchesPasses() async throws {
        let file = try transcriptFile(["# Films", "quiz> load films", #"Loaded films: 2 films, "Films"."#])
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        #expect(try await test(file, update: false) == .passed)
    }

    @Test func aChangedTranscriptFailsAndUpdateRewritesIt() async throws {
        let file = try transcriptFile(["quiz> load films", "Loaded films: 3 films.", "quiz> expect pack films"])
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let outcome = try await test(file, update: false)
        #expect(
            outcome
                == .failed(
                    diff: [
                        "--- films.session", "+++ films.session (actual)", "@@ -1,3 +1,3 @@", " quiz> load films",
                        "-Loaded films: 3 films.", #"+Loaded films: 2 films, "Films"."#, " quiz> expect pack films",
                    ],
                    difference: TranscriptDifference(
                        line: 2, expected: "Loaded films: 3 films.", actual: #"Loaded films: 2 films, "Films"."#)))
        guard case .failed(let diff, _) = outcome else { return }
        #expect(try await test(file, update: true) == .updated(diff: diff))
        #expect(
            try String(contentsOf: file, encoding: .utf8)
                == "quiz> load films\nLoaded films: 2 films, \"Films\".\nquiz> expect pack films\n")
        #expect(try await test(file, update: false) == .passed)
    }

    @Test func foldersGiveTheirSessionsByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-sessions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["b.session", "a.session", "notes.txt"] {
            try Data().write(to: folder.appendingPathComponent(name))
        }
        #expect(
            try TranscriptTest.tests(at: [folder.path]).map(\.name)
                == ["a.session", "b.session"].map { folder.path + "/" + $0 })
        #expect(try TranscriptTest.tests(at: ["/no/such"]).map(\.name) == ["/no/such"])
        try FileManager.default.removeItem(at: folder.appendingPathComponent("a.session"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("b.session"))
        #expect(throws: ScriptError.noTranscripts(path: folder.path)) { try TranscriptTest.tests(at: [folder.path]) }
    }

    /// A file `films.session` holding `lines`, in a folder of its own for the caller to remove.
    private func transcriptFile(_ lines: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quiz-transcript-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("films.session")
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: file)
        return file
    }

    private func test(_ file: URL, update: Bool) async throws -> TranscriptTest.Outcome {
        let packs = try PackFolder()
        defer { packs.remove() }
        return try await TranscriptTest(file: file, name: file.lastPathComponent).run(update: update) { script in
            try await ScriptSandbox.run { sandbox in
                await sandbox.transcript(
                    of: script, source: .local(folders: [packs.url]),
                    transports: .with(http: { _ in UnreachableTransport() }), records: PlayerDatabase())
            }
        }
    }
}

/// A temporary folder holding a pack of two films.
private struct PackFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-packs-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let films = Pack(
            name: "films", title: "Films", language: "en",
            items: .film([
                FilmItem(
                    id: 1, title: "The Godfather", posterUrl: "https://posters.test/godfather.jpg",
                    question: "Francis Ford Coppola directed it", answer: true),
                FilmItem(id: 2, title: "Jaws", question: "Alfred Hitchcock directed it", answer: false),
            ]))
        try JSONEncoder().encode(films).write(to: url.appendingPathComponent("films.json"))
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
