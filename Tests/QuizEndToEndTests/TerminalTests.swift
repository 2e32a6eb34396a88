import Foundation
import QuizTestSupport
import Testing

@Suite("The REPL in a real terminal", .serialized)
struct TerminalTests {
    private let home = FileManager.default.temporaryDirectory.appendingPathComponent(
        "quiz-terminal-\(UUID().uuidString)")

    private var environment: [String: String] {
        [
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "LANG": "es_ES.UTF-8", "TERM": "xterm-256color", "NO_COLOR": "1",
        ]
    }

    @Test func editingCompletionHistoryAndInterrupts() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        let session = try TerminalSession(arguments: ["--seed", "3"], environment: environment)
        #expect(await session.waitUntilShown("quiz>"), "no prompt:\n\(session.screen)")

        // Tab completes a pack name, once the line editor has the letters before it.
        try session.type("load mun")
        #expect(await session.waitUntilShown("quiz> load mun"), "\(session.screen)")
        try session.send("Tab")
        #expect(await session.waitUntilShown("quiz> load mundial-2022"), "\(session.screen)")
        try session.send("Enter")
        #expect(await session.waitUntilShown("Paquete mundial-2022 cargado: 16 partidos"), "\(session.screen)")

        // Accented text is edited by character: a stray "ñ" in "estadísticas" (the Spanish name of stats) is
        // reached with Left and deleted with Backspace, and the word goes through intact.
        try session.type("ayuda estadísñticas")
        try session.send("Left", "Left", "Left", "Left", "Left", "BSpace")
        #expect(await session.waitUntilShown("quiz> ayuda estadísticas"), "\(session.screen)")
        try session.send("Enter")
        #expect(await session.waitUntilShown("por paquete: partidas"), "\(session.screen)")

        // Ctrl-C cancels the line being typed, and the shell goes on. The line is on the screen first: a Ctrl-C
        // sent before the shell has read the keys would discard them with the terminal's input, as a terminal does.
        try session.type("load esto no se ejecuta")
        #expect(await session.waitUntilShown("quiz> load esto no se ejecuta"), "\(session.screen)")
        try session.send("C-c")
        #expect(await session.waitUntilShown("load esto no se ejecuta^C"), "\(session.screen)")
        try session.type("packs")
        try session.send("Enter")
        #expect(await session.waitUntilShown("world-cup-2022"), "\(session.screen)")
        #expect(!session.screen.contains("no hay ningún paquete «esto"))

        // Up recalls the lines typed before.
        try session.send("Up", "Up")
        #expect(await session.waitUntilShown("quiz> ayuda estadísticas"), "\(session.screen)")
        try session.send("C-c")
        #expect(await session.waitUntilShown("quiz> ayuda estadísticas^C"), "\(session.screen)")

        // Ctrl-D on an empty line quits.
        try session.send("C-d")
        #expect(await session.waitUntilShown("EXITED 0"), "\(session.screen)")

        // The history is there on the next start, readable by its owner only.
        let history = home.appendingPathComponent("state/quiz/history")
        let attributes = try FileManager.default.attributesOfItem(atPath: history.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let next = try TerminalSession(arguments: [], environment: environment)
        #expect(await next.waitUntilShown("quiz>"), "\(next.screen)")
        try next.send("Up")
        #expect(await next.waitUntilShown("quiz> packs"), "\(next.screen)")
        // The terminal flushes pending input on Ctrl-C, so Ctrl-D waits for the fresh prompt.
        try next.send("C-c")
        #expect(await next.waitUntilShown("quiz> packs^C"), "\(next.screen)")
        try next.send("C-d")
        #expect(await next.waitUntilShown("EXITED 0"), "\(next.screen)")
    }

