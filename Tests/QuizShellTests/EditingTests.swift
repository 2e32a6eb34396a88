import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import Testing

@testable import QuizShell

@Suite("new pack, add, edit, delete, undo and revert in the shell")
struct EditingTests {
    /// The pack as the user's copy on disk holds it.
    func saved(_ shell: ShellFixture, _ name: String) throws -> Pack {
        try PackLoader.load(file: shell.directories.userPacks.appendingPathComponent("\(name).json"))
    }

    @Test("add asks for each field in turn, with its rule, and saves the item in the user's copy")
    func addInAForm() async throws {
        let shell = try ShellFixture()
        try await shell.run("load capitals")
        #expect(
            try await shell.run("add").output == [
                "A new question for capitals: Enter keeps the value in brackets, - empties it, Ctrl-C cancels.",
                "question: the text of the question",
            ])
        #expect(await shell.interpreter.prompt() == "quiz [add: question]> ")
        #expect(try await shell.run("What is the capital of Peru?").output == ["answer: the right answer"])
        #expect(
            try await shell.run("Lima").output == [
                "alternatives: other answers accepted, separated by |; empty for none"
            ])
        #expect(try await shell.run("").output == ["tips: hints, separated by |; empty for none"])
        #expect(
            try await shell.run("It is on the coast | Starts with L").output == [
                "Added question 2 to capitals.",
                #"Your copy of capitals is in your packs folder and is played from now on; "revert capitals" goes "#
                    + "back to the bundled one.",
            ])
        #expect(await shell.interpreter.prompt() == "quiz> ")
        let pack = try saved(shell, "capitals")
        guard case .quiz(let items) = pack.items else {
            Issue.record("not quizzes")
            return
        }
        #expect(items.map(\.id) == [1, 2])
        #expect(items[1].answer == "Lima")
        #expect(items[1].tips == ["It is on the coast", "Starts with L"])
        #expect(items[1].alternatives == nil)
        #expect(
            try await shell.run("list").output == [
                "1  What is the capital of Australia?", "2  What is the capital of Peru?",
            ])
    }

    @Test("a bad value is refused with its rule and asked again; a required field cannot be left empty")
    func badValuesAskedAgain() async throws {
        let shell = try ShellFixture()
        try await shell.run("load mundial")
        _ = try await shell.run("add")
        #expect(try await shell.run("").output == ["team1: the first team"])  // the last match's phase is offered
        try await shell.run("Brasil", "", "Corea del Sur", "")
        #expect(try await shell.run("3").failure == #"winner takes a number from 1 to 2, not "3""#)
        #expect(await shell.interpreter.prompt() == "quiz [add: winner]> ")
        #expect(try await shell.run("1").output == ["details: the score, like 2-1 or 0(3)-0(0)"])
        #expect(try await shell.run("").failure == "details needs a value")
        #expect(
            try await shell.run("4-1").output == [
                "Added match 4 to mundial.",
                "Your copy of mundial is in your packs folder and is played from now on; \"revert mundial\" goes back to the bundled one.",
            ])
        let pack = try saved(shell, "mundial")
        guard case .match(let items) = pack.items else {
            Issue.record("not matches")
            return
        }
        #expect(items.last?.phase == "Final 2022")
        #expect(items.last?.team1.flag == nil)
    }

    @Test("the validator checks each field as it is typed: a flag that is not a URL is refused at once")
    func validatorChecksEachField() async throws {
        let shell = try ShellFixture()
        try await shell.run("load mundial", "add", "Final", "Brasil")
        let failure = try await shell.run("not a url").failure
        #expect(failure?.hasPrefix("flag1: ") == true)
        #expect(await shell.interpreter.prompt() == "quiz [add: flag1]> ")
    }

    @Test("every form takes its fields on one line; missing or unknown fields are refused and nothing is saved")
    func oneLine() async throws {
        let shell = try ShellFixture()
        try await shell.run("load capitals")
        #expect(
            try await shell.run(#"add question="What is the capital of Chile?" answer=Santiago tips="Andes|Pacific""#)
                .output.first == "Added question 2 to capitals.")
        #expect(
            try await shell.run(#"add question="Capital of Peru?""#).failure
                == "fields missing: answer; give them as name=value")
        #expect(
            try await shell.run("add colour=red").failure
                == #""colour" is not a field; a question has question, answer, alternatives, tips"#)
        #expect(
            try await shell.run(#"add question="open"#).failure
                == "the value of question opens a quote and never closes it")
        #expect(try saved(shell, "capitals").count == 2)
        #expect(
            try await shell.run("añadir pregunta=\"¿Capital de Perú?\" respuesta=Lima").output.first
                == "Added question 3 to capitals.")
    }

    @Test("edit offers each current value, kept by Enter; one-line edit changes only the fields given")
    func edit() async throws {
        let shell = try ShellFixture()
        try await shell.run("load films")
        #expect(
            try await shell.run("edit 2").output == [
                "Editing film 2 of films: Enter keeps the value in brackets, - empties it, Ctrl-C cancels.",
                "title [Jaws]: the title of the film",
            ])
        #expect(try await shell.run("").output == ["poster: the URL of the poster; empty for none"])
        try await shell.run("", "Steven Spielberg directed it")
        #expect(await shell.interpreter.prompt() == "quiz [edit 2: answer]> ")
        #expect(try await shell.run("maybe").failure == #"answer takes yes or no, not "maybe""#)
        #expect(try await shell.run("yes").output.first == "Saved film 2 of films.")
        guard case .film(let items) = try saved(shell, "films").items else {
            Issue.record("not films")
            return
        }
        #expect(items[1] == FilmItem(id: 2, title: "Jaws", question: "Steven Spielberg directed it", answer: true))
        #expect(try await shell.run("edit 1 poster=").output == ["Saved film 1 of films."])
        guard case .film(let after) = try saved(shell, "films").items else {
            Issue.record("not films")
            return
        }
        #expect(after[0].posterUrl == nil)
        #expect(after[0].question == "Francis Ford Coppola directed it")
        #expect(try await shell.run("edit 9").failure == "there is no question 9; the pack has 1 to 2")
    }

    @Test func listShowsAQuestionOfSeveralLinesOnOne() async throws {
        let quizzes = Pack(
            name: "rivers", title: "Rivers", language: "en",
            items: .quiz([QuizItem(id: 1, question: "Which river flows through\nParis and Rouen?", answer: "Seine")]))
        let shell = try ShellFixture(packs: [quizzes])
        #expect(try await shell.run("load rivers", "list").output == ["1  Which river flows through Paris and Rouen?"])
    }

    @Test("an invalid change is refused with the validator's message, and the pack stays as it was")
    func invalidChangeRefused() async throws {
        let shell = try ShellFixture()
        try await shell.run("load libros")
        let failure = try await shell.run("delete 1 yes").failure
        #expect(failure == "not saved; items: is empty; a pack needs at least one item")
        #expect(
            FileManager.default.fileExists(
                atPath: shell.directories.userPacks.appendingPathComponent("libros.json").path) == false)
        #expect(try await shell.run("list").output == ["El Hobbit", "  1  ¿Quién encuentra el anillo?"])
    }

    @Test("delete asks first; no keeps the item; yes deletes it")
    func deleteAsks() async throws {
        let shell = try ShellFixture()
        try await shell.run("load mundial")
        #expect(
            try await shell.run("delete 2").output == [
                #"Delete match 2 of mundial, "Octavos de final 2022: Marruecos – España"? yes or no"#
            ])
        #expect(await shell.interpreter.prompt() == "quiz [delete 2: yes or no]> ")
        #expect(try await shell.run("no").output == ["Nothing was deleted."])
        #expect(try await shell.run("list").output.count == 5)
        _ = try await shell.run("delete 2")
        #expect(try await shell.run("yes").output.first == "Deleted match 2 of mundial.")
        #expect(try saved(shell, "mundial").items.ids == [1, 3])
        #expect(try await shell.run("delete x").failure == "usage: delete N [yes]")
    }

    @Test("Ctrl-C in a form cancels it and nothing is written")
    func cancel() async throws {
        let shell = try ShellFixture()
        try await shell.run("load capitals", "add", "A question")
        #expect(await shell.interpreter.cancelForm() == ["Cancelled; nothing changed."])
        #expect(await shell.interpreter.prompt() == "quiz> ")
        #expect(shell.directories.userPacks.appendingPathComponent("capitals.json").path.isEmpty == false)
        #expect(
            !FileManager.default.fileExists(
                atPath: shell.directories.userPacks.appendingPathComponent("capitals.json").path))
        #expect(await shell.interpreter.cancelForm() == [])
    }

    @Test("undo takes back changes one after another, then says there is nothing left")
    func undoSeveral() async throws {
        let shell = try ShellFixture()
        try await shell.run(
            "load films", "edit 1 answer=no", "delete 2 yes",
            #"add title=Alien question="Ridley Scott directed it" answer=yes"#)
        #expect(try saved(shell, "films").items.ids == [1, 2])
        #expect(try await shell.run("undo").output == ["Undone: adding film 2 to films."])
        #expect(try saved(shell, "films").items.ids == [1])
        #expect(try await shell.run("deshacer").output == ["Undone: deleting film 2 of films."])
        #expect(try saved(shell, "films").items.ids == [1, 2])
        #expect(try await shell.run("undo").output == ["Undone: editing film 1 of films."])
        guard case .film(let items) = try saved(shell, "films").items else {
            Issue.record("not films")
            return
        }
        #expect(items[0].answer == true)
        #expect(try await shell.run("undo").failure == "there is nothing to undo")
    }

    @Test("revert removes the user's copy and plays the original again; undo puts the copy back")
    func revert() async throws {
        let shell = try ShellFixture()
        try await shell.run("load capitals", "edit 1 answer=Sydney")
        #expect(
            try await shell.run("revert capitals").output == [
                "capitals is the bundled one again: 1 quiz; your copy was removed."
            ])
        #expect(
            !FileManager.default.fileExists(
                atPath: shell.directories.userPacks.appendingPathComponent("capitals.json").path))
        #expect(try await shell.run("play 1", "answer Canberra").output.first?.contains("Right") == true)
        #expect(
            try await shell.run("revert capitals").failure
                == "capitals has no copy of yours over a bundled pack; there is nothing to go back to")
        try await shell.run("undo")
        guard case .quiz(let items) = try saved(shell, "capitals").items else {
            Issue.record("not quizzes")
            return
        }
        #expect(items[0].answer == "Sydney")
    }

    @Test("new pack is empty until its first item saves it; undoing that item removes the pack again")
    func newPack() async throws {
        let shell = try ShellFixture()
        #expect(
            try await shell.run("new pack trivia choice en").output == [
                #"New pack trivia (choice, en): add its first question with "add"; it is saved with it."#
            ])
        #expect(
            try await shell.run("new pack capitals quiz").failure
                == #"there is already a pack capitals; load it with "load capitals" and add to it"#)
        #expect(
            try await shell.run("new pack Bad_Name quiz").failure?.hasPrefix(#""Bad_Name" is not a pack name"#) == true)
        #expect(
            try await shell.run("new pack x colours").failure
                == #""colours" is not a kind; there are quiz, match, book, film, choice, fact, mixed"#)
        #expect(try await shell.run("new pack").failure == "usage: new pack NAME KIND [LANG]")
        #expect(try await shell.run("list").output == [#"trivia has nothing yet; "add" adds its first question"#])
        #expect(try await shell.run("edit 1").failure == #"trivia has nothing yet; "add" adds its first question"#)
        #expect(
            try await shell.run(#"add question="2+2?" answers="3|4|5" solution=4"#).failure
                == "solution: must be from 1 to 3, the number of an answer; found 4")
        #expect(
            try await shell.run(#"add category=maths question="2+2?" answers="3|4|5" solution=2"#).output == [
                "Added question 1 to trivia."
            ])
        let pack = try saved(shell, "trivia")
        #expect(pack.kind == .choice && pack.language == "en" && pack.title == "trivia")
        #expect(try await shell.run("packs").output.contains { $0.hasPrefix("trivia") } == false)
        #expect(
            try await shell.run("undo").output == [
                "Undone: adding question 1 to trivia.", "trivia has nothing left and was removed.",
            ])
        #expect(
            !FileManager.default.fileExists(
                atPath: shell.directories.userPacks.appendingPathComponent("trivia.json").path))
    }

    @Test("Spanish: the commands' aliases, the fields' names and the messages")
    func spanish() async throws {
        let shell = try ShellFixture(language: .es)
        try await shell.run("cargar libros")
        #expect(
            try await shell.run("añadir").output == [
                "Nueva pregunta de libros: Intro deja el valor entre corchetes, - lo vacía, Ctrl-C cancela.",
                "libro [El Hobbit]: el título del libro",
            ])
        #expect(await shell.interpreter.prompt() == "quiz [añadir: libro]> ")
        try await shell.run("", "¿Quién es Smaug?", "Un dragón", "Un enano")
        #expect(try await shell.run("7").failure == "solución es un número del 1 al 2, no «7»")
        #expect(try await shell.run("1").output.first == "Añadida la pregunta 2 a libros.")
        #expect(
            try await shell.run("editar 2 respuesta2=\"Un elfo\"").output.first == "Guardada la pregunta 2 de libros.")
        #expect(try await shell.run("borrar 2 sí").output.first == "Borrada la pregunta 2 de libros.")
        #expect(try await shell.run("deshacer").output == ["Deshecho: borrar la pregunta 2 de libros."])
        #expect(
            try await shell.run("restaurar libros").output.first?.hasPrefix("libros vuelve a ser el incluido") == true)
        #expect(try await shell.run("nuevo paquete").failure == "uso: nuevo paquete NOMBRE TIPO [IDIOMA]")
    }

    @Test("Spanish: undoing a change to a match says el partido, as a match is masculine")
    func spanishUndoAgrees() async throws {
        let shell = try ShellFixture(language: .es)
        try await shell.run("cargar mundial")
        #expect(try await shell.run("borrar 1 sí").output.first == "Borrado el partido 1 de mundial.")
        #expect(try await shell.run("deshacer").output == ["Deshecho: borrar el partido 1 de mundial."])
    }

    @Test("two shells editing the same pack, interleaved, keep each other's changes")
    func twoEditors() async throws {
        let shell = try ShellFixture()
        let other = shell.sibling()
        try await shell.run("load capitals")
        _ = await other.execute("load capitals")
        // Both hold the pack as it was when loaded; each change is made to the pack as it is on disk.
        _ = try await shell.run("add")
        _ = await other.execute(#"add question="Capital of Chile?" answer=Santiago"#)
        try await shell.run("Capital of Peru?", "Lima", "", "")
        _ = await other.execute("edit 1 answer=Canberra alternatives=\"ACT\"")
        let pack = try saved(shell, "capitals")
        guard case .quiz(let items) = pack.items else {
            Issue.record("not quizzes")
            return
        }
        #expect(items.map(\.answer) == ["Canberra", "Santiago", "Lima"])
        #expect(items[0].alternatives == ["ACT"])
        #expect(items.map(\.id) == [1, 2, 3])
    }
}

@Suite("the pack store: locked read-modify-write, validated, atomic")
struct PackStoreTests {
    @Test("many changes from concurrent writers are all kept")
    func concurrentWriters() async throws {
        let shell = try ShellFixture()
        let store = PackStore(folders: [shell.packFolder], userPacks: shell.directories.userPacks)
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<3 {
                group.addTask {
                    for index in 0..<30 {
                        let item = PackItem(.quiz([QuizItem(id: 1, question: "Q \(writer)-\(index)", answer: "A")]))
                        _ = try? store.apply(.insert(item: item, at: nil), to: "capitals")
                    }
                }
            }
        }
        let pack = try #require(try store.current("capitals"))
        #expect(pack.count == 91)
        #expect(Set(pack.items.ids).count == 91)
    }
}
