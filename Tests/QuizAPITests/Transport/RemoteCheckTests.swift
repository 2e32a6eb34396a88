import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import Testing

@Suite("RemoteCheck: answers judged by the API's check routes")
struct RemoteCheckTests {
    let check = RemoteCheck(
        routes: APIRoutes(base: SourceAddress.fixtureBase),
        transport: FixtureTransport(api: PackAPI(packs: SamplePacks.all)))

    @Test("quizzes and matches get the server's verdict")
    func verdicts() async throws {
        #expect(try await check.check(.quiz(id: 1, answer: " lima ")))
        #expect(try await !check.check(.quiz(id: 1, answer: "Cusco")))
        #expect(try await check.check(.match(id: 2, winner: 2)))
        #expect(try await !check.check(.match(id: 2, winner: 1)))
    }

    @Test("a fixture's verdicts, had in-process, are those its routes give, scoped or not, a token needed or not")
    func inProcessAsTheRoutes() async throws {
        for tokens in [Set<String>(), ["T"]] {
            let fixture = FixtureTransport(api: PackAPI(packs: SamplePacks.all, tokens: tokens))
            let routesOnly = RoutesOnly(fixture: fixture)
            for pack in [nil] + SamplePacks.all.map(\.name) {
                let routes = APIRoutes(base: SourceAddress.fixtureBase, token: "T", pack: pack)
                let direct = RemoteCheck(routes: routes, transport: fixture)
                let throughRoutes = RemoteCheck(routes: routes, transport: routesOnly)
                let requests =
                    (0...4).flatMap { id in [1, 2, 3].map { CheckRequest.match(id: id, winner: $0) } }
                    + (0...4).flatMap { id in
                        ["lima", " LIMA ", "Lima\n", "Cusco", "", "a&b=c%"].map {
                            CheckRequest.quiz(id: id, answer: $0)
                        }
                    }
                for request in requests {
                    let expected = await outcome(of: request, by: throughRoutes)
                    #expect(await outcome(of: request, by: direct) == expected, "\(request) in \(pack ?? "the root")")
                }
            }
        }
    }

    private func outcome(of request: CheckRequest, by check: RemoteCheck) async -> Result<Bool, TransportError> {
        do {
            return .success(try await check.check(request))
        } catch {
            return .failure(error)
        }
    }

    @Test("an unknown id is an error naming the URL and the server's message")
    func unknown() async {
        await #expect(
            throws: TransportError.status(
                url: URL(string: "fixture://local/check?id=7&winner=1")!, code: 404,
                message: "There is no match with id=7")
        ) {
            try await check.check(.match(id: 7, winner: 1))
        }
    }

    @Test("a cancelled caller gets .cancelled from the fixture transport")
    func cancelled() async {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await check.check(.quiz(id: 1, answer: "Lima"))
        }
        guard case .failure(let error as TransportError) = await task.result, case .cancelled = error else {
            Issue.record("expected .cancelled")
            return
        }
    }
}

/// A fixture reached only through its routes, as any other transport would be.
private struct RoutesOnly: Transport {
    let fixture: FixtureTransport

    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        try await fixture.send(request)
    }

    func shutdown() async {}
}
