import Foundation
import Testing

@testable import QuizAPI
@testable import QuizCore
@testable import QuizPacks

@Suite("what the routes read from a request's target")
struct APIRequestTargetTests {
    @Test("segments and query values are percent-decoded; + is a space in the query; the first repeated name wins")
    func decoding() {
        let target = APIRequestTarget(
            origin: "http://127.0.0.1:8080",
            target: "//api/quizzes/Par%C3%ADs/check/?answer=New+York%2B1&answer=second&empty=&flag#part")
        #expect(target.segments == ["api", "quizzes", "París", "check"])
        #expect(target.query["answer"] == "New York+1")
        #expect(target.query["empty"] == "")
        #expect(target.query["flag"] == "")
        #expect(target.path == "//api/quizzes/Par%C3%ADs/check/")
        #expect(target.rawQuery == "answer=New+York%2B1&answer=second&empty=&flag")
    }

    @Test("a malformed escape or bytes that are not UTF-8 leave the text as it came, + still a space")
    func malformed() {
        let target = APIRequestTarget(origin: "", target: "/a%G1/b%FF?x=1+%ZZ&y=%C3&z=%4")
        #expect(target.segments == ["a%G1", "b%FF"])
        #expect(target.query["x"] == "1 %ZZ")
        #expect(target.query["y"] == "%C3")
        #expect(target.query["z"] == "%4")
    }

    @Test("a URL is split into its origin and its target")
    func fromURL() throws {
        let target = APIRequestTarget(url: try #require(URL(string: "http://127.0.0.1:9/check?id=3&winner=2")))
        #expect(target.origin == "http://127.0.0.1:9")
        #expect(target.segments == ["check"])
        #expect(target.query == ["id": "3", "winner": "2"])
        #expect(APIRequestTarget(origin: "", target: "").path == "/")
    }
}
