import QuizClass
import QuizShell
import Testing

/// What a line typed at `quiz join` or `quiz host` means, in English and Spanish.
@Suite struct RoomInputTests {
    @Test(arguments: [
        ("quit", RoomInput.quit), ("EXIT", .quit), ("salir", .quit), ("help", .help), ("ayuda", .help), ("?", .help),
        ("  2 ", .answer("2")), ("Argentina", .answer("Argentina")), ("   ", .nothing),
    ])
    func aPlayersLineIsACommandOrAnAnswer(line: String, input: RoomInput) {
        #expect(RoomInput.player(line) == input)
    }

    @Test func aWordThatTheOpenQuestionOffersIsAnAnswer() {
        #expect(RoomInput.player("Help", options: ["Help!", "Abbey Road"]) == .help)
        #expect(RoomInput.player("help", options: ["Help", "Abbey Road"]) == .answer("help"))
        #expect(RoomInput.player("Salir", options: ["Salir", "Entrar"]) == .answer("Salir"))
    }

    @Test(arguments: [
        ("next", RoomInput.room(.next)), ("siguiente", .room(.next)), ("skip", .room(.skip)),
        ("saltar", .room(.skip)), ("kick Ana María", .room(.kick(name: "Ana María"))),
        ("expulsar  Bea", .room(.kick(name: "Bea"))), ("lock", .room(.lock(true))), ("bloquear", .room(.lock(true))),
        ("unlock", .room(.lock(false))), ("desbloquear", .room(.lock(false))), ("end", .room(.end)),
        ("fin", .room(.end)), ("quit", .quit), ("salir", .quit), ("help", .help), ("kick", .unknown("kick")),
        ("dance", .unknown("dance")), ("", .nothing),
    ])
    func aHostsLineIsACommand(line: String, input: RoomInput) {
        #expect(RoomInput.host(line) == input)
    }
}
