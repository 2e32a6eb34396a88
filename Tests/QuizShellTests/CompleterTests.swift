import Testing

@testable import QuizShell

@Suite("Tab completion")
struct CompleterTests {
    private let completer = Completer(
        commands: ["load", "list", "play", "cargar"],
        arguments: ["load": ["mundial-2022", "world-cup-2022"], "set": ["lang", "seed"], "set lang": ["es", "en"]],
        answers: ["Japón", "Países Bajos"])

    @Test func completesCommandsAndBareAnswers() {
        #expect(completer.candidates(for: "l").candidates == ["load", "list"])
        #expect(completer.candidates(for: "jap").candidates == ["Japón"])
    }

    @Test func completesArgumentsOfACommandOrItsAlias() {
        #expect(completer.candidates(for: "load mun").candidates == ["mundial-2022"])
        #expect(completer.candidates(for: "cargar w").candidates == ["world-cup-2022"])
        #expect(completer.candidates(for: "load ").candidates == ["mundial-2022", "world-cup-2022"])
    }

    @Test func anEñeIsALetterOfItsOwn() {
        let spanish = Completer(commands: ["añadir", "anfitrión", "answer"], arguments: [:], answers: ["España"])
        #expect(spanish.candidates(for: "añ").candidates == ["añadir"])
        #expect(spanish.candidates(for: "an").candidates == ["añadir", "anfitrión", "answer"])
        #expect(spanish.candidates(for: "ESPAÑ").candidates == ["España"])
        #expect(spanish.candidates(for: "espan").candidates == ["España"])
    }

    @Test func completesNestedArguments() {
        #expect(completer.candidates(for: "set lang e").candidates == ["es", "en"])
        #expect(completer.candidates(for: "set s").candidates == ["seed"])
    }

    @Test func completesAnswersOfSeveralWords() {
        let (argument, candidates) = completer.candidates(for: "paises b")
        #expect(argument == "paises b")
        #expect(candidates == ["Países Bajos"])
    }
}
