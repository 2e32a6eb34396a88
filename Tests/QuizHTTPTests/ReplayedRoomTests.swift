import Foundation
import QuizClass
import QuizClient
import QuizCore
import QuizPostgres
import QuizServer
import Testing

/// One room shared over a real PostgreSQL (`QUIZ_POSTGRES_URL`, started by `Scripts/test`) through stores of their own,
/// as by two servers: each store brings the room it kept up to date by replaying the steps the other applied, and a
/// store that kept none rebuilds it from the last snapshot of the game and the steps after it. Every step is applied
/// to a room in memory beside them, which says what each store must answer.
@Suite("Rooms replayed from their steps over PostgreSQL", .serialized)
struct ReplayedRoomTests {
    static let url = ProcessInfo.processInfo.environment["QUIZ_POSTGRES_URL"]
    static let key = "5f3a9c0e5f3a9c0e5f3a9c0e5f3a9c0e"

    /// The stores of one room and its copy in memory.
    struct SharedRoom {
        let pin: String
        let memory = MemoryRoomStore()
        var stores: [PostgresRoomStore] = []
        let pack = ClassRoomServerTests.pack

        /// A room of question `seconds` long, opened anew at `pin` through a first store.
        static func open(_ pin: String, seconds: Int, until: Date? = nil) async throws -> SharedRoom {
            var room = SharedRoom(pin: pin)
            try await room.connect()
            try await room.stores[0].remove(pin)
            let opened = try #require(
                Room(
                    pin: pin, hostKey: ReplayedRoomTests.key, pack: room.pack,
                    settings: RoomSettings(seconds: seconds, seed: 5, until: until), now: Self.time(0)))
            #expect(try await room.stores[0].add(opened))
            #expect(try await room.memory.add(opened))
            return room
        }

