import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import QuizTestSupport
import Testing

@Suite("RandomPlayClient against quiz serve on 127.0.0.1: the server draws and keeps the score")
struct RandomPlayClientTests {
    static let quizzes = Pack(
        name: "capitals", title: "Capitals", language: "en",
        items: .quiz((1...3).map { QuizItem(id: $0, question: "Question \($0)?", answer: "answer-\($0)") }))

    @Test("right answers score, the score agrees with the server's, and the game ends with nomore")
    func wholeGame() async throws {
        try await withPackServer(PackAPI(packs: [Self.quizzes], tokens: ["T"], seed: 4)) { base in
            try await withHTTPTransport { transport in
                let play = RandomPlayClient(routes: APIRoutes(base: base, token: "T"), transport: transport)
                var step = try await play.start()
                var score = 0
                while case .quiz(let quiz, let served) = step {
                    #expect(served == score)
                    let check = try await play.check("ANSWER-\(quiz.id) ")
                    #expect(check.result)
                    score += 1
                    #expect(check.score == score)
                    step = try await play.next()
                }
                #expect(step == .finished(score: 3))
            }
        }
    }

    @Test("a wrong answer ends the game: the next check is a 409 naming the URL, without the token")
    func wrongAnswer() async throws {
        try await withPackServer(PackAPI(packs: [Self.quizzes], tokens: ["T"], seed: 4)) { base in
            try await withHTTPTransport { transport in
                let play = RandomPlayClient(routes: APIRoutes(base: base, token: "T"), transport: transport)
                guard case .quiz(let first, score: 0) = try await play.start() else {
                    Issue.record("no first quiz")
                    return
                }
                let wrong = try await play.check("nope")
                #expect(wrong.quizId == first.id)
                #expect(wrong.answer == "nope")
                #expect(!wrong.result)
                #expect(wrong.score == 0)
                do throws(TransportError) {
                    _ = try await play.check("nope")
                    Issue.record("no error")
                } catch {
                    guard case .status(_, 409, _) = error else {
                        Issue.record("\(error)")
                        return
                    }
                    #expect(error.description.contains("token=***"))
                }
            }
        }
    }

}
