import QuizShell

/// The messages of the reports of `quiz test`: how a transcript first differs from what ran.
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
}
