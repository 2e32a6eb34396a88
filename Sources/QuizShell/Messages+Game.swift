import Foundation
import QuizCore

/// The messages of a game: round screens, verdicts, score, history.
extension Messages {
    /// The start of a game, with the seed that replays its order when one was set: a game that follows the rotation
    /// depends on the games before it too.
    func started(_ pack: String, rounds: Int, seed: UInt64?) -> String {
        pick(
            "Partida de \(pack): \(count(rounds, "pregunta", "preguntas"))\(seed.map { " (semilla \($0))" } ?? "").",
            "Game of \(pack): \(count(rounds, "question", "questions"))\(seed.map { " (seed \($0))" } ?? "").")
    }

    func roundHeader(_ number: Int, of total: Int, kind: ItemKind, several: Bool) -> String {
        var header = pick("Pregunta \(number) de \(total)", "Question \(number) of \(total)")
        switch kind {
        case .match: header += pick(" · Adivina el ganador", " · Guess the winner")
        case .book: header += pick(" · Respuesta sobre:", " · Answer about:")
        case .film: header += pick(" · ¿Verdadero o falso?", " · True or false?")
        case .choice where several:
            header += pick(" · Elige todas las correctas (como 1 3)", " · Choose all that apply (such as 1 3)")
        case .choice: header += pick(" · Elige una respuesta", " · Pick an answer")
        case .poll: header += pick(" · Encuesta: no hay respuesta correcta", " · Poll: there is no right answer")
        case .slider: header += pick(" · Estima un número", " · Estimate a number")
        case .ordering: header += pick(" · Ordena (como 3 1 2)", " · Put in order (such as 3 1 2)")
        case .pairs: header += pick(" · Empareja (como 1b 2a)", " · Match the pairs (such as 1b 2a)")
        case .open: header += pick(" · Respuesta libre", " · Open answer")
        case .quiz, .fact, .mixed: break
        }
        return header
    }

    var yes: String { pick("Sí", "Yes") }
    var no: String { pick("No", "No") }
    var typeYourAnswer: String { pick("(escribe tu respuesta)", "(type your answer)") }
    func sliderRange(low: Double, high: Double, unit: String?) -> String {
        let (low, high) = (NumericAnswer.text(of: low), NumericAnswer.text(of: high))
        let unit = unit.map { " \($0)" } ?? ""
        return pick("(un número del \(low) al \(high)\(unit))", "(a number from \(low) to \(high)\(unit))")
    }
    func openLimit(_ limit: Int) -> String {
        pick("(escribe tu respuesta, hasta \(limit) caracteres)", "(type your answer, up to \(limit) characters)")
    }
    func author(_ name: String) -> String { pick("Autor: \(name)", "Author: \(name)") }
    func picture(_ picture: Picture) -> String {
        "\(pictureLabel(picture)): \(picture.url)"
    }

    /// What a picture is: `Poster (The Godfather)`.
    func pictureLabel(_ picture: Picture) -> String {
        let label =
            switch picture.role {
            case .flag: pick("Bandera", "Flag")
            case .photo: pick("Foto", "Photo")
            case .poster: pick("Cartel", "Poster")
            case .attachment: pick("Adjunto", "Attachment")
            case .authorPhoto: pick("Foto del autor", "Author's photo")
            }
        return label + (picture.caption.map { " (\($0))" } ?? "")
    }

    func answerLabel(_ answer: Answer?, in question: Question) -> String {
        guard let answer else { return "" }
        if case .yesNo(let flag) = answer { return flag ? yes : no }
        return question.label(of: answer) ?? ""
    }

