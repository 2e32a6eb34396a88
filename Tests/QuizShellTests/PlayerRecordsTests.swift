import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizShell
import QuizStore
import QuizTestSupport
import Testing

/// The shell keeps a player's games, rotations and lines of facts only through the records its environment hands
/// it, and a record that cannot be kept is a warning, never a lost game.
@Suite("The player's records, as the shell uses them")
struct PlayerRecordsTests {
    private func interpreter(_ environment: ShellEnvironment, seed: UInt64? = nil) throws -> Interpreter {
        let fixture = try ShellFixture()
        return Interpreter(
            source: .local(folders: [fixture.folder.appendingPathComponent("packs")]),
            settings: ShellSettings(language: .en, seed: seed), style: Style(enabled: false), environment: environment)
    }

    @Test func aFinishedGameAndItsRotationGoToTheRecordsOfTheEnvironment() async throws {
        let records = PlayerDatabase()
        let environment = ShellEnvironment(
            clock: ManualClock(), transports: .with(http: { _ in UnreachableTransport() }), records: records)
        let shell = try interpreter(environment)
        for line in ["load films", "play", "yes", "next", "no"] { _ = await shell.execute(line) }
        #expect(try records.history().records.map(\.pack) == ["films"])
        #expect(try records.rotation(for: "films").games == 1)
        #expect(await shell.execute("history").output.count == 1)
        // The next session over the same records starts where this one stopped.
        let next = try interpreter(environment)
        #expect(await next.execute("stats").output.first?.hasPrefix("films") == true)
    }

    @Test func aGameThatCannotBeKeptIsAWarningAndTheShellGoesOn() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-records-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("quiz.sqlite")
        let damaged = Data(repeating: 0x5A, count: 8192)
        try damaged.write(to: file)
        let environment = ShellEnvironment(
            clock: ManualClock(), transports: .with(http: { _ in UnreachableTransport() }),
            records: PlayerDatabase(file: file))
        let shell = try interpreter(environment, seed: 1)
        for line in ["set rounds 1", "load films"] { _ = await shell.execute(line) }
        _ = await shell.execute("play")
        let finished = await shell.execute("yes")
        #expect(finished.failure == nil)
        #expect(finished.output.contains { $0.hasPrefix("Game over:") })
        // A warning, for standard error rather than among the game's lines.
        #expect(
            finished.warnings == [
                "warning: \(file.path) is damaged (it is not a database): move it aside (mv \(file.path) "
                    + "\(file.path).damaged) and the next start makes a new one; the results of this session are not kept"
            ])
        #expect(!finished.output.contains { $0.hasPrefix("warning:") })
        // Said once: the next game is kept for the session, and the file is left as it was.
        _ = await shell.execute("play")
        let next = await shell.execute("yes")
        #expect(next.failure == nil && next.warnings.isEmpty && !next.output.contains { $0.hasPrefix("warning:") })
        #expect(await shell.execute("history").output.count == 2)
        #expect(try Data(contentsOf: file) == damaged)
    }
}
