import ArgumentParser
import QuizScripting
import QuizShell
import QuizStore

struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the commands of script files, as if typed in the shell.",
        discussion: """
            One command per line; blank lines and lines starting with # do nothing, and "quit" ends the file. Each \
            file is a session of its own that runs the same every time: seed \(ScriptSandbox.defaultSeed) unless \
            --seed or "set seed" says otherwise, English unless --lang or "set lang" (run's own messages follow --lang, else LC_ALL, LC_MESSAGES or LANG), no colour, a clock that moves \
            1 s before each command, the bundled packs and those it makes (or --packs), and the player's database in \
            memory and downloads in a temporary folder, both empty at the start, so your own are left alone.

            With --echo the output is a transcript, ready for "quiz test": each command after its prompt, then \
            what it printed, with failures as "error: MESSAGE"; quiz test replays it in English with seed \
            \(ScriptSandbox.defaultSeed), so a transcript in another language or with another seed starts with "set \
            lang" or "set seed" rather than being run with --lang or --seed. Every failure also goes to standard error as \
            FILE:LINE: MESSAGE, and the run ends there with "N passed, M failed" ("N superados, M fallidos" in \
            Spanish): each expect line is a case, each other command that failed is one, a line of standard input \
            that is not UTF-8 text is one that failed, and a file with none of these is one case that passed.

            --report junit=FILE writes those cases as a JUnit XML report, --report tap=FILE as TAP version 13, and \
            --report tap prints TAP on standard output, with what the commands printed as TAP comments and the \
            totals as its last. \
            --annotations github also prints each failure on standard error as GitHub's \
            "::error file=F,line=L::message".

            Exit status: 0 when every command succeeded, 1 when any failed or a file could not be read or written, \
            64 when the command line is wrong.
            """
    )

    @Argument(help: "Script files to run in turn; - reads standard input.", completion: .file())
    var files: [String]

    @Flag(help: "Print each command after the prompt, so that the output reads as a transcript.")
    var echo = false

    @Flag(help: "Stop at the first command that fails.")
    var bail = false

    @OptionGroup var options: ScriptOptions

    @OptionGroup var reports: ReportOptions

    func validate() throws {
        try reports.check(options.messages)
    }

    func run() async throws {
        let text = options.messages
        let reporter = reports.reporter(named: "quiz run", output: { print($0) })
        do {
            // Every file is read before a report is opened, which would leave it empty when one cannot be.
            let scripts = try files.map { ($0 == "-" ? text.standardInput : $0, try ScriptFile.lines(at: $0)) }
            try reporter.begin(cases: nil, inputs: files.filter { $0 != "-" })
            if echo, let hint = text.transcriptSettingsHint(language: options.language, seed: options.seed) {
                printError(hint)
            }
            try await runScripts(scripts, reporting: reporter)
            StandardOutput.flush()
            let totals = text.transcriptTotals(passed: reporter.passed, failed: reporter.failed)
            printError(totals)
            try reporter.finish()
            if reporter.ownsStandardOutput { print(TAPReport.comment(totals)) }
        } catch let error as ScriptError {
            StandardOutput.flush()
            throw failure("error: " + text.scriptError(error))
        }
        StandardOutput.flush()
        if reporter.failed > 0 { throw ExitCode(1) }
    }

    /// Runs every script, named as messages name it, in turn, until the end or a failure with --bail, and records its
    /// cases with `reporter`.
    private func runScripts(
        _ scripts: [(name: String, lines: ScriptLines)], reporting reporter: TestReporter
    ) async throws {
        let tap = reporter.ownsStandardOutput
        for (name, lines) in scripts {
            let bailed = try await ScriptSandbox.run { sandbox in
                let interpreter = sandbox.interpreter(
                    source: options.address(in: sandbox), language: options.language, seed: options.seed,
                    transports: options.sources.transports, records: PlayerDatabase(),
                    makeClassRooms: ClassRoomsWiring.scripted())
                let runner = ScriptRunner(echo: echo, bail: bail, clock: sandbox.clock)
                var cases = ScriptCases(file: name)
                let bailed = await runner.run(lines, through: interpreter) {
                    print(tap ? TAPReport.comment($0) : $0)
                } ran: { step in
                    if let failure = step.failure {
                        StandardOutput.flush()
                        printError("\(name):\(step.line): \(failure)")
                    }
                    if let result = cases.result(of: step) { reporter.record(result) }
                }
                // A refused line of standard input is a failed case, in place of the script's own.
                let refusal = lines.refusedLine.map { line in
                    cases.refusal(at: line, message: options.messages.scriptError(.notUTF8(path: name, line: line)))
                }
                if let result = refusal ?? cases.scriptCase() { reporter.record(result) }
                await interpreter.close()
                return bailed
            }
            // A line of standard input refused midway ends the run; the cases run before it are kept.
            if let line = lines.refusedLine {
                StandardOutput.flush()
                printError("error: " + options.messages.scriptError(.notUTF8(path: name, line: line)))
                break
            }
            if bailed { break }
        }
    }
}
