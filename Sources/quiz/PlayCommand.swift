import ArgumentParser

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
        try await options.play()
    }
}
