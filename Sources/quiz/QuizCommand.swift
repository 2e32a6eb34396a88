import ArgumentParser

@main
struct QuizCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quiz",
        abstract: "A quiz game for the terminal: football matches, books, films and free-text quizzes.",
        subcommands: [ValidateCommand.self]
    )
}
