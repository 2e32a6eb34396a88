import QuizCore
import Testing

@testable import QuizShell

/// A poll or an open question whose time runs out has no answer to take and none to get wrong.
@Suite("A timed poll")
struct TimedPollTests {
    @Test(arguments: [
        (Language.en, "⏱ Time's up!", "Right 0 · Wrong 0 · Unanswered 1"),
        (Language.es, "⏱ ¡Se acabó el tiempo!", "Correctas 0 · Incorrectas 0 · Sin responder 1"),
    ])
    func timeUpIsUnansweredNotWrongNorTaken(language: Language, verdict: String, score: String) async throws {
        let poll = ChoiceItem(
            id: 1, question: "How are you?", answers: ["Fine", "Sleepy"].map { .init(answer: $0) }, solution: 1)
        let open = OpenItem(id: 2, question: "One word?")
        let pack = Pack(
            name: "warm-up", title: "Warm-up", language: "en",
            items: .mixed([MixedItem(.poll(poll)), MixedItem(.open(open))]))
        let clock = ManualClock()
        let shell = try ShellFixture(packs: [pack], language: language, clock: clock)
        try await shell.run("set timer 5", "load warm-up", "play")
        clock.advance(by: 6)
        #expect(await shell.interpreter.expireRound().first == verdict)
        let shown = try await shell.run("score").output
        #expect(shown.first?.hasPrefix(score) == true, "\(shown)")
    }
}
