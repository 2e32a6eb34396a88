import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizShell
import QuizStore
import QuizTestSupport
import Testing

@testable import QuizScripting

@Suite("The test cases of a script: its expects, its failures, or the whole script")
struct ScriptCasesTests {
    /// The cases of `script`, run over the bundled packs as `quiz run` runs it.
    private func cases(_ script: [String], file: String = "Scripts/films.quiz") async throws -> [TestCaseResult] {
        try await ScriptSandbox.run { sandbox in
            let interpreter = sandbox.interpreter(
                source: .local(folders: [BundledContent.folderOrBuiltIn]),
                transports: .with(http: { _ in UnreachableTransport() }), records: PlayerDatabase())
            var cases = ScriptCases(file: file)
            var results: [TestCaseResult] = []
            _ = await ScriptRunner(clock: sandbox.clock).run(script, through: interpreter) { _ in
            } ran: { step in
                if let result = cases.result(of: step) { results.append(result) }
            }
            await interpreter.close()
            return results + (cases.scriptCase().map { [$0] } ?? [])
        }
    }

    @Test func eachExpectIsACaseNamedByItsLineAndEachOtherFailureIsAnError() async throws {
        let results = try await cases([
            "# Films", "load films", "play 1", "no", "expect state true", "  esperar pack films", "lod",
        ])
        #expect(
            results.map(\.name) == [
                "Scripts/films.quiz:5: expect state true", "Scripts/films.quiz:6: esperar pack films",
                "Scripts/films.quiz:7: lod",
            ])
        #expect(results.map(\.line) == [5, 6, 7])
        #expect(
            results.map(\.verdict) == [
                .failed(message: "expect state: expected true, got false", diff: []), .passed,
                .error(message: #"unknown command "lod"; did you mean "load"?"#),
            ])
        #expect(results.allSatisfy { $0.suite == "Scripts/films.quiz" && $0.className == "Scripts.films" })
    }

    @Test func aScriptWithNoExpectAndNoFailureIsOneCaseThatPassed() async throws {
        let results = try await cases(["load films", "play 1", "yes"])
        #expect(results.count == 1)
        #expect(results.first?.name == "films.quiz")
        #expect(results.first?.title == "Scripts/films.quiz")
        #expect(results.first?.line == nil)
        #expect(results.first?.passed == true)
    }

    @Test func aScriptWhoseOnlyCasesAreFailuresHasNoWholeScriptCase() async throws {
        let results = try await cases(["load films", "lod"], file: "a.quiz")
        #expect(results.map(\.name) == ["a.quiz:2: lod"])
        #expect(results.map(\.passed) == [false])
    }
}
