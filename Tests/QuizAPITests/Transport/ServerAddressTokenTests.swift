import Foundation
import QuizAPI
import QuizCore
import Testing

@Suite("ServerAddress: the token of a URL copied from the service")
struct ServerAddressTokenTests {
    @Test(
        "the token leaves the URL, however spelled; the rest of the URL stays",
        arguments: [
            ("https://quiz.test/?token=T1", "https://quiz.test/", "T1"),
            ("https://quiz.test/api?TOKEN=T2&lang=en", "https://quiz.test/api?lang=en", "T2"),
            ("http://127.0.0.1:8080?Token=a%20b", "http://127.0.0.1:8080", "a b"),
            ("http://127.0.0.1:8080/?token=", "http://127.0.0.1:8080/", nil),
            ("http://127.0.0.1:8080/", "http://127.0.0.1:8080/", nil),
        ] as [(String, String, String?)])
    func splits(text: String, base: String, token: String?) throws {
        let split = ServerAddress.splittingToken(try #require(URL(string: text)))
        #expect(split.url.absoluteString == base)
        #expect(split.token == token)
    }

    @Test("the routes of a split URL carry the token on the quiz routes only")
    func routes() throws {
        let split = ServerAddress.splittingToken(try #require(URL(string: "https://quiz.test/?token=T")))
        let routes = APIRoutes(base: split.url, token: split.token)
        #expect(routes.randomQuiz().absoluteString == "https://quiz.test/api/quizzes/random?token=T")
        #expect(routes.set(of: .match).absoluteString == "https://quiz.test/partidos.json")
    }
}
