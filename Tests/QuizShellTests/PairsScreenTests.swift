import QuizCore
import Testing

@testable import QuizShell

/// The columns of a pairs question on the screen: every right side lettered, those that match no left side too, and
/// the left sides padded by the columns a terminal gives them, emoji and CJK included.
@Suite("Pairs on the screen")
struct PairsScreenTests {
    @Test("every right side is lettered, and a left side with an emoji or CJK is padded whole")
    func extraAndWideSides() async throws {
        let pairs = PairsItem(
            id: 1, question: "Empareja",
            pairs: [.init(left: "Perro 🐶", right: "Guau"), .init(left: "犬", right: "Miau")],
            extra: ["Pío"])
        let pack = Pack(name: "animales", title: "Animales", language: "es", items: .mixed([MixedItem(.pairs(pairs))]))
        let shell = try ShellFixture(packs: [pack])
        #expect(
            try await shell.run("load animales", "play").output.suffix(3) == [
                "  1  Perro 🐶    a  Pío",
                "  2  犬          b  Miau",
                "                 c  Guau",
            ])
    }

    @Test("a terminal gives wide characters two columns, and padding never cuts a character")
    func columns() {
        #expect("Perro 🐶".terminalColumns == 8 && "日本".terminalColumns == 4 && "Japón".terminalColumns == 5)
        #expect("🇦🇷".terminalColumns == 2 && "👩‍👩‍👧".terminalColumns == 2)
        #expect("🐶".padded(toColumns: 1) == "🐶" && "ñ".padded(toColumns: 3) == "ñ  ")
    }
}
