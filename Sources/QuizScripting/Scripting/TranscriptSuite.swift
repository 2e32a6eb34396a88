import QuizShell

/// The transcripts that one `quiz test` replays: `jobs` of them at a time, each in a sandbox of its own, with what
/// each printed and its result told in the transcripts' order, the same at any number of jobs.
public struct TranscriptSuite: Sendable {
    public var tests: [TranscriptTest]
    public var jobs: Int
    /// Rewrite the transcripts that differ with what ran.
    public var update: Bool
    /// The language of the verdicts and of the diff's headers.
    public var messages: Messages

    public init(tests: [TranscriptTest], jobs: Int, update: Bool, messages: Messages) {
        self.tests = tests
        self.jobs = jobs
        self.update = update
        self.messages = messages
    }

    /// Replays every transcript through `replay`, which runs a script with echo and returns what it printed. Each
    /// one's verdict (`PASS NAME`, `FAIL NAME` and its diff, or its error, worded by `describe`) goes to `output`
    /// unless a TAP report has standard output, and its result to `reporter`.
    public func run(
        reporter: TestReporter, output: (String) -> Void, describe: @escaping @Sendable (any Error) -> String,
        replay: @escaping @Sendable ([String]) async throws -> [String]
    ) async {
        let tests = tests
        let update = update
        let language = messages.language
        await OrderedJobs.run(count: tests.count, width: jobs) { index in
            let clock = ContinuousClock()
            let start = clock.now
            let outcome: Swift.Result<TranscriptTest.Outcome, Replay.Failure>
            do {
                outcome = .success(try await tests[index].run(update: update, language: language, replay: replay))
            } catch {
                outcome = .failure(Replay.Failure(message: describe(error)))
            }
            return Replay(outcome: outcome, seconds: start.duration(to: clock.now) / .seconds(1))
        } deliver: { index, replayed in
            let (lines, result) = verdict(of: tests[index], replayed)
            if !reporter.ownsStandardOutput {
                for line in lines { output(line) }
            }
            reporter.record(result)
        }
    }

    /// How one replay ended, and how long it took.
    struct Replay: Sendable {
        struct Failure: Error {
            var message: String
        }

        var outcome: Swift.Result<TranscriptTest.Outcome, Failure>
        var seconds: Double
    }

    /// The lines that tell how `test` went, and its result for the reports.
    private func verdict(of test: TranscriptTest, _ replayed: Replay) -> ([String], TestCaseResult) {
        let folderEnd = test.name.lastIndex(of: "/")
        var result = TestCaseResult(
            name: folderEnd.map { String(test.name[test.name.index(after: $0)...]) } ?? test.name,
            suite: folderEnd.map { String(test.name[..<$0]) } ?? ".", file: test.name, seconds: replayed.seconds,
            verdict: .passed)
        switch replayed.outcome {
        case .success(.passed): return (["\(messages.transcriptPassed) \(test.name)"], result)
        case .success(.updated(let diff)): return (["\(messages.transcriptUpdated) \(test.name)"] + diff, result)
        case .success(.failed(let diff)):
            let difference =
                TranscriptDifference(diff: diff) ?? TranscriptDifference(line: 1, expected: nil, actual: nil)
            result.line = difference.line
            result.verdict = .failed(message: messages.transcriptDifference(difference), diff: diff)
            return (["\(messages.transcriptFailed) \(test.name)"] + diff, result)
        case .failure(let failure):
            result.verdict = .error(message: failure.message)
            return (["\(messages.transcriptFailed) \(test.name)", "error: " + failure.message], result)
        }
    }
}
