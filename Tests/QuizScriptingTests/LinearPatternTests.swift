import QuizShell
import Testing

@testable import QuizScripting

@Suite("The ` (re)` lines of transcripts match in linear time")
struct LinearPatternTests {
    @Test(
        "patterns match whole lines as regular expressions do",
        arguments: [
            ("http://127\\.0\\.0\\.1:[0-9]+/films\\.json", "http://127.0.0.1:8080/films.json", true),
            ("http://127\\.0\\.0\\.1:[0-9]+/films\\.json", "http://127.0.0.1:/films.json", false),
            ("Source: (local packs \\(.*/Content\\)|server http://x)", "Source: local packs (/a/Content)", true),
            ("Source: (local packs \\(.*/Content\\)|server http://x)", "Source: server http://x", true),
            ("Took [0-9]+ s", "Took 12 s", true),
            ("Took [0-9]+ s", "Took 12 s later", false),
            ("a{2,3}b?", "aaab", true),
            ("a{2,3}b?", "ab", false),
            ("a{2}", "aa", true),
            ("x{,2}", "x{,2}", true),
            ("[^a-c]\\d\\w\\s.", "z9_ !", true),
            ("(?:ab)*c", "ababc", true),
            ("^caret and dollar$", "caret and dollar", true),
            ("[]x]+", "]x]", true),
            ("a.c", "a\nc", false),
        ])
    func matches(pattern: String, text: String, expected: Bool) throws {
        #expect(try LinearPattern(pattern).matches(text) == expected)
    }

    @Test(
        "what it does not read is refused with the reason",
        arguments: [
            ("[unclosed", PatternRefusal.unsupported(at: 9)), ("(open", .unbalancedParenthesis),
            ("a**", .unsupported(at: 2)), ("(?=look)", .unsupported(at: 1)), ("\\1", .unsupported(at: 2)),
            ("a{5000}", .overRepeatLimit(1000)), ("x)", .unbalancedParenthesis), ("\\q", .unsupported(at: 2)),
        ])
    func refused(pattern: String, reason: PatternRefusal) {
        #expect(throws: reason) { try LinearPattern(pattern) }
    }

    // Exponential work would not end within the time limit, which is far above what linear work takes even on a
    // busy machine: a bound that fails a backtracking matcher, not a timing that fails a slow machine.
    @Test("a pattern of many thousand characters is not read as one, at once", .timeLimit(.minutes(1)))
    func hugePattern() {
        #expect(throws: PatternRefusal.overStateLimit(10_000)) {
            try LinearPattern(String(repeating: #"{"a":"#, count: 11_000))
        }
        #expect(throws: PatternRefusal.overStateLimit(10_000)) {
            try LinearPattern(String(repeating: "a{2}", count: 3000))
        }
    }

    @Test("catastrophic patterns answer at once", .timeLimit(.minutes(1)))
    func catastrophic() throws {
        for pattern in ["(a+)+", "(a|a)*", "(a*)*b", "(a|aa)+$", "((a+)+)+c", "(.*a){20}"] {
            let compiled = try LinearPattern(pattern)
            #expect(!compiled.matches(String(repeating: "a", count: 5000) + "!"))
        }
    }
}
