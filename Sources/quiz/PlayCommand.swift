import ArgumentParser
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
        let status = await REPL.play(
            source: options.address, seed: options.seed, lang: options.lang, images: options.pictures.mode,
            environment: options.environment(progress:))
        if status != 0 { throw ExitCode(status) }
    }
}
