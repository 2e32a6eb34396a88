import Foundation
import QuizClass
import QuizClient
import QuizCore
import QuizTestSupport
import Testing

extension SharedRoomsTests {
    /// A team game over two servers: the results kept in the shared database rank its teams as its podium did.
    @Test(
        .enabled(
            if: url != nil,
            "QUIZ_POSTGRES_URL is not set: no PostgreSQL to share rooms through (Scripts/test starts one)"))
    func theResultsOfATeamGameKeepItsTeams() async throws {
        try await withTwoServers { a, b in
            let opening = RoomOpening.Request(
                pack: "capitals", seconds: 30, questions: 1, seed: 5, teams: ["Red", "Blue"])
            let room = try await ClassClient.openRoom(at: a, opening)
            let host = RoomClient(base: a, pin: room.pin, hello: .host(key: room.key))
            _ = try await host.wait("the host's welcome") { $0.welcome }
            let ana = RoomClient(base: a, pin: room.pin, hello: .join(name: "Ana", device: "ana", team: "Red"))
            let ben = RoomClient(base: b, pin: room.pin, hello: .join(name: "Ben", device: "ben", team: "Blue"))
            for player in [ana, ben] { _ = try await player.wait("a welcome") { $0.welcome } }
            host.send(.next)
            for player in [ana, ben] { _ = try await player.wait("question 1") { $0.question } }
            ana.send(.answer(question: 1, answer: "1"))
            ben.send(.answer(question: 1, answer: "2"))
            _ = try await host.wait("the close") { $0.closed }
            host.send(.next)
            let podium = try await host.wait("the podium") { $0.podium }
            for client in [host, ana, ben] { await client.drop() }

            let results = try await Self.run(["results", room.pin, "--database", try #require(Self.url)])
            #expect(results.status == 0, "\(results.stderr)")
            let teams = try #require(podium.teams)
            #expect(
                results.stdout.contains(
                    "Teams (their players' mean points):\n  1. \(teams[0].name): \(teams[0].points) points\n"),
                "\(results.stdout)")
            #expect(results.stdout.contains("  2. \(teams[1].name): \(teams[1].points) points\n"), "\(results.stdout)")
        }
    }
}
