import Foundation
import QuizAPI
import QuizClass
import QuizClient
import QuizCore
import QuizServer
import QuizTestSupport
import Testing

/// Connections to a room that come back by themselves: a host and a player reach a real `PackServer` through a
/// proxy whose connections the test cuts, as a network that drops.
@Suite("Rooms' connections that come back", .serialized)
struct RoomSessionTests {
    /// What a session went through, in order, waited for by kind.
    actor Events {
        private(set) var all: [RoomSession.Event] = []
        private var next = 0

        func append(_ event: RoomSession.Event) { all.append(event) }

        /// The next event that `match` picks, after those already waited for; fails after 15 s, the events looked at
        /// once more after the deadline, which a busy test runner can pass while the event waits to be added.
        func wait<T: Sendable>(
            _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
            _ match: @Sendable (RoomSession.Event) -> T?
        ) async throws -> T {
            let deadline = ContinuousClock.now + .seconds(15)
            while true {
                if let index = all[next...].firstIndex(where: { match($0) != nil }) {
                    next = index + 1
                    return match(all[index])!
                }
                if ContinuousClock.now >= deadline { break }
                try await Task.sleep(for: .milliseconds(10))
            }
            Issue.record("no \(what) within 15 s; went through \(all[next...])", sourceLocation: sourceLocation)
            throw CancellationError()
        }
    }

    static let quick = RejoinSchedule(attempts: 3, first: .milliseconds(20), longest: .milliseconds(80))

