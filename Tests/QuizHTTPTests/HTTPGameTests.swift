import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import QuizTestSupport
import Testing

@Suite("Games played over HTTP against quiz serve's server on 127.0.0.1")
struct HTTPGameTests {
    private static let packs: [Pack] = {
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content")
        return PackCatalog(folders: [content]).load().packs.filter { $0.language == "en" }
    }()

    @Test(arguments: ["world-cup-2022", "books", "films", "general-knowledge"])
    func aGameOfEachKind(name: String) async throws {
        let original = try #require(Self.packs.first { $0.name == name })
        try await withPackServer(PackAPI(packs: Self.packs, seed: 1)) { base in
            try await withHTTPTransport { transport in
                let downloader = Downloader(transport: transport, routes: APIRoutes(base: base))
                let summary = try #require(try await downloader.packs().first { $0.name == name })
                let pack = try await downloader.pack(summary)
                let check = RemoteCheck(routes: APIRoutes(base: base).scoped(to: name), transport: transport)
                var game = try Game(pack: pack, options: GameOptions(seed: 4, limit: 4), clock: ManualClock())
                _ = try game.start()
                var expected: [Bool?] = []
                while game.state == .playing {
                    let round = try #require(game.current)
                    #expect(round.result == nil)
                    let right = round.number % 2 == 1
                    let typed = Self.answer(to: round.question, in: original, right: right)
                    if case .needsCheck(let pending) = try game.answer(typed) {
                        let result = try await pending.verdict(from: check.check)
                        _ = try game.record(result, for: pending)
                    }
                    expected.append(right)
                    #expect(game.rounds.map(\.result) == expected)
                    if game.state == .playing { _ = try game.next() }
                }
                let score = game.score
                #expect(score.right == 2 && score.wrong == 2)
            }
        }
    }

    @Test func aCheckAgainstAServerThatStoppedKeepsTheRoundOpen() async throws {
        var configuration = HTTPTransport.Configuration()
        configuration.retries = 0
        try await withHTTPTransport(configuration) { transport in
            var checkRoutes: APIRoutes?
            var loaded: Pack?
            try await withPackServer(PackAPI(packs: Self.packs, seed: 1)) { base in
                let downloader = Downloader(transport: transport, routes: APIRoutes(base: base))
                let summary = try #require(try await downloader.packs().first { $0.name == "world-cup-2022" })
                loaded = try await downloader.pack(summary)
                checkRoutes = APIRoutes(base: base).scoped(to: "world-cup-2022")
            }
            let pack = try #require(loaded)
            let check = RemoteCheck(routes: try #require(checkRoutes), transport: transport)
            var game = try Game(pack: pack, options: GameOptions(seed: 4), clock: ManualClock())
            _ = try game.start()
            guard case .needsCheck(let pending) = try game.answer("1") else {
                Issue.record("a match was judged without its server")
                return
            }
            await #expect {
                try await pending.verdict(from: check.check)
            } throws: { error in
                guard case .checkFailed(1, let reason) = error as? GameError else { return false }
                return reason.contains("http://127.0.0.1:") && reason.contains("/check?id=")
            }
            #expect(game.current?.result == nil)
            #expect(game.current?.answer == nil)
        }
    }

    /// The right or a wrong answer to a question, from the pack that carries every solution.
    private static func answer(to question: Question, in pack: Pack, right: Bool) -> String {
        switch pack.items {
        case .match(let items):
            let winner = items.first { $0.id == question.id }!.winner
            return String(right ? winner : 3 - winner)
        case .book(let items):
            let solution = items.first { $0.id == question.id }!.solution
            return String(right ? solution : 3 - solution)
        case .film(let items):
            let truth = items.first { $0.id == question.id }!.answer
            return truth == right ? "yes" : "no"
        case .quiz(let items):
            return right ? items.first { $0.id == question.id }!.answer! : "not this"
        case .choice(let items):
            let item = items.first { $0.id == question.id }!
            return String(right ? item.solution : item.solution % item.answers.count + 1)
        case .fact, .mixed:
            preconditionFailure("facts are not asked, and no bundled pack is mixed")
        }
    }
}
