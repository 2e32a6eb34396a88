import ArgumentParser
import Foundation
import QuizClient
import QuizShell

/// `quiz sync`: the shell's `sync` from the command line, for a first start or a cron job.
struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Download every pack of a server, with its pictures and quiz answers, to play it offline.",
        discussion: """
            Afterwards `quiz --offline --source URL` plays all of it without the network. Run it again to refresh: \
            the copies in use stay until the new ones are complete. An interrupted sync keeps what it downloaded, \
            and the next one resumes from there. A progress bar shows on a terminal; otherwise one summary line.
            """
    )

    @OptionGroup var sources: SourceOptions

    @OptionGroup var language: LanguageOption

    func validate() throws {
        try sources.check(language.messages)
    }

    func run() async throws {
        let progress: (@Sendable (DownloadProgress?) -> Void)? = isatty(STDERR_FILENO) == 1 ? ProgressBar.draw : nil
        let interpreter = Interpreter(
            source: sources.address(standard: .standard()),
            settings: ShellSettings(language: language.messages.language),
            style: Style(enabled: false),
            environment: sources.environment(offline: false, progress: progress))
        let result = await interpreter.execute("sync")
        await interpreter.close()
        for line in result.output { printOut(line) }
        if let message = result.failure { throw failure(message) }
    }
}
