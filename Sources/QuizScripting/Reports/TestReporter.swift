import Foundation

/// What a run of `quiz run` or `quiz test` tells besides its own output: the reports it was asked for (`--report`),
/// the annotation of each failure (`--annotations`), and the count of cases passed and failed.
///
/// Cases are recorded in order as they end. With a TAP report on standard output, that output is TAP from the first
/// line: the report's lines are written there as cases end, and the command writes its own lines as TAP comments
/// (`ownsStandardOutput`). Report files are opened by `begin` (`ReportFile`), so that a path that cannot be written
/// fails before anything runs, and written whole by `finish`.
public final class TestReporter {
    public let name: String
    private let requests: [ReportRequest]
    private let annotations: AnnotationFormat?
    private let output: (String) -> Void
    private let errors: (String) -> Void
    private var cases: [TestCaseResult] = []
    private var files: [(format: ReportRequest.Format, file: ReportFile)] = []
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private let timestamp = Date()
    private var planned = false

    public init(
        name: String, requests: [ReportRequest], annotations: AnnotationFormat?,
        output: @escaping (String) -> Void, errors: @escaping (String) -> Void
    ) {
        self.name = name
        self.requests = requests
        self.annotations = annotations
        self.output = output
        self.errors = errors
        started = clock.now
    }

    /// Whether standard output carries a TAP report, so that the command's own lines there must be TAP comments.
    public var ownsStandardOutput: Bool {
        requests.contains { $0.format == .tap && $0.file == nil }
    }

    /// Opens each report file, emptied (`ReportFile`), refusing any that is one of `inputs`, the files the run reads;
    /// when TAP goes to standard output, starts it, with the plan when the number of cases is known.
    public func begin(cases count: Int?, inputs: [String] = []) throws(ScriptError) {
        for request in requests {
            guard let path = request.file else { continue }
            files.append((request.format, try ReportFile(path: path, inputs: inputs)))
        }
        guard ownsStandardOutput else { return }
        output(TAPReport.version)
        if let count {
            output(TAPReport.plan(count))
            planned = true
        }
    }

    /// Records a case that ended: its TAP lines on standard output when TAP goes there, and the annotation of a
    /// failure on standard error.
    public func record(_ result: TestCaseResult) {
        cases.append(result)
        if ownsStandardOutput {
            for line in TAPReport.lines(of: result, number: cases.count) { output(line) }
        }
        if annotations == .github, let message = result.message {
            let text = ([message] + result.diff).joined(separator: "\n")
            errors(GitHubAnnotation.command(file: result.file, line: result.line, message: text))
        }
    }

    public var passed: Int { cases.count(where: \.passed) }
    public var failed: Int { cases.count - passed }

    /// Ends the TAP on standard output with its plan, if it had none, and writes each report file.
    public func finish() throws(ScriptError) {
        if ownsStandardOutput && !planned { output(TAPReport.plan(cases.count)) }
        let seconds = started.duration(to: clock.now) / .seconds(1)
        // What the command printed comes first where a report goes to the same place (`/dev/stdout`).
        if !files.isEmpty { fflush(nil) }
        for (format, file) in files {
            let text =
                switch format {
                case .junit: JUnitReport(name: name, cases: cases, seconds: seconds, timestamp: timestamp).document
                case .tap: TAPReport.document(cases).map { $0 + "\n" }.joined()
                }
            try file.write(text)
        }
    }
}
