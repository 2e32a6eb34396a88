import Foundation
import QuizAPI
import QuizClass
import QuizClient
import QuizCore
import QuizServer
import QuizStore
import QuizTestSupport
import Testing

/// A class room on a real `PackServer` on 127.0.0.1, with real WebSocket clients: a host and three players.
@Suite("Class rooms on quiz serve", .serialized)
struct ClassRoomServerTests {
    static let pack = Pack.capitals

    // The right answer of every question is its first option, whatever order the seed gives the questions.

    /// Serves the pack with rooms whose results go to `database`.
    func withRooms(database: PlayerDatabase, _ body: (URL) async throws -> Void) async throws {
        let api = PackAPI(packs: [Self.pack])
        let hub = RoomHub(packs: { api.pack(named: $0) }, seed: 42, keep: { try? database.keep($0) })
        try await PackServer(api: api, configuration: .init(port: 0), rooms: hub, log: { _ in }).serving(body)
    }

    @Test func theRequestLogSaysAWebSocketUpgradeSwitchedProtocols() async throws {
        let api = PackAPI(packs: [Self.pack])
        let database = PlayerDatabase()
        let hub = RoomHub(packs: { api.pack(named: $0) }, seed: 42, keep: { try? database.keep($0) })
        let log = LogLines()
        var pin = ""
        try await PackServer(api: api, configuration: .init(port: 0), rooms: hub, log: log.append).serving { base in
            let room = try await ClassClient.openRoom(
                at: base, RoomOpening.Request(pack: "capitals", seconds: 30, seed: 5))
            pin = room.pin
            let host = RoomClient(base: base, pin: room.pin, hello: .host(key: room.key))
            _ = try await host.wait("the host's welcome") { $0.welcome }
            await host.drop()
        }
        let upgrade = try #require(log.all.first { $0.hasPrefix("GET /rooms/") }, "\(log.all)")
        #expect(upgrade.hasPrefix("GET /rooms/\(pin)/ws 101 (WebSocket)"), "\(upgrade)")
    }