    /// The verdict after an answer, or after the time ran out; `answer` is the right answer when only the server
    /// knew it.
    func verdict(_ round: Round, revealing answer: String?) -> String {
        let question = round.question
        let right = round.result == true
        let solution = question.solution.flatMap(question.label(of:)) ?? answer
        var line =
            round.timedOut
            ? pick("⏱ ¡Se acabó el tiempo!", "⏱ Time's up!")
                + (question.kind.hasNoRightAnswer ? "" : pick(" Cuenta como fallo.", " It counts as wrong."))
            : right ? pick("✓ ¡Correcto!", "✓ Right!") : pick("✗ Incorrecto.", "✗ Wrong.")
        switch question.kind {
        case .match:
            if case .two(let first, let second) = question.options, let details = question.details {
                if !right, let solution { line += pick(" Ganó \(solution):", " \(solution) won:") }
                line += " \(first) \(details) \(second)."
            }
        case .poll, .open:
            if !round.timedOut { line = pick("✓ Respuesta recogida.", "✓ Answer taken.") }
        case .film:
            if case .yesNo(let truth) = question.solution {
                line += truth ? pick(" Es verdadero.", " It is true.") : pick(" Es falso.", " It is false.")
            }
        case .quiz where right && round.nearMiss:
            if let solution { line += pick(" Casi: \(solution).", " Close: \(solution).") }
        case .slider where right:
            if let solution, case .text(let given)? = round.answer,
                NumericAnswer.number(in: given) != question.numbers.first?.value
            {
                line += pick(" La respuesta exacta era: \(solution).", " The exact answer was: \(solution).")
            }
        case .choice where question.takesSeveralAnswers:
            if !right, let solution {
                line += pick(" Las correctas eran: \(solution).", " The right ones were: \(solution).")
            }
        case .quiz, .book, .choice, .slider, .ordering, .pairs:
            if !right, let solution { line += pick(" La respuesta era: \(solution).", " The answer was: \(solution).") }
        case .fact, .mixed: break
        }
        if round.hintsUsed > 0 { line += " " + hintsUsed(round.hintsUsed) }
        return line
    }

    /// A number typed that picked answer `picked` by its position, though answer `reads` has that text.
    func numberIsPosition(_ picked: Int, _ pickedText: String, reads: Int) -> String {
        pick(
            "(\(picked) se toma como la respuesta número \(picked), \(pickedText); la respuesta \(picked) es la número \(reads))",
            "(\(picked) is taken as answer number \(picked), \(pickedText); the answer \(picked) is number \(reads))")
    }

    func lateAnswer(_ round: Round) -> String {
        pick(
            "demasiado tarde: se acabó el tiempo de la pregunta \(round.number) " + nextHint,
            "too late: time ran out for question \(round.number) " + nextHint)
    }

    func hint(_ tip: String, number: Int, of total: Int) -> String {
        pick("Pista \(number) de \(total): \(tip)", "Hint \(number) of \(total): \(tip)")
    }

    func hintsUsed(_ count: Int) -> String {
        count == 1 ? pick("(con 1 pista)", "(with 1 hint)") : pick("(con \(count) pistas)", "(with \(count) hints)")
    }

    var noHints: String { pick("esta pregunta no tiene pistas", "this question has no hints") }

    func noMoreHints(_ total: Int) -> String {
        total == 1
            ? pick("no quedan más pistas: ya viste la única", "no more hints: you have seen the only one")
            : pick("no quedan más pistas: ya viste las \(total)", "no more hints: you have seen all \(total)")
    }

    func scoreAlert(_ percent: Int, right: Int, of total: Int) -> String {
        pick(
            "★ ¡Llegaste al \(percent) %: \(right) de \(total) correctas!",
            "★ You reached \(percent)%: \(right) of \(total) right!")
    }

    func timeAlert(_ seconds: Int) -> String {
        pick("⏰ Llevas \(duration(Double(seconds))) jugando.", "⏰ You have played for \(duration(Double(seconds))).")
    }

    func milestone(_ milestone: Milestone) -> String {
        switch milestone {
        case .streak(let count): pick("★ ¡\(count) seguidas!", "★ \(count) in a row!")
        case .perfectGame: pick("★ ¡Partida perfecta!", "★ Perfect game!")
        }
    }

