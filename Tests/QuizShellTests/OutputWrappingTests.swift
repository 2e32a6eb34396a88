import Foundation
import Testing

@testable import QuizShell

@Suite("Every line wider than the terminal breaks between words, as help does")
struct OutputWrappingTests {
    @Test func aRowOfColumnsGoesOnUnderItsLastColumn() {
        let row =
            "libros  libros  2 partidas  más falladas: «¿Quién escribió esta novela?» (1×), «¿Con qué familia?» (2×)"
        let lines = row.wrapped(width: 60)
        let column = row.distance(from: row.startIndex, to: row.range(of: "más falladas")!.lowerBound)
        #expect(lines.count > 1 && lines.allSatisfy { $0.count <= 60 }, "\(lines)")
        for line in lines.dropFirst() {
            #expect(line.prefix(column).allSatisfy { $0 == " " } && line.dropFirst(column).first != " ", "\(line)")
        }
        #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == row)
    }

    @Test func proseGoesOnFourSpacesIn() {
        let fact =
            "Fatima al-Fihri founded a school in Fez, Morocco, in the year 859. It is still open today, and it is often "
            + "called the oldest university in the world."
        #expect(
            fact.wrapped(width: 50) == [
                "Fatima al-Fihri founded a school in Fez, Morocco,", "    in the year 859. It is still open today, and",
                "    it is often called the oldest university in", "    the world.",
            ])
        #expect("  1  Países Bajos".wrapped(width: 80) == ["  1  Países Bajos"])
    }

    @Test func wideCharactersTakeTwoColumnsOfTheWidth() {
        let verdict = "✗ Incorrecto. La respuesta era: Perro 🐶 – Guau, Gato 🐱 – Miau, 犬 – ワン."
        #expect(
            verdict.wrapped(width: 40) == [
                "✗ Incorrecto. La respuesta era: Perro 🐶", "    – Guau, Gato 🐱 – Miau, 犬 – ワン.",
            ])
        // Japanese breaks between characters, with or without spaces.
        #expect("日本の首都は東京です 日本の首都は東京です".wrapped(width: 30) == ["日本の首都は東京です 日本の首", "    都は東京です"])
        #expect(
            "kanji  日本語のクイズ：首都と動物についての問題集".wrapped(width: 30) == [
                "kanji  日本語のクイズ：首都と", "    動物についての問題集",
            ])
    }

    @Test func theRowsOfALineRedrawnInPlaceCountWideCharactersTwice() {
        let question = String(repeating: "千と千尋の神隠し", count: 5)
        #expect(REPL.rows(of: question, columns: 40) == 2)
        #expect(REPL.rows(of: "\u{1B}[1mcafé\u{301}\u{1B}[0m 🐶", columns: 7) == 1)
    }

    @Test func aColumnTooNarrowForWordsIsNotLinedUpWith() {
        let row = "a-name-of-forty-characters-or-thereabout  the rest of the row"
        #expect(row.wrapped(width: 50) == ["a-name-of-forty-characters-or-thereabout  the rest", "    of the row"])
    }

    /// The output of a game and its score at `columns`, and at a width nothing reaches.
    private static func played(columns: Int) async throws -> [String] {
        let shell = try ShellFixture(language: .es)
        await shell.interpreter.useColumns(columns)
        var lines: [String] = []
        for command in ["cargar libros", "jugar", "1", "puntos", "historial"] {
            let result = try await shell.run(command)
            #expect(result.failure == nil, "\(command): \(result.failure ?? "")")
            lines += result.output
        }
        return lines
    }

    @Test(arguments: [40, 72])
    func theShellWrapsWhatItPrintsOnceToldTheWidth(columns: Int) async throws {
        let wrapped = try await Self.played(columns: columns)
        let whole = try await Self.played(columns: 10_000)
        #expect(whole.contains { $0.count > columns }, "nothing to wrap at \(columns) columns")
        for line in wrapped {
            #expect(line.count <= columns || !line.contains(" "), "\(line.count) characters: \(line)")
        }
        let words = { (lines: [String]) in lines.flatMap { $0.split(separator: " ") } }
        #expect(words(wrapped) == words(whole))
    }

    @Test func untilToldTheWidthLinesStayWhole() async throws {
        let shell = try ShellFixture(language: .es)
        _ = try await shell.run("cargar libros")
        _ = try await shell.run("jugar")
        _ = try await shell.run("1")
        let score = try await shell.run("puntos").output
        #expect(score.count == 1 && score[0].count > 80, "\(score)")
    }
}
