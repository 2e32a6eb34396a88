import Foundation
import QuizClass
import QuizClient
import QuizCore
import QuizTestSupport
import Testing

extension SharedRoomsTests {
    /// A homework room opened on server A and played on both, server B killed mid-way and started again over the
    /// same database: every answer is kept once, and both servers report the same results when the deadline ends it.
    @Test(
        .enabled(
            if: url != nil,
            "QUIZ_POSTGRES_URL is not set: no PostgreSQL to share rooms through (Scripts/test starts one)"))
    func aHomeworkRoomPlayedOnTwoServersSurvivesTheKillOfOne() async throws {
        try await withServers { start in
            let serverA = try start("a")
            var serverB = try start("b")
            defer { for server in [serverA, serverB] { server.stop() } }
            let a = try #require(await serverA.address(), "server A did not start: \(serverA.errors)")
            let b = try #require(await serverB.address(), "server B did not start: \(serverB.errors)")

            // Homework due in 30 s of the real clock, which both servers read: time for a loaded machine to play it.
            let until = Date().addingTimeInterval(30)
            let room = try await ClassClient.openRoom(
                at: a, RoomOpening.Request(pack: "capitals", seconds: 60, seed: 3, until: until))
            let ana = RoomClient(base: a, pin: room.pin, hello: .join(name: "Ana", device: "ana-laptop"))
            let ben = RoomClient(base: b, pin: room.pin, hello: .join(name: "Ben", device: "ben-laptop"))
            let cleo = RoomClient(base: b, pin: room.pin, hello: .join(name: "Cleo", device: "cleo-laptop"))
            for (student, typed) in [(ana, "1"), (ben, "2"), (cleo, "1")] {
                _ = try await student.wait("question 1") { $0.question }
                student.send(.answer(question: 1, answer: typed))
                _ = try await student.wait("the verdict of question 1") { $0.closed }
                _ = try await student.wait("question 2") { $0.question }
            }
            ana.send(.answer(question: 2, answer: "1"))
            _ = try await ana.wait("Ana's question 3") { $0.question?.question == 3 ? true : nil }

            // Server B goes down with Ben and Cleo on it; they come back through the server started again.
            await serverB.kill()
            await ben.drop()
            await cleo.drop()
            serverB = try start("b")
            let restarted = try #require(await serverB.address(), "server B did not start again: \(serverB.errors)")
            let benBack = RoomClient(base: restarted, pin: room.pin, hello: .join(name: "Ben", device: "ben-laptop"))
            let cleoBack = RoomClient(base: a, pin: room.pin, hello: .join(name: "Cleo", device: "cleo-laptop"))
            for student in [benBack, cleoBack] {
                #expect(try await student.wait("question 2 where they stopped") { $0.question }.question == 2)
            }
            benBack.send(.answer(question: 2, answer: "1"))
            benBack.send(.answer(question: 2, answer: "2"))
            #expect(try await benBack.wait("the second answer's refusal") { $0.error } == .alreadyAnswered)
            cleoBack.send(.answer(question: 2, answer: "2"))
            _ = try await cleoBack.wait("Cleo's verdict of question 2") { $0.closed }

            // The deadline ends the room on both servers: the same results, each answer once.
            for student in [ana, benBack, cleoBack] { _ = try await student.wait("the podium") { $0.podium } }
            let reportA = try await ClassClient.report(at: a, pin: room.pin, key: room.key)
            let reportB = try await ClassClient.report(at: restarted, pin: room.pin, key: room.key)
            #expect(reportA.finished)
            #expect(reportA.questions?.map(\.answered) == [3, 3, 0])
            #expect(reportA.players?.map(\.name).sorted() == ["Ana", "Ben", "Cleo"])
            #expect(reportA == reportB)
            for student in [ana, benBack, cleoBack] { await student.drop() }
        }
    }
}
