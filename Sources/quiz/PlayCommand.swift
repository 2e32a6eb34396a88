import ArgumentParser
import Foundation
import QuizKit
import QuizShell

struct PlayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play in the terminal (the default command).",
        discussion: """
            On a terminal, quiz edits lines with history and Tab completion; otherwise it reads one command per \
            line from standard input and prints only what the commands print. Type "help" for the commands.
            """
    )

    @OptionGroup var options: PlayOptions

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let style = Style.automatic(isTerminal: interactive, environment: environment)
        let language = Language.resolve(option: options.lang, environment: environment)
        let progress: (@Sendable (DownloadProgress?) -> Void)? = interactive ? ProgressBar.draw : nil
        let interpreter = Interpreter(
            source: options.packSource, settings: ShellSettings(language: language, seed: options.seed),
            style: style, environment: options.environment(progress: progress))
        let reader: any LineReader =
            interactive
            ? EditLineReader(historyFile: XDGDirectories().state.appendingPathComponent("history"))
            : PlainLineReader()
        let status = await REPL(interpreter: interpreter, reader: reader, interactive: interactive, style: style).run()
        if status != 0 { throw ExitCode(status) }
    }
}
