import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import QuizShell
import Testing

@Suite("A large pack written on one line plays like a small one")
struct LargePackTests {
    @Test func aMinifiedPackOfTwentyThousandItemsLoadsAndPlays() async throws {
        let films = (1...20_000).map { id in
            FilmItem(id: id, title: "Película \(id)", question: "Se estrenó en \(1900 + id % 120)", answer: id % 2 == 0)
        }
        let pack = Pack(name: "enorme", title: "Enorme", language: "es", items: .film(films))
        // The fixture writes packs with JSONEncoder, which puts the whole pack on one line.
        let shell = try ShellFixture(packs: [pack])
        #expect(try await shell.run("packs").output == ["enorme  20000 films  es  packs  Enorme"])
        #expect(try await shell.run("load enorme").output == [#"Loaded enorme: 20000 films, "Enorme"."#])
        let screen = try await shell.run("play 20000").output
        #expect(screen.contains("Película 20000"))
        let verdict = try await shell.run("sí").output
        #expect(verdict.first == "✓ Right! It is true.")
        #expect(try await shell.run("expect state true").failure == nil)
    }
}

@Suite("With no pack anywhere, quiz says where it looked and how to add packs")
struct NoPackTests {
    @Test func packsAndLoadNameTheFoldersAndTheWayToAddPacks() async throws {
        let shell = try ShellFixture(packs: [])
        let packs = shell.folder.appendingPathComponent("packs").path
        let userPacks = shell.directories.userPacks.path
        let expected =
            "there are no packs; looked in \(packs); put pack files (*.json) in \(userPacks) "
            + "or start quiz with --packs FOLDER"
        #expect(try await shell.run("packs").output == [expected])
        #expect(try await shell.run("load books").failure == expected)
        let spanish = try await shell.run("set lang es", "packs").output
        #expect(spanish.first?.hasPrefix("no hay paquetes; se buscó en \(packs); pon archivos") == true)
    }
}
