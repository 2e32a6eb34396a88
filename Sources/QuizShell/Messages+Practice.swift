import Foundation
import QuizCore

/// The messages of `practice`, `cram`, `forget` and `clock`.
extension Messages {
    func practicePrompt(_ position: String, cramming: Bool) -> String {
        cramming ? pick("repaso \(position)", "cram \(position)") : pick("práctica \(position)", "practice \(position)")
    }

    func ratePrompt(_ position: String) -> String {
        pick("nota \(position)", "rate \(position)")
    }

    func practiceStarted(due: Int, new: Int) -> String {
        pick(
            "Práctica: \(count(due, "tarjeta", "tarjetas")) que toca\(due == 1 ? "" : "n") y \(count(new, "nueva", "nuevas")).",
            "Practice: \(count(due, "card", "cards")) due and \(new) new.")
    }

    func practiceFromRoom(_ cards: Int, name: String, pin: String, pack: String) -> String {
        pick(
            "Práctica de lo que \(name) falló en la sala \(pin): \(count(cards, "tarjeta", "tarjetas")) de \(pack).",
            "Practice of what \(name) missed in room \(pin): \(count(cards, "card", "cards")) of \(pack).")
    }

    func notInRoom(_ name: String, pin: String) -> String {
        pick(
            "nadie llamado «\(name)» jugó la última partida de la sala \(pin)",
            "nobody called \"\(name)\" played the last game of room \(pin)")
    }

    func nothingMissed(_ name: String, pin: String, questions: Int) -> String {
        pick(
            "\(name) acertó las \(questions) preguntas de la sala \(pin): nada que practicar.",
            "\(name) answered all \(questions) questions of room \(pin) right: nothing to practise.")
    }

    func cramStarted(_ cards: Int) -> String {
        pick(
            "Repaso: \(count(cards, "tarjeta", "tarjetas")), las más olvidadas primero; no cambia cuándo tocan.",
            "Cram: \(count(cards, "card", "cards")), the most forgotten first; when they are due does not change.")
    }

    func practiceInProgress(_ run: PracticeRun) -> String {
        let (position, total) = (run.position + 1, run.entries.count)
        return pick(
            "hay una práctica en marcha (tarjeta \(position) de \(total)); «parar» la termina",
            "a practice is going on (card \(position) of \(total)); \"stop\" ends it")
    }

    func cardOrigin(_ pack: String, state: CardState) -> String {
        "\(pack) · " + cardState(state)
    }

    func cardState(_ state: CardState) -> String {
        switch state {
        case .new: pick("nueva", "new")
        case .learning: pick("aprendiendo", "learning")
        case .review: pick("repaso", "review")
        case .relearning: pick("reaprendiendo", "relearning")
        }
    }

    func ratingName(_ rating: RecallRating) -> String {
        switch rating {
        case .again: pick("otra vez", "again")
        case .hard: pick("difícil", "hard")
        case .good: pick("bien", "good")
        case .easy: pick("fácil", "easy")
        }
    }

    func askRecall(default rating: RecallRating) -> String {
        let choices = RecallRating.allCases.map { "\($0.rawValue) \(ratingName($0))" }.joined(separator: " · ")
        let offered = "\(rating.rawValue) \(ratingName(rating))"
        return pick(
            "¿Cómo lo recordabas? \(choices); Intro: \(offered)",
            "How well did you recall it? \(choices); Enter: \(offered)")
    }

    func badRecall(_ typed: String) -> String {
        let typed = String(typed.prefix(40))
        return pick(
            "\(quote(typed)) no es una nota: escribe 1 (otra vez), 2 (difícil), 3 (bien) o 4 (fácil), o Intro",
            "\(quote(typed)) is not a rating: type 1 (again), 2 (hard), 3 (good) or 4 (easy), or Enter")
    }

    var rateFirst: String {
        pick(
            "esta tarjeta ya tiene respuesta: dale una nota del 1 al 4",
            "this card is answered: rate it from 1 to 4")
    }

    /// `skip`, `pause`, `score`... typed while a practice card is on the table.
    func gameCommandInPractice(_ command: CommandName) -> String {
        let name = command.name(in: language)
        return pick(
            "«\(name)» es de las partidas; en una práctica, responde o puntúa la tarjeta, o «parar» la termina",
            "\"\(name)\" is for games; in a practice, answer or rate the card, or \"stop\" ends it")
    }

    var noPractice: String {
        pick(
            "no hay ninguna práctica en marcha; «practicar» empieza una",
            "no practice is going on; \"practice\" starts one")
    }

    /// The rating given and when the card comes back.
    func rated(_ rating: RecallRating, due: Date, now: Date) -> String {
        let name = ratingName(rating)
        let capitalized = name.prefix(1).uppercased() + name.dropFirst()
        return pick("\(capitalized): vuelve \(when(due, now: now)).", "\(capitalized): back \(when(due, now: now)).")
    }

    func practiceDone(reviewed: Int, next: Date?, now: Date) -> String {
        let done = pick(
            "Práctica terminada: \(count(reviewed, "tarjeta repasada", "tarjetas repasadas")).",
            "Practice done: \(count(reviewed, "card", "cards")) reviewed.")
        guard let next else { return done }
        return done + pick(" La siguiente toca ", " The next is due ") + when(next, now: now) + "."
    }

    func cramDone(_ cards: Int) -> String {
        pick(
            "Repaso terminado: \(count(cards, "tarjeta", "tarjetas")).", "Cram done: \(count(cards, "card", "cards")).")
    }

