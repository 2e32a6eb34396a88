import Foundation
import QuizClass
import QuizCore

/// What `quiz host`, `quiz join` and `quiz results` say: live class play.
extension Messages {
    public func roomOpened(pin: String, title: String, questions: Int, seconds: Int) -> String {
        pick(
            "sala \(pin) abierta: \(title), \(count(questions, "pregunta", "preguntas")) de \(seconds) s",
            "room \(pin) open: \(title), \(count(questions, "question", "questions")) of \(seconds) s")
    }

    public var hostCommands: String {
        pick(
            "órdenes: siguiente (empezar, cerrar la pregunta o pasar a la siguiente), saltar, expulsar NOMBRE, "
                + "bloquear, desbloquear, fin, ayuda, salir",
            "commands: next (start, close the question or open the next), skip, kick NAME, lock, unlock, end, help, "
                + "quit")
    }

    public func roomLocked(_ locked: Bool) -> String {
        locked
            ? pick(
                "sala bloqueada: no entra ningún jugador nuevo, y los que están pueden volver; desbloquear la abre",
                "room locked: no new player may join, and those in it may come back; unlock opens it")
            : pick("sala desbloqueada: pueden entrar jugadores nuevos", "room unlocked: new players may join")
    }

    public func unknownHostCommand(_ line: String, homework: Bool = false) -> String {
        pick("orden desconocida \(quote(line)); ", "unknown command \(quote(line)); ")
            + (homework ? homeworkHostCommands : hostCommands)
    }

    /// A player's welcome: back in the room with the points kept when there are some, or when `again` says that the
    /// connection was lost and came back.
    public func joined(_ welcome: Welcome, again: Bool = false) -> String {
        let name = welcome.name ?? ""
        if welcome.role == .host {
            return pick("de vuelta en la sala \(welcome.pin) como anfitrión", "back in room \(welcome.pin) as its host")
        }
        let points = welcome.points ?? 0
        let inRoom = pick(
            "en la sala \(welcome.pin) (\(welcome.title)) como \(name)",
            "in room \(welcome.pin) (\(welcome.title)) as \(name)")
        if let team = welcome.team {
            return inRoom + pick(", del equipo \(team)", ", of team \(team)")
                + (points > 0 || again ? pick(", con \(points) puntos", ", with \(points) points") : "")
        }
        if points > 0 || again {
            return pick(
                "de vuelta en la sala \(welcome.pin) como \(name), con \(points) puntos",
                "back in room \(welcome.pin) as \(name), with \(points) points")
        }
        if welcome.until != nil { return inRoom }
        switch welcome.game {
        case nil: return inRoom + pick("; espera a que empiece el juego", "; wait for the game to start")
        case .underWay?: return inRoom + pick("; el juego ya ha empezado", "; the game is under way")
        case .over?: return inRoom + pick("; el juego ha terminado", "; the game is over")
        }
    }

    /// ` (3 in a row: +200)`, when a streak bonus counts in a verdict's points.
    private func streak(_ inARow: Int?) -> String {
        guard let inARow, inARow >= 2 else { return "" }
        let bonus = AnswerPoints.streakBonus(inARow: inARow)
        return pick(" (\(inARow) seguidas: +\(bonus))", " (\(inARow) in a row: +\(bonus))")
    }

    public func lobby(_ players: [String]) -> String {
        players.isEmpty
            ? pick("nadie en la sala todavía", "nobody in the room yet")
            : pick("en la sala (\(players.count)): ", "in the room (\(players.count)): ")
                + players.joined(separator: ", ")
    }

    public func questionHeader(_ shown: QuestionShown) -> String {
        pick("Pregunta \(shown.question) de \(shown.count)", "Question \(shown.question) of \(shown.count)")
            + " · " + secondsLeft(Int(shown.secondsLeft.rounded(.up)))
    }

    public func answerHint(_ shown: QuestionShown) -> String {
        switch shown.form {
        case .two,
            .choices where !shown.several:
            pick("responde con un número o el texto de la respuesta", "answer with a number or the answer's text")
        case .choices: pick("responde con los números, como 1 3", "answer with the numbers, such as 1 3")
        case .yesNo: pick("responde sí o no", "answer yes or no")
        case .text where shown.opinion == true:
            pick("escribe tu respuesta, hasta 80 caracteres", "type your answer, up to 80 characters")
        case .text: pick("escribe la respuesta", "type the answer")
        case .slider:
            sliderRange(low: shown.slider?.low ?? 0, high: shown.slider?.high ?? 0, unit: shown.slider?.unit)
        case .ordering:
            pick("responde con los números en orden, como 3 1 2", "answer the numbers in order, such as 3 1 2")
        case .pairs:
            pick(
                "empareja cada número con una letra, como \(GameError.examplePairs(shown.options.count))",
                "pair each number with a letter, such as \(GameError.examplePairs(shown.options.count))")
        }
    }

