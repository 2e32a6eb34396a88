import ArgumentParser
import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import QuizShell

struct PlayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play", _superCommandName: "quiz",
        abstract: "Play in the terminal (the default command).",
        discussion: """
            On a terminal, quiz edits lines with history and Tab completion; otherwise it reads one command per \
            line from standard input and prints only what the commands print. Type "help" for the commands.
            """
    )

    @OptionGroup var options: PlayOptions

    func run() async throws {
        try await Self.play(
            source: options.packSource, seed: options.seed, lang: options.lang, images: options.imageMode
        ) { progress in
            options.environment(progress: progress)
        }
    }

    /// `quiz` with no argument: the same game as `quiz play` with every option at its default, started without
    /// parsing arguments, which costs a quarter of the start-up.
    static func playWithDefaults() async throws {
        try await play(source: .standard(), seed: nil, lang: nil, images: .auto) { progress in
            PlayOptions.environment(
                offline: false,
                makeHTTPTransport: SourceOptions.makeHTTPTransport(timeout: SourceOptions.defaultTimeout),
                progress: progress, token: SourceOptions.environmentToken)
        }
    }

    private static func play(
        source: PackSource, seed: UInt64?, lang: String?, images: ImageMode,
        environment makeEnvironment: (_ progress: (@Sendable (DownloadProgress?) -> Void)?) -> ShellEnvironment
    ) async throws {
        let environment = ProcessInfo.processInfo.environment
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let style = Style.automatic(isTerminal: interactive, environment: environment)
        let language = Language.resolve(option: lang, environment: environment)
        let progress: (@Sendable (DownloadProgress?) -> Void)? = interactive ? ProgressBar.draw : nil
        let interpreter = Interpreter(
            source: source, settings: ShellSettings(language: language, seed: seed, images: images),
            style: style, environment: makeEnvironment(progress))
        let reader: any LineReader =
            interactive
            ? EditLineReader(historyFile: XDGDirectories().state.appendingPathComponent("history"))
            : PlainLineReader()
        let status = await REPL(interpreter: interpreter, reader: reader, interactive: interactive, style: style).run()
        if status != 0 { throw ExitCode(status) }
    }
}
