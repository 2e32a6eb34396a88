import QuizClass
import QuizShell

/// What `quiz host`, `quiz assign`, `quiz join` and `quiz results` say of their arguments and options.
extension Messages {
    /// A server's address with no host.
    func notAURL(_ source: String) -> String {
        pick("\(source) no es una URL", "\(source) is not a URL")
    }

    func notAPIN(_ pin: String) -> String {
        pick(
            "\(pin) no es un PIN: el PIN de una sala tiene 6 dígitos", "\(pin) is not a PIN: a room's PIN has 6 digits")
    }

    /// `quiz join --name` that a room refuses, or whose hello would be over the class messages' limit.
    var badNameOption: String {
        pick(
            "--name: un nombre tiene de 1 a \(PlayerName.maximumLength) caracteres visibles",
            "--name: a name has 1 to \(PlayerName.maximumLength) characters that show")
    }

    /// `--images VALUE`, of `quiz join`, `quiz host` and `quiz play`, that is no `ImageMode`.
    func badImagesOption(_ images: String) -> String {
        pick(
            "--images admite auto, quiet, kitty, sixel, iterm, symbols, symbols-256, symbols-16 u off, no «\(images)»",
            "--images takes auto, quiet, kitty, sixel, iterm, symbols, symbols-256, symbols-16 or off, not \"\(images)\""
        )
    }

    var watchNeedsPIN: String {
        pick("--watch sigue una sala: da su PIN", "--watch follows one room: give its PIN")
    }

    var watchPrintsText: String {
        pick("--watch solo escribe texto", "--watch prints text")
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

    var sharedDevicesNeedTeams: String {
        pick("--shared-devices necesita --teams", "--shared-devices needs --teams")
    }

    var packAndResume: String {
        pick(
            "da un paquete para abrir una sala, o --resume PIN, no ambos",
            "give a pack to open a room, or --resume PIN, not both")
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
