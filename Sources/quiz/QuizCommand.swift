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
            BenchDownloadCommand.self, BenchPicturesCommand.self,
        ],
        defaultSubcommand: PlayCommand.self
    )

    /// Runs the command line. `quiz` alone, the common case, starts playing without parsing arguments, which
    /// otherwise builds the tree of every subcommand and option by reflection at each start.
    static func main() async {
        guard CommandLine.arguments.count == 1 else {
            await runParsed()
            return
        }
        do {
            try await PlayCommand.playWithDefaults()
        } catch {
            PlayCommand.exit(withError: error)
        }
    }

    /// What `AsyncParsableCommand.main()` does: parse the arguments, then run the command they name.
    private static func runParsed() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}
