import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import Testing

@testable import QuizShell

@Suite("Numbered answers that are numbers")
struct NumberedNumbersTests {
    @Test("a number that picks an answer by position, though another answer reads as it, says which it took")
    func aNumberReadAsAPositionSaysSo() async throws {
        let sums = Pack(
            name: "sums", title: "Sums", language: "en",
            items: .choice([
                ChoiceItem(
                    id: 1, question: "2 + 2?", answers: ["3", "4", "5", "6"].map { .init(answer: $0) }, solution: 2)
            ]))
        let shell = try ShellFixture(packs: [sums])
        try await shell.run("load sums", "play")
        #expect(
            try await shell.run("4").output.prefix(2) == [
                "✗ Wrong. The answer was: 4.", "(4 is taken as answer number 4, 6; the answer 4 is number 2)",
            ])
        try await shell.run("play")
        #expect(try await shell.run("2").output.prefix(2) == ["✓ Right!", "★ Perfect game!"])
    }
}
