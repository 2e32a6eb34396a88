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
    ///
    /// A subcommand named first is parsed on its own, which builds only its options, not the tree of every command
    /// that the root's parsing (and its check for a request of a completion script) reflects on. Each subcommand
    /// names `quiz` as its super-command (`_superCommandName`), so that parsed on its own it skips that check too:
    /// it reflected on the types of its options, a third of the start of `quiz run`. When parsing fails, `--help`
    /// among them, the root parses the arguments again, so that help and errors read as always.
    private static func runParsed() async {
        do {
            var command = try parseSubcommand() ?? parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }

    private static func parseSubcommand() -> (any ParsableCommand)? {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first,
            let subcommand = configuration.subcommands.first(where: { $0._commandName == name })
        else { return nil }
        return try? subcommand.parse(Array(arguments.dropFirst()))
    }
}
