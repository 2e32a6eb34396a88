import QuizShell

/// The messages of `quiz run` and `quiz test`.
extension Messages {
    public func scriptError(_ error: ScriptError) -> String {
        guard language == .es else { return error.description }
        return switch error {
        case .unreadable(let path, let reason): "no se puede leer \(path): \(fileReason(reason))"
        case .notUTF8(let path, let line): "no se puede leer \(path): la línea \(line) no es texto UTF-8"
        case .noTranscripts(let path): "\(path) no es un archivo .session ni una carpeta que los contenga"
        case .unwritable(let path, let reason): "no se puede actualizar \(path): \(fileReason(reason))"
        case .unwritableReport(let path, let reason): "no se puede escribir el informe \(path): \(fileReason(reason))"
        case .reportOverInput(let path, let input):
            "no se puede escribir el informe \(path): es \(input), que esta ejecución lee; da otro archivo al informe"
        case .noSandbox(let reason):
            "no se pueden crear las carpetas temporales donde ejecutar un guion: \(fileReason(reason))"
        case .noCommands(let path):
            "\(path) no tiene ninguna orden que repetir: cada una va tras un indicador, como en «quiz> cargar peliculas»; "
                + "quiz run --echo escribe una transcripción"
        case .refusedPattern(let path, let line, let reason):
            "\(path):\(line): se rechaza el patrón (re): " + patternRefusal(reason)
        }
    }

    private func patternRefusal(_ reason: PatternRefusal) -> String {
        switch reason {
        case .unsupported(let position): "el carácter \(position) empieza algo que el comparador no lee"
        case .unbalancedParenthesis: "un paréntesis no está equilibrado"
        case .overRepeatLimit(let limit): "una repetición pasa del límite de \(limit) copias"
        case .overStateLimit(let limit): "necesita más estados que el límite de \(limit)"
        }
    }

    /// What `quiz run --echo` says when it plays in another language or with another seed than `quiz test` replays
    /// with: the commands that make a transcript replay as it ran; nil when it plays as a replay does.
    public func transcriptSettingsHint(language: Language, seed: UInt64) -> String? {
        var commands: [String] = []
        if language != .en { commands.append("\"set lang \(language.rawValue)\"") }
        if seed != ScriptSandbox.defaultSeed { commands.append("\"set seed \(seed)\"") }
        guard !commands.isEmpty else { return nil }
        return pick(
            "consejo: quiz test repite las transcripciones en inglés con la semilla \(ScriptSandbox.defaultSeed); "
                + "para que esta se repita como se ejecutó, empieza el guion con \(commands.joined(separator: " y ")) "
                + "en vez de dar --lang o --seed",
            "hint: quiz test replays transcripts in English with seed \(ScriptSandbox.defaultSeed); for this one to "
                + "replay as it ran, start the script with \(commands.joined(separator: " and ")) rather than give "
                + "--lang or --seed")
    }

    /// The name `quiz run` gives standard input.
    public var standardInput: String { pick("<entrada estándar>", "<stdin>") }
    public var standardOutput: String { pick("<salida estándar>", "<stdout>") }

    /// The verdict on one transcript, before its name.
    public var transcriptPassed: String { pick("SUPERADO", "PASS") }
    public var transcriptFailed: String { pick("FALLIDO", "FAIL") }
    public var transcriptUpdated: String { pick("ACTUALIZADO", "UPDATED") }

    /// The word after the file in the second header of a transcript's diff: what ran.
    public var actualRun: String { pick("lo ejecutado", "actual") }

    /// Under a diff whose first change is only in the spaces that end a line, which it does not show.
    public func onlyTrailingSpaces(line: Int) -> String {
        pick(
            "(la línea \(line) solo difiere en los espacios del final)",
            "(line \(line) differs only in trailing spaces)")
    }

    /// The last line of `quiz test`, and of `quiz run` on standard error.
    public func transcriptTotals(passed: Int, failed: Int) -> String {
        pick(
            "\(count(passed, "superado", "superados")), \(count(failed, "fallido", "fallidos"))",
            "\(passed) passed, \(failed) failed")
    }
}