    /// Serves the capitals pack with rooms, through a proxy; gives `body` the server's address and the proxy.
    func withProxiedRooms(_ body: (URL, CuttableProxy) async throws -> Void) async throws {
        let api = PackAPI(packs: [ClassRoomServerTests.pack])
        let hub = RoomHub(packs: { api.pack(named: $0) }, seed: 42)
        try await PackServer(api: api, configuration: .init(port: 0), rooms: hub, log: { _ in }).serving { base in
            let proxy = try CuttableProxy(to: try #require(base.port))
            defer { proxy.stop() }
            try await body(base, proxy)
        }
    }

    @Test func aCutHostAndPlayerComeBackWithEveryPointAndTheCountOfAttemptsStartsAgain() async throws {
        try await withProxiedRooms { base, proxy in
            let room = try await ClassClient.openRoom(
                at: base, RoomOpening.Request(pack: "capitals", seconds: 30, seed: 5))
            let through = try #require(URL(string: proxy.url))
            let host = RoomSession(base: through, pin: room.pin, hello: .host(key: room.key), schedule: Self.quick)
            let ana = RoomSession(
                base: through, pin: room.pin, hello: .join(name: "Ana", device: "ana-laptop"), schedule: Self.quick)
            let (hosted, played) = (Events(), Events())
            let hosting = Task { try await host.run { await hosted.append($0) } }
            let playing = Task { try await ana.run { await played.append($0) } }
            _ = try await hosted.wait("the host's welcome") { $0.welcome }
            _ = try await played.wait("Ana's welcome") { $0.welcome }
            _ = try await hosted.wait("Ana in the lobby") { $0.lobby == ["Ana"] ? true : nil }
            #expect(host.send(.next))
            _ = try await played.wait("question 1") { $0.question }
            #expect(ana.send(.answer(question: 1, answer: "1")))
            let points = try #require(try await played.wait("Ana's verdict") { $0.closed?.you }.points)
            #expect(points > 900)

            for _ in 1...2 {
                proxy.cut()
                let lost = try await played.wait("Ana's loss") { $0.lost }
                #expect(lost.attempt == 1 && lost.attempts == 3 && lost.delay == .milliseconds(20))
                #expect(try await played.wait("Ana's welcome back") { $0.welcome }.points == points)
                #expect(try await hosted.wait("the host's loss") { $0.lost }.attempt == 1)
                #expect(try await hosted.wait("the host's welcome back") { $0.welcome }.role == .host)
            }
            // Both are back for good: the host opens the next question, and Ana answers it.
            try await Task.sleep(for: .milliseconds(300))
            #expect(host.send(.next))
            #expect(try await played.wait("question 2") { $0.question }.question == 2)
            #expect(ana.send(.answer(question: 2, answer: "1")))
            _ = try await hosted.wait("the close of question 2") { $0.closed?.question == 2 ? true : nil }

            // The server is gone: three attempts, twice as long each, then the session gives up.
            proxy.refuse(true)
            proxy.cut()
            let delays = [
                try await played.wait("attempt 1") { $0.lost }, try await played.wait("attempt 2") { $0.lost },
                try await played.wait("attempt 3") { $0.lost },
            ].map(\.delay)
            #expect(delays == [.milliseconds(20), .milliseconds(40), .milliseconds(80)])
            await #expect(throws: RoomSession.End.self) { try await playing.value }
            do {
                try await playing.value
            } catch let end as RoomSession.End {
                guard case .gaveUp(let attempts, _, _) = end else {
                    Issue.record("the session ended with \(end)")
                    return
                }
                #expect(attempts == 3)
            }
            host.leave()
            _ = await hosting.result
        }
    }

    @Test func aSessionLeftEndsWithoutTryingAgain() async throws {
        try await withProxiedRooms { base, proxy in
            let room = try await ClassClient.openRoom(at: base, RoomOpening.Request(pack: "capitals"))
            let ana = RoomSession(
                base: try #require(URL(string: proxy.url)), pin: room.pin, hello: .join(name: "Ana", device: "a"))
            let played = Events()
            let playing = Task { try await ana.run { await played.append($0) } }
            _ = try await played.wait("Ana's welcome") { $0.welcome }
            ana.leave()
            try await playing.value
            #expect(!ana.send(.answer(question: 1, answer: "1")))
            #expect(proxy.accepted == 1)
        }
    }

    @Test func aRefusedOrKickedPlayerIsNotBroughtBack() async throws {
        try await withProxiedRooms { base, proxy in
            let room = try await ClassClient.openRoom(at: base, RoomOpening.Request(pack: "capitals"))
            let through = try #require(URL(string: proxy.url))
            let ana = RoomSession(base: through, pin: room.pin, hello: .join(name: "Ana", device: "a"))
            let impostor = RoomSession(base: through, pin: room.pin, hello: .join(name: "ANA", device: "b"))
            let played = Events()
            let playing = Task { try await ana.run { await played.append($0) } }
            _ = try await played.wait("Ana's welcome") { $0.welcome }
            await #expect(throws: RoomSession.End.refused(.nameTaken)) { try await impostor.run { _ in } }
            let host = RoomClient(base: base, pin: room.pin, hello: .host(key: room.key))
            _ = try await host.wait("the host's welcome") { $0.welcome }
            host.send(.kick(name: "Ana"))
            await #expect(throws: RoomSession.End.kicked) { try await playing.value }
            await host.drop()
            let elsewhere = RoomSession(
                base: URL(string: "http://127.0.0.1:1")!, pin: room.pin, hello: .join(name: "Ben", device: "c"))
            await #expect(throws: RoomSession.End.self) { try await elsewhere.run { _ in } }
        }
    }
}

extension RoomSession.Event {
    var welcome: Welcome? {
        if case .message(.welcome(let welcome)) = self { return welcome }
        return nil
    }

    var question: QuestionShown? {
        if case .message(.question(let shown)) = self { return shown }
        return nil
    }

    var closed: QuestionClosed? {
        if case .message(.closed(let closed)) = self { return closed }
        return nil
    }

    var lobby: [String]? {
        if case .message(.lobby(let players)) = self { return players }
        return nil
    }

    var lost: (attempt: Int, attempts: Int, delay: Duration)? {
        if case .lost(let attempt, let attempts, let delay) = self { return (attempt, attempts, delay) }
        return nil
    }
}
