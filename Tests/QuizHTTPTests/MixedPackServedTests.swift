import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import QuizTestSupport
import Testing

/// A pack of mixed kinds over `quiz serve` on 127.0.0.1: each original API's routes serve the items of their kind,
/// and quiz's own `items.json` the whole pack in its order, which a client plays as one game.
@Suite("A mixed pack served to each original API and played whole")
struct MixedPackServedTests {
    static let pack = Pack(
        name: "geography", title: "Geography 101", language: "en",
        items: .mixed([
            MixedItem(
                section: "Europe",
                .choice(
                    ChoiceItem(
                        id: 1, category: "Europe", question: "Capital of France?",
                        answers: ["Paris", "Lyon"].map { .init(answer: $0) }, solution: 1))),
            MixedItem(section: "Europe", .quiz(QuizItem(id: 2, question: "Capital of Spain?", answer: "Madrid"))),
            MixedItem(
                section: "Rivers",
                .film(FilmItem(id: 3, title: "Rivers", question: "The Seine flows through Paris.", answer: true))),
            MixedItem(
                .choice(
                    ChoiceItem(
                        id: 4, question: "Longest river?", answers: ["Nile", "Thames"].map { .init(answer: $0) },
                        solution: 1))),
        ]))

    private func get(_ path: String, base: URL, transport: some Transport) async throws -> (Int, Any?) {
        let response = try await transport.send(
            TransportRequest(method: .get, url: URL(string: base.absoluteString + path)!))
        return (response.status, try? JSONSerialization.jsonObject(with: response.body))
    }

    @Test("choices at choices.json, statements at films.json, typed questions under /api/quizzes, each alone")
    func eachAPIServesItsKind() async throws {
        try await withPackServer(PackAPI(packs: [Self.pack])) { base in
            try await withHTTPTransport { transport in
                let (_, choices) = try await get("/packs/geography/choices.json", base: base, transport: transport)
                let choiceList = try #require(choices as? [[String: Any]])
                #expect(choiceList.map { $0["id"] as? Int } == [1, 4])
                #expect(choiceList.allSatisfy { $0["kind"] == nil && $0["section"] == nil })

                let (_, films) = try await get("/packs/geography/films.json", base: base, transport: transport)
                let filmList = try #require(films as? [[String: Any]])
                #expect(filmList.map { $0["id"] as? Int } == [3])
                #expect(filmList.first?["title"] as? String == "Rivers")
                #expect(filmList.first?["answer"] as? Bool == true)

                let (_, page) = try await get("/packs/geography/api/quizzes", base: base, transport: transport)
                let quizzes = try #require((page as? [String: Any])?["quizzes"] as? [[String: Any]])
                #expect(quizzes.map { $0["id"] as? Int } == [2])
                #expect(quizzes.first?["answer"] == nil)
                let (_, verdict) = try await get(
                    "/packs/geography/api/quizzes/2/check?answer=madrid", base: base, transport: transport)
                #expect((verdict as? [String: Any])?["result"] as? Bool == true)

                let (status, error) = try await get("/packs/geography/partidos.json", base: base, transport: transport)
                #expect(status == 404)
                #expect(
                    (error as? [String: Any])?["error"] as? String
                        == "pack \"geography\" holds questions of mixed kinds, not matches")
            }
        }
    }

    @Test("items.json has every item in the pack's order with its kind and section, and a client plays it whole")
    func theWholePackPlays() async throws {
        try await withPackServer(PackAPI(packs: [Self.pack], seed: 1)) { base in
            try await withHTTPTransport { transport in
                let (_, whole) = try await get("/packs/geography/items.json", base: base, transport: transport)
                let items = try #require(whole as? [[String: Any]])
                #expect(items.map { $0["kind"] as? String } == ["choice", "quiz", "film", "choice"])
                #expect(items.map { $0["section"] as? String } == ["Europe", "Europe", "Rivers", nil])
                #expect(items[1]["answer"] == nil)

                let downloader = Downloader(transport: transport, routes: APIRoutes(base: base))
                let summary = try #require(try await downloader.packs().first)
                #expect(summary.kind == .mixed && summary.count == 4)
                let pack = try await downloader.pack(summary)
                let check = RemoteCheck(routes: APIRoutes(base: base).scoped(to: "geography"), transport: transport)
                var game = try Game(pack: pack, options: GameOptions(seed: 1), clock: ManualClock())
                _ = try game.start()
                var headings: [String?] = []
                for typed in ["1", "Madrid", "yes", "2"] {
                    let round = try #require(game.current)
                    headings.append(round.question.heading)
                    if case .needsCheck(let pending) = try game.answer(typed) {
                        _ = try game.record(try await pending.verdict(from: check.check), for: pending)
                    }
                    if game.state == .playing { _ = try game.next() }
                }
                #expect(headings == ["Europe", "Europe", "Rivers", nil])
                #expect(game.rounds.map(\.result) == [true, true, true, false])
            }
        }
    }
}
