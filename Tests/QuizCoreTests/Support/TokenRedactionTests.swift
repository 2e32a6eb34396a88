import QuizAPI
import QuizCore
import QuizPacks
import Testing

@Suite("TokenRedaction: the value of every token parameter masked, the rest of the text as it was")
struct TokenRedactionTests {
    @Test(
        "each token value becomes ***, whatever else the query holds",
        arguments: [
            ("/a?answer=x&token=S#frag", "/a?answer=x&token=***#frag"),
            ("/a?&token=S&", "/a?&token=***&"),
            ("/a?token=S&token=T=U", "/a?token=***&token=***"),
            ("http://h:1/p?%74oken=S&pageno=2", "http://h:1/p?%74oken=***&pageno=2"),
            ("/a?token=", "/a?token=***"),
            ("/a?tok%65n=S+T", "/a?tok%65n=***"),
            ("/a?TOKEN=S&x=1", "/a?TOKEN=***&x=1"),
            ("/a?tOkEn=S", "/a?tOkEn=***"),
            ("/a?token[]=S&token[x]=T", "/a?token[]=***&token[x]=***"),
            ("/a?x=1&token%3DS", "/a?x=1&***"),
            ("/a?%54%4F%4B%45%4E=S", "/a?%54%4F%4B%45%4E=***"),
        ])
    func masked(text: String, expected: String) {
        #expect(TokenRedaction.redact(text) == expected)
    }

    @Test(
        "text without a token parameter is left as it is",
        arguments: ["/a", "/a?", "/a?x=1&y", "/a?token", "/a?tok+en=S", "/a?#token=S", "/ñ?q=é", "?&&=&"])
    func untouched(text: String) {
        #expect(TokenRedaction.redact(text) == text)
    }
}