    /// Nothing to practise: when the next card is due, and `cram`.
    func nothingDue(next: Date?, now: Date, newLimitReached: Bool) -> String {
        let cram = CommandName.cram.name(in: language)
        let base =
            newLimitReached
            ? pick(
                "No toca ninguna tarjeta y ya has empezado hoy todas las nuevas (ajustar nuevas-por-día N)",
                "No card is due, and today's new cards are done (set new-per-day N)")
            : pick("No toca ninguna tarjeta", "No card is due")
        guard let next else { return base + "." }
        return base
            + pick(
                ". La siguiente toca \(when(next, now: now)); «\(cram)» repasa las ya vistas sin cambiar cuándo tocan.",
                ". The next is due \(when(next, now: now)); \"\(cram)\" drills the cards seen before without changing when they are due."
            )
    }

    var nothingToCram: String {
        pick(
            "no hay tarjetas vistas que repasar; «practicar» empieza con las nuevas",
            "there are no cards seen before to cram; \"practice\" starts with new ones")
    }

    func confirmForgetting(_ pack: String, cards: Int, reviews: Int) -> String {
        pick(
            "¿Olvidar \(pack): borrar \(count(cards, "tarjeta", "tarjetas")) y \(count(reviews, "repaso", "repasos"))? "
                + "sí o no",
            "Forget \(pack): delete \(count(cards, "card", "cards")) and \(count(reviews, "review", "reviews"))? "
                + "yes or no")
    }

    func nothingToForget(_ pack: String) -> String {
        pick("\(pack) no tiene tarjetas que olvidar", "\(pack) has no cards to forget")
    }

    var notForgotten: String { pick("No se ha olvidado nada.", "Nothing was forgotten.") }

    func forgotten(_ pack: String, cards: Int, reviews: Int) -> String {
        pick(
            "Olvidado \(pack): \(count(cards, "tarjeta", "tarjetas")) y \(count(reviews, "repaso", "repasos")) borrados.",
            "Forgot \(pack): \(count(cards, "card", "cards")) and \(count(reviews, "review", "reviews")) deleted.")
    }

    /// `quiz practice --export-log FILE`, once the file is written.
    public func reviewLogWritten(_ reviews: Int, cards: Int, to path: String) -> String {
        pick(
            "\(count(reviews, "repaso", "repasos")) de \(count(cards, "tarjeta", "tarjetas")) escritos en \(path).",
            "Wrote \(count(reviews, "review", "reviews")) of \(count(cards, "card", "cards")) to \(path).")
    }

    var clockOnlyInScripts: String {
        pick(
            "«reloj» solo adelanta el reloj de un guion (quiz run, quiz test)",
            "\"clock\" moves on only the clock of a script (quiz run, quiz test)")
    }

    var clockTooFar: String {
        pick(
            "«reloj» adelanta como mucho 36500 días (+36500d) de una vez",
            "\"clock\" moves on at most 36,500 days (+36500d) at once")
    }

    func clockMoved(to date: Date) -> String {
        pick("Reloj: \(utcTime(date)) UTC.", "Clock: \(utcTime(date)) UTC.")
    }

    // MARK: Stats

    func cardsByState(_ cards: PracticeStats.Cards) -> String {
        pick("Tarjetas: ", "Cards: ")
            + [
                (cards.new, CardState.new), (cards.learning, .learning), (cards.review, .review),
                (cards.relearning, .relearning),
            ].map { "\($0.0) \(countedState($0.1, count: $0.0))" }.joined(separator: " · ")
    }

    /// What follows the count of the cards in a state: `13 nuevas`, `2 en repaso`; in English the state's name.
    private func countedState(_ state: CardState, count: Int) -> String {
        guard language == .es else { return cardState(state) }
        switch state {
        case .new: return count == 1 ? "nueva" : "nuevas"
        case .review: return "en repaso"
        case .learning, .relearning: return cardState(state)
        }
    }

    func retention(_ retention: PracticeStats.Retention) -> String {
        let target = percent(retention.target)
        guard let measured = retention.measured else {
            return pick(
                "Retención: sin repasos de tarjetas en repaso todavía (objetivo \(target))",
                "Retention: no reviews of cards in review yet (target \(target))")
        }
        return pick(
            "Retención: \(percent(measured)) recordadas en \(count(retention.reviews, "repaso", "repasos")) (objetivo \(target))",
            "Retention: \(percent(measured)) recalled in \(count(retention.reviews, "review", "reviews")) (target \(target))"
        )
    }

    func forecastHeader(days: Int, total: Int) -> String {
        pick(
            "Tocan en los próximos \(days) días: \(count(total, "tarjeta", "tarjetas"))",
            "Due in the next \(days) days: \(count(total, "card", "cards"))")
    }

    // MARK: Helpers

    private func utcTime(_ date: Date) -> String {
        Messages.dayAndTime(utc: true)(date)
    }

    /// When a card is due: `in 10 minutes (2026-12-01 18:05)`.
    private func when(_ due: Date, now: Date) -> String { "\(wait(from: now, to: due)) (\(utcTime(due)))" }

    /// `in 10 minutes`, `in 5 hours`, `in 3 days`; `now` when it is due already.
    private func wait(from now: Date, to due: Date) -> String {
        let seconds = due.timeIntervalSince(now)
        guard seconds > 0 else { return pick("ya", "now") }
        let minutes = max(1, Int((seconds / 60).rounded()))
        if minutes < 60 {
            return pick("en \(count(minutes, "minuto", "minutos"))", "in \(count(minutes, "minute", "minutes"))")
        }
        let hours = Int((seconds / 3_600).rounded())
        if hours < 24 {
            return pick("en \(count(hours, "hora", "horas"))", "in \(count(hours, "hour", "hours"))")
        }
        let days = Int((seconds / 86_400).rounded())
        return pick("en \(count(days, "día", "días"))", "in \(count(days, "day", "days"))")
    }
}
