import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import Testing

@testable import QuizShell

@Suite("review, reviews, and playing the best rated")
struct ReviewTests {
    @Test("review N asks a rating, again when it is not 1 to 5, then an optional text; Enter or a command cancels it")
    func reviewInAForm() async throws {
        let shell = try ShellFixture()
        try await shell.run("load mundial")
        #expect(try await shell.run("review 2").output == ["rating: 1 to 5 stars; Enter cancels"])
        #expect(await shell.interpreter.prompt() == "quiz [review 2: rating]> ")
        #expect(try await shell.run("0").failure == #"a rating is a number from 1 to 5, not "0""#)
        #expect(try await shell.run("five").failure == #"a rating is a number from 1 to 5, not "five""#)
        #expect(try await shell.run("").output == ["Cancelled; nothing changed."])
        #expect(await shell.interpreter.prompt() == "quiz> ")
        let listed = try await shell.run("list").output
        try await shell.run("review 2")
        #expect(try await shell.run("list").output == ["Cancelled; nothing changed."] + listed)
        try await shell.run("review 2")
        #expect(
            try await shell.run("4").output == ["text: what you think of the question; empty for nothing"])
        #expect(try await shell.run("Penalties!").output == ["Review 1 saved: ★★★★☆ for question 2 of mundial."])
        let reviews = try shell.environment.records.reviews()
        #expect(reviews.map(\.rating) == [4] && reviews.map(\.text) == ["Penalties!"] && reviews.map(\.item) == [2])
        #expect(reviews.first?.pack == "mundial")
    }

    @Test("review takes its fields on one line; a question that is not there and bad words are refused")
    func reviewOnOneLine() async throws {
        let shell = try ShellFixture()
        #expect(try await shell.run("review 1 5").failure == #"no pack is loaded; use "load PACK" (see "packs")"#)
        try await shell.run("load mundial")
        #expect(try await shell.run("review 1 5 Great final").output.first?.hasPrefix("Review 1 saved") == true)
        #expect(try await shell.run(#"review 3 rating=2 text="Too easy""#).output.first?.hasPrefix("Review 2") == true)
        #expect(try await shell.run("review 4 5").failure == "there is no question 4; the pack has 1 to 3")
        #expect(try await shell.run("review x").failure?.hasPrefix("usage: review") == true)
        #expect(try await shell.run("review 1 stars=5").failure?.hasPrefix(#""stars" does not belong here"#) == true)
        #expect(try await shell.run("review 1 9").failure == #"a rating is a number from 1 to 5, not "9""#)
        #expect(try shell.environment.records.reviews().count == 2)
        #expect(try await shell.run("review 2 4 says 2+2=5, a=b").output.first?.hasPrefix("Review 3 saved") == true)
        #expect(try shell.environment.records.reviews().last?.text == "says 2+2=5, a=b")
    }

    @Test("reviews are listed by date, rating or pack, filtered by pack and rating")
    func listed() async throws {
        let shell = try ShellFixture()
        #expect(try await shell.run("reviews").output == [#"no reviews yet; "review N" rates question N"#])
        try await shell.run("load mundial", "review 1 3 Fine", "review 3 5", "load films", "review 2 1 Dull")
        #expect(
            try await shell.run("reviews").output == [
                "1  ★★★☆☆  mundial  #1  2023-11-14 22:13  Fine",
                "2  ★★★★★  mundial  #3  2023-11-14 22:13",
                "3  ★☆☆☆☆  films    #2  2023-11-14 22:13  Dull",
            ])
        #expect(try await shell.run("reviews by rating").output.map { $0.prefix(1) } == ["2", "1", "3"])
        #expect(try await shell.run("reviews by pack").output.map { $0.prefix(1) } == ["3", "1", "2"])
        #expect(try await shell.run("reviews pack films").output.map { $0.prefix(1) } == ["3"])
        #expect(try await shell.run("reviews rating>=3").output.map { $0.prefix(1) } == ["1", "2"])
        #expect(try await shell.run("reviews rating 5").output.map { $0.prefix(1) } == ["2"])
        #expect(try await shell.run("reviews pack books").output == ["no review matches those filters"])
        #expect(try await shell.run("reviews by colour").failure?.hasPrefix(#""colour" does not belong here"#) == true)
        #expect(try await shell.run("reviews nonsense").failure?.hasPrefix(#""nonsense" does not belong here"#) == true)
    }

    @Test("review edit offers the old values; review delete removes one; unknown ids are refused")
    func editAndDelete() async throws {
        let shell = try ShellFixture()
        try await shell.run("load mundial", "review 1 3 Fine")
        #expect(try await shell.run("review edit 1").output == ["rating [3]: 1 to 5 stars"])
        #expect(try await shell.run("").output == ["text [Fine]: what you think of the question; empty for nothing"])
        #expect(try await shell.run("-").output == ["Review 1 saved: ★★★☆☆ for question 1 of mundial."])
        #expect(try shell.environment.records.reviews().map(\.text) == [""])
        #expect(try await shell.run("review edit 1 rating=5").output.first?.contains("★★★★★") == true)
        #expect(
            try await shell.run("review edit 7").failure
                == #"there is no review "7"; "reviews" lists them with their numbers"#)
        #expect(try await shell.run("review delete 1").output == ["Review 1 deleted."])
        #expect(try await shell.run("review delete 1").failure?.hasPrefix(#"there is no review "1""#) == true)
        #expect(try shell.environment.records.reviews().isEmpty)
    }

    @Test("list shows the mean rating, and set filter rating>=N plays only the questions rated that well")
    func ratingsInListAndGames() async throws {
        let shell = try ShellFixture()
        try await shell.run("load films", "review 1 5", "review 1 4", "review 2 2")
        #expect(
            try await shell.run("list").output == [
                "1  The Godfather: Francis Ford Coppola directed it  ★4.5",
                "2  Jaws: Alfred Hitchcock directed it  ★2.0",
            ])
        let game = try await shell.run("set filter rating>=4", "play").output
        #expect(game.contains("Game of films: 1 question (seed 1)."))
        #expect(try await shell.run("show").output.contains { $0.contains("The Godfather") })
        try await shell.run("stop", "set filter rating=1")
        #expect(try await shell.run("play").failure == #"no question of films matches "rating=1""#)
    }

    @Test("Spanish: valorar, valoraciones and their words")
    func spanish() async throws {
        let shell = try ShellFixture(language: .es)
        try await shell.run("cargar mundial")
        #expect(try await shell.run("valorar 1").output == ["nota: de 1 a 5 estrellas; Intro cancela"])
        #expect(await shell.interpreter.prompt() == "quiz [valorar 1: nota]> ")
        #expect(try await shell.run("seis").failure == "la nota es un número del 1 al 5, no «seis»")
        try await shell.run("5")
        #expect(try await shell.run("").output == ["Valoración 1 guardada: ★★★★★ para la pregunta 1 de mundial."])
        #expect(try await shell.run("valoraciones por nota nota>=5").output.count == 1)
        #expect(try await shell.run("valorar borrar 1").output == ["Valoración 1 borrada."])
    }
}

