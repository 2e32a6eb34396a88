/// The workflow command that makes GitHub Actions show an error on a line of a file, in the run's summary and in the
/// pull request's changes:
///
/// ```
/// ::error file=Scripts/sessions/film.session,line=12::expected "✓ Right!", got "✗ Wrong."
/// ```
///
/// GitHub reads it from either output of a step. In the message `%`, CR and LF are written `%25`, `%0D` and `%0A`, so
/// that a message of several lines stays one command; in the properties `:` and `,` are too (`%3A`, `%2C`).
public enum GitHubAnnotation {
    /// The command for `message` on `line` of `file`, as one line. `file` is a path from the repository's root,
    /// which is where a step runs unless told otherwise; without a line, the annotation is on the whole file.
    public static func command(file: String, line: Int?, message: String) -> String {
        var path = Substring(file)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        var properties = "file=" + escape(String(path), colonAndComma: true)
        if let line { properties += ",line=\(line)" }
        return "::error \(properties)::\(escape(message, colonAndComma: false))"
    }

    private static func escape(_ text: String, colonAndComma: Bool) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            case ":" where colonAndComma: "%3A"
            case "," where colonAndComma: "%2C"
            default: nil
            }
        }
    }
}