    /// How many gave each answer of a closed question: a poll's with bars, an open one's top words, a slider's spread.
    public func counts(_ closed: QuestionClosed) -> [String] {
        if let words = closed.words {
            let most = max(1, words.first?.count ?? 1)
            let width = words.map(\.text.terminalColumns).max() ?? 0
            return [pick("Palabras más dadas:", "Top words:")]
                + words.prefix(10).map {
                    "  " + $0.text.padded(toColumns: width)
                        + "  " + Self.bar($0.count, of: most) + " \($0.count)"
                }
        }
        let most = max(1, closed.counts.map(\.count).max() ?? 1)
        var lines = closed.counts.map { option in
            let bar = closed.opinion == true ? Self.bar(option.count, of: most) : ""
            return count(option) + (bar.isEmpty ? "" : "  " + bar)
        }
        if let spread = closed.spread {
            let number = { (value: Double) in String(format: "%.4g", value) }
            lines.append(
                pick(
                    "  \(spread.count) respuestas · media \(number(spread.average)) · de \(number(spread.lowest)) a "
                        + number(spread.highest),
                    "  \(spread.count) answers · average \(number(spread.average)) · from \(number(spread.lowest)) to "
                        + number(spread.highest)))
            let tenths = max(1, spread.tenths.max() ?? 1)
            lines.append(
                "  \(number(spread.low)) " + spread.tenths.map { Self.column($0, of: tenths) }.joined()
                    + " \(number(spread.high))")
        }
        return lines
    }

    /// A bar of up to 20 blocks.
    static func bar(_ count: Int, of most: Int) -> String {
        String(repeating: "█", count: Int((20 * Double(count) / Double(most)).rounded()))
    }

    /// One column of a histogram, from a line for none to a full block.
    static func column(_ count: Int, of most: Int) -> String {
        let blocks = Array("▁▂▃▄▅▆▇█")
        return String(blocks[count == 0 ? 0 : max(1, Int((7 * Double(count) / Double(most)).rounded()))])
    }

    /// The time a question, or a sync at its pace so far, has left.
    public func secondsLeft(_ seconds: some BinaryInteger) -> String {
        pick("quedan \(seconds) s", "\(seconds) s left")
    }

    public func answerTaken(_ question: Int) -> String {
        pick(
            "respuesta recibida; el resultado llega al cerrarse la pregunta \(question)",
            "answer taken; the verdict comes when question \(question) closes")
    }

    public func progress(question: Int, answered: Int, players: Int) -> String {
        pick(
            "pregunta \(question): \(answered) de \(players) han respondido",
            "question \(question): \(answered) of \(players) have answered")
    }

    /// - Parameter ownClose: the question is done for this player alone, in a homework room.
    public func closedHeader(_ question: Int, solution: String?, ownClose: Bool) -> String {
        let base =
            ownClose
            ? pick("Pregunta \(question) hecha", "Question \(question) done")
            : pick("Pregunta \(question) cerrada", "Question \(question) closed")
        guard let solution else { return base }
        return base + pick(": la respuesta era \(solution)", ": the answer was \(solution)")
    }

    public func count(_ option: QuestionClosed.OptionCount) -> String {
        let label: String =
            switch option.answer {
            case .yesNo(let flag)?: flag ? yes : no
            case nil: pick("otras respuestas", "other answers")
            case let answer?: option.label ?? answer.description
            }
        return "  " + (option.right ? "✓ " : "  ") + label + ": \(option.count)"
    }

    /// - Parameter opinion: whether the question had no right answer, a poll or an open question.
    public func verdict(_ verdict: QuestionClosed.Verdict, opinion: Bool) -> String {
        let said: String
        if !verdict.answered {
            said = pick("Sin respuesta a tiempo.", "No answer in time.")
        } else if opinion {
            said = pick("✓ Respuesta recogida.", "✓ Answer taken.")
        } else if verdict.right {
            said =
                pick("✓ ¡Bien! +\(verdict.gained) puntos", "✓ Right! +\(verdict.gained) points")
                + streak(verdict.inARow) + "."
        } else if verdict.gained > 0 {
            said = pick("≈ Casi: +\(verdict.gained) puntos.", "≈ Close: +\(verdict.gained) points.")
        } else {
            said = pick("✗ Fallo: 0 puntos.", "✗ Wrong: 0 points.")
        }
        // A homework room ranks nobody before its deadline.
        let rank =
            verdict.players > 0
            ? pick(", puesto \(verdict.rank) de \(verdict.players)", ", rank \(verdict.rank) of \(verdict.players)")
            : ""
        return said + pick(" Llevas \(verdict.points) puntos\(rank).", " You have \(verdict.points) points\(rank).")
    }

