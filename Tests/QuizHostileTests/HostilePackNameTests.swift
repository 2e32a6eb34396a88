import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import QuizShell
import QuizStore
import QuizTestSupport
import Testing

@Suite("Pack names from servers and typed commands are checked before they reach a file path")
struct HostilePackNameTests {
    @Test("a server's pack named /../../../x-lock is refused with the field, and nothing is made outside the folder")
    func serverName() async throws {
        let cache = try TemporaryCache()
        try await HostileServer().run { base in
            let environment = ShellEnvironment(
                directories: cache.directories, transports: .with(http: { _ in HTTPTransport() }),
                records: PlayerDatabase())
            let interpreter = Interpreter(
                source: .http(base.appendingPathComponent("bad-names")),
                settings: ShellSettings(language: .en, seed: 1),
                style: Style(enabled: false), environment: environment)
            var printed: [String] = []
            for line in [
                "packs", "load /../../../x-lock", "add question=Q answer=yes", "revert /../../../x-lock",
                "new pack /../../../x-lock film",
            ] {
                let result = await interpreter.execute(line)
                printed += result.output + (result.failure.map { [$0] } ?? [])
            }
            await interpreter.close()
            let text = printed.joined(separator: "\n")
            #expect(text.contains(#"unexpected answer at [0].name: "/../../../x-lock" is not a pack name"#), "\(text)")
            #expect(text.contains(#""/../../../x-lock" is not a pack name; use lowercase letters"#), "\(text)")
            let made = FileManager.default.enumerator(atPath: cache.folder.path)?.compactMap { $0 as? String } ?? []
            #expect(!made.contains { $0.contains("x-lock") }, "\(made)")
        }
    }

    @Test(
        "the pack store refuses names that are not pack names before building a path",
        arguments: ["/../../x", "..", "", "a/b", "bad\u{0A}name", String(repeating: "a", count: 101)])
    func storeRefuses(name: String) throws {
        let cache = try TemporaryCache()
        let userPacks = cache.folder.appendingPathComponent("data/quiz/packs")
        let store = PackStore(folders: [], userPacks: userPacks)
        #expect(throws: PackStoreError.noSuchPack(name)) {
            try store.revert(name)
        }
        #expect(!FileManager.default.fileExists(atPath: userPacks.path))
        #expect(!PackName.isValid(name))
    }
}
