import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import Testing

@testable import QuizShell

@Suite("facts and fact: curious facts by category, the line kept across sessions")
struct FactCommandTests {
    static let trivia = Pack(
        name: "trivia", title: "Trivia", language: "en",
        items: .fact([
            FactItem(
                id: 1, category: "art", title: "Small", text: "The Mona Lisa is small.",
                image: "https://pictures.test/mona.jpg"),
            FactItem(id: 2, category: "sports", title: "Athens", text: "The first modern Olympics were in Athens."),
            FactItem(id: 3, category: "art", title: "Caves", text: "Lascaux's paintings are old."),
        ]))

    static let datos = Pack(
        name: "datos", title: "Datos", language: "es",
        items: .fact([FactItem(id: 1, category: "educación", title: "Braille", text: "Seis puntos.")]))

    private func fixture(language: Language = .en) throws -> ShellFixture {
        try ShellFixture(packs: [ShellFixture.films, Self.trivia, Self.datos], language: language)
    }

    @Test func factsListsTheCategoriesOfThePlayersLanguage() async throws {
        #expect(try await fixture().run("facts").output == ["art     2 facts", "sports  1 fact"])
        #expect(try await fixture(language: .es).run("datos").output == ["educación  1 dato"])
    }

    @Test func aShownFactGoesToTheBackOfItsLine() async throws {
        let shell = try fixture()
        #expect(
            try await shell.run("fact art").output == [
                "Did you know? · art", "Small", "The Mona Lisa is small.", "Picture: https://pictures.test/mona.jpg",
            ])
        #expect(
            try await shell.run("fact ART").output == ["Did you know? · art", "Caves", "Lascaux's paintings are old."])
        #expect(try await shell.run("fact art").output[1] == "Small")
        #expect(try await fixture(language: .es).run("dato educacion").output[1] == "Braille")
    }

    @Test func theLineIsKeptAcrossSessions() async throws {
        let first = try fixture()
        try await first.run("fact art")
        let second = Interpreter(
            source: .local(folders: [first.folder.appendingPathComponent("packs")]),
            settings: ShellSettings(language: .en, seed: 1), style: Style(enabled: false),
            environment: first.environment)
        #expect(await second.execute("fact art").output[1] == "Caves")
        #expect(try first.environment.records.factLine(for: "trivia").lines["art"] == [1, 3])
    }

    @Test func anUnknownCategoryListsTheOthers() async throws {
        #expect(
            try await fixture().run("fact music").failure == #"there is no category "music"; there are: art, sports"#)
        #expect(
            try await fixture().run("fact sprots").failure == #"there is no category "sprots"; did you mean "sports"?"#)
    }

    @Test func aFinishedGameEndsWithAFactUnlessTheyAreOff() async throws {
        let shell = try fixture()
        let finished = try await shell.run("set rounds 1", "load films", "play", "yes")
        #expect(
            Array(finished.output.suffix(4)) == [
                "Did you know? · art", "Small", "The Mona Lisa is small.", "Picture: https://pictures.test/mona.jpg",
            ])
        let quiet = try await shell.run("set facts off", "play", "yes")
        #expect(!quiet.output.contains { $0.hasPrefix("Did you know?") })
        #expect(try await shell.run("set facts maybe").failure == #""maybe" is not a value for facts; use on or off"#)
    }

    @Test func aFactPackIsReadNotPlayed() async throws {
        let shell = try fixture()
        #expect(
            try await shell.run("load trivia", "play").failure
                == #""trivia" is a pack of facts, not questions; read them with "fact""#)
    }

    @Test func aSourceWithoutFactsSaysSo() async throws {
        let shell = try ShellFixture()
        #expect(try await shell.run("facts").failure == "this source has no pack of facts (of kind fact)")
    }
}
