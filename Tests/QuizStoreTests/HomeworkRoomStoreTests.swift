import Foundation
import QuizClass
import QuizCore
import QuizStore
import QuizTestSupport
import Testing

/// Homework rooms kept in the player database: a server that stops and starts again takes them up where they were.
@Suite struct HomeworkRoomStoreTests {
    static let pack = Pack.capitals

    /// One connection to a room of `hub`, whose every message is read up to the answer of a ping.
    final class Seat: Sendable {
        let link: ClassLink
        let iterator: SharedIterator

        final class SharedIterator: @unchecked Sendable {
            var iterator: AsyncStream<ServerMessage>.Iterator
            init(_ stream: AsyncStream<ServerMessage>) { iterator = stream.makeAsyncIterator() }
        }

        init(_ link: ClassLink) {
            self.link = link
            iterator = SharedIterator(link.messages)
        }

        func send(_ message: ClientMessage) async -> [ServerMessage] {
            await link.send(message)
            await link.send(.ping(id: 1))
            var read: [ServerMessage] = []
            while let next = await iterator.iterator.next(), next != .pong(id: 1) { read.append(next) }
            return read
        }
    }

    /// A server's rooms over the database of `folder`, as `quiz serve` wires them.
    static func server(
        _ folder: StoreFolder, clock: ManualClock
    ) async throws -> (RoomHub, ClassRooms, PlayerDatabase, HomeworkRoomStore) {
        let database = folder.database()
        let store = try await HomeworkRoomStore(database: database, packs: { _ in pack }, failed: { _ in })
        let hub = RoomHub(
            packs: { _ in pack }, clock: clock, seed: 5, keep: { try? database.keep($0) }, store: store)
        await hub.resume()
        return (hub, hub.classRooms(address: "in-process", clock: clock, seed: 5), database, store)
    }

    static func question(_ messages: [ServerMessage]) -> QuestionShown? {
        messages.compactMap { if case .question(let shown) = $0 { shown } else { nil } }.last
    }

    @Test func aRestartedServerTakesItsHomeworkRoomUpWithEveryAnswerKeptOnce() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        let until = clock.now().addingTimeInterval(2 * 86_400)
        var (hub, rooms, _, store) = try await Self.server(folder, clock: clock)
        let reply = try await rooms.open(RoomOpening.Request(pack: "capitals", seconds: 30, until: until))

        let ana = Seat(await rooms.connect(reply.pin))
        let first = try #require(Self.question(await ana.send(.join(name: "Ana", device: "ana-phone"))))
        clock.advance(by: 3)
        let second = try #require(Self.question(await ana.send(.answer(question: 1, answer: "1"))))
        #expect(second.question == 2)
        clock.advance(by: 10)
        await ana.link.close()
        _ = await hub.packsInPlay()

        // The server stops; the database is opened again by a new one.
        (hub, rooms, _, store) = try await Self.server(folder, clock: clock)
        let room = try #require(try await store.room(reply.pin))
        #expect(room.isHomework && room.settings.until == until)
        #expect(room.playerNames == ["Ana"])
        let back = Seat(await rooms.connect(reply.pin))
        let again = await back.send(.join(name: "Ana", device: "ana-phone"))
        let shown = try #require(Self.question(again))
        #expect(shown.question == 2 && shown.prompt == second.prompt && shown.secondsLeft == 20)
        let refused = await back.send(.answer(question: 1, answer: "1"))
        #expect(refused.contains { if case .error(.alreadyAnswered, _, _) = $0 { true } else { false } })
        _ = await back.send(.answer(question: 2, answer: "1"))
        #expect(first.question == 1)

        // Another restart, then the deadline: the results keep each answer once.
        await back.link.close()
        var database: PlayerDatabase
        (hub, rooms, database, store) = try await Self.server(folder, clock: clock)
        clock.advance(by: 2 * 86_400)
        let report = try await rooms.report(reply.pin, reply.key)
        #expect(report.finished)
        let results = try database.classResults(pin: reply.pin)
        #expect(results.count == 1)
        #expect(results.first?.asked.map(\.answers.count) == [1, 1, 0])
        #expect(results.first?.standings.map(\.name) == ["Ana"])
    }

    @Test func onlyHomeworkRoomsAreWrittenLiveRoomsCostNoWrite() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        let (_, rooms, database, _) = try await Self.server(folder, clock: clock)
        _ = try await rooms.open(RoomOpening.Request(pack: "capitals"))
        let homework = try await rooms.open(
            RoomOpening.Request(pack: "capitals", until: clock.now().addingTimeInterval(3600)))
        let kept = try await HomeworkRoomStore(database: database, packs: { _ in Self.pack }, failed: { _ in })
        #expect(try await kept.pins() == [homework.pin])
        let (_, _, _, restarted) = try await Self.server(folder, clock: clock)
        #expect(try await restarted.room(homework.pin) != nil)
    }
}
