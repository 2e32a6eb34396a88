import ArgumentParser

@main
struct QuizCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quiz",
        abstract:
            "A quiz game for the terminal: football matches, books, films, free-text quizzes and questions with numbered answers.",
        subcommands: [
            PlayCommand.self, RunCommand.self, TestCommand.self, ValidateCommand.self, ServeCommand.self,
            ImportCommand.self, ExportCommand.self, SyncCommand.self, HistoryCommand.self, StatsCommand.self,
            PracticeCommand.self, HostCommand.self, JoinCommand.self, ResultsCommand.self,
        ],
        defaultSubcommand: PlayCommand.self
    )
}
