import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import Testing

@Suite("Downloader.randomQuizzes: a game of N quizzes drawn with /api/quizzes/random")
struct RandomQuizzesTests {
    private let summary = PackSummary(name: "capitals", kind: .quiz, title: "Capitals", language: "en", count: 23)

    @Test("N different quizzes, without their answers, however often random draws one again")
    func distinct() async throws {
        let transport = RecordingTransport(
            FixtureTransport(api: PackAPI(packs: [SamplePacks.quizzes(count: 5)], seed: 9)))
        let downloader = Downloader(transport: transport, routes: APIRoutes(base: SourceAddress.fixtureBase))
        let pack = try await downloader.randomQuizzes(summary, count: 4)
        guard case .quiz(let quizzes) = pack.items else { throw Failure() }
        #expect(quizzes.count == 4)
        #expect(Set(quizzes.map(\.id)).count == 4)
        #expect(quizzes.allSatisfy { $0.answer == nil })
        #expect(await transport.requests.allSatisfy { $0.path == "/packs/capitals/api/quizzes/random" })
    }

    @Test("a pack with fewer quizzes than N gives every one it has, after a bounded number of draws")
    func fewer() async throws {
        let transport = RecordingTransport(
            FixtureTransport(api: PackAPI(packs: [SamplePacks.quizzes(count: 2)], seed: 9)))
        let downloader = Downloader(transport: transport, routes: APIRoutes(base: SourceAddress.fixtureBase))
        let pack = try await downloader.randomQuizzes(summary, count: 5)
        #expect(pack.count == 2)
        #expect(await transport.requests.count == 50)
    }

    private struct Failure: Error {}
}
