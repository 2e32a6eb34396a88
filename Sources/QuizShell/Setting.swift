import Foundation
import QuizCore

/// A setting that `set` changes: its names, the values it takes, how it is read and how it is shown. `set`,
/// `help set` and Tab completion all read `Setting.all`.
struct Setting: Sendable {
    /// The name in English and Spanish, a word or two: `alert streak`, `alerta racha`.
    let english: String
    let spanish: String
    /// The words that name it in a command, for each word of its name, in any case: the English word, the Spanish one
    /// with and without accents, and for the first word its `aliases`: `[["alert", "alerta", "alerta"], ["streak",
    /// "racha", "racha"]]`.
    let words: [[String]]
    /// The values `help set` shows after the name, with their placeholders in English: `SECONDS|off`.
    let values: String
    /// What Tab offers after the name.
    let completions: [String]
    /// The values it takes, in Spanish and English, said when it was given another: `on, off or auto`.
    let expected: (es: String, en: String)
    /// Reads a value into the session; false, changing nothing, when the setting does not take it.
    let apply: @Sendable (String, SessionState) -> Bool
    /// The value as `set` shows it once applied: `80%`, `off`.
    let shown: @Sendable (SessionState) -> String
    /// Whether a change opens the source again (`offline`: from the cache alone, or the network).
    let reopensSource: Bool
    let inPlay: InPlay

    /// When a change made during a game reaches that game.
    enum InPlay: Sendable {
        /// At once: the language, the colours, the alerts.
        case atOnce
        /// From the next game: the game in play keeps the questions it lined up (rounds, filter, seed, shuffle).
        case nextGame
        /// From the next question: the open one keeps its time, but `off` stops its countdown too (the timer).
        case nextQuestion
    }

    /// A setting kept at `path` of the session, read from what was typed by `read` (nil when it does not take it)
    /// and shown by `show`.
    init<Value>(
        _ english: String, _ spanish: String, aliases: [String] = [], values: String, completions: [String] = [],
        expected: (es: String, en: String),
        _ path: any ReferenceWritableKeyPath<SessionState, Value> & Sendable,
        read: @escaping @Sendable (String) -> Value?, show: @escaping @Sendable (Value, SessionState) -> String,
        reopensSource: Bool = false, inPlay: InPlay = .atOnce
    ) {
        self.english = english
        self.spanish = spanish
        let spanishWords = spanish.split(separator: " ").map(String.init)
        words = english.split(separator: " ").enumerated().map { index, word -> [String] in
            let spanishWord = spanishWords[index]
            return [String(word), spanishWord, TextMatching.folded(spanishWord)] + (index == 0 ? aliases : [])
        }
        self.values = values
        self.completions = completions
        self.expected = expected
        self.apply = { typed, session in
            guard let value = read(typed) else { return false }
            session[keyPath: path] = value
            return true
        }
        self.shown = { session in show(session[keyPath: path], session) }
        self.reopensSource = reopensSource
        self.inPlay = inPlay
    }

    /// The name `set` echoes and messages use, in the player's language.
    func name(in language: Language) -> String { language == .es ? spanish : english }

