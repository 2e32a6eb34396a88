import QuizClass

/// What the shell says while it hosts a class room (`host`, `simulate`).
extension Messages {
    public func roomPrompt(_ pin: String) -> String { pick("sala \(pin)", "room \(pin)") }

    func roomHosted(title: String, pin: String, questions: Int, seconds: Int) -> String {
        roomOpened(pin: pin, title: title, questions: questions, seconds: seconds)
            + pick("; eres el anfitrión", "; you are its host")
    }

    var simulatedOnly: String {
        pick(
            "La sala vive en este guion: entran los jugadores simulados (simular NOMBRE...)",
            "The room lives in this script: simulated players join it (simulate NAME...)")
    }

    func alreadyHosting(_ pin: String) -> String {
        pick(
            "ya organizas la sala \(pin); «fin» la termina antes de abrir otra",
            "you already host room \(pin); end it before opening another")
    }

    var notHosting: String {
        pick(
            "no organizas ninguna sala; «anfitrión PAQUETE» abre una",
            "you host no room; host PACK opens one")
    }

    var hostingUnavailable: String {
        pick("este modo no puede organizar salas", "rooms cannot be hosted from here")
    }

    func roomLost(_ reason: String?) -> String {
        pick("la sala no responde", "the room does not answer")
            + (reason.map { " (\($0))" } ?? "") + pick("; se deja la sala", "; the room is left")
    }

    func roomClosed(_ pin: String) -> String {
        pick("La sala \(pin) ha terminado.", "Room \(pin) is over.")
    }

    func badRoomSeconds(_ seconds: Int) -> String {
        pick(
            "\(seconds) s no vale por pregunta: de \(RoomSettings.secondsRange.lowerBound) a "
                + "\(RoomSettings.secondsRange.upperBound)",
            "\(seconds) s is not a time for a question: give \(RoomSettings.secondsRange.lowerBound) to "
                + "\(RoomSettings.secondsRange.upperBound)")
    }

    func badRoomQuestions(_ count: Int) -> String {
        pick("\(count) preguntas no valen: una o más", "\(count) is not a number of questions: give 1 or more")
    }

    /// The word of the numbered teams' names: `Team 1`.
    public var team: String { pick("Equipo", "Team") }

    /// Team names that `RoomHub.checkTeams` refused, in `host PACK teams VALUE` and `quiz host --teams VALUE`.
    public func teamsRefused(_ error: RoomHub.OpenError) -> String {
        let spanish: String? =
            switch error {
            case .badTeamCount(let count):
                "\(self.count(count, "equipo", "equipos")): da de \(RoomSettings.teamRange.lowerBound) a "
                    + "\(RoomSettings.teamRange.upperBound)"
            case .badTeamName(let position, let typed):
                "el nombre del equipo \(position), «\(typed.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())», "
                    + "no es un nombre: de 1 a \(PlayerName.maximumLength) caracteres que se vean, sin caracteres de "
                    + "control"
            case .sameTeamName(let name): "dos equipos se llaman «\(name)»; da a cada uno su propio nombre"
            default: nil
            }
        return pick(spanish ?? error.description, error.description)
    }

    func alreadySimulated(_ name: String) -> String {
        pick(
            "\(name) ya está en la sala; «simular vuelve \(name)» lo hace volver a entrar",
            "\(name) is in the room already; simulate rejoin \(name) brings them back in")
    }

    func notSimulated(_ name: String) -> String {
        pick("ningún jugador simulado se llama \(quote(name))", "no simulated player is called \(quote(name))")
    }

    var noRoomHosted: String {
        pick(
            "aún no has organizado ninguna sala; «organizar PAQUETE» abre una",
            "no room hosted yet; host PACK opens one")
    }

    var noQuestionOpenInRoom: String {
        pick("no hay ninguna pregunta abierta; «siguiente» abre una", "no question is open; next opens one")
    }

    func simulatedAnswer(_ name: String, _ answer: String, seconds: Double) -> String {
        let time = decimalSeconds(tenths: Int((seconds * 10).rounded()))
        return pick(
            "\(name) responde \(quote(answer)) tras \(time) s", "\(name) answers \(quote(answer)) after \(time) s")
    }

    func badSimulatedAnswer(_ word: String) -> String {
        pick(
            "\(quote(word)) no es NOMBRE=RESPUESTA@SEGUNDOS, como Ana=2@3.5 (un + por cada espacio: Ana=1+3@2)",
            "\(quote(word)) is not NAME=ANSWER@SECONDS, such as Ana=2@3.5 (a + for each space: Ana=1+3@2)")
    }

    func badAnswerTime(_ word: String, seconds: Int) -> String {
        pick(
            "\(quote(word)): el tiempo va de 0 a los \(seconds) s de la pregunta",
            "\(quote(word)): the time goes from 0 to the question's \(seconds) s")
    }
}