    public var leaderboardTitle: String { pick("Clasificación:", "Leaderboard:") }

    public var podiumTitle: String { pick("Fin del juego. Podio:", "Game over. Podium:") }

    public var teamPodiumTitle: String {
        pick("Equipos (la media de los puntos de sus jugadores):", "Teams (their players' mean points):")
    }

    /// A team's line, then its players ranked among themselves.
    public func teamStanding(_ team: TeamStanding) -> [String] {
        let tie = team.tie != nil ? pick(" (empate)", " (tie)") : ""
        return ["  \(team.rank). \(team.name): " + pick("\(team.points) puntos", "\(team.points) points") + tie]
            + team.members.map { "    " + standing($0) }
    }

    public func teamTalk(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        return pick(
            "el equipo habla \(whole) s; luego responde un solo dispositivo",
            "team talk: \(whole) s, then one device answers")
    }

    public func standing(_ standing: Standing) -> String {
        "  \(standing.rank). \(standing.name): "
            + pick(
                "\(standing.points) puntos, \(count(standing.right, "acierto", "aciertos"))",
                "\(standing.points) points, \(standing.right) right")
            + tie(standing.tie)
    }

    private func tie(_ tie: Standing.Tie?) -> String {
        switch tie {
        case .shared?: pick(" (empate: mismos puntos y aciertos)", " (tie: same points and right answers)")
        case .rightAnswers?: pick(" (mismos puntos; desempatan los aciertos)", " (same points; right answers decide)")
        case nil: ""
        }
    }

    public func yourPlace(_ standing: Standing) -> String {
        pick(
            "Tu puesto: \(standing.rank), con \(standing.points) puntos y \(standing.right) aciertos.",
            "Your place: \(standing.rank), with \(standing.points) points and \(standing.right) right.")
    }

    /// A room no longer open when a lost connection came back: ended, or gone with its server, as a live room goes.
    public var roomEndedWhileAway: String {
        "error: "
            + pick(
                "la sala ya no está abierta: terminó, o su servidor se reinició, y una sala en directo termina con él",
                "the room is no longer open: it ended, or its server restarted, which ends a live room")
    }

    public var kickedOut: String { pick("El anfitrión te ha sacado de la sala.", "The host sent you out of the room.") }

    /// The players a refused kick could name, ` (José, Josè)`, as the server's detail lists them; empty when it does not.
    private func ambiguousNames(in detail: String) -> String {
        guard let start = detail.range(of: " could be any of "),
            let end = detail.range(of: "; type the name", options: .backwards), start.upperBound < end.lowerBound
        else { return "" }
        return " (\(detail[start.upperBound..<end.lowerBound]))"
    }

