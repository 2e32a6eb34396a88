import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import Synchronization
import Testing

@Suite("RemoteCheck against canned replies: requests, statuses and shapes")
struct RemoteCheckReplyTests {
    /// Answers every request with the same canned response or error, and remembers the requests.
    final class CannedTransport: Transport {
        let reply: Result<TransportResponse, TransportError>
        private let sent = Mutex<[TransportRequest]>([])

        init(_ reply: Result<TransportResponse, TransportError>) {
            self.reply = reply
        }

        convenience init(status: Int = 200, _ body: String) {
            self.init(.success(TransportResponse(status: status, body: Data(body.utf8))))
        }

        var requests: [TransportRequest] { sent.withLock { $0 } }

        func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
            sent.withLock { $0.append(request) }
            return try reply.get()
        }

        func shutdown() async {}
    }

    private static let routes = APIRoutes(base: URL(string: "http://quiz.test")!, token: "T")
    private static let quizURL = URL(string: "http://quiz.test/api/quizzes/3/check?answer=Canberra&token=T")!
    private static let matchURL = URL(string: "http://quiz.test/check?id=2&winner=1")!

    private static func check(_ request: CheckRequest, _ transport: CannedTransport) async throws(TransportError)
        -> Bool
    {
        try await RemoteCheck(routes: routes, transport: transport).check(request)
    }

    @Test(arguments: [true, false])
    func aQuizCheck(result: Bool) async throws {
        let transport = CannedTransport("{\"quizId\": 3, \"answer\": \"Canberra\", \"result\": \(result)}")
        #expect(try await Self.check(.quiz(id: 3, answer: "Canberra"), transport) == result)
        #expect(transport.requests == [TransportRequest(url: Self.quizURL)])
    }

    @Test func anAnswerArrivesIntact() async throws {
        let transport = CannedTransport("{\"quizId\": 3, \"answer\": \"a&token=x ñ\", \"result\": false}")
        _ = try await Self.check(.quiz(id: 3, answer: "a&token=x ñ"), transport)
        #expect(
            transport.requests.first?.url.absoluteString
                == "http://quiz.test/api/quizzes/3/check?answer=a%26token%3Dx%20%C3%B1&token=T")
    }

    @Test func aMatchCheck() async throws {
        let transport = CannedTransport("{\"id\": 2, \"result\": false}")
        #expect(try await Self.check(.match(id: 2, winner: 1), transport) == false)
        #expect(transport.requests.map(\.url) == [Self.matchURL])
    }

    @Test func aScopedMatchCheckAddressesItsPack() async throws {
        let transport = CannedTransport("{\"id\": 2, \"result\": true}")
        let remote = RemoteCheck(routes: Self.routes.scoped(to: "mundial-2022"), transport: transport)
        #expect(try await remote.check(.match(id: 2, winner: 1)))
        #expect(
            transport.requests.map(\.url.absoluteString) == ["http://quiz.test/packs/mundial-2022/check?id=2&winner=1"])
    }

    @Test(arguments: [
        (500, "{\"error\": \"database down\"}", "database down"),
        (404, "{\"error\": \"There is no match with id=2\"}", "There is no match with id=2"),
        (401, "", "the token is missing or not accepted"), (502, "<html>Bad gateway</html>", "Bad gateway"),
    ])
    func anErrorStatus(status: Int, body: String, message: String) async {
        let transport = CannedTransport(status: status, body)
        await #expect(throws: TransportError.status(url: Self.matchURL, code: status, message: message)) {
            try await Self.check(.match(id: 2, winner: 1), transport)
        }
    }

    @Test("a 404 with nothing to say is the status alone, which every language reads")
    func aBareNotFound() async {
        await #expect(throws: TransportError.status(url: Self.matchURL, code: 404, message: nil)) {
            try await Self.check(.match(id: 2, winner: 1), CannedTransport(status: 404, ""))
        }
    }

    @Test(arguments: [
        ("{\"id\": 2}", "result", "missing"),
        ("{\"id\": 2, \"result\": \"yes\"}", "result", "expected true or false, found a string"),
        ("{\"id\": 2, \"result\": null}", "result", "expected true or false, found null"),
        ("{\"result\": true}", "id", "missing"),
        ("{\"id\": 7, \"result\": true}", "id", "expected 2, the id checked, found 7"),
        ("{\"id\": \"2\", \"result\": true}", "id", "expected a number, found a string"),
    ])
    func aBodyOfTheWrongShapeNamesTheField(body: String, path: String, reason: String) async {
        await #expect(throws: TransportError.malformedBody(url: Self.matchURL, path: path, reason: reason)) {
            try await Self.check(.match(id: 2, winner: 1), CannedTransport(body))
        }
    }

    @Test(arguments: [
        ("<!DOCTYPE html><p>Welcome</p>", "an HTML page, where JSON was expected"),
        ("{\"id\": 2, \"res", "JSON that is cut off or broken"), ("", "an empty body, where JSON was expected"),
    ])
    func aBodyThatIsNotJSON(body: String, reason: String) async {
        await #expect(throws: TransportError.malformedBody(url: Self.matchURL, path: "", reason: reason)) {
            try await Self.check(.match(id: 2, winner: 1), CannedTransport(body))
        }
    }

    @Test func aSetInLatin1SaysWhereItIsNotUTF8RatherThanCutOff() async {
        let body =
            Data(#"[{"id": 1, "title": "Espa"#.utf8) + Data([0xF1])
            + Data(#"a", "question": "Q", "answer": true}]"#.utf8)
        let routes = APIRoutes(base: URL(string: "http://quiz.test")!)
        let downloader = Downloader(
            transport: CannedTransport(.success(TransportResponse(status: 200, body: body))), routes: routes)
        let reason = "syntax error: the string before this point is not valid UTF-8 (line 1, column 29)"
        await #expect(throws: TransportError.malformedBody(url: routes.set(of: .film), path: "", reason: reason)) {
            try await downloader.items(of: .film)
        }
    }

    @Test func aQuizReplyAboutAnotherQuizIsRefused() async {
        let transport = CannedTransport("{\"quizId\": 4, \"answer\": \"Canberra\", \"result\": true}")
        await #expect(
            throws: TransportError.malformedBody(
                url: Self.quizURL, path: "quizId", reason: "expected 3, the id checked, found 4")
        ) {
            try await Self.check(.quiz(id: 3, answer: "Canberra"), transport)
        }
    }

    @Test func aTransportErrorPassesThrough() async {
        let refused = TransportError.connectionFailed(url: Self.matchURL, reason: "connection refused")
        await #expect(throws: refused) {
            try await Self.check(.match(id: 2, winner: 1), CannedTransport(.failure(refused)))
        }
    }

    @Test func aGameShowsWhyTheCheckFailedAndKeepsTheRoundOpen() async throws {
        let transport = CannedTransport(status: 500, "{\"error\": \"database down\"}")
        let remote = RemoteCheck(routes: Self.routes, transport: transport)
        var game = try Game(pack: GameSamples.matches.only([2]), clock: ManualClock())
        _ = try game.start()
        guard case .needsCheck(let pending) = try game.answer("españa") else {
            Issue.record("a match was judged without its server")
            return
        }
        await #expect(
            throws: GameError.checkFailed(
                round: 1, reason: "http://quiz.test/check?id=2&winner=2: the server answered 500: database down")
        ) {
            try await pending.verdict(from: remote.check)
        }
        #expect(game.current?.result == nil)
    }
}
