import QuizShell

/// What `--packs`, `--source` and their neighbours say of their values, for every command that plays.
extension Messages {
    var packsAndSource: String {
        pick("usa --packs o --source, no ambos", "use --packs or --source, not both")
    }

    /// `--NAME-url` given without `--source`.
    func kindURLNeedsSource(_ name: String) -> String {
        pick("--\(name)-url necesita --source", "--\(name)-url needs --source")
    }

    var emptySourceToken: String {
        pick(
            "--token está vacío; da el token del servicio de quiz, o quita --token",
            "--token is empty; give the token of the quiz service, or leave --token out")
    }

    func badTimeout(_ seconds: Double, longest: Int) -> String {
        pick(
            "--timeout va en segundos, más de 0 y hasta \(longest), no \(seconds)",
            "--timeout takes seconds above 0 and up to \(longest), not \(seconds)")
    }
}