    @Test func aLineStoppedWithCtrlZIsDrawnAgainAfterFgAndStillEdited() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        let session = try TerminalSession(arguments: [], environment: environment, jobControl: true)
        #expect(await session.waitUntilShown("quiz>"), "no prompt:\n\(session.screen)")
        try session.type("fente")
        try session.send("Left", "Left", "Left", "Left")
        #expect(await session.waitUntilShown("quiz> fente"), "\(session.screen)")
        try session.send("C-z")
        #expect(await session.waitUntilShown("Stopped"), "\(session.screen)")
        try session.send("fg", "Enter")
        // The shell has written over the line and set the terminal its own way: the prompt and the line come back,
        // the cursor where it was, and keys edit the line again.
        try session.type("u")
        #expect(await session.waitUntilShown("quiz> fuente"), "\(session.screen)")
        try session.send("Enter")
        #expect(await session.waitUntilShown("Fuente: paquetes locales"), "\(session.screen)")
        try session.send("C-d")
        #expect(await session.waitUntilShown("quiz> ^D\n$"), "\(session.screen)")
    }

    @Test func tabPressedBeforeTheSlowServerHasListedItsPacksWaitsForTheNames() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        let server = try await SlowPackListServer(delay: 2)
        defer { server.stop() }
        let session = try TerminalSession(
            arguments: ["--source", server.url, "--seed", "3"], environment: environment)
        #expect(await session.waitUntilShown("quiz>"), "no prompt:\n\(session.screen)")
        try session.type("load mun")
        #expect(await session.waitUntilShown("quiz> load mun"), "\(session.screen)")
        #expect(!server.hasAnswered, "the server answered before Tab was pressed; the test proves nothing")
        try session.send("Tab")
        #expect(await session.waitUntilShown("quiz> load mundial-2022"), "\(session.screen)")
        try session.send("C-c")
        // Ctrl-C is a signal and Ctrl-D a byte: the byte must not reach the line before the signal has cleared it.
        #expect(await ClassJoinTests.waitUntil(session, shows: "\\^C\\s*\\n\\s*quiz"), "\(session.screen)")
        try session.send("C-d")
        #expect(await session.waitUntilShown("EXITED 0"), "\(session.screen)")
    }

    @Test func aFormAsksInItsPromptAndCtrlCCancelsIt() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        let session = try TerminalSession(arguments: [], environment: environment)
        #expect(await session.waitUntilShown("quiz>"), "no prompt:\n\(session.screen)")
        try session.type("cargar libros")
        try session.send("Enter")
        #expect(await session.waitUntilShown("Paquete libros cargado"), "\(session.screen)")
        try session.type("editar 1")
        try session.send("Enter")
        #expect(await session.waitUntilShown("quiz [editar 1: libro]>"), "\(session.screen)")
        try session.send("Enter")
        #expect(await session.waitUntilShown("quiz [editar 1: pregunta]>"), "\(session.screen)")
        try session.type("Una pregunta que no se guarda")
        try session.send("Enter")
        #expect(await session.waitUntilShown("quiz [editar 1: respuesta1]>"), "\(session.screen)")
        try session.send("C-c")
        #expect(await session.waitUntilShown("Cancelado; nada ha cambiado."), "\(session.screen)")
        #expect(await session.waitUntilShown("quiz> "), "\(session.screen)")
        #expect(
            !FileManager.default.fileExists(atPath: home.appendingPathComponent("data/quiz/packs/libros.json").path))
        try session.send("C-d")
        #expect(await session.waitUntilShown("EXITED 0"), "\(session.screen)")
    }

    @Test func aRoundIsPlayedWithCompletedAnswers() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        let session = try TerminalSession(arguments: ["--seed", "3", "--lang", "en"], environment: environment)
        #expect(await session.waitUntilShown("quiz>"), "\(session.screen)")
        try session.type("load world-cup-2022")
        try session.send("Enter")
        try session.type("play")
        try session.send("Enter")
        #expect(await session.waitUntilShown("quiz [1/16]>"), "\(session.screen)")
        try session.type("Argen")
        try session.send("Tab")
        #expect(await session.waitUntilShown("quiz [1/16]> Argentina"), "\(session.screen)")
        try session.send("Enter")
        #expect(await session.waitUntilShown("✓ Right! Argentina 2-1 Australia."), "\(session.screen)")
        try session.type("quit")
        try session.send("Enter")
        #expect(await session.waitUntilShown("EXITED 0"), "\(session.screen)")
    }

    @Test func tabCompletesTheLastWordTypedHoweverSpacedAndBeforeTheCursor() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        let session = try TerminalSession(arguments: ["--seed", "6", "--lang", "en"], environment: environment)
        #expect(await session.waitUntilShown("quiz>"), "\(session.screen)")
        // The cursor after "fi" in "load fi x": Tab completes the word there, a space after it, and leaves the rest.
        try session.type("load fi x")
        try session.send("Left", "Left", "Tab")
        #expect(await session.waitUntilShown("quiz> load films  x"), "\(session.screen)")
        try session.send("C-c")
        try session.type("load books")
        try session.send("Enter")
        try session.type("play")
        try session.send("Enter")
        #expect(await session.waitUntilShown("Where must the One Ring be destroyed?"), "\(session.screen)")
        // Tab twice lists the commands of a question, in English only.
        try session.send("Tab", "Tab")
        #expect(await session.waitUntilShown("hint"), "\(session.screen)")
        #expect(!session.screen.contains("responder"), "\(session.screen)")
        // Two spaces between the words, as "In" and Tab leave them: nothing typed is lost.
        try session.type("In  M")
        try session.send("Tab")
        #expect(await session.waitUntilShown("quiz [1/15]> In  Mount Doom"), "\(session.screen)")
        try session.send("C-c")
        try session.type("In   the l")
        try session.send("Tab")
        #expect(await session.waitUntilShown("quiz [1/15]> In   the Lonely Mountain"), "\(session.screen)")
        try session.send("C-c")
        try session.type("quit")
        try session.send("Enter")
        #expect(await session.waitUntilShown("EXITED 0"), "\(session.screen)")
    }

    @Test func tabNeverTakesBackWhatWasTyped() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        let session = try TerminalSession(arguments: ["--seed", "6", "--lang", "es"], environment: environment)
        #expect(await session.waitUntilShown("quiz>"), "\(session.screen)")
        // The ñ is a letter: añ starts añadir alone, and Tab completes it.
        try session.type("añ")
        try session.send("Tab")
        #expect(await session.waitUntilShown("quiz> añadir"), "\(session.screen)")
        // Accents aside, an shares its start with anfitrión and añadir: Tab leaves it, and Tab again lists both.
        try session.send("C-u")
        try session.type("an")
        try session.send("Tab", "Tab")
        #expect(await session.waitUntilShown("anfitrión"), "\(session.screen)")
        #expect(session.screen.contains("quiz> an"), "\(session.screen)")
        try session.send("C-u")
        try session.type("salir")
        try session.send("Enter")
        #expect(await session.waitUntilShown("EXITED 0"), "\(session.screen)")
    }

    @Test func aLineRefusedForItsLengthIsNotKeptInTheHistory() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        let session = try TerminalSession(arguments: ["--lang", "en"], environment: environment)
        #expect(await session.waitUntilShown("quiz>"), "\(session.screen)")
        try session.type("packs")
        try session.send("Enter")
        #expect(await session.waitUntilShown("world-cup-2022"), "\(session.screen)")
        try session.paste("load " + String(repeating: "x", count: 70_000))
        try session.send("Enter")
        #expect(await session.waitUntilShown("longer than the limit of 64 KiB"), "\(session.screen)")
        // Up recalls the line run before it, on this start and on the next.
        try session.send("Up")
        #expect(await session.waitUntilShown("quiz> packs"), "\(session.screen)")
        try session.send("C-c")
        // Ctrl-C is a signal and Ctrl-D a byte: the byte must not reach the line before the signal has cleared it.
        #expect(await ClassJoinTests.waitUntil(session, shows: "\\^C\\s*\\n\\s*quiz"), "\(session.screen)")
        try session.send("C-d")
        #expect(await session.waitUntilShown("EXITED 0"), "\(session.screen)")
        let history = try String(contentsOf: home.appendingPathComponent("state/quiz/history"), encoding: .utf8)
        let keepsTheRefusedLine = history.contains("xxxx")
        #expect(!keepsTheRefusedLine)
        let next = try TerminalSession(arguments: [], environment: environment)
        #expect(await next.waitUntilShown("quiz>"), "\(next.screen)")
        try next.send("Up")
        #expect(await next.waitUntilShown("quiz> packs"), "\(next.screen)")
        try next.send("C-c")
        // Ctrl-C is a signal and Ctrl-D a byte: the byte must not reach the line before the signal has cleared it.
        #expect(await ClassJoinTests.waitUntil(next, shows: "\\^C\\s*\\n\\s*quiz"), "\(next.screen)")
        try next.send("C-d")
        #expect(await next.waitUntilShown("EXITED 0"), "\(next.screen)")
    }

    @Test(.timesDeadlines) func theTimerCountsDownWhileNothingIsTypedAndSaysTimesUpWhenItHappens() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        let session = try TerminalSession(
            arguments: ["--seed", "3", "--lang", "en", "--images", "off"], environment: environment)
        #expect(await session.waitUntilShown("quiz>"), "\(session.screen)")
        try session.type("set timer 3")
        try session.send("Enter")
        try session.type("load world-cup-2022")
        try session.send("Enter")
        try session.type("play")
        try session.send("Enter")
        #expect(await session.waitUntilShown("quiz [1/16 · 3 s]>"), "\(session.screen)")
        // Half an answer typed, then nothing: the countdown goes on in the prompt and keeps the text.
        try session.type("Arg")
        #expect(await session.waitUntilShown("quiz [1/16 · 2 s]> Arg", seconds: 2.5), "\(session.screen)")
        let first = session.screen
        try await Task.sleep(for: .seconds(1))
        let second = session.screen
        #expect(first != second, "the prompt did not change in a second:\n\(second)")
        #expect(await session.waitUntilShown("quiz [1/16 · 1 s]> Arg", seconds: 1), "\(session.screen)")
        // Time's up shows on its own, the typed text still there under it.
        #expect(await session.waitUntilShown("Time's up! It counts as wrong.", seconds: 2.5), "\(session.screen)")
        #expect(await session.waitUntilShown("quiz [1/16]> Arg"), "\(session.screen)")
        // The answer finished late is told so, not refused as answered.
        try session.type("entina")
        try session.send("Enter")
        #expect(await session.waitUntilShown("too late: time ran out for question 1"), "\(session.screen)")
        #expect(!session.screen.contains("already answered"), "\(session.screen)")
        try session.type("quit")
        try session.send("Enter")
        #expect(await session.waitUntilShown("EXITED 0"), "\(session.screen)")
    }

    @Test(.timesDeadlines) func aLineLongerThanTheTerminalIsNeverDrawnTwiceByTheCountdown() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        let session = try TerminalSession(
            arguments: ["--seed", "3", "--lang", "en", "--images", "off"], environment: environment, columns: 40,
            rows: 20)
        #expect(await session.waitUntilShown("quiz>"), "\(session.screen)")
        for line in ["set timer 3", "load world-cup-2022", "play"] {
            try session.type(line)
            try session.send("Enter")
        }
        #expect(await session.waitUntilShown("quiz [1/16 · 3 s]>"), "\(session.screen)")
        try session.type("the quick brown fox jumps over the lazy dog")
        #expect(await session.waitUntilShown("Time's up! It counts as wrong.", seconds: 5), "\(session.screen)")
        // Each tick drew the prompt and the line again under the last; now the line shows once before time's up,
        // and once, kept, in the prompt after it.
        let shown = session.scrollback.components(separatedBy: "the quick brown fox").count - 1
        #expect(shown == 2, "\(session.scrollback)")
        try session.send("C-u")
        try session.type("quit")
        try session.send("Enter")
        #expect(await session.waitUntilShown("EXITED 0"), "\(session.screen)")
    }
}
