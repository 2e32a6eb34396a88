import Foundation
import QuizClass
import QuizPostgres
import Testing

/// A homework room shared over a real PostgreSQL (`QUIZ_POSTGRES_URL`): each student's progress, the questions that ran
/// out and the deadline's tick replay through two stores, and a store started later rebuilds the same room.
@Suite("Homework rooms replayed over PostgreSQL", .serialized)
struct ReplayedHomeworkRoomTests {
    typealias SharedRoom = ReplayedRoomTests.SharedRoom

    @Test(
        .enabled(
            if: ReplayedRoomTests.url != nil,
            "QUIZ_POSTGRES_URL is not set: no PostgreSQL to share rooms through (Scripts/test starts one)"))
    func studentsAtTheirOwnPaceThroughTwoStoresAndTheDeadlineAreTheRoomInMemory() async throws {
        let time = SharedRoom.time
        var room = try await SharedRoom.open("homework-1", seconds: 30, until: time(2 * 86_400))
        try await room.connect()
        var students: [String] = []
        for (index, name) in ["Ana", "Ben", "Cai"].enumerated() {
            let join = ClientMessage.join(name: name, device: "device-\(name)")
            students.append(
                try #require(
                    try await room.change(
                        .message(join, from: nil, at: time(1 + 0.37 * Double(index))), through: index % 2
                    )
                    .joined))
        }
        // Ana answers two questions through each store in turn; Ben one, then leaves; Cai lets question 1 run out.
        for (number, at) in [(1, 4.5), (2, 9.25)] {
            try await room.change(
                .message(.answer(question: number, answer: "1"), from: .player(students[0]), at: time(at)),
                through: number % 2)
        }
        try await room.change(
            .message(.answer(question: 1, answer: "2"), from: .player(students[1]), at: time(6.1)), through: 0)
        try await room.change(.disconnect(player: students[1], at: time(7)), through: 1)
        try await room.change(.tick(at: time(37)), through: 0)
        // A second answer to question 1 is refused and counted once.
        let refused = try await room.change(
            .message(.answer(question: 1, answer: "1"), from: .player(students[0]), at: time(38)), through: 1)
        #expect(refused.refusal == .alreadyAnswered(question: 1))
        try await room.expectSameRoom()

        // A store started now rebuilds the room; Ben comes back a day later, his question 2 ran out while away.
        try await room.connect()
        try await room.expectSameRoom()
        let back = ClientMessage.join(name: "Ben", device: "device-Ben")
        try await room.change(.message(back, from: nil, at: time(86_400)), through: 2)
        try await room.change(
            .message(.answer(question: 3, answer: "1"), from: .player(students[1]), at: time(86_410)), through: 0)
        try await room.change(.tick(at: time(2 * 86_400 + 0.5)), through: 1)
        try await room.expectSameRoom()
        let finished = try #require(try await room.memory.room(room.pin)?.results)
        #expect(finished.asked.map(\.answers.count) == [2, 1, 1])
    }
}
