import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import Testing

@Suite("A game of each kind over the fixture transport")
struct FixtureGameTests {
    /// The fixture serves the packs with every answer; the games play them as the API serves them.
    private static let transport = FixtureTransport(
        api: PackAPI(packs: [
            GameSamples.matches, GameSamples.books, GameSamples.films, GameSamples.quizzes,
        ]))

    @Test(arguments: [GameSamples.matches, GameSamples.books, GameSamples.films, GameSamples.remoteQuizzes])
    func playsStartToFinish(pack: Pack) async throws {
        let routes = APIRoutes(base: SourceAddress.fixtureBase).scoped(to: pack.name)
        let remote = RemoteCheck(routes: routes, transport: Self.transport)
        var game = try Game(pack: pack, options: GameOptions(seed: 11), clock: ManualClock())
        var expected: [Bool] = []
        var events = try game.start()
        while game.state == .playing {
            let round = try #require(game.current)
            #expect(round.result == nil)
            let question = round.question
            let right = round.number % 2 == 1
            let typed = right ? GameSamples.rightAnswer(to: question) : GameSamples.wrongAnswer(to: question)
            switch try game.answer(typed) {
            case .judged(let verdict):
                events = verdict
            case .needsCheck(let pending):
                let result = try await pending.verdict(from: remote.check)
                events = try game.record(result, for: pending)
            }
            expected.append(right)
            #expect(game.rounds.map(\.result) == expected.map { $0 })
            if game.state == .playing { events += try game.next() }
        }
        guard case .finished(let record)? = events.last else {
            Issue.record("the last answer did not finish the game: \(events)")
            return
        }
        #expect(record.rounds.map(\.result) == expected.map { $0 } && record.rounds.count == pack.count)
        #expect(record.score.right == (pack.count + 1) / 2 && record.kind == pack.kind)
    }

    @Test func anUnknownMatchIsAClearError() async throws {
        let routes = APIRoutes(base: SourceAddress.fixtureBase).scoped(to: GameSamples.matches.name)
        let remote = RemoteCheck(routes: routes, transport: Self.transport)
        await #expect {
            try await remote.check(.match(id: 99, winner: 1))
        } throws: { error in
            guard case .status(_, 404, let message?) = error as? TransportError else { return false }
            return message.contains("99")
        }
    }
}
