import QuizShell
/// The test cases of one script that `quiz run` runs, for its reports: each `expect` is one, named
/// `FILE:LINE: expect …`, failed when the state differs; each other command that fails is one too, an error; a
/// refused line of standard input is one, failed; and a script with none of these is one case, named by its file,
/// that passed.
public struct ScriptCases {
    /// The script's file, as messages name it.
    public let file: String
    private var count = 0
    private var took = Duration.zero

    public init(file: String) {
        self.file = file
    }

    /// The case that `step` is, if it is one.
    public mutating func result(of step: ScriptStep) -> TestCaseResult? {
        took += step.took
        let word = step.command.prefix { $0 != " " && $0 != "\t" }
        let isExpect = CommandName(word: String(word)) == .expect
        guard isExpect || step.failure != nil else { return nil }
        count += 1
        let verdict: TestCaseResult.Verdict =
            switch step.failure {
            case nil: .passed
            case let failure? where isExpect: .failed(message: failure, diff: [])
            case let failure?: .error(message: failure)
            }
        return TestCaseResult(
            name: "\(file):\(step.line): \(step.command)", suite: file, file: file, line: step.line,
            seconds: step.took / .seconds(1), verdict: verdict)
    }

    /// The case of the whole script, once it has ended, when none of its commands was one.
    public func scriptCase() -> TestCaseResult? {
        guard count == 0 else { return nil }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return TestCaseResult(name: name, suite: file, file: file, seconds: took / .seconds(1), verdict: .passed)
    }

    /// The case of a line of standard input that was refused, as `message` says: a failure, which ends the script.
    public func refusal(at line: Int, message: String) -> TestCaseResult {
        TestCaseResult(
            name: "\(file):\(line)", suite: file, file: file, line: line, seconds: 0,
            verdict: .failed(message: message, diff: []))
    }
}
