import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import QuizShell
import Testing

/// The shell keeps a player's games, rotations and lines of facts only through the records its environment hands
/// it, and a record that cannot be kept is a warning, never a lost game.
@Suite("The player's records, as the shell uses them")
struct PlayerRecordsTests {
    /// A game log whose every write fails as a full disk would.
    struct FullGameLog: GameLog {
        struct DiskFull: Error, CustomStringConvertible {
            var description: String { "quiz.sqlite: the disk is full" }
        }

        func append(_ record: GameRecord) throws { throw DiskFull() }
        func load() -> History.Contents { History.Contents() }
    }

    private func interpreter(_ environment: ShellEnvironment, seed: UInt64? = nil) throws -> Interpreter {
        let fixture = try ShellFixture()
        return Interpreter(
            source: .fixture(folders: [fixture.folder.appendingPathComponent("packs")]),
            settings: ShellSettings(language: .en, seed: seed), style: Style(enabled: false), environment: environment)
    }

    @Test func aFinishedGameAndItsRotationGoToTheRecordsOfTheEnvironment() async throws {
        let records = InMemoryPlayerRecords()
        let environment = ShellEnvironment(
            clock: ManualClock(), makeHTTPTransport: { _ in UnreachableTransport() }, records: records)
        let shell = try interpreter(environment)
        for line in ["load films", "play", "yes", "next", "no"] { _ = await shell.execute(line) }
        #expect(records.games.load().records.map(\.pack) == ["films"])
        #expect(records.rotations.rotation(for: "films").games == 1)
        #expect(await shell.execute("history").output.count == 1)
        // The next session over the same records starts where this one stopped.
        let next = try interpreter(environment)
        #expect(await next.execute("stats").output.first?.hasPrefix("films") == true)
    }

    @Test func aGameThatCannotBeKeptIsAWarningAndTheShellGoesOn() async throws {
        var environment = ShellEnvironment(clock: ManualClock(), makeHTTPTransport: { _ in UnreachableTransport() })
        environment.games = FullGameLog()
        let shell = try interpreter(environment, seed: 1)
        for line in ["set rounds 1", "load films"] { _ = await shell.execute(line) }
        _ = await shell.execute("play")
        let finished = await shell.execute("yes")
        #expect(finished.failure == nil)
        let over = try #require(finished.output.firstIndex { $0.hasPrefix("Game over:") })
        #expect(finished.output[over + 1] == "warning: quiz.sqlite: the disk is full")
        #expect(await shell.execute("play").failure == nil)
    }
}