    /// The settings, in the order `help set` lists them.
    static let all: [Setting] = [
        Setting(
            "lang", "idioma", aliases: ["language"], values: "es|en", completions: Language.allCases.map(\.rawValue),
            expected: ("es o en", "es or en"), \.settings.language, read: { Language(code: $0) },
            show: { language, _ in language.rawValue }),
        Setting(
            "seed", "semilla", values: "N",
            expected: ("un número entero de 0 a \(UInt64.max)", "a whole number from 0 to \(UInt64.max)"),
            \.settings.seed,
            read: { UInt64($0).map(Optional.some) }, show: { seed, _ in seed.map(String.init) ?? "" },
            inPlay: .nextGame),
        Setting(
            "color", "color", aliases: ["colour"], values: "on|off|auto", completions: ["on", "off", "auto"],
            expected: ("on, off o auto", "on, off or auto"), \.marks.style,
            read: { typed in
                guard typed.lowercased() != "auto" else {
                    return Style.automatic(isTerminal: isatty(1) == 1, environment: ProcessInfo.processInfo.environment)
                }
                return onOrOff(typed).map(Style.init(enabled:))
            },
            show: { style, _ in onOrOff(style.enabled) }),
        Setting(
            "images", "imágenes", values: "auto|quiet|kitty|sixel|iterm|symbols|off",
            completions: ["auto", "quiet", "kitty", "sixel", "iterm", "symbols", "off", "symbols-256", "symbols-16"],
            expected: (
                "auto, silencio, kitty, sixel, iterm, símbolos (o símbolos-256, símbolos-16) o no",
                "auto, quiet, kitty, sixel, iterm, symbols (or symbols-256, symbols-16) or off"
            ), \.settings.images, read: ImageMode.init(name:),
            show: { mode, session in
                guard mode == .auto || mode == .quiet else { return session.text.imageModeName(mode) }
                let format = mode.format(on: session.environment.pictures)
                let drawn = format.map { ImageMode($0).name } ?? session.text.imageModeName(.off)
                return "\(session.text.imageModeName(mode)) (\(drawn))"
            }),
        Setting(
            "rounds", "rondas", values: "N|all", completions: ["all"],
            expected: ("un número desde 1, o todas", "a number from 1, or all"), \.settings.rounds,
            read: {
                ["all", "todas"].contains($0.lowercased()) ? .some(nil) : number($0, atLeast: 1).map(Optional.some)
            },
            show: { rounds, session in rounds.map(String.init) ?? session.text.all }, inPlay: .nextGame),
        Setting(
            "filter", "filtro", values: "TEXT|none", completions: ["none", "rating>=4"],
            expected: ("un texto", "a text"),
            \.settings.filter,
            read: { ["none", "ninguno"].contains($0.lowercased()) ? .some(nil) : $0 },
            show: { filter, session in filter ?? session.text.none }, inPlay: .nextGame),
        onOff("facts", "datos", \.settings.facts),
        onOff("shuffle answers", "barajar respuestas", \.settings.shuffleAnswers, inPlay: .nextGame),
        secondsOrOff(
            "timer", "reloj", values: "SECONDS|off",
            expected: ("los segundos por pregunta, desde 1, u off", "seconds per question, from 1, or off"),
            \.settings.timer, inPlay: .nextQuestion),
        Setting(
            "alert streak", "alerta racha", values: "3,5,10", completions: ["off"],
            expected: ("números separados por comas, como 3,5,10, u off", "numbers like 3,5,10, or off"),
            \.settings.alerts.streaks,
            read: { typed in
                guard !isOff(typed) else { return [] }
                let numbers = typed.split(separator: ",").map { Int($0.trimmingSpaces) }
                guard !numbers.isEmpty, numbers.allSatisfy({ ($0 ?? 0) >= 1 }) else { return nil }
                return Array(Set(numbers.compactMap { $0 })).sorted()
            },
            show: { streaks, _ in streaks.isEmpty ? "off" : streaks.map(String.init).joined(separator: ",") }),
        Setting(
            "alert score", "alerta puntos", values: "80%", completions: ["off"],
            expected: ("un porcentaje de 1 a 100, como 80%, u off", "a percentage from 1 to 100, like 80%, or off"),
            \.settings.alerts.score,
            read: { typed in
                guard !isOff(typed) else { return .some(nil) }
                let digits = typed.hasSuffix("%") ? String(typed.dropLast()) : typed
                return Int(digits.trimmingSpaces).flatMap { (1...100).contains($0) ? .some($0) : nil }
            },
            show: { percent, _ in percent.map { "\($0)%" } ?? "off" }),
        secondsOrOff(
            "alert time", "alerta tiempo", values: "SECONDS",
            expected: ("los segundos de juego, desde 1, u off", "seconds of play, from 1, or off"),
            \.settings.alerts.time),
        onOff("bell", "campana", \.settings.alerts.bell),
        Setting(
            "new-per-day", "nuevas-por-día", values: "N", completions: ["20"],
            expected: ("un número desde 0", "a number from 0"),
            \.settings.newPerDay, read: { number($0, atLeast: 0) }, show: { count, _ in String(count) }),
        Setting(
            "retention", "retención", values: "0.9", completions: ["0.9"],
            expected: ("una probabilidad entre 0.5 y 0.99, como 0.9", "a probability from 0.5 to 0.99, such as 0.9"),
            \.settings.retention,
            // A decimal comma too, as Spanish writes it and as answers take it: 0,85.
            read: { NumericAnswer.number(in: $0).flatMap { (0.5...0.99).contains($0) ? $0 : nil } },
            show: { share, _ in "\(share)" }),
        onOff("fuzz", "dispersión", \.settings.fuzz),
        onOff("load-balance", "equilibrar-carga", \.settings.loadBalance),
        Setting(
            "easy-days", "días-ligeros", values: "sat,sun|none", completions: ["sat,sun", "none"],
            expected: (
                "días de la semana separados por comas, como sáb,dom, o ninguno",
                "weekdays separated by commas, such as sat,sun, or none"
            ), \.settings.easyDays, read: Weekdays.read, show: { days, session in session.text.weekdays(days) }),
        onOff("offline", "sinconexión", \.offline, reopensSource: true),
    ]