@Suite("forms in the REPL, and completion of the editing commands")
struct FormREPLTests {
    /// Gives its lines one after another, then the end of input.
    final class ScriptedReader: LineReader, @unchecked Sendable {
        private var inputs: [LineInput]
        init(_ inputs: [LineInput]) { self.inputs = inputs }
        func readLine(prompt: String) async -> LineInput { inputs.isEmpty ? .endOfInput : inputs.removeFirst() }
    }

    @Test("Ctrl-C in a form cancels it, the shell goes on, and nothing is written")
    func interruptCancels() async throws {
        let shell = try ShellFixture()
        let reader = ScriptedReader([
            .line("load capitals"), .line("add"), .line("A question?"), .interrupted, .line("edit 1"), .line(""),
        ])
        _ = await REPL(interpreter: shell.interpreter, reader: reader, style: Style(enabled: false))
            .run()
        #expect(await shell.interpreter.isFillingForm == false)
        #expect(
            !FileManager.default.fileExists(
                atPath: shell.directories.userPacks.appendingPathComponent("capitals.json").path))
    }

    @Test("Tab completes the new commands, in Spanish their Spanish names, question numbers, fields and review ids")
    func completion() async throws {
        let shell = try ShellFixture()
        try await shell.run("load films", "review 1 4")
        let completer = await shell.interpreter.completer()
        #expect(completer.candidates(for: "und").candidates == ["undo"])
        #expect(completer.candidates(for: "valora").candidates.isEmpty)
        let spanish = try ShellFixture(language: .es)
        #expect(
            await spanish.interpreter.completer().candidates(for: "valora").candidates == ["valorar", "valoraciones"])
        #expect(completer.candidates(for: "edit ").candidates == ["1", "2"])
        #expect(completer.candidates(for: "add q").candidates == ["question="])
        #expect(completer.candidates(for: "review edit ").candidates == ["1"])
        #expect(completer.candidates(for: "reviews by r").candidates == ["rating"])
        #expect(completer.candidates(for: "set filter r").candidates == ["rating>=4"])
    }
}
