import Foundation
import QuizTestSupport
import Testing

/// `quiz host` and `quiz join` as a teacher and a player meet them: connections that drop and come back, the
/// addresses they are given, typed ways to leave and to get help, in English and Spanish.
@Suite("quiz host and quiz join at the terminal", .serialized)
struct ClassTerminalTests {
    typealias Running = ClassJoinTests.Running

    private let home = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-class-\(UUID().uuidString)")

    private var terminal: [String: String] {
        [
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path, "LANG": "C.UTF-8",
            "TERM": "xterm-256color",
        ]
    }

    /// A `quiz serve` on a free port of 127.0.0.1, and its address.
    private func serve() async throws -> (Running, String) {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let serve = try Running(["serve", "--port", "0"], home: home)
        let url = try #require(await serve.waitFor("http://127\\.0\\.0\\.1:[0-9]+"), "\(serve.stderr)")
        return (serve, url)
    }

    /// A room of `questions` questions opened by `quiz host` on `source`, with its PIN.
    private func host(on source: String, questions: Int, seconds: Int = 30, arguments: [String] = []) async throws
        -> (Running, String)
    {
        let host = try Running(
            [
                "host", "world-cup-2022", "--source", source, "--seconds", "\(seconds)", "--questions", "\(questions)",
                "--seed", "2",
            ] + arguments, home: home)
        let opened = try #require(
            await host.waitFor("(room|sala) [0-9]{6} (open|abierta)"), "\(host.stdout)\(host.stderr)")
        return (host, String(opened.split(separator: " ")[1]))
    }

    /// Waits until standard output holds `text` `count` times.
    static func waitFor(_ count: Int, of text: String, in running: Running, seconds: Double = 60) async -> Int? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let found = running.stdout.components(separatedBy: text).count - 1
            if found >= count { return found }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return nil
    }

    @Test func aPlayerAndAHostCutOffTwiceComeBackByThemselvesAndPlayOn() async throws {
        let (serve, url) = try await serve()
        defer { _ = serve }
        let proxy = try CuttableProxy(to: try #require(URL(string: url)?.port))
        defer { proxy.stop() }
        let (host, pin) = try await host(on: proxy.url, questions: 2)
        #expect(
            await host.waitFor(
                "Players join with: quiz join \(NSRegularExpression.escapedPattern(for: proxy.url)) \(pin) --name NAME")
                != nil, "\(host.stdout)")
        #expect(host.stdout.contains("or in a browser at \(proxy.url)/join?pin=\(pin)"), "\(host.stdout)")
        let ben = try Running(["join", proxy.url, pin, "--name", "Ben"], home: home)
        #expect(await ben.waitFor("as Ben; wait for the game to start") != nil, "\(ben.stdout)\(ben.stderr)")
        #expect(await host.waitFor("in the room \\(1\\): Ben") != nil, "\(host.stdout)")
        host.type("next")
        #expect(await ben.waitFor("Question 1 of 2") != nil, "\(ben.stdout)")
        ben.type("Argentina")
        let verdict = try #require(await ben.waitFor("\\+[0-9]+ points"), "\(ben.stdout)")
        let points = String(verdict.dropFirst().prefix { $0.isNumber })

        for time in 1...2 {
            proxy.cut()
            let lost = "the connection was lost; joining again in 0.5 s (attempt 1 of 10)…"
            #expect(await Self.waitFor(time, of: lost, in: ben) != nil, "\(ben.stdout)")
            let back = "back in room \(pin) as Ben, with \(points) points"
            #expect(await Self.waitFor(time, of: back, in: ben) != nil, "\(ben.stdout)\(ben.stderr)")
            #expect(await Self.waitFor(time, of: "back in room \(pin) as its host", in: host) != nil, "\(host.stdout)")
        }
        // Back for good: a few seconds later both still play, and the game goes on to its end.
        try await Task.sleep(for: .seconds(2))
        host.type("next")
        #expect(await ben.waitFor("Question 2 of 2") != nil, "\(ben.stdout)")
        ben.type("1")
        #expect(await ben.waitFor("Question 2 closed") != nil, "\(ben.stdout)")
        host.type("next")
        #expect(await ben.waitFor("Your place: 1") != nil, "\(ben.stdout)")
        await ben.process.exited()
        await host.process.exited()
        #expect(ben.process.terminationStatus == 0 && host.process.terminationStatus == 0, "\(ben.stderr)")
        #expect(ben.stdout.components(separatedBy: "the connection was lost").count == 3, "\(ben.stdout)")
        #expect(ben.stderr.isEmpty && host.stderr.isEmpty, "\(ben.stderr)\(host.stderr)")
    }

    @Test func theSamePlayerJoiningFromASecondTerminalTakesThePlaceAndTheFirstStops() async throws {
        let (serve, url) = try await serve()
        defer { _ = serve }
        let (host, pin) = try await host(on: url, questions: 2)
        defer { _ = host }
        let first = try Running(["join", url, pin, "--name", "Ana"], home: home)
        #expect(await first.waitFor("as Ana; wait for the game to start") != nil, "\(first.stdout)\(first.stderr)")
        // The same device key, kept in the same state folder; the name typed in another case.
        let second = try Running(["join", url, pin, "--name", "ana"], home: home)
        #expect(await second.waitFor("as Ana; wait for the game to start") != nil, "\(second.stdout)\(second.stderr)")
        try #require(
            await first.waitFor(
                "error: this player joined the room from another terminal, which plays in the place of this one",
                seconds: 10) != nil, "\(first.stdout)")
        await first.process.exited()
        #expect(first.process.terminationStatus == 1)
        // A few seconds later the second still plays, nobody joined again, and the host saw Ana once.
        try await Task.sleep(for: .seconds(2))
        #expect(!(first.stdout + second.stdout).contains("the connection was lost"), "\(first.stdout)\(second.stdout)")
        #expect(host.stdout.components(separatedBy: "in the room (1): Ana").count == 2, "\(host.stdout)")
        host.type("next")
        #expect(await second.waitFor("Question 1 of 2") != nil, "\(second.stdout)")
    }

    @Test func aHostTakingBackARoomTheServerNoLongerHasIsToldSoAndNotToResumeIt() async throws {
        let (serve, url) = try await serve()
        let (host, pin) = try await host(on: url, questions: 1)
        for running in [host, serve] {
            running.process.terminate()
            await running.process.exited()
        }
        // The server started again, without the rooms of the last.
        let (again, source) = try await self.serve()
        defer { _ = again }
        let resumed = try Running(["host", "--resume", pin, "--source", source], home: home)
        await resumed.process.exited()
        #expect(resumed.process.terminationStatus == 1)
        #expect(resumed.stderr == "error: no open room has the PIN \(pin) on \(source)\n", "\(resumed.stderr)")
        #expect(resumed.stdout.isEmpty, "\(resumed.stdout)")
    }

    @Test func aHostWhoseServerStoppedMidGameIsNotToldToResumeTheRoom() async throws {
        let (serve, url) = try await serve()
        let (host, pin) = try await host(on: url, questions: 1)
        host.type("next")
        #expect(await host.waitFor("Question 1 of 1") != nil, "\(host.stdout)")
        serve.process.terminate()
        // 0.5 + 1 + 2 + 4 + 5 × 6 s, then the message and the exit status.
        #expect(
            await host.waitFor(
                "the connection to room \(pin) was lost and 10 attempts to join again failed", inErrors: true,
                seconds: 90) != nil, "\(host.stdout)\(host.stderr)")
        await host.process.exited()
        #expect(host.process.terminationStatus == 1)
        #expect(!(host.stdout + host.stderr).contains("--resume"), "\(host.stdout)\(host.stderr)")
    }

    @Test func aPlayerWhoseServerIsGoneGivesUpAfterItsAttemptsAndSaysSo() async throws {
        let (serve, url) = try await serve()
        defer { _ = serve }
        let proxy = try CuttableProxy(to: try #require(URL(string: url)?.port))
        defer { proxy.stop() }
        let (host, pin) = try await host(on: url, questions: 1)
        defer { _ = host }
        let ana = try Running(["join", proxy.url, pin, "--name", "Ana"], home: home)
        #expect(await ana.waitFor("as Ana; wait for the game to start") != nil, "\(ana.stdout)\(ana.stderr)")
        proxy.refuse(true)
        proxy.cut()
        // 0.5 + 1 + 2 + 4 + 5 × 6 s, then the message and the exit status.
        #expect(
            await ana.waitFor(
                "the connection to room \(pin) was lost and 10 attempts to join again failed", inErrors: true,
                seconds: 90)
                != nil, "\(ana.stdout)\(ana.stderr)")
        await ana.process.exited()
        #expect(ana.process.terminationStatus == 1)
        #expect(ana.stdout.contains("(attempt 10 of 10)"), "\(ana.stdout)")
    }

    @Test func aServerOnEveryNetworkSaysItsAddressesNotTheWildcard() async throws {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let serve = try Running(["serve", "--host", "0.0.0.0", "--port", "0"], home: home)
        let line = try #require(await serve.waitFor("serving [0-9]+ packs on [^\\n]+"), "\(serve.stderr)")
        #expect(!line.contains("0.0.0.0"), "\(line)")
        let hosts = line.split(separator: " ").filter { $0.hasPrefix("http://") }.compactMap {
            URL(string: String($0))?.host
        }
        #expect(!hosts.isEmpty, "\(line)")
        for host in hosts {
            var address = in_addr()
            #expect(inet_pton(AF_INET, host, &address) == 1, "\(line)")
        }
    }

    /// `quiz`, then `host world-cup-2022`: the room is served by the shell over its local packs, and a player who
    /// joins at the address it gives sees the flags.
    @Test func aRoomHostedFromTheShellOverLocalPacksShowsItsPlayersThePictures() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let teacher = try TerminalSession(arguments: [], environment: terminal)
        #expect(await teacher.waitUntilShown("quiz>", seconds: 60), "\(teacher.screen)")
        try teacher.type("host world-cup-2022 seconds 30 questions 1")
        try teacher.send("Enter")
        #expect(await ClassJoinTests.waitUntil(teacher, shows: "quiz join http://[^ ]+ [0-9]{6}"), "\(teacher.screen)")
        let shown = teacher.screen
        let joining = try #require(shown.range(of: "quiz join http://[^ ]+ [0-9]{6}", options: .regularExpression))
        let words = shown[joining].split(separator: " ").map(String.init)
        let (address, pin) = (words[2], words[3])
        let host = try #require(URL(string: address)?.host)
        var parsed = in_addr()
        #expect(inet_pton(AF_INET, host, &parsed) == 1, "\(shown)")
        #expect(host != ProcessInfo.processInfo.hostName)
        #expect(
            shown.replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
                .contains("or in a browser at \(address)/join?pin=\(pin)"),
            "\(shown)")
        let ana = try TerminalSession(
            arguments: ["join", address, pin, "--name", "Ana", "--images", "symbols"], environment: terminal)
        #expect(await ana.waitUntilShown("quiz [room \(pin)]>", seconds: 60), "\(ana.screen)")
        try teacher.type("next")
        try teacher.send("Enter")
        #expect(await ana.waitUntilShown("answer with a number or the answer's text", seconds: 60), "\(ana.screen)")
        #expect(!ana.screen.contains("not shown") && !ana.screen.contains("404"), "\(ana.screen)")
        #expect(!ana.screen.contains("[images/"), "\(ana.screen)")
        #expect(ana.colouredScreen.contains("\u{1B}[38;2;"), "the flags are drawn in colour")
        try teacher.type("end")
        try teacher.send("Enter")
        #expect(await ana.waitUntilShown("EXITED 0", seconds: 30), "\(ana.screen)")
    }

    @Test func aPlayerTypesHelpAndQuitsDuringAQuestionAndComesBackWithThePoints() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        let (serve, url) = try await serve()
        defer { _ = serve }
        let (host, pin) = try await host(on: url, questions: 2)
        defer { _ = host }
        let ana = try TerminalSession(arguments: ["join", url, pin, "--name", "Ana"], environment: terminal)
        #expect(await ana.waitUntilShown("help shows the help; quit leaves the room", seconds: 60), "\(ana.screen)")
        host.type("next")
        #expect(await ana.waitUntilShown("Question 1 of 2", seconds: 60), "\(ana.screen)")
        try ana.type("help")
        try ana.send("Enter")
        #expect(await ana.waitUntilShown("quit (or Ctrl-D) leaves the room", seconds: 30), "\(ana.screen)")
        #expect(!ana.screen.contains("not one of the choices"), "\(ana.screen)")
        try ana.type("quit")
        try ana.send("Enter")
        #expect(
            await ana.waitUntilShown("you left room \(pin); quiz join \(url) \(pin) --name Ana", seconds: 30),
            "\(ana.screen)")
        #expect(await ana.waitUntilShown("EXITED 0", seconds: 30), "\(ana.screen)")
    }

    @Test func enEspañolSalirDejaLaSalaYAlFinalDelJuegoSeSaleSolo() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        let (serve, url) = try await serve()
        defer { _ = serve }
        let (host, pin) = try await host(on: url, questions: 1, arguments: ["--lang", "es"])
        defer { _ = host }
        #expect(host.stdout.contains("Los alumnos entran con: quiz join \(url) \(pin) --name NOMBRE"), "\(host.stdout)")
        let bea = try TerminalSession(
            arguments: ["join", url, pin, "--name", "Bea", "--lang", "es"], environment: terminal)
        let leo = try TerminalSession(
            arguments: ["join", url, pin, "--name", "Leo", "--lang", "es"], environment: terminal)
        #expect(
            await bea.waitUntilShown("«ayuda» muestra la ayuda; «salir» deja la sala", seconds: 60), "\(bea.screen)")
        #expect(await leo.waitUntilShown("quiz [sala \(pin)]>", seconds: 60), "\(leo.screen)")
        try bea.type("salir")
        try bea.send("Enter")
        #expect(
            await bea.waitUntilShown("has dejado la sala \(pin); quiz join \(url) \(pin) --name Bea", seconds: 30),
            "\(bea.screen)")
        #expect(await bea.waitUntilShown("EXITED 0", seconds: 30), "\(bea.screen)")
        host.type("siguiente")
        #expect(await leo.waitUntilShown("Pregunta 1 de 1", seconds: 60), "\(leo.screen)")
        try leo.type("1")
        try leo.send("Enter")
        #expect(await leo.waitUntilShown("Pregunta 1 cerrada", seconds: 60), "\(leo.screen)")
        host.type("siguiente")
        #expect(await leo.waitUntilShown("Fin del juego. Podio:", seconds: 60), "\(leo.screen)")
        #expect(await leo.waitUntilShown("EXITED 0", seconds: 30), "\(leo.screen)")
    }

    @Test func theHostsTerminalHasAPromptAndAsksBeforeLeavingAGameThatGoesOn() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        let (serve, url) = try await serve()
        defer { _ = serve }
        let teacher = try TerminalSession(
            arguments: ["host", "world-cup-2022", "--source", url, "--questions", "1", "--seed", "2"],
            environment: terminal)
        let opened = try #require(
            await ClassJoinTests.waitUntil(teacher, shows: "quiz \\[room [0-9]{6}\\]>") ? teacher.screen : nil)
        let pin = try #require(opened.range(of: "room [0-9]{6} open", options: .regularExpression)).lowerBound
        let number = String(opened[pin...].dropFirst(5).prefix(6))
        #expect(
            Self.words(opened).contains("or in a browser at \(url)/join?pin=\(number)"), "\(opened)")
        try teacher.type("next")
        try teacher.send("Enter")
        #expect(await teacher.waitUntilShown("quiz [room \(number) · 1/1]>", seconds: 30), "\(teacher.screen)")
        try teacher.type("lock")
        try teacher.send("Enter")
        #expect(await teacher.waitUntilShown("room locked: no new player may join", seconds: 30), "\(teacher.screen)")
        try teacher.type("quit")
        try teacher.send("Enter")
        #expect(await teacher.waitUntilShown("the game is not over", seconds: 30), "\(teacher.screen)")
        #expect(!teacher.screen.contains("EXITED"))
        try teacher.type("quit")
        try teacher.send("Enter")
        #expect(
            await teacher.waitUntilShown(
                "the room stays open on the server: quiz host --resume \(number)", seconds: 30),
            "\(teacher.screen)")
        #expect(await teacher.waitUntilShown("EXITED 0", seconds: 30), "\(teacher.screen)")

        // Another terminal of the same user takes the room back with the kept key, and ends its game.
        let again = try TerminalSession(arguments: ["host", "--resume", number], environment: terminal)
        #expect(await again.waitUntilShown("taking room \(number) back", seconds: 30), "\(again.screen)")
        #expect(await again.waitUntilShown("quiz [room \(number)", seconds: 30), "\(again.screen)")
        try again.type("end")
        try again.send("Enter")
        #expect(await again.waitUntilShown("Game over. Podium:", seconds: 30), "\(again.screen)")
        #expect(await again.waitUntilShown("EXITED 0", seconds: 30), "\(again.screen)")
        let over = try await BuiltQuiz().run(
            ["host", "--resume", number],
            variables: ["XDG_STATE_HOME": home.appendingPathComponent("state").path])
        #expect(over.status == 1 && over.stderr.contains("no host key of room \(number) is kept"), "\(over.stderr)")
    }

    @Test func aHomeworkRoomTakenBackTakesTheCommandsItAdvertises() async throws {
        let (serve, url) = try await serve()
        defer { _ = serve }
        let assign = try Running(
            ["assign", "world-cup-2022", "--source", url, "--until", "+2h", "--questions", "2"], home: home)
        let opened = try #require(await assign.waitFor("homework in room [0-9]{6}"), "\(assign.stderr)")
        let pin = String(opened.suffix(6))
        let host = try Running(["host", "--resume", pin], home: home)
        let commands =
            "commands: kick NAME, lock, unlock, end (closes it now), results, help, quit; each student plays at their "
            + "own pace"
        #expect(await host.waitFor(NSRegularExpression.escapedPattern(for: commands)) != nil, "\(host.stdout)")
        host.type("results")
        #expect(await host.waitFor("Room \(pin) · World Cup 2022: knockout stage") != nil, "\(host.stdout)")
        host.type("help")
        #expect(await host.waitFor("results shows the room's report as it stands") != nil, "\(host.stdout)")
        host.type("nonsense")
        #expect(await host.waitFor("unknown command \"nonsense\"; commands: kick NAME") != nil, "\(host.stdout)")
        #expect(!host.stdout.contains("next") && !host.stdout.contains("skip"), "\(host.stdout)")
        // A homework room's game goes on till its deadline: the second quit leaves.
        host.type("quit")
        host.type("quit")
        await host.process.exited()
    }

    @Test(arguments: [("Rojo, Azul", "(Rojo|Azul)"), ("2", "Equipo [12]")])
    func aSpanishHostsTeamsAreNamedAsTyped(teams: String, named: String) async throws {
        let (serve, url) = try await serve()
        defer { _ = serve }
        let (host, pin) = try await host(on: url, questions: 1, arguments: ["--teams", teams, "--lang", "es"])
        defer { _ = host }
        let ana = try Running(["join", url, pin, "--name", "Ana", "--lang", "es"], home: home)
        #expect(await ana.waitFor("como Ana, del equipo \(named)\n") != nil, "\(ana.stdout)\(host.stderr)")
    }

    /// The words of `text`, one space apart: where lines break makes no difference.
    private static func words(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func theLongLinesOfTheHostAndThePlayerBreakBetweenWordsInANarrowTerminal() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        let (serve, url) = try await serve()
        defer { _ = serve }
        let teacher = try TerminalSession(
            arguments: ["host", "world-cup-2022", "--source", url, "--questions", "1", "--seed", "2"],
            environment: terminal, columns: 46)
        #expect(await ClassJoinTests.waitUntil(teacher, shows: "quiz \\[room [0-9]{6}\\]>"), "\(teacher.screen)")
        let opened = teacher.screen
        let pin = String(opened[try #require(opened.range(of: "[0-9]{6}", options: .regularExpression))])
        let ana = try TerminalSession(
            arguments: ["join", url, pin, "--name", "Ana", "--images", "off"], environment: terminal, columns: 46)
        #expect(await ana.waitUntilShown("quiz [room \(pin)]>", seconds: 60), "\(ana.screen)")
        // The welcome may come after the prompt is drawn.
        #expect(
            await ClassJoinTests.waitUntil(ana, shows: "wait\\s+for\\s+the\\s+game\\s+to\\s+start"), "\(ana.screen)")
        // The lobby's lines: the room opened, how players join, the host's commands, and the player's welcome.
        let hosts = [
            "room \(pin) open: World Cup 2022: knockout stage, 1 question of 20 s",
            "Players join with: quiz join \(url) \(pin) --name NAME, or in a browser at \(url)/join?pin=\(pin)",
            "commands: next (start, close the question or open the next), skip, kick NAME, lock, unlock, end, help, quit",
        ]
        let players = ["in room \(pin) (World Cup 2022: knockout stage) as Ana; wait for the game to start"]
        let lines = hosts.map { (opened, $0) } + players.map { (ana.screen, $0) }
        for (screen, line) in lines {
            #expect(line.count > 46, "\(line)")
            #expect(Self.words(screen).contains(line), "\(line) is cut in a word:\n\(screen)")
        }
    }
}
