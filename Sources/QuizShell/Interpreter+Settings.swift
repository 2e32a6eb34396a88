import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// `help`, `set`, `history` and `stats`.
extension Interpreter {
    func help(_ argument: String) throws -> [String] {
        if !argument.isEmpty {
            guard let command = CommandName(word: argument) else {
                throw CommandFailure(text.unknownCommand(argument, suggestion: CommandName.nearest(to: argument)))
            }
            let help = CommandHelp(command)
            var lines = [text.usage(command), help.summary(text)]
            let shown = command.name(in: text.language)
            let others = ([command.rawValue] + command.aliases).filter { $0 != shown }
            if !others.isEmpty { lines.append(text.pick("también: ", "also: ") + others.joined(separator: ", ")) }
            if command == .add || command == .edit {
                lines += ItemKind.allCases.map { kind in
                    "  \(kind.rawValue): "
                        + ItemField.fields(of: kind).map { $0.name(in: text.language) }.joined(separator: " ")
                }
            }
            return lines
        }
        let width = CommandName.allCases.map { CommandHelp($0).synopsis(text).count }.max() ?? 0
        return CommandName.allCases.map { command in
            let help = CommandHelp(command)
            return help.synopsis(text).padding(toLength: width, withPad: " ", startingAt: 0) + "  " + help.summary(text)
        } + [
            text.pick(
                "Con una pregunta abierta, escribe la respuesta sola: 1, 2, sí, no o el texto.",
                "With a question open, type the answer alone: 1, 2, yes, no or the text.")
        ]
    }

