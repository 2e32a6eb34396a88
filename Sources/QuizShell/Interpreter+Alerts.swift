import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// `set alert streak|score|time VALUE` and `set bell on|off`: the alerts the player sets.
extension Interpreter {
    func setAlert(_ value: String) throws -> [String] {
        let (kind, threshold) = Self.split(value)
        let off = ["off", "no"].contains(threshold.lowercased())
        switch kind.lowercased() {
        case "streak", "racha":
            let numbers = threshold.split(separator: ",").map { Int($0.trimmingSpaces) }
            if off {
                settings.alerts.streaks = []
            } else {
                guard !numbers.isEmpty, numbers.allSatisfy({ ($0 ?? 0) >= 1 }) else {
                    throw CommandFailure(
                        text.badSetting(
                            "alert streak", value: threshold,
                            expected: text.pick(
                                "números separados por comas, como 3,5,10, u off", "numbers like 3,5,10, or off")))
                }
                settings.alerts.streaks = Array(Set(numbers.compactMap { $0 })).sorted()
            }
            let shown = settings.alerts.streaks.map(String.init).joined(separator: ",")
            return [text.settingChanged("alert streak", shown.isEmpty ? "off" : shown)]
        case "score", "puntos":
            let digits = threshold.hasSuffix("%") ? String(threshold.dropLast()) : threshold
            if off {
                settings.alerts.score = nil
            } else {
                guard let percent = Int(digits.trimmingSpaces), (1...100).contains(percent) else {
                    throw CommandFailure(
                        text.badSetting(
                            "alert score", value: threshold,
                            expected: text.pick(
                                "un porcentaje de 1 a 100, como 80%, u off",
                                "a percentage from 1 to 100, like 80%, or off")))
                }
                settings.alerts.score = percent
            }
            return [text.settingChanged("alert score", settings.alerts.score.map { "\($0)%" } ?? "off")]
        case "time", "tiempo":
            if off {
                settings.alerts.time = nil
            } else {
                guard let seconds = Int(threshold), seconds >= 1 else {
                    throw CommandFailure(
                        text.badSetting(
                            "alert time", value: threshold,
                            expected: text.pick(
                                "los segundos de juego, desde 1, u off", "seconds of play, from 1, or off")))
                }
                settings.alerts.time = seconds
            }
            return [text.settingChanged("alert time", settings.alerts.time.map { "\($0) s" } ?? "off")]
        default:
            throw CommandFailure(text.usage(.set))
        }
    }

    func setBell(_ value: String) throws -> [String] {
        switch value.lowercased() {
        case "on", "yes", "sí", "si": settings.alerts.bell = true
        case "off", "no": settings.alerts.bell = false
        default:
            throw CommandFailure(text.badSetting("bell", value: value, expected: text.pick("on u off", "on or off")))
        }
        return [text.settingChanged("bell", settings.alerts.bell ? "on" : "off")]
    }
}