    func skipped(_ round: Round) -> String {
        pick("Pregunta \(round.number) sin responder.", "Question \(round.number) skipped.")
    }

    var nextHint: String { pick("(«siguiente» para la siguiente pregunta)", "(\"next\" for the next question)") }
    var paused: String {
        pick(
            "En pausa: el reloj se detiene y la pregunta espera hasta «seguir».",
            "Paused: the clock stops and the question waits until \"resume\".")
    }
    var resumed: String { pick("Seguimos.", "Resumed.") }

    func finished(_ record: GameRecord) -> String {
        let score = record.score
        return pick("Fin de la partida: ", "Game over: ") + scoreSummary(score) + ", "
            + pick("mejor racha \(score.bestStreak)", "best streak \(score.bestStreak)") + ", "
            + duration(record.time) + "."
    }

    func scoreSummary(_ score: Score) -> String {
        "\(score.right)/\(score.rounds) " + pick("correctas", "right")
            + (score.accuracy.map { " (\(percent($0)))" } ?? "")
    }

    func score(_ score: Score, elapsed: TimeInterval) -> String {
        [
            pick("Correctas \(score.right)", "Right \(score.right)"),
            pick("Incorrectas \(score.wrong)", "Wrong \(score.wrong)"),
            pick("Sin responder \(score.unanswered)", "Unanswered \(score.unanswered)"),
            pick("Acierto ", "Accuracy ") + (score.accuracy.map(percent) ?? "-"),
            pick(
                "Racha \(score.currentStreak) (mejor \(score.bestStreak))",
                "Streak \(score.currentStreak) (best \(score.bestStreak))"),
            pick("Tiempo por respuesta ", "Time per answer ") + (score.averageAnswerTime.map(duration) ?? "-"),
            pick("Tiempo de juego ", "Time played ") + duration(elapsed),
        ].joined(separator: " · ")
    }

    /// `play` while a game is on.
    func gameInProgress(round: Int, of total: Int) -> String {
        pick(
            "hay una partida en juego (pregunta \(round) de \(total)); termínala con «parar»",
            "a game is in progress (question \(round) of \(total)); end it with \"stop\"")
    }

    /// What `state` shows of a round skipped.
    var skippedRound: String { pick("sin responder", "skipped") }

    /// An answer typed when no game is asking anything.
    var answerWithoutGame: String {
        pick(
            "no hay ninguna partida en juego: «jugar» empieza una, y entonces se responde así",
            "no game is running: \"play\" starts one, and then answers are typed like this")
    }

    /// Said after `load` while a game of another pack is in play.
    func gameGoesOn(_ pack: String) -> String {
        pick(
            "la partida de \(pack) sigue; «parar» la termina y «jugar» empieza una del paquete cargado",
            "the game of \(pack) goes on; \"stop\" ends it and \"play\" starts one of the pack just loaded")
    }

    var noGame: String {
        pick("no hay ninguna partida; empieza una con «jugar»", "no game yet; start one with \"play\"")
    }

    func stateHeader(_ round: Round?, total: Int, state: GameState) -> String {
        guard let round else { return pick("partida \(stateName(state))", "game \(stateName(state))") }
        let paused = state == .paused ? " (\(stateName(.paused)))" : ""
        return pick(
            "ronda \(round.number)/\(total): \(resultShown(round.result))\(paused)",
            "round \(round.number)/\(total): \(Self.result(round.result))\(paused)")
    }

    func stateName(_ state: GameState) -> String {
        switch state {
        case .idle: pick("sin empezar", "not started")
        case .playing: pick("en juego", "playing")
        case .paused: pick("en pausa", "paused")
        case .finished: pick("terminada", "finished")
        }
    }

    static func result(_ result: Bool?) -> String { result.map { $0 ? "true" : "false" } ?? "nil" }

