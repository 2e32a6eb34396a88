import Foundation
import Testing

@testable import QuizAPI
@testable import QuizServer

@Suite("what the routes read from a request's query")
struct APIQueryTests {
    @Test("names and values are percent-decoded; + is a space; the first repeated name wins; no = is an empty value")
    func decoding() {
        let query = APIQuery("answer=New+York%2B1&answer=second&empty=&flag&%74oken=T")
        #expect(query["answer"] == "New York+1")
        #expect(query["empty"] == "")
        #expect(query["flag"] == "")
        #expect(query["token"] == "T")
        #expect(query.raw == "answer=New+York%2B1&answer=second&empty=&flag&%74oken=T")
    }

    @Test("a malformed escape or bytes that are not UTF-8 leave the text as it came, + still a space")
    func malformed() {
        let query = APIQuery("x=1+%ZZ&y=%C3&z=%4")
        #expect(query["x"] == "1 %ZZ")
        #expect(query["y"] == "%C3")
        #expect(query["z"] == "%4")
    }

    @Test("the next page keeps the other parameters in their order")
    func nextPage() {
        #expect(APIQuery("token=t&pageno=1&search=a+b").withPage(2) == "token=t&pageno=2&search=a+b")
        #expect(APIQuery(nil).withPage(2) == "pageno=2")
    }
}
