import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import QuizTestSupport
import Testing

/// quiz against servers that answer like the originals: no `/packs`, each kind at its own route, the quizzes
/// behind a token, and the matches' check on a second port.
@Suite("Playing from original-style servers on 127.0.0.1")
struct OriginalStyleServerTests {
    static let packs: [Pack] = [
        Pack(
            name: "capitals", title: "Capitals", language: "en",
            items: .quiz((1...12).map { QuizItem(id: $0, question: "Question \($0)?", answer: "answer-\($0)") })),
        Pack(
            name: "cup", title: "Cup", language: "en",
            items: .match([
                MatchItem(
                    id: 7, phase: "Final", team1: .init(name: "Argentina"), team2: .init(name: "France"), winner: 1,
                    details: "3(4)-3(2)")
            ])),
        Pack(
            name: "novels", title: "Novels", language: "en",
            items: .book([
                BookItem(
                    id: 1, book: "The Hobbit", question: "Who?", answer1: .init(answer: "Bilbo"),
                    answer2: .init(answer: "Frodo"), solution: 1)
            ])),
        Pack(
            name: "cinema", title: "Cinema", language: "en",
            items: .film([FilmItem(id: 1, title: "Metropolis", question: "It has sound", answer: false)])),
        Pack(
            name: "trivia", title: "Trivia", language: "en",
            items: .fact([FactItem(id: 1, category: "art", title: "Small", text: "The Mona Lisa is small.")])),
    ]

    /// Runs an original-style server of `kinds` (quizzes behind the token `T`) and a check server on another port.
    private func withOriginals(
        kinds: Set<ItemKind>, log: LogLines = LogLines(), _ body: (URL, URL) async throws -> Void
    ) async throws {
        let main = PackAPI(packs: Self.packs, tokens: ["T"], layout: .original(kinds: kinds, matchCheck: false))
        let check = PackAPI(packs: Self.packs, layout: .original(kinds: [], matchCheck: true))
        try await withPackServer(main, log: log.append) { base in
            try await withPackServer(check, log: log.append) { checkBase in try await body(base, checkBase) }
        }
    }

    @Test("without /packs, each kind that answers is a pack; each loads, and the match check goes to its own URL")
    func everyKind() async throws {
        let log = LogLines()
        try await withOriginals(kinds: Set(ItemKind.allCases), log: log) { base, checkBase in
            try await withHTTPTransport { transport in
                let source = SourceAddress.http(base, ServerOptions(token: "T", checkURL: checkBase))
                let downloader = Downloader(transport: transport, routes: source.routes!)
                let summaries = try await downloader.packs()
                #expect(summaries.map(\.name) == ["quizzes", "matches", "books", "films", "facts"])
                #expect(summaries.map(\.count) == [12, 1, 1, 1, 1])
                #expect(await downloader.missingKinds.isEmpty)
                for summary in summaries {
                    let pack = try await downloader.pack(summary)
                    #expect(pack.count == summary.count)
                }
                let routes = await downloader.routes(for: "matches")
                let remote = RemoteCheck(routes: routes, transport: transport)
                #expect(try await remote.check(.match(id: 7, winner: 1)))
                #expect(try await !remote.check(.match(id: 7, winner: 2)))
                let quizzes = RemoteCheck(routes: await downloader.routes(for: "quizzes"), transport: transport)
                #expect(try await quizzes.check(.quiz(id: 3, answer: "ANSWER-3")))
            }
        }
        let lines = log.all
        #expect(lines.contains { $0.hasPrefix("GET /check?id=7&winner=1 200") })
        #expect(lines.filter { $0.contains("token=") }.allSatisfy { $0.hasPrefix("GET /api/") })
        #expect(lines.filter { $0.hasPrefix("GET /api/") }.allSatisfy { $0.contains("token=***") })
    }

    @Test("a server with some kinds gives those, and the others with why in missingKinds")
    func someKinds() async throws {
        try await withOriginals(kinds: [.match, .film]) { base, _ in
            try await withHTTPTransport { transport in
                let downloader = Downloader(transport: transport, routes: SourceAddress.http(base).routes!)
                let names = try await downloader.packs().map(\.name)
                #expect(names == ["matches", "films"])
                let missing = await downloader.missingKinds
                #expect(Set(missing.keys) == [.quiz, .book, .fact])
                guard case .status(_, 401, _) = missing[.quiz] else {
                    Issue.record("quizzes without a token: \(String(describing: missing[.quiz]))")
                    return
                }
            }
        }
    }

    @Test("a wrong token where only quizzes are served is one error: the token was refused, and how to give one")
    func wrongToken() async throws {
        try await withOriginals(kinds: [.quiz]) { base, _ in
            try await withHTTPTransport { transport in
                let source = SourceAddress.http(base, ServerOptions(token: "wrong"))
                let downloader = Downloader(transport: transport, routes: source.routes!)
                do throws(TransportError) {
                    _ = try await downloader.packs()
                    Issue.record("no error")
                } catch {
                    #expect(error.description.contains("token=***"))
                    #expect(!error.description.contains("wrong"))
                    #expect(
                        error.reason.hasPrefix("the server refused the token (401 Unauthorized); give the right one"))
                }
            }
        }
    }

    @Test("a server that answers none of the APIs is one error naming it")
    func nothingServed() async throws {
        try await withOriginals(kinds: []) { base, _ in
            try await withHTTPTransport { transport in
                let source = SourceAddress.http(base, ServerOptions(token: "T"))
                let downloader = Downloader(transport: transport, routes: source.routes!)
                await #expect(throws: TransportError.nothingServed(url: base)) { try await downloader.packs() }
            }
        }
    }
}
