import Foundation
import QuizCore

/// `set NAME VALUE`: changes a setting of `Setting.all`, and shows it as it is now; during a game, also when the
/// change reaches that game (`Setting.InPlay`).
extension GameHandler {
    func set(_ argument: String) throws -> [String] {
        let text = session.text
        let (name, rest) = try argument.nameAndValue(of: .set, in: text)
        let named = Setting.named(name)
        guard let first = named.first else {
            throw CommandFailure(text.unknownSetting(name, among: Setting.firstWords(in: text.language)))
        }
        var (setting, value) = (first, rest)
        if first.words.count > 1 {
            // A setting of two words (`alert streak`) is named by both; its value comes after them.
            let (second, afterSecond) = rest.wordAndRest
            guard let found = named.first(where: { $0.words[1].contains(second.lowercased()) }), !afterSecond.isEmpty
            else { throw CommandFailure(text.usage(.set)) }
            (setting, value) = (found, afterSecond)
        }
        guard setting.apply(value, session) else {
            throw CommandFailure(
                text.badSetting(setting.name(in: text.language), value: value, expected: setting.expected))
        }
        if setting.reopensSource { sources.reopen() }
        // In the language just set, when the setting was the language.
        let now = session.text
        let line = now.settingChanged(setting.name(in: now.language), setting.shown(session))
        return [changeInPlay(setting, text: now).map { line + " " + $0 } ?? line]
    }

    /// What a change means for the game in play, if any: the timer reaches it, the settings of its questions wait
    /// for the next game.
    private func changeInPlay(_ setting: Setting, text: Messages) -> String? {
        guard isInPlay else { return nil }
        switch setting.inPlay {
        case .atOnce:
            return nil
        case .nextGame:
            return text.fromNextGame
        case .nextQuestion:
            // The questions opened from now on have the timer just set, and `off` stops the open one's countdown.
            let seconds = session.settings.timer
            let counting = game?.secondsLeft != nil
            current?.game.changeTimeLimit(seconds.map(TimeInterval.init))
            guard seconds == nil else { return text.fromNextQuestion }
            return counting ? text.countdownStopped : nil
        }
    }
}
