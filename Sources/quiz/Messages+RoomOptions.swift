import QuizClass
import QuizShell

/// What `quiz host` and `quiz assign` say of their options.
extension Messages {
    /// `--source VALUE` with no host.
    func notARoomServer(_ source: String) -> String {
        pick("--source \(source) no es una URL", "--source \(source) is not a URL")
    }

    /// `--seconds N` out of `RoomSettings.secondsRange`.
    func badSecondsOption(_ seconds: Int) -> String {
        let (lowest, highest) = (RoomSettings.secondsRange.lowerBound, RoomSettings.secondsRange.upperBound)
        return pick(
            "--seconds \(seconds): da de \(lowest) a \(highest)", "--seconds \(seconds): give \(lowest) to \(highest)")
    }

    func badQuestionsOption(_ count: Int) -> String {
        pick("--questions \(count): da 1 o más", "--questions \(count): give 1 or more")
    }

    /// `--teams VALUE` that `RoomHub.checkTeams` refused.
    func badTeamsOption(_ error: RoomHub.OpenError) -> String {
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
        return "--teams: " + pick(spanish ?? error.description, error.description)
    }

    var sharedDevicesNeedTeams: String {
        pick("--shared-devices necesita --teams", "--shared-devices needs --teams")
    }

    var packAndResume: String {
        pick(
            "da un paquete para abrir una sala, o --resume PIN, no ambos",
            "give a pack to open a room, or --resume PIN, not both")
    }

    func resumeNotAPIN(_ pin: String) -> String {
        pick(
            "--resume \(pin) no es un PIN: el PIN de una sala tiene 6 dígitos",
            "--resume \(pin) is not a PIN: a room's PIN has 6 digits")
    }

    var noPackToHost: String {
        pick(
            "da el paquete con el que abrir una sala, o --resume PIN",
            "give the pack to open a room with, or --resume PIN")
    }

    var noRoomServer: String {
        pick("da el servidor con --source URL", "give the server with --source URL")
    }
}