    @Test func aHostAndThreePlayersPlayOneDropsAndRejoinsAndTheResultsAreKept() async throws {
        let database = PlayerDatabase()
        try await withRooms(database: database) { base in
            let room = try await ClassClient.openRoom(
                at: base, RoomOpening.Request(pack: "capitals", seconds: 30, seed: 5))
            #expect(room.pin.count == 6 && room.questions == 3 && room.title == "Capitals")
            let host = RoomClient(base: base, pin: room.pin, hello: .host(key: room.key))
            _ = try await host.wait("the host's welcome") { $0.welcome }
            let ana = RoomClient(base: base, pin: room.pin, hello: .join(name: "Ana", device: "ana-laptop"))
            let ben = RoomClient(base: base, pin: room.pin, hello: .join(name: "Ben", device: "ben-laptop"))
            let cleo = RoomClient(base: base, pin: room.pin, hello: .join(name: "Cleo", device: "cleo-laptop"))
            _ = try await host.wait("a lobby of three") { $0.lobby.flatMap { $0.count == 3 ? $0 : nil } }

            // Question 1: Ana and Cleo right, Ben wrong.
            host.send(.next)
            for (player, typed) in [(ana, "1"), (ben, "2"), (cleo, "1")] {
                let first = try await player.wait("question 1") { $0.question }
                #expect(first.question == 1 && first.options.count == 2)
                player.send(.answer(question: 1, answer: typed))
            }
            let closed = try await host.wait("the close of question 1") { $0.closed }
            #expect(closed.counts.map(\.count) == [2, 1])
            let cleoAfterOne = try #require(try await cleo.wait("Cleo's verdict") { $0.closed?.you })
            #expect(cleoAfterOne.right && cleoAfterOne.points > 900)

            // Cleo drops; question 2 closes once Ana and Ben have answered, without waiting for her.
            await cleo.drop()
            host.send(.next)
            for player in [ana, ben] {
                _ = try await player.wait("question 2") { $0.question }
                player.send(.answer(question: 2, answer: "1"))
            }
            #expect(try await host.wait("the close of question 2") { $0.closed }.question == 2)

            // Cleo comes back on the same device with every point, and plays question 3.
            let back = RoomClient(base: base, pin: room.pin, hello: .join(name: "cleo", device: "cleo-laptop"))
            let welcome = try await back.wait("Cleo's welcome back") { $0.welcome }
            #expect(welcome.name == "Cleo" && welcome.points == cleoAfterOne.points)
            let stranger = RoomClient(base: base, pin: room.pin, hello: .join(name: "CLEO", device: "other"))
            #expect(try await stranger.wait("a refusal") { $0.error } == .nameTaken)
            host.send(.next)
            for (player, typed) in [(ana, "1"), (ben, "2"), (back, "1")] {
                _ = try await player.wait("question 3") { $0.question }
                player.send(.answer(question: 3, answer: typed))
            }
            _ = try await host.wait("the close of question 3") { $0.closed }
            host.send(.next)
            let podium = try await host.wait("the podium") { $0.podium }
            #expect(podium.standings.map(\.name) == ["Ana", "Cleo", "Ben"])
            #expect(podium.standings.map(\.right) == [3, 2, 1])
            #expect(try await back.wait("Cleo's podium") { $0.podium }.you?.rank == 2)

            // The results are written just after the podium goes out.
            var kept = try database.classResults(pin: room.pin)
            for _ in 0..<100 where kept.isEmpty {
                try await Task.sleep(for: .milliseconds(50))
                kept = try database.classResults(pin: room.pin)
            }
            #expect(kept.count == 1)
            #expect(kept.first?.standings == podium.standings)
            #expect(kept.first?.questions == 3)
            #expect(kept.first?.asked.map(\.answers.count) == [3, 2, 3])

            // The host's report, question by question and player by player; the host key alone opens it.
            let report = try await ClassClient.report(at: base, pin: room.pin, key: room.key)
            #expect(report.finished)
            #expect(report.questions?.map(\.right) == [2, 2, 2])
            #expect(report.questions?.map(\.mostChosenWrongCount) == [1, 0, 1])
            #expect(report.players?.map(\.name) == ["Ana", "Cleo", "Ben"])
            #expect(report.players?.last?.answers.map(\.right) == [false, true, false])
            let wrongKey = await #expect(throws: ClassClient.Failure.self) {
                try await ClassClient.report(at: base, pin: room.pin, key: "not-the-key")
            }
            #expect(wrongKey?.reason == "no room \(room.pin) has that host key")
            for client in [host, ana, ben, back, stranger] { await client.drop() }
        }
    }

    @Test func wrongKeysBadMessagesAndGuessedPinsAreRefused() async throws {
        try await withRooms(database: PlayerDatabase()) { base in
            let room = try await ClassClient.openRoom(at: base, RoomOpening.Request(pack: "capitals"))
            let impostor = RoomClient(base: base, pin: room.pin, hello: .host(key: "0123"))
            #expect(try await impostor.wait("a refusal") { $0.error } == .wrongKey)
            let player = RoomClient(base: base, pin: room.pin, hello: .join(name: "Ana", device: "d"))
            _ = try await player.wait("a welcome") { $0.welcome }
            player.send(.next)
            #expect(try await player.wait("a refusal") { $0.error } == .malformedMessage)
            player.send(.answer(question: 1, answer: "1"))
            #expect(try await player.wait("a refusal") { $0.error } == .notOpen)

            // A class behind one address (a school's NAT) makes typos: its right PIN still gets in.
            let other = String((Int(room.pin)! + 1) % 900_000 + 100_000)
            for _ in 0..<10 {
                let typo = RoomClient(base: base, pin: other, hello: .join(name: "Eve", device: "e"))
                #expect(try await typo.wait("a refusal") { $0.error } == .noSuchRoom)
                await typo.drop()
            }
            let classmate = RoomClient(base: base, pin: room.pin, hello: .join(name: "Eve", device: "e"))
            #expect(try await classmate.wait("a welcome") { $0.welcome }.name == "Eve")
            // Guessing goes on: past the address's burst of wrong PINs, every PIN of it is refused before it is
            // looked up, the right one too, for the seconds it takes a wrong PIN's token to come back.
            var refused: RoomError.Code?
            for _ in 0..<30 where refused != .tooManyGuesses {
                let guesser = RoomClient(base: base, pin: other, hello: .join(name: "Eve", device: "e"))
                refused = try await guesser.wait("a refusal") { $0.error }
                await guesser.drop()
            }
            #expect(refused == .tooManyGuesses)
            let blocked = RoomClient(base: base, pin: room.pin, hello: .join(name: "Zoe", device: "z"))
            #expect(try await blocked.wait("a refusal") { $0.error } == .tooManyGuesses)
            for client in [impostor, player, classmate, blocked] { await client.drop() }
        }
    }

    @Test func theReportPageIsServedAndPrintsButItsDataNeedsTheHostKey() async throws {
        try await withRooms(database: PlayerDatabase()) { base in
            try await withHTTPTransport { transport in
                func get(_ path: String, headers: [String: String] = [:]) async throws -> TransportResponse {
                    try await transport.send(
                        TransportRequest(url: base.appendingPathComponent(path), headers: headers))
                }
                let room = try await ClassClient.openRoom(at: base, RoomOpening.Request(pack: "capitals"))
                let page = try await get("rooms/\(room.pin)/report")
                #expect(page.status == 200)
                #expect(String(decoding: page.body, as: UTF8.self).contains(#"<script src="/pages/report.js""#))
                #expect(String(decoding: try await get("pages/pages.css").body, as: UTF8.self).contains("@media print"))
                let anonymous = try await get("rooms/\(room.pin)/report.json")
                #expect(anonymous.status == 401)
                #expect(String(decoding: anonymous.body, as: UTF8.self).contains("Authorization: Bearer KEY"))
                for (pin, key) in [(room.pin, "wrong"), ("000000", room.key)] {
                    let refused = try await get("rooms/\(pin)/report.json", headers: ["Authorization": "Bearer \(key)"])
                    #expect(refused.status == 403)
                }
                let kept = try await get(
                    "rooms/\(room.pin)/report.json", headers: ["Authorization": "Bearer \(room.key)"])
                #expect(kept.status == 200)
                #expect(String(decoding: kept.body, as: UTF8.self).contains(#""finished":false"#))
            }
        }
    }

    @Test func aRoomsPackIsWithheldFromThePackRoutesWhileItsGameIsUnderWay() async throws {
        try await withRooms(database: PlayerDatabase()) { base in
            try await withHTTPTransport { transport in
                func get(_ path: String) async throws -> TransportResponse {
                    try await transport.send(TransportRequest(url: base.appendingPathComponent(path)))
                }
                #expect(try await get("packs/capitals/choices.json").status == 200)
                let room = try await ClassClient.openRoom(at: base, RoomOpening.Request(pack: "capitals"))
                for path in ["packs/capitals/choices.json", "choices.json"] {
                    let answer = try await get(path)
                    #expect(answer.status == 403, "\(path) gave the solutions away")
                    #expect(
                        String(decoding: answer.body, as: UTF8.self).contains(
                            #"pack \"capitals\" is being played in a class room"#))
                }
                #expect(try await get("packs").status == 200)

                let host = RoomClient(base: base, pin: room.pin, hello: .host(key: room.key))
                _ = try await host.wait("the host's welcome") { $0.welcome }
                host.send(.end)
                _ = try await host.wait("the podium") { $0.podium }
                var status = 0
                for _ in 0..<40 where status != 200 {
                    try await Task.sleep(for: .milliseconds(100))
                    status = try await get("packs/capitals/choices.json").status
                }
                #expect(status == 200, "the pack stayed withheld after its game ended")
                await host.drop()
            }
        }
    }

    @Test func withATokenOnlyTheTokenOpensARoom() async throws {
        let api = PackAPI(packs: [Self.pack], tokens: ["class-token"])
        let hub = RoomHub(packs: { api.pack(named: $0) }, seed: 42)
        try await PackServer(api: api, configuration: .init(port: 0), rooms: hub, log: { _ in }).serving { base in
            do throws(ClassClient.Failure) {
                _ = try await ClassClient.openRoom(at: base, RoomOpening.Request(pack: "capitals"))
                Issue.record("a room was opened without the token")
            } catch {
                #expect(error.reason.contains("token"), "\(error.reason)")
            }
            let withToken = try #require(URL(string: base.absoluteString + "/?token=class-token"))
            let room = try await ClassClient.openRoom(at: withToken, RoomOpening.Request(pack: "capitals"))
            #expect(room.pin.count == 6)
            // The shell's rooms open with the token, and tell the players the address without it.
            let rooms = ClassClient.rooms(at: withToken)
            #expect(try await rooms.open(RoomOpening.Request(pack: "capitals")).pin.count == 6)
            #expect(!rooms.addresses.joined().contains("class-token"))
        }
    }

    /// The projector page without the host key: it sees the lobby, the questions, the progress and the closes, but
    /// not the answer and counts of a room that hides them from players, which only the host sees; it cannot drive
    /// the room.
    @Test func aWatcherSeesWhatTheHostSeesButCannotDriveTheRoom() async throws {
        try await withRooms(database: PlayerDatabase()) { base in
            let room = try await ClassClient.openRoom(
                at: base, RoomOpening.Request(pack: "capitals", seconds: 30, showAnswers: false))
            let host = RoomClient(base: base, pin: room.pin, hello: .host(key: room.key))
            _ = try await host.wait("the host's welcome") { $0.welcome }
            let projector = RoomClient(base: base, pin: room.pin, hello: .watch)
            let welcome = try await projector.wait("the watcher's welcome") { $0.welcome }
            #expect(welcome.role == .watcher && welcome.pack == "capitals" && welcome.language == "en")
            #expect(welcome.name == nil && welcome.questions == 3)
            projector.send(.next)
            #expect(try await projector.wait("a refusal") { $0.error } == .malformedMessage)

            let ana = RoomClient(base: base, pin: room.pin, hello: .join(name: "Ana", device: "ana-phone"))
            #expect(try await ana.wait("Ana's welcome") { $0.welcome }.language == "en")
            #expect(try await projector.wait("the lobby") { $0.lobby.flatMap { $0.isEmpty ? nil : $0 } } == ["Ana"])
            host.send(.next)
            let shown = try await projector.wait("question 1") { $0.question }
            #expect(shown.question == 1 && shown.secondsLeft > 25)
            // A second projector arriving in the middle of the question is brought up to date.
            let late = RoomClient(base: base, pin: room.pin, hello: .watch)
            #expect(try await late.wait("the open question") { $0.question }.prompt == shown.prompt)
            _ = try await ana.wait("question 1") { $0.question }
            ana.send(.answer(question: 1, answer: "1"))
            let progress = try await projector.wait("the progress") { message -> Int? in
                if case .progress(_, let answered, _) = message, answered > 0 { return answered }
                return nil
            }
            #expect(progress == 1)
            let seen = try await projector.wait("the close") { $0.closed }
            #expect(seen.solution == nil && seen.solutionLabel == nil && seen.counts.isEmpty && seen.you == nil)
            #expect(seen.top.map(\.name) == ["Ana"])
            let hosted = try await host.wait("the host's close") { $0.closed }
            #expect(hosted.solution == .option(1) && hosted.counts.map(\.count) == [1, 0])
            let told = try await ana.wait("Ana's close") { $0.closed }
            #expect(told.solution == nil && told.counts.isEmpty && told.you?.right == true)
            for client in [host, projector, late, ana] { await client.drop() }
        }
    }

    @Test func aRoomTakesAtMostItsLimitOfWatchers() async throws {
        try await withRooms(database: PlayerDatabase()) { base in
            let room = try await ClassClient.openRoom(at: base, RoomOpening.Request(pack: "capitals"))
            var screens: [RoomClient] = []
            for _ in 1...ClassProtocol.maximumWatchers {
                let screen = RoomClient(base: base, pin: room.pin, hello: .watch)
                _ = try await screen.wait("a watcher's welcome") { $0.welcome }
                screens.append(screen)
            }
            let oneMore = RoomClient(base: base, pin: room.pin, hello: .watch)
            #expect(try await oneMore.wait("a refusal") { $0.error } == .tooManyWatchers)
            for client in screens + [oneMore] { await client.drop() }
        }
    }

    @Test func anUnknownPackOrBadSettingsAreAnsweredWithTheReason() async throws {
        try await withRooms(database: PlayerDatabase()) { base in
            await #expect(throws: ClassClient.Failure.self) {
                try await ClassClient.openRoom(at: base, RoomOpening.Request(pack: "nope"))
            }
            // A long unknown name comes back cut, as the server's other errors cut what they echo.
            do throws(ClassClient.Failure) {
                _ = try await ClassClient.openRoom(
                    at: base, RoomOpening.Request(pack: String(repeating: "x", count: 3_000)))
                Issue.record("a room of an unknown pack was opened")
            } catch {
                #expect(error.reason == "no pack is called \"\(String(repeating: "x", count: 100))…\" on this server")
            }
            do throws(ClassClient.Failure) {
                _ = try await ClassClient.openRoom(at: base, RoomOpening.Request(pack: "capitals", seconds: 1))
                Issue.record("a room of 1 s was opened")
            } catch {
                #expect(error.reason == "1 s is not a time for a question: give 5 to 600")
            }
        }
    }
}
