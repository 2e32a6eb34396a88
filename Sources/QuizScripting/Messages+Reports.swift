import QuizShell

/// The messages of the reports of `quiz test` (how a transcript first differs from what ran), and of the values
/// of `--report`, `--annotations` and `--jobs` that are refused.
extension Messages {
    /// `expected "A", got "B"`, or what is missing or extra when only one side has a line there.
    public func transcriptDifference(_ difference: TranscriptDifference) -> String {
        switch (difference.expected, difference.actual) {
        case (let expected?, let actual?):
            pick("se esperaba \"\(expected)\", salió \"\(actual)\"", "expected \"\(expected)\", got \"\(actual)\"")
        case (let expected?, nil): pick("falta \"\(expected)\"", "missing \"\(expected)\"")
        case (nil, let actual?): pick("sobra \"\(actual)\"", "unexpected \"\(actual)\"")
        case (nil, nil): pick("no coincide con lo ejecutado", "differs from what ran")
        }
    }

    /// `--report VALUE` that names no format, or an empty file.
    public func badReport(_ value: String) -> String {
        pick(
            "--report \(value): usa junit=ARCHIVO, tap o tap=ARCHIVO",
            "--report \(value): use junit=FILE, tap or tap=FILE")
    }

    public func badAnnotations(_ value: String) -> String {
        pick("--annotations \(value): usa github", "--annotations \(value): use github")
    }

    /// `--jobs` below 1.
    public func badJobs(_ jobs: Int) -> String {
        pick("--jobs admite 1 o más, no \(jobs)", "--jobs takes 1 or more, not \(jobs)")
    }
}
