import QuizCore

extension Messages {
    /// A refused step of the game, or a room's refusal of an answer, in the language of the messages.
    func gameError(_ error: GameError) -> String {
        guard language == .es else { return error.description }
        return switch error {
        case .notStarted: "no hay ninguna partida en juego; empieza una con «jugar»"
        case .alreadyStarted: "la partida ya ha empezado"
        case .gameOver: "la partida ha terminado; empieza otra con «jugar»"
        case .paused: "la partida está en pausa; usa «seguir» para continuar"
        case .alreadyPaused: "la partida ya está en pausa"
        case .notPaused: "la partida no está en pausa"
        case .alreadyAnswered(let round): "la pregunta \(round) ya está respondida; pasa a la siguiente con «siguiente»"
        case .unanswered(let round): "la pregunta \(round) aún no tiene respuesta; respóndela o sáltala con «saltar»"
        case .emptyAnswer: "la respuesta está vacía; escribe una respuesta"
        case .notAnOption(let text, let options) where options.count > 2:
            "«\(text.prefix(40))» no es ninguna de las opciones; responde con un número del 1 al \(options.count), o con una "
                + "respuesta tal como está escrita"
        case .notAnOption(let text, let options):
            "«\(text.prefix(40))» no es ninguna de las opciones; responde "
                + options.enumerated().map { "\($0.offset + 1) (\($0.element))" }.joined(separator: " o ")
        case .notSomeOptions(let text, let count):
            "«\(text.prefix(40))» no nombra ninguna de las opciones; responde con el número de cada una de las correctas, "
                + "del 1 al \(count), como 1 3"
        case .notANumber(let text):
            "«\(text.prefix(40))» no es un número; responde con cifras, como 1822 o 3,14 (o 3.14)"
        case .notYesOrNo(let text): "«\(text.prefix(40))» no es ni sí ni no; responde sí o no"
        case .outOfRange(let text, let low, let high):
            "\(text.prefix(40)) está fuera del intervalo; responde con un número del \(NumericAnswer.text(of: low)) al "
                + "\(NumericAnswer.text(of: high))"
        case .notAnOrder(let text, let count):
            "«\(text.prefix(40))» no ordena los \(count) elementos; nombra cada número del 1 al \(count) una vez, en "
                + "orden, como \((1...count).reversed().map(String.init).joined(separator: " "))"
        case .notPairs(let text, let count, let letters):
            "«\(text.prefix(40))» no empareja cada número del 1 al \(count) con una letra distinta de la a a la "
                + "\(GameError.letter(letters)); responde como \(GameError.examplePairs(count))"
        case .tooLong(let count, let limit): "la respuesta tiene \(count) caracteres; escribe como mucho \(limit)"
        case .checkFailed(let round, let reason):
            "no se pudo comprobar la respuesta a la pregunta \(round): \(reason); sigue abierta, vuelve a intentarlo"
        case .noCheckRoute(let round):
            "la pregunta \(round) solo la puede comprobar un servidor, y ninguna ruta de su API admite esa respuesta"
        case .noQuestions(let pack, let filter):
            filter.map { "ninguna pregunta de \(pack) coincide con «\($0)»" } ?? "\(pack) no tiene preguntas"
        case .invalidLimit(let limit): "el número de preguntas debe ser al menos 1, no \(limit)"
        }
    }
}
