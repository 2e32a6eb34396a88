import QuizCore

/// The messages of `practice optimize`, `practice evaluate`, the parameters in `practice stats`, and easy days.
extension Messages {
    func optimizationHeader(_ result: PracticeOptimization) -> String {
        let which = result.pack.map { pick("de \($0)", "of \($0)") } ?? pick("de todos los paquetes", "of every pack")
        return pick(
            "FSRS sobre \(result.reviews) repasos \(which): \(result.predicted) que predecir, \(result.training) tras quitar los atípicos.",
            "FSRS on \(result.reviews) reviews \(which): \(result.predicted) to predict, \(result.training) after the outlier filter."
        )
    }

    /// What was left out of the log, or put in order; nil when nothing was.
    func optimizationSkipped(_ skipped: PracticeOptimization.Skipped) -> String? {
        var parts: [String] = []
        if skipped.ratings > 0 {
            parts.append(
                pick("\(skipped.ratings) con una nota fuera de 1 a 4", "\(skipped.ratings) rated outside 1 to 4"))
        }
        if skipped.states > 0 {
            parts.append(
                pick("\(skipped.states) con un estado fuera de 0 a 3", "\(skipped.states) with a state outside 0 to 3"))
        }
        if skipped.withoutLearning > 0 {
            parts.append(
                pick(
                    "\(skipped.withoutLearning) de tarjetas sin su aprendizaje en el registro",
                    "\(skipped.withoutLearning) of cards whose learning is not in the log"))
        }
        var line =
            parts.isEmpty ? "" : pick("Repasos apartados: ", "Reviews left out: ") + parts.joined(separator: ", ")
        if skipped.outOfOrder > 0 {
            line +=
                (line.isEmpty ? "" : "; ")
                + pick(
                    "\(skipped.outOfOrder) iban antes que una línea anterior de su tarjeta y se han ordenado",
                    "\(skipped.outOfOrder) came before an earlier line of their card and were put in time order")
        }
        return line.isEmpty ? nil : line + "."
    }

    func tooFewToFit(_ reviews: Int) -> String {
        guard reviews < FSRSFit.minimumReviews else {
            return pick(
                "Ninguna tarjeta conserva su primer repaso un día o más después del aprendizaje, que fija las estabilidades iniciales; siguen los parámetros que programan ahora.",
                "No card keeps its first review a day or more after its learning, which sets the initial stabilities; the parameters that schedule now stay."
            )
        }
        return pick(
            "Pocos repasos para ajustar: \(reviews) que predecir tras el filtro, hacen falta \(FSRSFit.minimumReviews); siguen los parámetros que programan ahora.",
            "Too few reviews to fit: \(reviews) to predict after the filter, \(FSRSFit.minimumReviews) needed; the parameters that schedule now stay."
        )
    }

    func onlyInitialStabilities(_ reviews: Int) -> String {
        pick(
            "Con \(reviews) repasos que predecir (menos de \(FSRSFit.minimumForTraining)) solo se ajustan las estabilidades iniciales w0 a w3; el resto, por defecto.",
            "With \(reviews) reviews to predict (fewer than \(FSRSFit.minimumForTraining)) only the initial stabilities w0 to w3 are fitted; the rest stay the defaults."
        )
    }

    var defaultParameters: String { pick("por defecto", "defaults") }
    var keptParameters: String { pick("actuales", "current") }
    var fittedParameters: String { pick("ajustados", "fitted") }

    func optimizationVerdict(kept: Bool, pack: String?, hadFitted: Bool) -> String {
        let which = pack ?? pick("todos los paquetes", "every pack")
        guard kept else {
            let rival =
                hadFitted ? pick("los actuales", "the current ones") : pick("los de por defecto", "the defaults")
            return pick(
                "Los ajustados no predicen mejor que \(rival), que siguen programando \(which).",
                "The fitted parameters predict no better than \(rival), which go on scheduling \(which).")
        }
        return pick(
            "Los ajustados predicen mejor: desde ahora programan \(which).",
            "The fitted parameters predict better: they schedule \(which) from now on.")
    }

    /// The parameters that schedule, in `practice stats`.
    func schedulingParameters(_ kept: [PracticeParameters]) -> [String] {
        guard !kept.isEmpty else {
            return [
                pick(
                    "Parámetros: los de por defecto de FSRS-6; «practicar optimizar» los ajusta a tus repasos (\(FSRSFit.minimumReviews) como mínimo).",
                    "Parameters: FSRS-6's defaults; \"practice optimize\" fits them to your reviews (\(FSRSFit.minimumReviews) at least)."
                )
            ]
        }
        return kept.map { parameters in
            let which = parameters.pack ?? pick("todos los paquetes", "every pack")
            let day = Messages.dayAndTime(utc: true)(parameters.date).prefix(10)
            let loss = PracticeOptimization.figure(parameters.fitted.logLoss)
            let defaultLoss = PracticeOptimization.figure(parameters.defaults.logLoss)
            let rmse = PracticeOptimization.figure(parameters.fitted.rmseBins)
            let defaultRMSE = PracticeOptimization.figure(parameters.defaults.rmseBins)
            return pick(
                "Parámetros de \(which): ajustados a \(parameters.reviews) repasos el \(day); log loss \(loss) (por defecto \(defaultLoss)), RMSE(bins) \(rmse) (por defecto \(defaultRMSE)).",
                "Parameters of \(which): fitted to \(parameters.reviews) reviews on \(day); log loss \(loss) (defaults \(defaultLoss)), RMSE(bins) \(rmse) (defaults \(defaultRMSE))."
            )
        }
    }

    /// `sat,sun`, or `none`.
    func weekdays(_ days: Set<Int>) -> String {
        guard !days.isEmpty else { return none }
        return days.sorted().map { pick(Weekdays.spanish[$0], Weekdays.english[$0]) }.joined(separator: ",")
    }

    /// `quiz practice --log FILE`, when the file cannot be read: the system's reason or the limit's.
    public func reviewLogUnreadable(_ path: String, reason: String) -> String {
        pick("no se puede leer \(path): \(fileReason(reason))", "cannot read \(path): \(reason)")
    }

    public func reviewLogUnreadable(_ path: String, _ failure: ReviewLogFile.Failure) -> String {
        switch failure {
        case .empty:
            pick("\(path) está vacío: le falta la cabecera", "\(path) is empty: it has no header line")
        case .missingColumn(let column):
            pick(
                "\(path): a la cabecera le falta la columna \(column) (card_id, review_time, review_rating, review_state)",
                "\(path): the header lacks the column \(column) (card_id, review_time, review_rating, review_state)")
        case .notANumber(let line, let column, let text):
            pick(
                "\(path), línea \(line): \(column) es \(quote(text)), no un número entero",
                "\(path), line \(line): \(column) is \(quote(text)), not a whole number")
        case .shortLine(let line, let fields, let expected):
            pick(
                "\(path), línea \(line): \(fields) campos, la cabecera tiene \(expected)",
                "\(path), line \(line): \(fields) fields, where the header has \(expected)")
        }
    }
}
