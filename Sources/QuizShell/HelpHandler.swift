import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// `help [COMMAND]`: every command with what it does, or how one is used.
struct HelpHandler {
    let session: SessionState

    func help(_ argument: String) throws -> [String] {
        let text = session.text
        guard !argument.isEmpty else {
            let width = CommandName.allCases.map { text.synopsis(of: $0).count }.max() ?? 0
            return CommandName.allCases.map { command in
                text.synopsis(of: command).padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                    + text.summary(of: command)
            } + [text.answerAlone]
        }
        guard let command = CommandName(word: argument) else {
            throw CommandFailure(text.unknownCommand(argument, suggestion: CommandName.nearest(to: argument)))
        }
        var lines = [text.usage(command), text.summary(of: command)]
        let shown = command.name(in: text.language)
        let others = ([command.rawValue] + command.aliases).filter { $0 != shown }
        if !others.isEmpty { lines.append(text.otherNames(others)) }
        if command == .add || command == .edit {
            lines += ItemKind.allCases.map { kind in
                "  \(kind.rawValue): "
                    + ItemField.fields(of: kind).map { $0.name(in: text.language) }.joined(separator: " ")
            }
        }
        return lines
    }
}