    /// The settings whose name begins with `word`, in any case: one, or those of `alert`.
    static func named(_ word: String) -> [Setting] {
        all.filter { $0.words[0].contains(word.lowercased()) }
    }

    /// The first word of each setting's name, once: what `set` says there is.
    static func firstWords(in language: Language) -> [String] {
        var seen: Set<String> = []
        return all.map { String($0.name(in: language).prefix { $0 != " " }) }.filter { seen.insert($0).inserted }
    }

    private static func onOff(
        _ english: String, _ spanish: String, _ path: any ReferenceWritableKeyPath<SessionState, Bool> & Sendable,
        reopensSource: Bool = false, inPlay: InPlay = .atOnce
    ) -> Setting {
        Setting(
            english, spanish, values: "on|off", completions: ["on", "off"],
            expected: ("sí o no (on u off)", "on or off"),
            path, read: onOrOff, show: { flag, _ in onOrOff(flag) }, reopensSource: reopensSource, inPlay: inPlay)
    }

    /// A setting of whole seconds from 1, or off.
    private static func secondsOrOff(
        _ english: String, _ spanish: String, values: String, expected: (es: String, en: String),
        _ path: any ReferenceWritableKeyPath<SessionState, Int?> & Sendable, inPlay: InPlay = .atOnce
    ) -> Setting {
        Setting(
            english, spanish, values: values, completions: ["off"], expected: expected, path,
            read: { isOff($0) ? .some(nil) : number($0, atLeast: 1).map(Optional.some) },
            show: { seconds, _ in seconds.map { "\($0) s" } ?? "off" }, inPlay: inPlay)
    }

    /// `on`, `yes`, `sí` or `si` is on; `off` or `no` is off, in any case; nil for anything else.
    private static func onOrOff(_ typed: String) -> Bool? {
        switch typed.lowercased() {
        case "on", "yes", "sí", "si": true
        case "off", "no": false
        default: nil
        }
    }

    private static func onOrOff(_ flag: Bool) -> String { flag ? "on" : "off" }

    private static func isOff(_ typed: String) -> Bool { onOrOff(typed) == false }

    private static func number(_ typed: String, atLeast minimum: Int) -> Int? {
        Int(typed).flatMap { $0 >= minimum ? $0 : nil }
    }
}
