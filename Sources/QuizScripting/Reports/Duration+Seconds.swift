import QuizShell
extension Duration {
    /// The duration in seconds, as reports write times.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