    public func roomError(_ code: RoomError.Code, detail: String) -> String {
        let said: String =
            switch code {
            case .noSuchRoom: pick("ninguna sala abierta tiene ese PIN", "no open room has that PIN")
            case .tooManyGuesses:
                pick("se han probado demasiados PIN equivocados; inténtalo de nuevo en unos segundos", detail)
            case .nameTaken: pick("otro jugador ya usa ese nombre; elige otro", detail)
            case .badName:
                pick("ese nombre no vale: de 1 a \(PlayerName.maximumLength) caracteres visibles", detail)
            case .kicked: kickedOut
            case .wrongKey: pick("esa no es la clave de anfitrión de la sala", detail)
            case .notOpen where detail == RoomError.noQuestionOpen.description:
                pick("ninguna pregunta está abierta; «siguiente» abre la siguiente", detail)
            case .notOpen: pick("esa pregunta no está abierta", detail)
            case .alreadyAnswered: pick("ya respondiste a esa pregunta", detail)
            case .notAnAnswer: pick("eso no responde a la pregunta (\(detail))", detail)
            case .noSuchPlayer: pick("nadie en la sala se llama así", detail)
            case .ambiguousPlayer:
                pick(
                    "varios jugadores se llaman así\(ambiguousNames(in: detail)); escribe el nombre como lo muestra la "
                        + "sala", detail)
            case .gameOver: pick("el juego ha terminado", detail)
            case .roomsUnavailable:
                pick("la base de datos de las salas no responde; no cambió nada, inténtalo en un momento", detail)
            case .roomFull:
                pick("la sala está llena: admite como mucho \(ClassProtocol.maximumPlayers) jugadores", detail)
            case .roomLocked: pick("el anfitrión ha bloqueado la sala: no entra ningún jugador nuevo", detail)
            case .tooManyWatchers:
                pick("ya miran la sala \(ClassProtocol.maximumWatchers) pantallas, las que admite", detail)
            case .noSuchTeam:
                pick(
                    detail.wholeMatch(of: /this room has no team "(.*)"; its teams: (.*)/).map {
                        "la sala no tiene ningún equipo «\($0.1)»; sus equipos: \($0.2)"
                    } ?? "la sala no tiene ese equipo", detail)
            case .teamTalk:
                pick(
                    detail.wholeMatch(of: /the team talk goes on for (\d+) s more; answer after it/).map {
                        "el equipo habla aún \($0.1) s; responde al acabar"
                    } ?? "el equipo aún está hablando; responde al acabar", detail)
            case .joinedElsewhere:
                pick(
                    "este jugador ha entrado en la sala desde otro terminal, que juega en lugar de este",
                    "this player joined the room from another terminal, which plays in the place of this one")
            default: pick("el servidor no entendió el mensaje: \(detail)", detail)
            }
        return "error: " + said
    }

    /// A room's server not reached or refusing, as `ClassClient.Failure` says it: `URL: the server did not answer:
    /// connection refused`.
    public func classFailure(_ description: String) -> String {
        "error: " + classRefusal(description)
    }

    /// `classFailure` without its `error: `, which the shell adds to a command's failure itself.
    func classRefusal(_ description: String) -> String {
        pick(Self.spanishClassFailure(description), description)
    }

    private static func spanishClassFailure(_ description: String) -> String {
        let phrases = [
            (": the server did not answer: ", ": el servidor no respondió: "),
            (": the room's connection failed: ", ": la conexión con la sala falló: "),
        ]
        for (english, spanish) in phrases {
            if let range = description.range(of: english) {
                return description[..<range.lowerBound] + spanish
                    + spanishReason(String(description[range.upperBound...]))
            }
        }
        // A server's refusal to open a room (`RoomHub.OpenError`, `POST /rooms`), after the address it was asked at.
        let refusals: KeyValuePairs = [
            #"no pack is called "(.*)" on this server$"#: "no hay ningún paquete «$1» en este servidor",
            #"pack "(.*)" has no question a room can judge$"#: "el paquete «$1» no tiene preguntas que una sala juzgue",
            #"(\d+) rooms are open, the limit of this server; end one first$"#:
                "hay $1 salas abiertas, las que admite este servidor; termina una antes",
            #"opening a room on this server needs one of its tokens: (.*)$"#:
                "abrir una sala en este servidor pide uno de sus tokens: añade ?token=TOKEN a su dirección",
            #"the server answered (\d+)$"#: "el servidor respondió $1",
        ]
        for (english, spanish) in refusals where description.range(of: english, options: .regularExpression) != nil {
            return description.replacingOccurrences(of: english, with: spanish, options: .regularExpression)
        }
        return description
    }

    public func noClassResults(pin: String?) -> String {
        if let pin { return pick("no hay resultados de la sala \(pin)", "no results of room \(pin)") }
        return pick("aún no hay resultados de salas", "no room results yet")
    }

    /// `quiz results PIN` of a room that `place`, the SQLite file or PostgreSQL database of quiz serve, has no games of.
    public func noRoomResults(_ pin: String, in place: String) -> String {
        pick(
            "error: no hay resultados de la sala \(pin) entre los que quiz serve guardó en \(place)",
            "error: no results of room \(pin) among those quiz serve kept in \(place)")
    }

    /// Said after `noClassResults` of a room this user hosts, which may still be under way.
    public func followHostedRoom(_ pin: String) -> String {
        pick(
            "Si la sala sigue abierta, síguela con: quiz results \(pin) --watch",
            "If the room is still open, follow it with: quiz results \(pin) --watch")
    }

    public func classResultsHeader(_ results: ClassResults) -> String {
        pick("Sala", "Room") + " \(results.pin) · \(results.title) (\(results.pack)) · "
            + pick(count(results.questions, "pregunta", "preguntas"), count(results.questions, "question", "questions"))
    }

    /// The heading of a team game's players, after its teams.
    public var playersTitle: String { pick("Jugadores:", "Players:") }
}