    func set(_ argument: String) throws -> [String] {
        let (name, value) = Self.split(argument)
        guard !name.isEmpty, !value.isEmpty else { throw CommandFailure(text.usage(.set)) }
        switch name.lowercased() {
        case "lang", "language", "idioma":
            guard let language = Language(code: value) else {
                throw CommandFailure(text.badSetting("lang", value: value, expected: text.pick("es o en", "es or en")))
            }
            settings.language = language
            return [text.settingChanged("lang", language.rawValue)]
        case "seed", "semilla":
            guard let seed = UInt64(value) else {
                throw CommandFailure(
                    text.badSetting("seed", value: value, expected: text.pick("un número", "a number")))
            }
            settings.seed = seed
            return [text.settingChanged("seed", String(seed))]
        case "color", "colour":
            switch value.lowercased() {
            case "on", "yes", "sí", "si": style.enabled = true
            case "off", "no": style.enabled = false
            case "auto":
                style = Style.automatic(isTerminal: isatty(1) == 1, environment: ProcessInfo.processInfo.environment)
            default:
                throw CommandFailure(
                    text.badSetting("color", value: value, expected: text.pick("on, off o auto", "on, off or auto")))
            }
            return [text.settingChanged("color", style.enabled ? "on" : "off")]
        case "images", "imagenes", "imágenes":
            guard let mode = ImageMode(name: value) else {
                throw CommandFailure(
                    text.badSetting(
                        "images", value: value,
                        expected: text.pick(
                            "auto, kitty, sixel, iterm, symbols (o symbols-256, symbols-16) u off",
                            "auto, kitty, sixel, iterm, symbols (or symbols-256, symbols-16) or off")))
            }
            settings.images = mode
            let format = mode.format(on: environment.pictures)
            return [
                text.settingChanged(
                    "images", mode == .auto ? "auto (\(format.map(\.settingName) ?? "off"))" : mode.name)
            ]
        case "rounds", "rondas":
            if [text.all, "all", "todas"].contains(value.lowercased()) {
                settings.rounds = nil
                return [text.settingChanged("rounds", text.all)]
            }
            guard let rounds = Int(value), rounds >= 1 else {
                throw CommandFailure(
                    text.badSetting(
                        "rounds", value: value,
                        expected: text.pick("un número desde 1, o todas", "a number from 1, or all")))
            }
            settings.rounds = rounds
            return [text.settingChanged("rounds", String(rounds))]
        case "facts", "datos":
            switch value.lowercased() {
            case "on", "yes", "sí", "si": settings.facts = true
            case "off", "no": settings.facts = false
            default:
                throw CommandFailure(
                    text.badSetting("facts", value: value, expected: text.pick("on u off", "on or off")))
            }
            return [text.settingChanged("facts", settings.facts ? "on" : "off")]
        case "alert", "alerta": return try setAlert(value)
        case "bell", "campana": return try setBell(value)
        case "offline", "sinconexion", "sinconexión":
            switch value.lowercased() {
            case "on", "yes", "sí", "si": offline = true
            case "off", "no": offline = false
            default:
                throw CommandFailure(
                    text.badSetting("offline", value: value, expected: text.pick("on u off", "on or off")))
            }
            // The source is opened again, reading the cache alone or the network; a game in play keeps its own.
            if let active { retired.append(active.transport) }
            active = nil
            summaries = nil
            return [text.settingChanged("offline", offline ? "on" : "off")]
        case "timer", "reloj":
            if ["off", "no"].contains(value.lowercased()) {
                settings.timer = nil
                return [text.settingChanged("timer", "off")]
            }
            guard let seconds = Int(value), seconds >= 1 else {
                throw CommandFailure(
                    text.badSetting(
                        "timer", value: value,
                        expected: text.pick(
                            "los segundos por pregunta, desde 1, u off", "seconds per question, from 1, or off")))
            }
            settings.timer = seconds
            return [text.settingChanged("timer", "\(seconds) s")]
        case "shuffle", "barajar":
            let words = value.lowercased().split(separator: " ")
            guard words.count == 2, ["answers", "respuestas"].contains(words[0]) else {
                throw CommandFailure(text.usage(.set))
            }
            switch words[1] {
            case "on", "yes", "sí", "si": settings.shuffleAnswers = true
            case "off", "no": settings.shuffleAnswers = false
            default:
                throw CommandFailure(
                    text.badSetting(
                        "shuffle answers", value: String(words[1]), expected: text.pick("on u off", "on or off")))
            }
            return [text.settingChanged("shuffle answers", settings.shuffleAnswers ? "on" : "off")]
        case "filter", "filtro":
            settings.filter = ["none", "ninguno"].contains(value.lowercased()) ? nil : value
            return [text.settingChanged("filter", settings.filter ?? text.none)]
        default:
            throw CommandFailure(text.unknownSetting(name))
        }
    }

    /// `history [pack NAME] [kind KIND] [since DAY] [until DAY]`: the games played, filtered.
    func history(_ argument: String) throws -> [String] {
        let (records, warnings) = try filteredHistory(argument)
        guard !records.isEmpty else {
            return warnings + [argument.allSatisfy(\.isWhitespace) ? text.noHistory : text.noHistoryMatches]
        }
        return warnings + text.historyLines(records)
    }

    /// `stats` with the filters of `history`: per pack and kind.
    func stats(_ argument: String) throws -> [String] {
        let (records, warnings) = try filteredHistory(argument)
        guard !records.isEmpty else {
            return warnings + [argument.allSatisfy(\.isWhitespace) ? text.noHistory : text.noHistoryMatches]
        }
        return warnings + text.statsLines(PackStats.of(records))
    }

    private func filteredHistory(_ argument: String) throws -> ([GameRecord], [String]) {
        let filter: HistoryFilter
        do {
            filter = try HistoryFilter(words: argument.split(separator: " ").map(String.init))
        } catch {
            throw CommandFailure(text.badHistoryFilter(error.word))
        }
        let contents = try loadHistory()
        let warnings = contents.warnings.map { style.yellow(text.historyWarning($0)) }
        return (contents.records.filter(filter.admits), warnings)
    }

    private func loadHistory() throws -> History.Contents {
        do {
            return try environment.records.history()
        } catch {
            throw CommandFailure(text.recordsError(error))
        }
    }
}
