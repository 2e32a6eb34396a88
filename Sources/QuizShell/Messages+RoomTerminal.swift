/// What `quiz host` and `quiz join` say besides the room's messages: how to join, help, leaving, a lost connection.
extension Messages {
    /// How players join a room served at `addresses`: with `quiz join`, or in a browser at `/join?pin=PIN`, at the
    /// first address; the others on a line of their own.
    public func joinWith(_ addresses: [String], _ pin: String) -> [String] {
        let addresses = addresses.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        guard let address = addresses.first else { return [] }
        let join = pick(
            "Los alumnos entran con: quiz join \(address) \(pin) --name NOMBRE, o en un navegador en "
                + "\(address)/join?pin=\(pin)",
            "Players join with: quiz join \(address) \(pin) --name NAME, or in a browser at \(address)/join?pin=\(pin)")
        let others = addresses.dropFirst()
        guard !others.isEmpty else { return [join] }
        return [
            join,
            pick("  otras direcciones de esta máquina: ", "  this machine's other addresses: ")
                + others.joined(separator: ", "),
        ]
    }

    public var hostHelp: [String] {
        [
            hostCommands,
            pick(
                "expulsar NOMBRE saca a un jugador y libera su sitio; su dispositivo ya no vuelve a entrar, pero con "
                    + "otro nombre y otro dispositivo sí: bloquear impide que entre nadie nuevo, y los que ya están "
                    + "pueden volver",
                "kick NAME sends a player out and frees the place; that device cannot come back, but another name "
                    + "on another device can: lock lets no new player in, while those in the room may come back"),
            pick(
                "salir (o Ctrl-D) deja la sala abierta sin anfitrión, y quiz host --resume PIN la recupera; fin "
                    + "termina el juego con el podio y guarda los resultados",
                "quit (or Ctrl-D) leaves the room open without its host, and quiz host --resume PIN takes it back; "
                    + "end ends the game with the podium and keeps the results"),
        ]
    }

    /// A host's `quit` while the game goes on: said once, the next `quit` leaves.
    public var hostQuitWhilePlaying: String {
        pick(
            "el juego no ha terminado: fin lo termina con el podio y guarda los resultados; otro salir deja la sala "
                + "sin anfitrión",
            "the game is not over: end ends it with the podium and keeps the results; quit again leaves the room "
                + "without its host")
    }

    public func hostLeft(_ pin: String) -> String {
        pick("has dejado la sala \(pin) sin terminar su juego", "you left room \(pin) without ending its game")
    }

    /// How a host whose room goes on without it takes it back.
    public func hostCanResume(_ pin: String) -> String {
        pick(
            "la sala sigue abierta en el servidor: quiz host --resume \(pin) la recupera",
            "the room stays open on the server: quiz host --resume \(pin) takes it back")
    }

    public func resuming(_ pin: String) -> String {
        pick("recuperando la sala \(pin)", "taking room \(pin) back")
    }

    /// A host's room that the server no longer has, such as one restarted without a database.
    public func roomGone(_ pin: String, source: String) -> String {
        pick(
            "error: ninguna sala abierta tiene el PIN \(pin) en \(source)",
            "error: no open room has the PIN \(pin) on \(source)")
    }

    public func noKeptRoom(_ pin: String) -> String {
        pick(
            "no hay clave de anfitrión de la sala \(pin): solo se recupera una sala abierta con quiz host por este "
                + "usuario, antes de que termine su juego",
            "no host key of room \(pin) is kept: only a room that quiz host opened as this user can be taken back, "
                + "before its game ends")
    }

    public var joinHelp: [String] {
        [
            pick(
                "escribe la respuesta a la pregunta abierta: un número, el texto de la respuesta, sí o no",
                "type the answer to the open question: a number, the answer's text, yes or no"),
            pick(
                "ayuda muestra esto; salir (o Ctrl-D) deja la sala, que te guarda los puntos para cuando vuelvas",
                "help shows this; quit (or Ctrl-D) leaves the room, which keeps your points for when you come back"),
        ]
    }

    public var joinHint: String {
        pick("«ayuda» muestra la ayuda; «salir» deja la sala", "help shows the help; quit leaves the room")
    }

    public func playerLeft(pin: String, source: String, name: String) -> String {
        pick(
            "has dejado la sala \(pin); quiz join \(source) \(pin) --name \(name) te devuelve tu sitio con tus puntos",
            "you left room \(pin); quiz join \(source) \(pin) --name \(name) takes your place back, with your points")
    }

    public var waitForQuestion: String {
        pick("no hay ninguna pregunta abierta; espera a la siguiente", "no question is open; wait for the next one")
    }

    /// `quiz join --team` of a room without teams: the player is in the room all the same.
    public func noTeams(pin: String, asked team: String) -> String {
        pick(
            "la sala \(pin) no tiene equipos: --team \(quote(team)) se deja de lado y juegas por tu cuenta",
            "room \(pin) has no teams: --team \(quote(team)) is left aside and you play on your own")
    }

    public var notConnected: String {
        pick(
            "sin conexión mientras se vuelve a entrar en la sala; escríbelo otra vez al volver",
            "not connected while joining the room again; type it again once back")
    }

    /// The connection was lost: attempt `attempt` of `attempts` follows in `delay`.
    public func connectionLost(attempt: Int, of attempts: Int, in delay: Duration) -> String {
        let wait = decimalSeconds(tenths: Int((delay / .milliseconds(100)).rounded()))
        return pick(
            "se perdió la conexión; se vuelve a entrar en \(wait) s (intento \(attempt) de \(attempts))…",
            "the connection was lost; joining again in \(wait) s (attempt \(attempt) of \(attempts))…")
    }

    public func rejoinFailed(pin: String, attempts: Int, reason: String) -> String {
        pick(
            "error: se perdió la conexión con la sala \(pin) y fallaron \(attempts) intentos de volver a entrar "
                + "(\(reason))",
            "error: the connection to room \(pin) was lost and \(attempts) attempts to join again failed (\(reason))")
    }
}
