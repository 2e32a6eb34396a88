import Foundation
import QuizCore

/// `help [COMMAND]`: every command with what it does, or how one is used.
struct HelpHandler {
    let session: SessionState

    /// The narrowest column a command's summary keeps beside the commands; on a narrower terminal it goes under its
    /// command, indented.
    static let narrowestSummary = 24
    /// How far a line that continues another is indented when it has no column to line up with.
    static let hangingIndent = 4

    /// The lines of `help`, wrapped between words at the width of the terminal (`session.columns`).
    func help(_ argument: String) throws -> [String] {
        try unwrappedHelp(argument).flatMap { $0.text.wrapped(width: session.columns, indent: $0.indent) }
    }

    /// The lines of help, each with how far its continuations are indented when it is wrapped.
    private func unwrappedHelp(_ argument: String) throws -> [(text: String, indent: Int)] {
        let text = session.text
        let indent = Self.hangingIndent
        guard !argument.isEmpty else {
            let column = CommandName.allCases.map { text.synopsis(of: $0).count }.max() ?? 0
            let besides = session.columns - column - 2 >= Self.narrowestSummary
            return CommandName.allCases.flatMap { command -> [(text: String, indent: Int)] in
                let (synopsis, summary) = (text.synopsis(of: command), text.summary(of: command))
                guard besides else {
                    return [(synopsis, indent), (String(repeating: " ", count: indent) + summary, indent)]
                }
                return [(synopsis.padded(toColumns: column) + "  " + summary, column + 2)]
            } + [(text.answerAlone, indent)]
        }
        guard let command = CommandName(word: argument) else {
            throw CommandFailure(
                text.unknownCommand(
                    argument, suggestion: CommandName.nearest(to: argument, in: session.settings.language)))
        }
        let usage = text.usage(command)
        var lines: [(text: String, indent: Int)] = [
            (usage, usage.count - text.call(of: command).count), (text.summary(of: command), indent),
        ]
        let shown = command.name(in: text.language)
        let others = ([command.rawValue] + command.aliases).filter { $0 != shown }
        if !others.isEmpty { lines.append((text.otherNames(others), indent)) }
        if command == .add || command == .edit {
            // Every kind but mixed, whose items each have the fields of their own kind.
            lines += ItemKind.allCases.filter { $0 != .mixed }.map { kind in
                let names = ItemField.fields(of: kind).map { $0.name(in: text.language) }
                return ("  \(text.kindWord(kind)): " + names.joined(separator: " "), indent + 2)
            }
        }
        return lines
    }
}
