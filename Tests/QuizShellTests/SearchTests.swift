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
