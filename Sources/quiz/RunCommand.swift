import ArgumentParser
import Foundation
import QuizShell
import QuizStore

struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", _superCommandName: "quiz",
        abstract: "Run the commands of script files, as if typed in the shell.",
        discussion: """
            One command per line; blank lines and lines starting with # do nothing, and "quit" ends the file. Each \
            file is a session of its own that runs the same every time: seed \(ScriptSandbox.defaultSeed) unless \
            --seed or "set seed" says otherwise, English unless --lang or "set lang" (run's own messages follow --lang, else LC_ALL, LC_MESSAGES or LANG), no colour, a clock that moves \
            1 s before each command, the bundled packs (or --packs), and the player's database in memory and \
            downloads in a temporary folder, both empty at the start, so your own are left alone.

            With --echo the output is a transcript, ready for "quiz test": each command after its prompt, then \
            what it printed, with failures as "error: MESSAGE". Every failure also goes to standard error as \
            FILE:LINE: MESSAGE. Exits 0 when every command succeeded, 1 when any failed.
            """
    )

    @Argument(help: "Script files to run in turn; - reads standard input.", completion: .file())
    var files: [String]

    @Flag(help: "Print each command after the prompt, so that the output reads as a transcript.")
    var echo = false

    @Flag(help: "Stop at the first command that fails.")
    var bail = false

    @OptionGroup var options: ScriptOptions

    func run() async throws {
        let text = options.messages
        let output = BlockOutput()
        let failures: Int
        do {
            defer { output.flush() }
            failures = try await ScriptRunner(echo: echo, bail: bail).run(
                scripts: files.map { ($0 == "-" ? text.standardInput : $0, try ScriptFile.lines(at: $0)) },
                source: options.packSource, language: options.language, seed: options.seed,
                makeHTTPTransport: options.makeHTTPTransport, records: { _ in PlayerDatabase() }, output: output.write,
                failed: { failure in
                    output.flush()
                    printError(failure)
                })
        } catch let error as ScriptError {
            printError("error: " + text.scriptError(error))
            throw ExitCode(1)
        }
        if failures > 0 { throw ExitCode(1) }
    }
}
