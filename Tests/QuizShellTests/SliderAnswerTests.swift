import QuizCore
import Testing

@testable import QuizShell

/// A slider's answer as a player types it and the verdict on it: the slider's own unit after the number is taken,
/// and an answer right within the tolerance is told the exact value.
@Suite("Slider answers")
struct SliderAnswerTests {
    static let nile = SliderItem(
        id: 1, question: "How many km long is the Nile?", low: 5000, high: 8000, answer: 6650, tolerance: 100,
        unit: "km")

    static func shell(_ slider: SliderItem = nile, language: Language = .en) throws -> ShellFixture {
        let pack = Pack(name: "rivers", title: "Rivers", language: "en", items: .mixed([MixedItem(.slider(slider))]))
        return try ShellFixture(packs: [pack], language: language)
    }

    @Test(
        "a number followed by the slider's unit, in any case and with or without a space, is taken",
        arguments: ["6650 km", "6650km", "6650 KM", "6650,0 Km"])
    func unitAfterTheNumber(typed: String) async throws {
        let shell = try Self.shell()
        try await shell.run("load rivers", "play")
        #expect(try await shell.run(typed).output.first == "✓ Right!")
    }

    @Test("other text after the number is refused as before, and so is a unit on a slider without one")
    func otherText() async throws {
        let shell = try Self.shell()
        try await shell.run("load rivers", "play")
        #expect(
            try await shell.run("6650 miles").failure
                == #""6650 miles" is not a number; answer with digits, such as 1822 or 3.14 (3,14 too)"#)
        #expect(try await shell.run("km").failure?.hasPrefix(#""km" is not a number"#) == true)
        #expect(
            try await shell.run("9000 km").failure == "9000 km is outside the range; answer a number from 5000 to 8000")
        var plain = Self.nile
        plain.unit = nil
        let unitless = try Self.shell(plain)
        try await unitless.run("load rivers", "play")
        #expect(try await unitless.run("6650 km").failure?.hasPrefix(#""6650 km" is not a number"#) == true)
    }

    @Test("an answer right within the tolerance is told the exact value, in English and Spanish; an exact one is not")
    func exactValue() async throws {
        let english = try Self.shell()
        try await english.run("load rivers", "play")
        #expect(try await english.run("6600 km").output.first == "✓ Right! The exact answer was: 6650.")
        let spanish = try Self.shell(language: .es)
        try await spanish.run("cargar rivers", "jugar")
        #expect(try await spanish.run("6700").output.first == "✓ ¡Correcto! La respuesta exacta era: 6650.")
        let exact = try Self.shell()
        try await exact.run("load rivers", "play")
        #expect(try await exact.run("6650.0").output.first == "✓ Right!")
    }
}
