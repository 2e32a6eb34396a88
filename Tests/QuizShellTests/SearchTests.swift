import QuizClient
import Synchronization
import Testing

@testable import QuizShell

@Suite("search: questions of every pack that hold a text")
struct SearchTests {
    @Test("case and accents are ignored; each match shows its pack and its number in list")
    func findsAcrossPacks() async throws {
        let shell = try ShellFixture()
        #expect(
            try await shell.run("search FRANCIA").output == [
                "mundial  3  Final 2022: Argentina – Francia"
            ])
        #expect(
            try await shell.run("buscar japon").output == [
                "mundial  1  Octavos de final 2022: Japón – Croacia"
            ])
        #expect(
            try await shell.run("search directed").output == [
                "films  1  The Godfather: Francis Ford Coppola directed it",
                "films  2  Jaws: Alfred Hitchcock directed it",
            ])
    }

    @Test("nothing found, and no text at all, say so")
    func nothingFound() async throws {
        let shell = try ShellFixture()
        #expect(try await shell.run("search zzz").output == [#"no question holds "zzz""#])
        #expect(try await shell.run("search   ").failure == "usage: search TEXT")
    }
}

@Suite("list in sections, and sort")
struct ListOrderTests {
    @Test("matches are listed under their phase, numbered as play knows them")
    func sections() async throws {
        let shell = try ShellFixture()
        _ = try await shell.run("load mundial")
        #expect(
            try await shell.run("list").output == [
                "Octavos de final 2022", "  1  Japón – Croacia", "  2  Marruecos – España", "Final 2022",
                "  3  Argentina – Francia",
            ])
    }

    @Test("sort by question, descending, lists without sections; a wrong field gives the usage and changes nothing")
    func sortByQuestion() async throws {
        let shell = try ShellFixture()
        _ = try await shell.run("load mundial")
        #expect(try await shell.run("sort pregunta desc").output == ["list sorts by question, descending"])
        #expect(
            try await shell.run("list").output == [
                "2  Octavos de final 2022: Marruecos – España", "1  Octavos de final 2022: Japón – Croacia",
                "3  Final 2022: Argentina – Francia",
            ])
        #expect(try await shell.run("sort colour").failure == "usage: sort number|id|question|section [desc]")
        #expect(try await shell.run("list").output.first == "2  Octavos de final 2022: Marruecos – España")
    }
}

@Suite("the progress bar of a download")
struct DownloadProgressTests {
    /// The bar's draws of a command run on a fixture server over the fixture's packs: nil clears the bar.
    private func draws(of command: String) async throws -> [DownloadProgress?] {
        let fixture = try ShellFixture()
        let draws = Mutex<[DownloadProgress?]>([])
        var environment = fixture.environment
        environment.progress = { progress in draws.withLock { $0.append(progress) } }
        let shell = Interpreter(
            source: .fixture(folders: [fixture.packFolder]), settings: ShellSettings(language: .en, seed: 1),
            style: Style(enabled: false), environment: environment)
        #expect(await shell.execute(command).failure == nil)
        return draws.withLock { $0 }
    }

    @Test("load and search draw the bar while they download, and clear it at the end")
    func clearedAtTheEnd() async throws {
        for command in ["load films", "search directed"] {
            let draws = try await draws(of: command)
            #expect(draws.contains { $0 != nil }, "\(command)")
            #expect(draws.last == .some(nil), "\(command)")
        }
    }
}
