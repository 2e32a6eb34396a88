import Foundation
import QuizAPI
import QuizClass
import QuizClient
import QuizCore
import QuizServer
import QuizShell
import QuizStore
import Testing

/// A homework room on a real `PackServer` on 127.0.0.1 with real WebSocket clients, its rooms kept in a player
/// database file as `quiz serve` keeps them, and a server started again over the same file.
@Suite("Homework rooms on quiz serve", .serialized)
struct HomeworkRoomServerTests {
    /// Serves the pack with rooms kept in the database at `file`, as `quiz serve` wires them, on `clock`.
    static func serving(_ file: URL, clock: ManualClock, _ body: (URL) async throws -> Void) async throws {
        let api = PackAPI(packs: [ClassRoomServerTests.pack])
        let database = PlayerDatabase(file: file)
        let store = try await HomeworkRoomStore(database: database, packs: { api.pack(named: $0) }, failed: { _ in })
        let hub = RoomHub(
            packs: { api.pack(named: $0) }, clock: clock, seed: 42, keep: { try? database.keep($0) },
            kept: { (try? database.classResults(pin: $0)) ?? [] }, store: store)
        await hub.resume()
        try await PackServer(api: api, configuration: .init(port: 0), rooms: hub, log: { _ in }).serving(body)
    }

    @Test func studentsPlayAtTheirOwnPaceSeeOnlyTheirOwnAndComeBackAfterARestart() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-homework-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("quiz.sqlite")
        let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        let until = clock.now().addingTimeInterval(2 * 86_400)
        var opened: RoomOpening.Reply?
        var secondPrompt = ""

        try await Self.serving(file, clock: clock) { base in
            for refused in [clock.now().addingTimeInterval(-60), clock.now().addingTimeInterval(365 * 86_400)] {
                let error = await #expect(throws: ClassClient.Failure.self) {
                    try await ClassClient.openRoom(at: base, RoomOpening.Request(pack: "capitals", until: refused))
                }
                #expect(error?.reason.contains("deadline") == true, "\(String(describing: error))")
            }
            let room = try await ClassClient.openRoom(
                at: base, RoomOpening.Request(pack: "capitals", seconds: 30, seed: 5, until: until))
            opened = room
            let host = RoomClient(base: base, pin: room.pin, hello: .host(key: room.key))
            _ = try await host.wait("the host's welcome") { $0.welcome }
            let ana = RoomClient(base: base, pin: room.pin, hello: .join(name: "Ana", device: "ana-laptop"))
            let ben = RoomClient(base: base, pin: room.pin, hello: .join(name: "Ben", device: "ben-laptop"))
            let welcome = try await ana.wait("Ana's welcome") { $0.welcome }
            #expect(welcome.until == until.formatted(.iso8601))
            let first = try await ana.wait("Ana's question 1") { $0.question }
            #expect(try await ben.wait("Ben's question 1") { $0.question }.question == 1)

            clock.advance(by: 4)
            ana.send(.answer(question: 1, answer: "1"))
            let verdict = try await ana.wait("Ana's verdict") { $0.closed }
            #expect(verdict.you?.right == true && verdict.solutionLabel == first.options[0])
            #expect(verdict.counts.isEmpty && verdict.top.isEmpty)
            secondPrompt = try await ana.wait("Ana's question 2") { $0.question }.prompt
            _ = try await host.wait("the host's progress") {
                $0 == .progress(question: 1, answered: 1, players: 2) ? true : nil
            }

            // The same name from another device is refused; the same device again may not answer twice.
            let tablet = RoomClient(base: base, pin: room.pin, hello: .join(name: "Ana", device: "ana-tablet"))
            #expect(try await tablet.wait("the refusal") { $0.error } == .nameTaken)
            let again = RoomClient(base: base, pin: room.pin, hello: .join(name: "Ana", device: "ana-laptop"))
            #expect(try await again.wait("Ana's question 2 again") { $0.question }.prompt == secondPrompt)
            again.send(.answer(question: 1, answer: "2"))
            #expect(try await again.wait("the second answer's refusal") { $0.error } == .alreadyAnswered)

            let report = try await ClassClient.report(at: base, pin: room.pin, key: room.key)
            #expect(report.players?.map(\.name) == ["Ana", "Ben"])
            #expect(report.questions?.map(\.answered) == [1, 0, 0])
            // Ben heard nothing of Ana's answer.
            let heard = await ben.inbox.history
            #expect(!heard.contains { $0.closed != nil || $0.error != nil })
            #expect(heard.filter { $0.question != nil }.count == 1)
            for client in [host, ana, ben, tablet, again] { await client.drop() }
        }

        let room = try #require(opened)
        clock.advance(by: 10)
        try await Self.serving(file, clock: clock) { base in
            let ana = RoomClient(base: base, pin: room.pin, hello: .join(name: "Ana", device: "ana-laptop"))
            let back = try await ana.wait("Ana's question 2 after the restart") { $0.question }
            #expect(back.prompt == secondPrompt && back.secondsLeft == 20)
            ana.send(.answer(question: 2, answer: "1"))
            _ = try await ana.wait("Ana's question 3") { $0.question }
            clock.advance(by: 2 * 86_400)
            let report = try await ClassClient.report(at: base, pin: room.pin, key: room.key)
            #expect(report.finished)
            #expect(report.questions?.map(\.answered) == [1, 1, 0])
            let podium = try await ana.wait("the podium at the deadline") { $0.podium }
            #expect(podium.standings.map(\.name) == ["Ana", "Ben"])
            await ana.drop()
            // Back after the deadline, Ana is told that it has passed, and sees the podium.
            let late = RoomClient(base: base, pin: room.pin, hello: .join(name: "Ana", device: "ana-laptop"))
            let welcome = try await late.wait("Ana's welcome after the deadline") { $0.welcome }
            #expect(
                Messages(language: .en).roomLines(for: .welcome(welcome)).last
                    == "Homework: the deadline, 2027-01-17 08:00 UTC, has passed.")
            #expect(
                Messages(language: .es).roomLines(for: .welcome(welcome)).last
                    == "Deberes: la fecha límite, el 2027-01-17 08:00 UTC, ya ha pasado.")
            _ = try await late.wait("the podium after the deadline") { $0.podium }
            await late.drop()

            // An hour after the deadline the room is gone and its PIN free, which the next room takes: the report of
            // the homework stays, from the results kept, for its key, while the new room's key opens the new room's.
            clock.advance(by: 3_700)
            let next = try await ClassClient.openRoom(at: base, RoomOpening.Request(pack: "capitals"))
            #expect(next.pin == room.pin)
            let later = try await ClassClient.report(at: base, pin: room.pin, key: room.key)
            #expect(later.finished && later.questions?.map(\.answered) == [1, 1, 0])
            #expect(try await ClassClient.report(at: base, pin: next.pin, key: next.key).finished == false)
            let wrongKey = await #expect(throws: ClassClient.Failure.self) {
                try await ClassClient.report(at: base, pin: room.pin, key: "not-the-key")
            }
            #expect(wrongKey?.reason == "no room \(room.pin) has that host key")
        }
        let kept = try PlayerDatabase(file: file).classResults(pin: room.pin)
        #expect(kept.count == 1 && kept.first?.asked.map(\.answers.count) == [1, 1, 0])
    }
}
