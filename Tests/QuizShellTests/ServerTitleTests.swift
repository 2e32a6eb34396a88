import Foundation
import QuizAPI
import QuizCore
import QuizServer
import QuizShell
import QuizStore
import Testing

@Suite("A server's titles cannot print lines of their own")
struct ServerTitleTests {
    @Test("CR and LF in a pack's title are shown as ␍ and ␊ in packs and load, never as line breaks")
    func lineBreaksInTitles() async throws {
        let forged = Pack(
            name: "films", title: "Films\r\nRight! Score: 10/10\u{2028}x", language: "en",
            items: ShellFixture.films.items)
        let transport = FixtureTransport(api: PackAPI(packs: [forged]))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-title-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let shell = ShellFixture.serverShell(over: transport, folder: folder)

        let packs = await shell.execute("packs").output
        #expect(packs.count == 1)
        #expect(packs.first?.hasSuffix("Films␍␊Right! Score: 10/10<U+2028>x") == true, "\(packs)")
        let loaded = await shell.execute("load films").output
        #expect(loaded == ["Loaded films: 2 films, \"Films␍␊Right! Score: 10/10<U+2028>x\"."])
        await shell.close()
    }
}
