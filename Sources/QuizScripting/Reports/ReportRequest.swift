import QuizShell

/// A report that `quiz run` or `quiz test` was asked to write, as `--report FORMAT[=FILE]` names it: `junit=FILE`,
/// `tap` (to standard output) or `tap=FILE`.
public struct ReportRequest: Sendable, Hashable {
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// JUnit XML, as GitLab, Jenkins and the test-report actions of GitHub read it.
        case junit
        /// The Test Anything Protocol, version 13.
        case tap
    }

    public var format: Format
    /// The file to write, or nil for standard output.
    public var file: String?
}

extension ReportRequest {
    /// Reads `FORMAT` or `FORMAT=FILE`; nil when the format is not one of `Format`'s or the file is empty.
    public init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let format = Format(rawValue: String(parts[0])) else { return nil }
        if parts.count == 2 && parts[1].isEmpty { return nil }
        self.init(format: format, file: parts.count == 2 ? String(parts[1]) : nil)
    }

    /// Why `requests` cannot all be written, in words of `text` for `--report`; nil when they can.
    public static func conflict(in requests: [ReportRequest], text: Messages) -> String? {
        if requests.contains(where: { $0.format == .junit && $0.file == nil }) {
            return text.pick(
                "--report junit necesita un archivo: --report junit=ARCHIVO",
                "--report junit needs a file: --report junit=FILE")
        }
        if requests.filter({ $0.file == nil }).count > 1 {
            return text.pick(
                "solo un --report puede ir a la salida estándar", "only one --report can go to standard output")
        }
        let files = requests.compactMap(\.file)
        if let repeated = files.first(where: { file in files.filter { $0 == file }.count > 1 }) {
            return text.pick(
                "dos informes no pueden ir al mismo archivo, \(repeated)",
                "two reports cannot both be written to \(repeated)")
        }
        return nil
    }
}
