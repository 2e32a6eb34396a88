import QuizShell
import Testing

@Suite("The line history keeps no token")
struct HistoryLineTests {
    @Test(
        "a token typed as token=T or in a URL is kept as ***",
        arguments: [
            ("source http http://127.0.0.1:8080 token=SECRET", "source http http://127.0.0.1:8080 token=***"),
            ("source http 'http://h/?token=SECRET'", "source http 'http://h/?token=***'"),
            ("source http http://h/?x=1&TOKEN=SECRET Token=SECRET", "source http http://h/?x=1&TOKEN=*** Token=***"),
        ])
    func masked(line: String, kept: String) {
        #expect(HistoryLine.masked(line) == kept)
    }

    @Test("a line without a token is kept as typed", arguments: ["load films", "answer the token is 4", "  yes  "])
    func untouched(line: String) {
        #expect(HistoryLine.masked(line) == line)
    }
}
