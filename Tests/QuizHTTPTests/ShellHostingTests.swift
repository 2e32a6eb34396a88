import Foundation
import QuizAPI
import QuizClass
import QuizClient
import QuizCore
import QuizServer
import QuizShell
import QuizStore
import QuizTestSupport
import Testing

/// The shell's `host` and `simulate`: a room on a real `PackServer` over WebSocket, and the same room in process,
/// show the host the same lines, with points from the answer times the script gives.
@Suite("Hosting a class room from the shell")
struct ShellHostingTests {
    static let pack = ClassRoomServerTests.pack

    static let script = [
        "host capitals seconds 20 questions 2", "simulate Ana Ben", "next", "simulate answers Ana=1@2 Ben=2@1",
        "simulate rejoin Ana", "next", "simulate answers Ben=1@5", "skip", "next",
    ]

    /// Runs `script` in a shell in `language` whose rooms `makeRooms` makes, and returns every line it printed.
    static func run(
        _ script: [String] = script, language: Language = .en,
        _ makeRooms: @escaping @Sendable (ClassVenue) async throws -> ClassRooms
    ) async -> [String] {
        let interpreter = Interpreter(
            source: .local(folders: []), settings: ShellSettings(language: language, seed: 3),
            style: Style(enabled: false),
            environment: ShellEnvironment(
                clock: ManualClock(), transports: .with(http: { _ in FixtureTransport(api: PackAPI(packs: [])) }),
                records: PlayerDatabase(), makeClassRooms: makeRooms))
        var lines: [String] = []
        for command in script {
            let result = await interpreter.execute(command)
            lines += result.output + (result.failure.map { ["error: " + $0] } ?? [])
        }
        await interpreter.close()
        return lines
    }

    @Test func aClassHostedOverWebSocketShowsTheHostTheCloseWithPointsFromTheScriptsTimes() async throws {
        let api = PackAPI(packs: [Self.pack])
        let clock = ManualClock()
        let hub = RoomHub(packs: { api.pack(named: $0) }, clock: clock, seed: 42)
        let lines = try await PackServer(api: api, configuration: .init(port: 0), rooms: hub, log: { _ in })
            .serving { base in
                await Self.run { _ in ClassClient.rooms(at: base, clock: clock) }
            }
        #expect(lines.contains("Ana answers \"1\" after 2 s"))
        #expect(lines.contains("question 1: 2 of 2 have answered"))
        // Ana right after 2 s of 20: round((1 − 0.1 / 2) · 1000) = 950; Ben wrong.
        #expect(lines.contains("  1. Ana: 950 points, 1 right"))
        let pin = lines.first?.split(separator: " ").dropFirst().first.map(String.init) ?? ""
        #expect(lines.contains("Ana: back in room \(pin) as Ana, with 950 points"))
        #expect(lines.contains("  2. Ben: 875 points, 1 right"))
        #expect(lines.contains("Game over. Podium:"))
        #expect(!lines.contains { $0.hasPrefix("error:") })
    }

    @Test func theSameClassInProcessPrintsTheSameLines() async throws {
        let api = PackAPI(packs: [Self.pack])
        let serverClock = ManualClock()
        let hub = RoomHub(packs: { api.pack(named: $0) }, clock: serverClock, seed: 42)
        let overWebSocket = try await PackServer(api: api, configuration: .init(port: 0), rooms: hub, log: { _ in })
            .serving { base in
                await Self.run { _ in ClassClient.rooms(at: base, clock: serverClock) }
            }
        let localClock = ManualClock()
        let local = RoomHub(packs: { api.pack(named: $0) }, clock: localClock, seed: 42)
        let inProcess = await Self.run { _ in local.classRooms(address: "in-process", clock: localClock, seed: 3) }
        #expect(inProcess.count > 30)
        #expect(Array(inProcess.dropFirst(2)) == Array(overWebSocket.dropFirst(2)))
    }

