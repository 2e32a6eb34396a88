import Foundation
import QuizKit
import Testing

@Suite("RemoteCheck: answers judged by the API's check routes")
struct RemoteCheckTests {
    let check = RemoteCheck(
        routes: APIRoutes(base: FixtureTransport.baseURL), transport: FixtureTransport(packs: SamplePacks.all))

    @Test("quizzes and matches get the server's verdict")
    func verdicts() async throws {
        #expect(try await check.check(.quiz(id: 1, answer: " lima ")))
        #expect(try await !check.check(.quiz(id: 1, answer: "Cusco")))
        #expect(try await check.check(.match(id: 2, winner: 2)))
        #expect(try await !check.check(.match(id: 2, winner: 1)))
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
