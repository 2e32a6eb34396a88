import QuizPictures

/// The messages of `set`.
extension Messages {
    /// A setting as `set` leaves it, `on` and `off` being `sí` and `no` in Spanish: `rounds = 3`, `reloj = no`.
    func settingChanged(_ name: String, _ value: String) -> String {
        let shown =
            switch value {
            case "on": pick("sí", "on")
            case "off": pick("no", "off")
            default: value
            }
        return "\(name) = \(shown)"
    }

    /// After `set` in a game, of a setting that the game in play keeps: its rounds, filter, seed, shuffle.
    var fromNextGame: String { pick("(desde la próxima partida)", "(from the next game)") }
    /// After `set timer SECONDS` in a game.
    var fromNextQuestion: String { pick("(desde la siguiente pregunta)", "(from the next question)") }
    /// After `set timer off` while a question was counting down.
    var countdownStopped: String {
        pick("(la cuenta atrás de esta pregunta se para)", "(this question's countdown stops)")
    }

    func badSetting(_ name: String, value: String, expected: (es: String, en: String)) -> String {
        let expected = pick(expected.es, expected.en)
        return pick(
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
}
