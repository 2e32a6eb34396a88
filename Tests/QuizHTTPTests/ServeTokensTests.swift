import Foundation
import QuizAPI
import QuizClass
import QuizClient
import QuizCore
import QuizPacks
import QuizTestSupport
import Testing

@testable import QuizServer

@Suite("quiz serve's tokens: where they come from, how they are compared, and that logs never show them")
struct ServeTokensTests {
    private struct Unreadable: Error {}

    @Test("--token, --token-file and QUIZ_TOKEN are all accepted")
    func sources() throws {
        let tokens = try ServeTokens(
            options: ["a"], files: ["tokens.txt"], environment: ["QUIZ_TOKEN": "c"],
            read: { _ in "# class of 2026\nb1\n\n  b2  \n" })
        #expect(tokens.tokens == ["a", "b1", "b2", "c"])
    }

    @Test(
        "an empty token is refused with a message that says which and what to do",
        arguments: [
            (
                ["  "], [String: String](), ServeTokens.Problem.emptyOption,
                "--token is empty; give the token students will send as ?token="
            ),
            (
                [], ["QUIZ_TOKEN": ""], ServeTokens.Problem.emptyEnvironment,
                "QUIZ_TOKEN is set but empty; unset it or give it the token"
            ),
        ])
    func emptyToken(
        options: [String], environment: [String: String], problem: ServeTokens.Problem, message: String
    ) {
        #expect(throws: problem) {
            try ServeTokens(options: options, files: [], environment: environment)
        }
        #expect(problem.description == message)
    }

    @Test("a token file that holds no token, or cannot be read, is refused naming the file")
    func badFiles() {
        #expect(throws: ServeTokens.Problem.emptyFile(path: "t.txt")) {
            try ServeTokens(options: [], files: ["t.txt"], environment: [:], read: { _ in "# none\n\n" })
        }
        #expect(
            ServeTokens.Problem.emptyFile(path: "t.txt").description
                == "--token-file t.txt: holds no token; write one token per line")
        #expect(throws: ServeTokens.Problem.self) {
            try ServeTokens(options: [], files: ["t.txt"], environment: [:], read: { _ in throw Unreadable() })
        }
    }

    @Test("serving beyond loopback without a token warns; on loopback or with a token it does not")
    func warning() throws {
        let none = try ServeTokens(options: [], files: [], environment: [:])
        #expect(none.warning(host: "0.0.0.0")?.hasPrefix("warning: serving on 0.0.0.0 without a token") == true)
        #expect(none.warning(host: "127.0.0.1") == nil)
        #expect(none.warning(host: "::1") == nil)
        #expect(none.warning(host: "localhost") == nil)
        #expect(try ServeTokens(options: ["t"], files: [], environment: [:]).warning(host: "0.0.0.0") == nil)
    }

    @Test("tokens compare equal only when equal, whatever their lengths")
    func constantTime() {
        #expect(ConstantTimeComparison.equal("secret", "secret"))
        #expect(!ConstantTimeComparison.equal("secre", "secret"))
        #expect(!ConstantTimeComparison.equal("secretx", "secret"))
        #expect(!ConstantTimeComparison.equal("", "secret"))
        #expect(!ConstantTimeComparison.equal("Secret", "secret"))
        #expect(ConstantTimeComparison.contains(["a", "secret"], "secret"))
        #expect(!ConstantTimeComparison.contains([], ""))
    }

    @Test(
        "a token is masked however the request spells its name",
        arguments: [
            "/api/quizzes/random?%74oken=SECRET", "/api/quizzes/random?answer=x&token=SECRET",
            "/api/quizzes/random?t%6Fken=SECRET&token=SECRET", "/api/quizzes/random?token=SECRET#frag",
            "/api/quizzes/random?token=SE CRET%zz",
        ])
    func redaction(target: String) {
        let redacted = TokenRedaction.redact(target)
        #expect(!redacted.contains("SECRET"), "\(redacted)")
        #expect(!redacted.contains("CRET"), "\(redacted)")
        #expect(redacted.contains("=***"))
    }

    @Test("the request log masks a token spelled %74oken, which the server reads as token")
    func logMasksEncodedName() async throws {
        let log = LogLines()
        let quizzes = Pack(
            name: "capitals", title: "Capitals", language: "en",
            items: .quiz([QuizItem(id: 1, question: "Capital of Peru?", answer: "Lima")]))
        try await withHTTPTransport { transport in
            try await withPackServer(PackAPI(packs: [quizzes], tokens: ["SECRET"]), log: log.append) { base in
                let url = URL(string: base.absoluteString + "/api/quizzes/random?%74oken=SECRET")!
                let response = try await transport.send(TransportRequest(url: url))
                #expect(response.status == 200)
            }
        }
        #expect(log.all.count == 1)
        #expect(log.all.allSatisfy { !$0.contains("SECRET") })
        #expect(log.all.first?.hasPrefix("GET /api/quizzes/random?%74oken=*** 200") == true)
    }

    @Test(
        "the request log masks near-miss spellings of token, which the server does not read as one",
        arguments: ["?TOKEN=SECRET", "?tOkEn=SECRET", "?token%3DSECRET", "?token[]=SECRET", "?x=1&Token%5B%5D=SECRET"])
    func logMasksNearMisses(query: String) async throws {
        let log = LogLines()
        let quizzes = Pack(
            name: "capitals", title: "Capitals", language: "en",
            items: .quiz([QuizItem(id: 1, question: "Capital of Peru?", answer: "Lima")]))
        try await withHTTPTransport { transport in
            try await withPackServer(PackAPI(packs: [quizzes]), log: log.append) { base in
                let url = URL(string: base.absoluteString + "/api/quizzes/random" + query)!
                _ = try await transport.send(TransportRequest(url: url))
            }
        }
        #expect(log.all.count == 1)
        #expect(log.all.allSatisfy { !$0.contains("SECRET") }, "\(log.all)")
        #expect(log.all.first?.contains("***") == true)
    }
}
