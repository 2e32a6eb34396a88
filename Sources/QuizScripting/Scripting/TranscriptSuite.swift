import QuizShell

/// The transcripts that one `quiz test` replays: `jobs` of them at a time, each in a sandbox of its own, with what
/// each printed and its result told in the transcripts' order, the same at any number of jobs.
public enum TranscriptSuite {
    /// Replays every transcript of `tests` through `replay`, which runs a script with echo and returns what it
    /// printed; with `update`, rewrites those that differ with what ran. Each one's verdict (`PASS NAME`, `FAIL NAME`
    /// and its diff, or its error, worded by `describe`) goes to `output` unless a TAP report has standard output,
    /// and its result to `reporter`; `messages` is the language of the verdicts and of the diff's headers.
    public static func run(
        _ tests: [TranscriptTest], jobs: Int, update: Bool, messages: Messages, reporter: TestReporter,
        output: (String) -> Void, describe: @escaping @Sendable (any Error) -> String,
        replay: @escaping @Sendable ([String]) async throws -> [String]
    ) async {
        await OrderedJobs.run(count: tests.count, width: jobs) { index in
            await replayed(tests[index], update: update, messages: messages, describe: describe, replay: replay)
        } deliver: { _, verdict in
            if !reporter.ownsStandardOutput {
                for line in verdict.lines { output(line) }
            }
            reporter.record(verdict.result)
        }
    }

    /// Replays `test`: the lines that tell how it went, and its result for the reports.
    private static func replayed(
        _ test: TranscriptTest, update: Bool, messages: Messages, describe: (any Error) -> String,
        replay: ([String]) async throws -> [String]
    ) async -> (lines: [String], result: TestCaseResult) {
        let start = ContinuousClock.now
        let folderEnd = test.name.lastIndex(of: "/")
        var result = TestCaseResult(
            name: folderEnd.map { String(test.name[test.name.index(after: $0)...]) } ?? test.name,
            suite: folderEnd.map { String(test.name[..<$0]) } ?? ".", file: test.name, seconds: 0, verdict: .passed)
        let lines: [String]
        do {
            switch try await test.run(update: update, actual: messages.actualRun, replay: replay) {
            case .passed: lines = ["\(messages.transcriptPassed) \(test.name)"]
            case .updated(let diff): lines = ["\(messages.transcriptUpdated) \(test.name)"] + diff
            case .failed(let diff, let difference):
                result.line = difference.line
                result.verdict = .failed(message: messages.transcriptDifference(difference), diff: diff)
                let note = difference.isInTrailingSpaces ? [messages.onlyTrailingSpaces(line: difference.line)] : []
                lines = ["\(messages.transcriptFailed) \(test.name)"] + diff + note
            }
        } catch {
            let message = describe(error)
            result.verdict = .error(message: message)
            if case ScriptError.refusedPattern(_, let line, _) = error { result.line = line }
            lines = ["\(messages.transcriptFailed) \(test.name)", "error: " + message]
        }
        result.seconds = start.duration(to: .now) / .seconds(1)
        return (lines, result)
    }
}
