import ArgumentParser

struct QuizCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quiz",
        abstract:
            "A quiz game for the terminal: football matches, books, films, free-text quizzes and questions with numbered answers.",
        discussion: """
            quiz alone opens the shell with the bundled packs: packs lists them, load NAME and play start a game, \
            help lists the commands. The same commands run from a script (quiz run) or replay as a test with a diff \
            (quiz test).

            Files: the player's database (quiz.sqlite), history and imported packs (packs/) in $XDG_DATA_HOME/quiz \
            (~/.local/share/quiz); the line editor's history and hosted rooms' keys in $XDG_STATE_HOME/quiz; \
            downloaded sets and pictures in $XDG_CACHE_HOME/quiz.

            Environment: LC_ALL, LC_MESSAGES or LANG choose Spanish or English unless --lang does; QUIZ_TOKEN is the \
            token of a quiz server's quiz routes; NO_COLOR or TERM=dumb turns colour off; COLUMNS and LINES override the \
            terminal's size.

            Exit status: 0 when all that was asked succeeded; 1 when a command, script, transcript, check or \
            download failed, as its message says; 64 when the command line is wrong: an unknown option, or a value \
            that its option does not take.
            """,
        subcommands: [
            PlayCommand.self, RunCommand.self, TestCommand.self, ValidateCommand.self, ServeCommand.self,
            ImportCommand.self, ExportCommand.self, SyncCommand.self, HistoryCommand.self, StatsCommand.self,
            PracticeCommand.self, HostCommand.self, AssignCommand.self, JoinCommand.self, ResultsCommand.self,
        ],
        defaultSubcommand: PlayCommand.self
    )
}