        /// A store started now, as by a server started after the others, keeping no room yet.
        mutating func connect() async throws {
            let pack = pack
            stores.append(
                try await PostgresRoomStore.connect(
                    PostgresAddress(url: try #require(ReplayedRoomTests.url)), packs: { $0 == pack.name ? pack : nil }))
        }

        /// `seconds` after the room opened, with fractions that a replay must keep. In 2100: a server of another test
        /// sharing the database closes the rooms idle for an hour.
        static func time(_ seconds: Double) -> Date { Date(timeIntervalSince1970: 4_102_444_800.125 + seconds) }

        /// Applies `step` through store `index` and in memory; expects the same outcome, deliveries, deadline and
        /// results from both.
        @discardableResult
        func change(_ step: RoomStep, through index: Int, sourceLocation: SourceLocation = #_sourceLocation)
            async throws -> RoomStep.Outcome
        {
            let shared = try #require(try await stores[index].change(pin, step), sourceLocation: sourceLocation)
            let expected = try #require(try await memory.change(pin, step), sourceLocation: sourceLocation)
            #expect(shared.value == expected.value, "\(step)", sourceLocation: sourceLocation)
            #expect(shared.deliveries == expected.deliveries, "\(step)", sourceLocation: sourceLocation)
            #expect(shared.deadline == expected.deadline, "\(step)", sourceLocation: sourceLocation)
            #expect(shared.finished == expected.finished, "\(step)", sourceLocation: sourceLocation)
            return expected.value
        }

        /// Expects every store to read the room as it is in memory.
        func expectSameRoom(sourceLocation: SourceLocation = #_sourceLocation) async throws {
            let expected = try #require(try await memory.room(pin), sourceLocation: sourceLocation)
            for (index, store) in stores.enumerated() {
                let room = try #require(try await store.room(pin), sourceLocation: sourceLocation)
                #expect(room.saved == expected.saved, "store \(index)", sourceLocation: sourceLocation)
                #expect(room.deadline == expected.deadline, "store \(index)", sourceLocation: sourceLocation)
                #expect(room.standings == expected.standings, "store \(index)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test(
        .enabled(
            if: url != nil,
            "QUIZ_POSTGRES_URL is not set: no PostgreSQL to share rooms through (Scripts/test starts one)"))
    func aRoomChangedInTurnThroughTwoStoresIsTheRoomOfTheSameStepsInMemory() async throws {
        var room = try await SharedRoom.open("replay-1", seconds: 20)
        try await room.connect()
        let time = SharedRoom.time
        let host = try #require(
            try await room.change(.message(.host(key: Self.key), from: nil, at: time(1)), through: 0).identity)
        var players: [String] = []
        for index in 0..<6 {
            let join = ClientMessage.join(name: "Player \(index + 1)", device: "device-\(index)")
            let joined = try await room.change(
                .message(join, from: nil, at: time(2 + 0.31 * Double(index))), through: index % 2)
            players.append(try #require(joined.joined))
        }
        // Question 1 opens through the second store; four answers come through both in turn, the sixth player leaves,
        // the fifth never answers, and the deadline closes it.
        try await room.change(.message(.next, from: host, at: time(5)), through: 1)
        for index in 0..<4 {
            let answer = ClientMessage.answer(question: 1, answer: index < 2 ? "1" : "2")
            try await room.change(
                .message(answer, from: .player(players[index]), at: time(6.7 + 1.13 * Double(index))),
                through: (index + 1) % 2)
        }
        try await room.change(.disconnect(player: players[5], at: time(11.2)), through: 0)
        try await room.change(.tick(at: time(25.001)), through: 1)
        // Question 2: answers in turn after its opening, which is no snapshot, and the snapshot of its end.
        try await room.change(.message(.next, from: host, at: time(30)), through: 0)
        for index in 0..<3 {
            let answer = ClientMessage.answer(question: 2, answer: index == 1 ? "2" : "1")
            try await room.change(
                .message(answer, from: .player(players[index]), at: time(31.9 + 0.7 * Double(index))),
                through: (index + 1) % 2)
        }
        try await room.expectSameRoom()
        try await room.change(.message(.kick(name: "player 4"), from: host, at: time(34)), through: 0)
        try await room.change(
            .message(.answer(question: 2, answer: "1"), from: .player(players[4]), at: time(35.5)), through: 1)
        try await room.change(.end(key: Self.key, at: time(40)), through: 0)
        try await room.expectSameRoom()
    }

    @Test(
        .enabled(
            if: url != nil,
            "QUIZ_POSTGRES_URL is not set: no PostgreSQL to share rooms through (Scripts/test starts one)"))
    func aStoreStartedAfterChangesSinceTheLastSnapshotRebuildsTheSameRoom() async throws {
        var room = try await SharedRoom.open("replay-2", seconds: 60)
        let time = SharedRoom.time
        let host = try #require(
            try await room.change(.message(.host(key: Self.key), from: nil, at: time(1)), through: 0).identity)
        var players: [String] = []
        for index in 0..<4 {
            let join = ClientMessage.join(name: "Player \(index + 1)", device: "device-\(index)")
            players.append(
                try #require(
                    try await room.change(.message(join, from: nil, at: time(2 + Double(index))), through: 0).joined))
        }
        try await room.change(.message(.next, from: host, at: time(7)), through: 0)
        // Three answers after the opening's snapshot, and a refused one: the game as written has none of them.
        for index in 0..<3 {
            let answer = ClientMessage.answer(question: 1, answer: index == 0 ? "2" : "1")
            try await room.change(
                .message(answer, from: .player(players[index]), at: time(8.25 + 2.5 * Double(index))), through: 0)
        }
        try await room.change(
            .message(.answer(question: 1, answer: "2"), from: .player(players[1]), at: time(15)), through: 0)
        try await room.connect()
        try await room.expectSameRoom()
        // The new store changes the room it rebuilt: the last answer closes the question, with every verdict.
        try await room.change(
            .message(.answer(question: 1, answer: "1"), from: .player(players[3]), at: time(16.75)), through: 1)
        try await room.change(.message(.next, from: host, at: time(20)), through: 0)
        try await room.expectSameRoom()
    }
}
