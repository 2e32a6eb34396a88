import QuizShell

/// What `quiz history` and `quiz stats` say of their options.
extension Messages {
    /// `--OPTION VALUE` that is not a filter: a kind not among `kinds`, or a day that is not one.
    func badHistoryOption(_ option: String, _ value: String, kinds: String) -> String {
        option == "kind"
            ? pick("--kind \(value): usa uno de \(kinds)", "--kind \(value): use one of \(kinds)")
            : pick(
                "--\(option) \(value) no es un día válido; usa AAAA-MM-DD",
                "--\(option) \(value) is not a valid day; use YYYY-MM-DD")
    }
}
