import Foundation
import Testing

/// Lines wider than the terminal break between words, as `help` does, at the width the line editor reads: none is cut
/// by the terminal in the middle of a word.
@Suite("Long lines wrap between words at the terminal's width", .serialized)
struct TerminalWidthTests {
    private let home = FileManager.default.temporaryDirectory.appendingPathComponent(
        "quiz-width-\(UUID().uuidString)")

    private func environment(_ home: URL) -> [String: String] {
        [
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "LANG": "es_ES.UTF-8", "TERM": "xterm-256color", "NO_COLOR": "1",
        ]
    }

    /// A game of books answered wrong, stopped with its closing fact, then `estadísticas` (whose row lists the
    /// questions most missed) and `puntos`.
    private static let commands = [
        "cargar libros", "jugar", "2", "siguiente", "1", "siguiente", "2", "parar", "estadisticas", "puntos",
    ]

    /// The words of `text`, numbers made alike: a time of play is 4 s on one run and 5 s on another.
    private static func words(_ text: some StringProtocol) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map {
            String($0).replacingOccurrences(of: "[0-9]+", with: "N", options: .regularExpression)
        }
    }

    /// What the commands print on plain input, where lines stay whole.
    private func plainOutput() async throws -> String {
        let folder = home.appendingPathComponent("plain")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let plain = try await QuizProcess(
            ["--seed", "3", "--images", "off"], input: Self.commands.joined(separator: "\n") + "\n", in: folder,
            home: folder, variables: ["LANG": "es_ES.UTF-8"])
        #expect(plain.status == 0, "\(plain.stderr)")
        return plain.stdout
    }

    @Test(arguments: [120, 50])
    func theScoreTheStatsAndTheClosingFactBreakBetweenWords(columns: Int) async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        let plain = try await plainOutput()
        let long = plain.split(separator: "\n").filter { $0.count > columns }
        #expect(long.count >= 3, "the commands print too few lines wider than \(columns) columns:\n\(plain)")

        let session = try TerminalSession(
            arguments: ["--seed", "3", "--images", "off"], environment: environment(home.appendingPathComponent("tty")),
            columns: columns, rows: 60)
        #expect(await session.waitUntilShown("quiz>"), "no prompt:\n\(session.screen)")
        for (index, command) in Self.commands.enumerated() {
            try session.type(command)
            try session.send("Enter")
            // The next command is typed at the next prompt, not ahead of it, where the terminal would echo it.
            #expect(await Self.prompts(in: session, count: index + 2), "\(session.screen)")
        }
        try session.send("C-d")
        #expect(await session.waitUntilShown("EXITED 0"), "\(session.screen)")

        // The output on the screen, without the banner, the prompts and what was typed after them.
        let lines = session.scrollback.split(separator: "\n", omittingEmptySubsequences: false)
        let first = try #require(lines.firstIndex { $0.hasPrefix("quiz>") })
        let banner = "quiz: escribe «ayuda» para ver las órdenes; Tab completa, Ctrl-D sale."
        #expect(
            Self.words(lines[..<first].joined(separator: "\n")) == Self.words(banner),
            "the banner was cut at \(columns) columns:\n\(lines[..<first].joined(separator: "\n"))")
        let shown = lines[first...].prefix { !$0.hasPrefix("EXITED") }.filter { !$0.hasPrefix("quiz") }
        #expect(
            Self.words(shown.joined(separator: "\n")) == Self.words(plain),
            "a word was cut or lost at \(columns) columns:\n\(shown.joined(separator: "\n"))")
        for line in long {
            // Each long line starts a row of the screen, its continuations under it.
            let start = String(line.prefix(20))
            #expect(shown.contains { $0.hasPrefix(start) }, "\(start)… does not start a line")
        }
    }

    /// Waits until the pane has shown `count` prompts: one for each command typed, and the one now waiting.
    private static func prompts(in session: TerminalSession, count: Int) async -> Bool {
        for _ in 0..<300 {
            let shown = session.scrollback.split(separator: "\n").filter { $0.hasPrefix("quiz") && $0.contains(">") }
            if shown.count >= count { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    @Test func theWarningOfQuizServeBreaksBetweenWords() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        var english = environment(home.appendingPathComponent("serve"))
        english["LANG"] = "C.UTF-8"
        let session = try TerminalSession(
            arguments: ["serve", "--host", "0.0.0.0", "--port", "0"], environment: english, columns: 120)
        #expect(await session.waitUntilShown("QUIZ_TOKEN"), "\(session.screen)")
        let screen = session.screen
        let warning =
            "warning: serving on 0.0.0.0 without a token: anyone who can reach it can play and use the quiz routes; "
            + "give --token, --token-file or QUIZ_TOKEN"
        #expect(
            Self.words(screen).joined(separator: " ").contains(Self.words(warning).joined(separator: " ")),
            "the warning is cut:\n\(screen)")
        try session.send("C-c")
    }

    @Test func tabDuringAQuestionCompletesNoCommandThatCouldBeTheStartOfAnAnswer() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        let session = try TerminalSession(
            arguments: ["--seed", "3", "--lang", "en", "--images", "off"],
            environment: environment(home.appendingPathComponent("tab")), columns: 120)
        #expect(await session.waitUntilShown("quiz>"), "\(session.screen)")
        try session.type("load general-knowledge")
        try session.send("Enter")
        try session.type("play")
        try session.send("Enter")
        #expect(await session.waitUntilShown("What is the capital of Norway?"), "\(session.screen)")
        // "Lis" is how Lisbon begins, not the command list.
        try session.type("Lis")
        try session.send("Tab")
        try session.type("|")
        #expect(await session.waitUntilShown("quiz [1/29]> Lis|"), "\(session.screen)")
        #expect(!session.screen.contains("quiz [1/29]> list"), "\(session.screen)")
        // The commands of a question still complete.
        try session.send("C-u")
        try session.type("hi")
        try session.send("Tab")
        #expect(await session.waitUntilShown("quiz [1/29]> hint"), "\(session.screen)")
        try session.send("C-u")
        try session.send("C-d")
        #expect(await session.waitUntilShown("EXITED 0"), "\(session.screen)")
    }
}
