import ArgumentParser

@main
struct QuizCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quiz",
        abstract: "A quiz game for the terminal: football matches, books, films and free-text quizzes.",
        subcommands: [
            PlayCommand.self, RunCommand.self, TestCommand.self, ValidateCommand.self, ServeCommand.self,
            BenchDownloadCommand.self,
        ],
        defaultSubcommand: PlayCommand.self
    )
}
