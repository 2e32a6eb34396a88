import ArgumentParser
import QuizScripting

/// The options of `quiz run` and `quiz test` for CI: the reports to write and the annotations of failures.
struct ReportOptions: ParsableArguments {
    @Option(
        name: .customLong("report"),
        help: ArgumentHelp(
            "A report to write: junit=FILE, tap (on standard output, instead of the usual lines) or tap=FILE; "
                + "repeatable.",
            valueName: "format[=file]"))
    var reports: [ReportRequest] = []

    @Option(help: "Also print each failure on standard error as an annotation of its line for a CI system.")
    var annotations: AnnotationFormat?

    func validate() throws {
        if let conflict = ReportRequest.conflict(in: reports) { throw ValidationError(conflict) }
    }

    /// The reporter of the command `name`, which writes standard output through `output`.
    func reporter(named name: String, output: @escaping (String) -> Void) -> TestReporter {
        TestReporter(name: name, requests: reports, annotations: annotations, output: output, errors: printError)
    }
}

extension ReportRequest: ExpressibleByArgument {}

extension AnnotationFormat: ExpressibleByArgument {}