    /// A round's result as `state` shows it: the engine's word, and in Spanish what it means beside it.
    func resultShown(_ result: Bool?) -> String {
        let word = Self.result(result)
        return pick("\(word) (\(result.map { $0 ? "sí" : "no" } ?? "sin responder"))", word)
    }

    func percent(_ fraction: Double) -> String { "\(Int((fraction * 100).rounded()))%" }

    func duration(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds.rounded())
        if whole < 60 { return "\(whole) s" }
        return "\(whole / 60) min \(whole % 60) s"
    }

    // MARK: History

    var noHistory: String { pick("todavía no hay partidas terminadas", "no games played yet") }
    public var noHistoryMatches: String {
        pick("ninguna partida terminada coincide con esos filtros", "no game played matches those filters")
    }

    /// `history`: date (UTC), pack, score, time, one game a line, in columns.
    func historyLines(_ records: [GameRecord]) -> [String] {
        let dayAndTime = Self.dayAndTime(utc: true)
        return Self.columns(
            records.map { record in
                [
                    dayAndTime(record.date), record.pack, scoreSummary(record.score),
                    duration(record.time) + (record.stopped ? pick("  (parada)", "  (stopped)") : ""),
                ]
            })
    }

    /// `stats`, a pack a line; the most missed by their text where `questions` has it (by pack and id), else by id.
    func statsLines(_ stats: [PackStats], questions: [String: [Int: String]] = [:]) -> [String] {
        Self.columns(
            stats.map { stats in
                let missed = stats.mostMissed().map { missed in
                    let question = questions[stats.pack]?[missed.id].map { quote(shortened($0)) }
                    return "\(question ?? "#\(missed.id)") (\(missed.misses)×)"
                }
                return [
                    stats.pack, kindName(stats.kind, count: 2),
                    pick(count(stats.games, "partida", "partidas"), count(stats.games, "game", "games")),
                    pick("acierto ", "accuracy ") + (stats.accuracy.map(percent) ?? "-"),
                    pick("mejor racha \(stats.bestStreak)", "best streak \(stats.bestStreak)"),
                    pick("respuesta ", "answer ") + (stats.averageAnswerTime.map(duration) ?? "-"),
                    pick("más falladas: ", "most missed: ") + (missed.isEmpty ? "-" : missed.joined(separator: ", ")),
                ]
            })
    }

    /// A question's first line, cut at 40 characters, for a column.
    private func shortened(_ question: String) -> String {
        let line = question.prefix { $0 != "\n" }
        return line.count <= 40 ? String(line) : line.prefix(39) + "…"
    }

    /// A word of `history` or `stats` that is no filter, no kind or no day; in Spanish, with the Spanish words of the
    /// filters, which the shell takes too.
    public func badHistoryFilter(_ bad: HistoryFilter.BadWord) -> String {
        let kinds = ItemKind.packKinds.map(\.rawValue)
        let word = String(bad.word.prefix(40))
        switch bad.expected {
        case .kind?:
            return pick("\(quote(word)) no es un tipo; usa ", "\(quote(word)) is not a kind; use ")
                + kinds.dropLast().joined(separator: ", ") + pick(" o ", " or ") + kinds.last!
        case .day?:
            return pick(
                "\(quote(word)) no es un día válido; usa AAAA-MM-DD",
                "\(quote(word)) is not a valid day; use YYYY-MM-DD")
        case nil: break
        }
        return pick(
            "\(quote(word)) no vale como filtro; usa paquete NOMBRE, tipo TIPO (\(kinds.dropLast().joined(separator: ", ")) "
                + "o \(kinds.last!)), desde AAAA-MM-DD, hasta AAAA-MM-DD",
            "\(quote(word)) is not a filter; use pack NAME, kind KIND, since YYYY-MM-DD, until YYYY-MM-DD")
    }

    public func historyWarning(_ warning: HistoryWarning) -> String {
        pick("aviso: \(warning.file):\(warning.line): se omite una línea dañada", "warning: \(warning.description)")
    }
}
