import Foundation
import QuizCore
import QuizShell

/// Runs the lines of a script through an interpreter, one command after another, as if they were typed.
///
/// Blank lines and `#` comments do nothing (but a blank line while a form is open is its empty answer), and `quit`
/// ends the script. Before each command the clock, when given, moves on by a second, so that the times a script shows
/// are the same on every run, and not zero.
///
/// With `echo` the output reads as a transcript: each command after the prompt it was typed at, then what it
/// printed, a failure as `error: MESSAGE`, and the comment and blank lines as they are:
///
/// ```
/// # A game of one question
/// quiz> load world-cup-2022
/// Loaded world-cup-2022: 16 matches, "World Cup 2022: knockout stage".
/// quiz> lod
/// error: unknown command "lod"; did you mean "load"?
/// ```
public struct ScriptRunner: Sendable {
    public var echo: Bool
    /// Stop at the first failed command.
    public var bail: Bool
    public var clock: ManualClock?

    public init(echo: Bool = false, bail: Bool = false, clock: ManualClock? = nil) {
        self.echo = echo
        self.bail = bail
        self.clock = clock
    }

    /// Runs `lines`, numbered from 1. `output` receives each line to print, safe for a terminal (`TerminalText`);
    /// `ran` each command once it has run, with its failure. True when the script stopped at a failure, with `bail`.
    @discardableResult
    public func run(
        _ lines: some Sequence<String>, through interpreter: Interpreter, output: (String) -> Void,
        ran: (ScriptStep) -> Void = { _ in }
    ) async -> Bool {
        var number = 0
        for line in lines {
            number += 1
            let command = line.trimmingSpaces
            // An empty line answers an open form (keeping the value it offers); otherwise it is the script's own.
            let answersForm = command.isEmpty ? await interpreter.isFillingForm : false
            if (command.isEmpty && !answersForm) || command.hasPrefix("#") {
                if echo { output(TerminalText.safe(line)) }
                continue
            }
            clock?.advance(by: 1)
            if echo { output(TerminalText.safe(await interpreter.prompt() + command)) }
            let started = ContinuousClock.now
            let result = await interpreter.execute(command)
            for warning in result.warnings { output(warning) }
            for printed in result.output { output(printed) }
            if echo, let failure = result.failure { output("error: " + failure) }
            ran(ScriptStep(line: number, command: command, failure: result.failure, took: started.duration(to: .now)))
            if result.failure != nil && bail { return true }
            if result.quits { break }
        }
        return false
    }
}
