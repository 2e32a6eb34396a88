import Foundation
import QuizTestSupport
import Synchronization
import Testing

/// `quiz join` against a real `quiz serve`, with the room driven by a real `quiz host`: the question reaches a
/// player whose standard input is open and silent, and on a terminal the prompt counts the seconds down.
@Suite("quiz join in a class room", .serialized)
struct ClassJoinTests {
    /// A `quiz` process whose output is read as it comes, and whose standard input stays open until it ends.
    final class Running: Sendable {
        let process = Process()
        private let input = Pipe()
        private let output = SharedText()
        private let errors = SharedText()

        final class SharedText: Sendable {
            private let text = Mutex("")
            func append(_ data: Data) { text.withLock { $0 += String(decoding: data, as: UTF8.self) } }
            var value: String { text.withLock { $0 } }
        }

        /// With `readsOutput` false, nobody reads standard output: its pipe's reading end is closed, as `| head` does.
        init(_ arguments: [String], home: URL, readsOutput: Bool = true) throws {
            process.executableURL = QuizProcess.binary
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
            environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
            environment["LANG"] = "C.UTF-8"
            process.environment = environment
            let (outputPipe, errorPipe) = (Pipe(), Pipe())
            let (output, errors) = (self.output, self.errors)
            outputPipe.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
            errorPipe.fileHandleForReading.readabilityHandler = { errors.append($0.availableData) }
            process.standardInput = input
            process.standardOutput = outputPipe
            process.standardError = errorPipe
            try process.start()
            if !readsOutput { try outputPipe.fileHandleForReading.close() }
        }

        deinit {
            if process.isRunning { process.terminate() }
        }

        var stdout: String { output.value }
        var stderr: String { errors.value }

        func type(_ line: String) {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
        }