    @Test func simulatedCommandsWithoutARoomAreRefused() async {
        let lines = await Self.run { _ in throw CancellationError() }
        #expect(lines.first?.hasPrefix("error: ") == true)
        #expect(lines.contains("error: you host no room; host PACK opens one"))
    }

    @Test func aSimulatedPlayerKickedByTheirNameTypedOtherwiseIsOutOfTheSimulationToo() async {
        let api = PackAPI(packs: [Self.pack])
        let clock = ManualClock()
        let local = RoomHub(packs: { api.pack(named: $0) }, clock: clock, seed: 42)
        let lines = await Self.run(
            ["host capitals seconds 20", "simulate Ana José", "kick ana", "kick jose", "simulate Ana José"]
        ) { _ in local.classRooms(address: "in-process", clock: clock, seed: 3) }
        #expect(
            Array(lines.suffix(4)) == [
                "in the room (1): José", "nobody in the room yet", "Ana: error: The host sent you out of the room.",
                "José: error: The host sent you out of the room.",
            ])
    }

    @Test(arguments: [
        (Language.en, "skip", #"error: no question is open; "next" opens the next one"#),
        (Language.es, "saltar", "error: ninguna pregunta está abierta; «siguiente» abre la siguiente"),
    ])
    func aSkipWithNoQuestionOpenIsRefusedAndOpensNothing(language: Language, skip: String, refusal: String) async {
        let api = PackAPI(packs: [Self.pack])
        let clock = ManualClock()
        let local = RoomHub(packs: { api.pack(named: $0) }, clock: clock, seed: 42)
        let lines = await Self.run(
            ["host capitals seconds 20 questions 2", skip, "simulate Ana", "next", "simulate answers Ana=1@2", skip],
            language: language
        ) { _ in local.classRooms(address: "in-process", clock: clock, seed: 3) }
        #expect(lines.filter { $0 == refusal }.count == 2, "\(lines)")
        #expect(!lines.contains { $0.contains("2/2") || $0.contains(" 2 of 2") || $0.contains(" 2 de 2") }, "\(lines)")
    }

    @Test func aSpanishShellRefusesBadTeamsInSpanish() async {
        let lines = await Self.run(
            ["anfitrión capitals equipos 1", "anfitrión capitals equipos Rojo,rojo", "anfitrión capitals equipos ,"],
            language: .es
        ) { _ in throw CancellationError() }
        #expect(
            lines == [
                "error: 1 equipo: da de 2 a 50", "error: dos equipos se llaman «rojo»; da a cada uno su propio nombre",
                "error: el nombre del equipo 1, «», no es un nombre: de 1 a 24 caracteres que se vean, sin caracteres "
                    + "de control",
            ])
    }

    @Test func aSpanishShellSaysOnceAndInSpanishThatTheRoomsServerHasNoSuchPack() async throws {
        let api = PackAPI(packs: [Self.pack])
        let clock = ManualClock()
        let hub = RoomHub(packs: { api.pack(named: $0) }, clock: clock, seed: 42)
        var url = ""
        let lines = try await PackServer(api: api, configuration: .init(port: 0), rooms: hub, log: { _ in })
            .serving { base in
                url = base.appendingPathComponent("rooms").absoluteString
                return await Self.run(["anfitrión nada", "asignar nada hasta +1d"], language: .es) { _ in
                    ClassClient.rooms(at: base, clock: clock)
                }
            }
        let refusal = "error: \(url): no hay ningún paquete «nada» en este servidor"
        #expect(lines == [refusal, refusal])
        let local = RoomHub(packs: { api.pack(named: $0) }, clock: clock, seed: 42)
        let inProcess = await Self.run(["anfitrión nada"], language: .es) { _ in
            local.classRooms(address: "in-process", clock: clock, seed: 3)
        }
        #expect(inProcess == ["error: no hay ningún paquete «nada» en este servidor"])
    }
}
