import ArgumentParser
import QuizScripting
import QuizShell

/// The options of `quiz run` and `quiz test` for CI: the reports to write and the annotations of failures.
struct ReportOptions: ParsableArguments {
    @Option(
        name: .customLong("report"),
        help: ArgumentHelp(
            "A report to write: junit=FILE, tap (on standard output, instead of the usual lines) or tap=FILE; "
                + "repeatable.",
            valueName: "format[=file]"))
    var reports: [String] = []

    @Option(help: "Also print each failure on standard error as an annotation of its line for a CI system: github.")
    var annotations: String?

    /// Refuses these options' values in the words of `text`, from the command's own `validate()`: the option group
    /// is parsed before `--lang`.
    func check(_ text: Messages) throws {
        if let report = reports.first(where: { ReportRequest(argument: $0) == nil }) {
            throw ValidationError(text.badReport(report))
        }
        if let annotations, AnnotationFormat(rawValue: annotations) == nil {
            throw ValidationError(text.badAnnotations(annotations))
        }
        if let conflict = ReportRequest.conflict(in: requests, text: text) { throw ValidationError(conflict) }
    }

    private var requests: [ReportRequest] { reports.compactMap(ReportRequest.init(argument:)) }

    /// The reporter of the command `name`, which writes standard output through `output`.
    func reporter(named name: String, output: @escaping (String) -> Void) -> TestReporter {
        TestReporter(
            name: name, requests: requests, annotations: annotations.flatMap(AnnotationFormat.init(rawValue:)),
            output: output, errors: printError)
    }
}