        /// Waits until `text` (standard output, or error with `inErrors`) matches `pattern`; returns its first match.
        func waitFor(_ pattern: String, inErrors: Bool = false, seconds: Double = 60) async -> String? {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                let text = inErrors ? stderr : stdout
                if let range = text.range(of: pattern, options: .regularExpression) { return String(text[range]) }
                try? await Task.sleep(for: .milliseconds(50))
            }
            return nil
        }
    }

    private let home = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-class-\(UUID().uuidString)")

    /// The environment of a `quiz join` in a terminal of its own, in the room's home.
    private var terminal: [String: String] {
        [
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path, "LANG": "C.UTF-8",
            "TERM": "xterm-256color",
        ]
    }

    /// A `quiz serve` on a free port and a room of one question opened on it by `quiz host`.
    private func room(seconds: Int, questions: Int = 1) async throws -> (
        serve: Running, host: Running, url: String, pin: String
    ) {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let serve = try Running(["serve", "--port", "0"], home: home)
        let url = try #require(await serve.waitFor("http://127\\.0\\.0\\.1:[0-9]+"), "\(serve.stderr)")
        let host = try Running(
            [
                "host", "world-cup-2022", "--source", url, "--seconds", "\(seconds)", "--questions", "\(questions)",
                "--seed", "2",
            ],
            home: home)
        let opened = try #require(await host.waitFor("room [0-9]{6} open"), "\(host.stdout)\(host.stderr)")
        return (serve, host, url, String(opened.dropFirst(5).prefix(6)))
    }

    @Test func aPlayerWhoseInputStaysSilentStillReceivesTheQuestionAndTheReminders() async throws {
        let (serve, host, url, pin) = try await room(seconds: 11)
        defer { _ = (serve, host) }
        let ben = try Running(["join", url, pin, "--name", "Ben"], home: home)
        #expect(await ben.waitFor("as Ben; wait for the game to start") != nil, "\(ben.stdout)\(ben.stderr)")
        #expect(await host.waitFor("in the room \\(1\\): Ben") != nil, "\(host.stdout)")
        host.type("next")
        #expect(await ben.waitFor("Question 1 of 1 · 11 s left") != nil, "\(ben.stdout)")
        #expect(await ben.waitFor("answer with a number or the answer's text") != nil, "\(ben.stdout)")
        #expect(await ben.waitFor("\n10 s left\n", seconds: 20) != nil, "\(ben.stdout)")
        ben.type("1")
        #expect(await ben.waitFor("answer taken; the verdict comes when question 1 closes") != nil, "\(ben.stdout)")
        #expect(await ben.waitFor("Question 1 closed: the answer was") != nil, "\(ben.stdout)")
    }

    @Test func aPlayerJoiningAfterTheStartIsToldTheGameIsUnderWayAndAnswersTheOpenQuestion() async throws {
        let (serve, host, url, pin) = try await room(seconds: 30)
        defer { _ = (serve, host) }
        host.type("next")
        #expect(await host.waitFor("Question 1 of 1") != nil, "\(host.stdout)")
        let ben = try Running(["join", url, pin, "--name", "Ben"], home: home)
        #expect(await ben.waitFor("as Ben; the game is under way\n") != nil, "\(ben.stdout)\(ben.stderr)")
        #expect(await ben.waitFor("Question 1 of 1 · [0-9]+ s left") != nil, "\(ben.stdout)")
        #expect(!ben.stdout.contains("wait for the game to start"), "\(ben.stdout)")
        ben.type("1")
        #expect(await ben.waitFor("answer taken; the verdict comes when question 1 closes") != nil, "\(ben.stdout)")
    }

    @Test func aTeamAskedOfARoomWithoutTeamsIsSaidToBeLeftAsideAndThePlayerJoins() async throws {
        let (serve, host, url, pin) = try await room(seconds: 30)
        defer { _ = (serve, host) }
        let ben = try Running(["join", url, pin, "--name", "Ben", "--team", "Red"], home: home)
        #expect(await ben.waitFor("as Ben; wait for the game to start") != nil, "\(ben.stdout)\(ben.stderr)")
        #expect(
            await ben.waitFor("room \(pin) has no teams: --team \"Red\" is left aside and you play on your own")
                != nil, "\(ben.stdout)\(ben.stderr)")
        #expect(await host.waitFor("in the room \\(1\\): Ben") != nil, "\(host.stdout)")
    }

    @Test func aJoinStartedAgainAfterTheLastWasKilledTakesTheNameBackWithItsPoints() async throws {
        let (serve, host, url, pin) = try await room(seconds: 30, questions: 2)
        defer { _ = (serve, host) }
        let lost = try Running(["join", url, pin, "--name", "Ben"], home: home)
        #expect(await lost.waitFor("as Ben; wait for the game to start") != nil, "\(lost.stdout)\(lost.stderr)")
        host.type("next")
        #expect(await lost.waitFor("Question 1 of 2") != nil, "\(lost.stdout)")
        lost.type("Argentina")
        let verdict = await lost.waitFor("\\+[0-9]+ points")
        #expect(verdict != nil, "\(lost.stdout)")
        // The terminal is closed without a word to the room, as a laptop that runs out of battery.
        kill(lost.process.processIdentifier, SIGKILL)
        await lost.process.exited()

        let back = try Running(["join", url, pin, "--name", "Ben"], home: home)
        let points = verdict.map { String($0.dropFirst().prefix { $0.isNumber }) } ?? "?"
        #expect(
            await back.waitFor("back in room \(pin) as Ben, with \(points) points") != nil,
            "\(back.stdout)\(back.stderr)")
        #expect(!back.stderr.contains("already"), "\(back.stderr)")
        let key = try String(contentsOf: home.appendingPathComponent("state/quiz/device-key"), encoding: .utf8)
        #expect(key.count == 33)
        let attributes = try FileManager.default.attributesOfItem(
            atPath: home.appendingPathComponent("state/quiz/device-key").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func aJoinWhoseOutputNobodyReadsAnymorePlaysOnWithoutACrash() async throws {
        let (serve, host, url, pin) = try await room(seconds: 30)
        defer { _ = (serve, host) }
        let ben = try Running(["join", url, pin, "--name", "Ben"], home: home, readsOutput: false)
        #expect(await host.waitFor("in the room \\(1\\): Ben") != nil, "\(host.stdout)")
        host.type("next")
        #expect(await host.waitFor("question 1: 0 of 1 have answered") != nil, "\(host.stdout)")
        try await Task.sleep(for: .seconds(1))
        #expect(ben.process.isRunning, "\(ben.stderr)")
        #expect(!ben.stderr.contains("Fatal error"), "\(ben.stderr)")
    }

    @Test func onATerminalThePromptCountsTheSecondsDownAndKeepsWhatIsTyped() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        let (serve, host, url, pin) = try await room(seconds: 20)
        defer { _ = (serve, host) }
        let ana = try TerminalSession(
            arguments: ["join", url, pin, "--name", "Ana"],
            environment: terminal)
        // capture-pane leaves out the space at the end of a prompt.
        #expect(await ana.waitUntilShown("quiz [room \(pin)]>", seconds: 60), "\(ana.screen)")
        host.type("next")
        #expect(await Self.waitUntil(ana, shows: "quiz \\[room \(pin) · 1/1 · (20|19|18) s\\]>"), "\(ana.screen)")
        try ana.type("Arg")
        // A second later the prompt counts fewer seconds, and what was typed is still after it.
        #expect(await Self.waitUntil(ana, shows: "quiz \\[room \(pin) · 1/1 · 1[0-8] s\\]> Arg"), "\(ana.screen)")
        // No reminder lines where the prompt counts.
        #expect(!ana.screen.contains("10 s left"))
        try ana.type("entina")
        try ana.send("Enter")
        #expect(await ana.waitUntilShown("answer taken", seconds: 60), "\(ana.screen)")
        // The only player has answered: the question closes at once, and the prompt has no question.
        #expect(await ana.waitUntilShown("Question 1 closed: the answer was Argentina", seconds: 60), "\(ana.screen)")
        #expect(await ana.waitUntilShown("quiz [room \(pin)]>", seconds: 60), "\(ana.screen)")
    }

    @Test func onATerminalTheQuestionsPicturesAreDrawnWithTheOptionsUnderThem() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        let (serve, host, url, pin) = try await room(seconds: 30)
        defer { _ = (serve, host) }
        let ana = try TerminalSession(
            arguments: ["join", url, pin, "--name", "Ana", "--images", "symbols"],
            environment: terminal)
        #expect(await ana.waitUntilShown("quiz [room \(pin)]>", seconds: 60), "\(ana.screen)")
        host.type("next")
        #expect(await ana.waitUntilShown("answer with a number or the answer's text", seconds: 60), "\(ana.screen)")
        // Between the options and the hint: the two flags drawn in symbols, and under them the teams' names.
        let lines = ana.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let options = try #require(lines.lastIndex { $0.hasPrefix("  2  ") }, "\(ana.screen)")
        let hint = try #require(lines.lastIndex { $0.hasPrefix("answer with a number") }, "\(ana.screen)")
        let drawn = lines[(options + 1)..<hint]
        #expect(drawn.count >= 3, "\(ana.screen)")
        #expect(!ana.screen.contains("[images/"), "\(ana.screen)")
        let first = lines[options - 1].dropFirst(5)
        let second = lines[options].dropFirst(5)
        let labels = try #require(drawn.last).split(separator: " ").map(String.init)
        #expect(labels == [String(first), String(second)], "\(ana.screen)")
        let coloured = ana.colouredScreen
        #expect(coloured.contains("\u{1B}[38;2;"), "the flags are drawn in colour")
    }

    @Test func theHostWatchesTheReportChangeAsTheRoomPlaysUntilItEnds() async throws {
        let (serve, host, url, pin) = try await room(seconds: 30)
        defer { _ = (serve, host) }
        let watching = try Running(["results", pin, "--watch", "--by", "question"], home: home)
        #expect(
            await watching.waitFor("Room \(pin) · World Cup 2022: knockout stage \\(world-cup-2022\\) · under way")
                != nil, "\(watching.stdout)\(watching.stderr)")
        let ben = try Running(["join", url, pin, "--name", "Ben"], home: home)
        #expect(await ben.waitFor("as Ben; wait for the game to start") != nil, "\(ben.stdout)\(ben.stderr)")
        host.type("next")
        #expect(await ben.waitFor("Question 1 of 1") != nil, "\(ben.stdout)")
        ben.type("1")
        #expect(await watching.waitFor("     [01]/1 right") != nil, "\(watching.stdout)")
        // Without --watch, results are those kept of finished games: the host is told how to follow this one.
        let early = try Running(["results", pin], home: home)
        #expect(
            await early.waitFor(
                "(?i)no results of room \(pin)\nif the room is still open, follow it with: "
                    + "quiz results \(pin) --watch", inErrors: true) != nil, "\(early.stderr)")
        host.type("next")
        #expect(await host.waitFor("Game over") != nil, "\(host.stdout)")
        await watching.process.exited()
        #expect(watching.process.terminationStatus == 0, "\(watching.stderr)")
        // The last report printed is the game's end, no longer under way.
        let last = watching.stdout.components(separatedBy: "Room \(pin)").last
        #expect(
            last?.hasPrefix(" · World Cup 2022: knockout stage (world-cup-2022)\n  1. ") == true, "\(watching.stdout)")
        let unknown = try Running(["results", "999999", "--watch"], home: home)
        await unknown.process.exited()
        #expect(unknown.process.terminationStatus == 1)
        #expect(unknown.stderr.contains("no host key of room 999999 is kept"), "\(unknown.stderr)")
    }

    /// Waits until the terminal's screen has a match of `pattern`.
    static func waitUntil(_ session: TerminalSession, shows pattern: String, seconds: Double = 60) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if session.screen.range(of: pattern, options: .regularExpression) != nil { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return false
    }
}
