import QuizPictures

/// The messages of `set`.
extension Messages {
    /// A setting as `set` leaves it: `rounds = 3`, `reloj = no`.
    func settingChanged(_ name: String, _ value: String) -> String { "\(name) = \(settingValue(value))" }

    /// A value as `set` and `state` show it: `on` and `off` are `sí` and `no` in Spanish.
    func settingValue(_ value: String) -> String {
        switch value {
        case "on": pick("sí", "on")
        case "off": pick("no", "off")
        default: value
        }
    }

    /// After `set` in a game, of a setting that the game in play keeps: its rounds, filter, seed, shuffle.
    var fromNextGame: String { pick("(desde la próxima partida)", "(from the next game)") }
    /// After `set timer SECONDS` in a game.
    var fromNextQuestion: String { pick("(desde la siguiente pregunta)", "(from the next question)") }
    /// After `set timer off` while a question was counting down.
    var countdownStopped: String {
        pick("(la cuenta atrás de esta pregunta se para)", "(this question's countdown stops)")
    }

    func badSetting(_ name: String, value: String, expected: String) -> String {
        pick(
            "\(quote(value)) no vale para \(name); usa \(expected)",
            "\(quote(value)) is not a value for \(name); use \(expected)")
    }

    func unknownSetting(_ name: String, among names: [String]) -> String {
        let list = names.joined(separator: ", ")
        return pick(
            "ajuste desconocido \(quote(name)); hay \(list)", "unknown setting \(quote(name)); there are \(list)")
    }

    /// Every question, as `set rounds` shows it.
    var all: String { pick("todas", "all") }
    /// No filter, as `set filter` shows it.
    var none: String { pick("ninguno", "none") }

    // MARK: The values a setting takes, when another was given

    var settingExpectsText: String { pick("un texto", "a text") }
    var settingExpectsLanguage: String { pick("es o en", "es or en") }
    var settingExpectsNumber: String { pick("un número", "a number") }
    var settingExpectsOnOff: String { pick("sí o no (on u off)", "on or off") }
    var settingExpectsColor: String { pick("on, off o auto", "on, off or auto") }
    var settingExpectsImages: String {
        pick(
            "auto, silencio, kitty, sixel, iterm, símbolos (o símbolos-256, símbolos-16) o no",
            "auto, quiet, kitty, sixel, iterm, symbols (or symbols-256, symbols-16) or off")
    }
    /// How `set` shows an images mode: its English name, its Spanish one for the words.
    func imageModeName(_ mode: ImageMode) -> String {
        guard language == .es else { return mode.name }
        return switch mode {
        case .quiet: "silencio"
        case .symbols(nil): "símbolos"
        case .symbols(let depth?): "símbolos-\(depth.rawValue)"
        case .off: "no"
        default: mode.name
        }
    }
    var settingExpectsRounds: String { pick("un número desde 1, o todas", "a number from 1, or all") }
    var settingExpectsTimer: String {
        pick("los segundos por pregunta, desde 1, u off", "seconds per question, from 1, or off")
    }
    var settingExpectsStreaks: String {
        pick("números separados por comas, como 3,5,10, u off", "numbers like 3,5,10, or off")
    }
    var settingExpectsPercentage: String {
        pick("un porcentaje de 1 a 100, como 80%, u off", "a percentage from 1 to 100, like 80%, or off")
    }
    var settingExpectsPlayTime: String {
        pick("los segundos de juego, desde 1, u off", "seconds of play, from 1, or off")
    }
}
