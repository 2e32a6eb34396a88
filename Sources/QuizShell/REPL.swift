import Foundation
import QuizClient
import QuizCore
import QuizPictures

/// The read-eval-print loop: reads a line, runs it, prints what it printed, until `quit` or the end of input.
///
/// On a terminal it shows a banner and a prompt and keeps Tab completion current; on plain input it prints
/// only what the commands print.
public struct REPL {
    let interpreter: Interpreter
    let reader: any LineReader
    let style: Style
    /// A command run before the first line is read, as if typed: `practice` for `quiz practice`.
    var firstCommand: String? = nil

    /// The line editor, when the shell plays on a terminal: with a banner, a prompt, Tab completion and Ctrl-C.
    private var editor: EditLineReader? { reader as? EditLineReader }
    private var interactive: Bool { editor != nil }

    /// Plays on this process's standard input and output, as `quiz` does: with the line editor, colours and a
    /// progress bar when both are a terminal, plain lines otherwise. Returns the exit status, as `run()`.
    public static func play(
        source: SourceAddress, seed: UInt64?, lang: String?, images: ImageMode, firstCommand: String? = nil,
        environment: (_ progress: (@Sendable (DownloadProgress?) -> Void)?) -> ShellEnvironment
    ) async -> Int32 {
        let variables = ProcessInfo.processInfo.environment
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let style = Style.automatic(isTerminal: interactive, environment: variables)
        let language = Language.resolve(option: lang, environment: variables)
        let interpreter = Interpreter(
            source: source, settings: ShellSettings(language: language, seed: seed, images: images), style: style,
            environment: environment(interactive ? ProgressBar.draw : nil))
        let reader: any LineReader =
            interactive
            ? EditLineReader(historyFile: XDGDirectories().state.appendingPathComponent("history"))
            : PlainLineReader()
        return await REPL(
            interpreter: interpreter, reader: reader, style: style, firstCommand: firstCommand
        ).run()
    }

    /// Runs until the end; returns the exit status: 1 when a command failed on plain input, 0 otherwise.
    public func run() async -> Int32 {
        var failed = false
        var prefetch: Task<Void, Never>?
        var restoring: Restoring?
        var shownAbove: ShownAbove?
        if let editor {
            for line in fitted(await interpreter.text.banner) { print(style.wrap(line, .dim)) }
            prefetch = Task { [interpreter] in
                await interpreter.prefetchPackNames()
                await interpreter.offerCompletions(to: editor)
            }
        }
        if let firstCommand {
            let result = await execute(firstCommand)
            _ = await show(result)
            failed = result.failure != nil
        }
        loop: while true {
            // Completion serves a person at a terminal; plain input does not pay for it at every line.
            if let editor { await interpreter.offerCompletions(to: editor) }
            let prompt = interactive ? await interpreter.prompt() : ""
            let ticker = interactive ? tick(from: prompt) : nil
            let input = await reader.readLine(prompt: prompt)
            ticker?.cancel()
            await ticker?.value
            switch input {
            case .interrupted:
                restoring = nil
                // Ctrl-C in a form cancels it, and nothing changes.
                for line in await interpreter.cancelForm() { print(line) }
                continue
            case .endOfInput:
                if interactive { print("") }
                for line in await interpreter.cancelForm() { print(line) }
                _ = await show(await interpreter.leave())
                break loop
            case .line(let line):
                restore(restoring)
                restoring = nil
                let result = await execute(line)
                restoring = await show(result, above: shownAbove.map { ($0, line) })
                shownAbove = result.animation == nil ? ShownAbove(lines: result.output, prompt: prompt) : nil
                failed = failed || result.failure != nil
                if result.quits { break loop }
            }
        }
        fflush(nil)
        prefetch?.cancel()
        await prefetch?.value
        await interpreter.close()
        return failed && !interactive ? 1 : 0
    }

    /// While a line is read, wakes each second to show the countdown of a timed round in the prompt, and time's up
    /// above it when the time runs out, without waiting for a line.
    private func tick(from prompt: String) -> Task<Void, Never> {
        Task { [interpreter, editor] in
            var shown = prompt
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                guard !Task.isCancelled else { return }
                // Time's up fits the terminal as it is now, resized since the line began or not.
                if editor != nil { await interpreter.useColumns(interpreter.environment.pictures.size().cells.columns) }
                let lines = await interpreter.expireRound()
                let prompt = await interpreter.prompt()
                if !lines.isEmpty || prompt != shown {
                    editor?.redraw(prompt: prompt, above: lines)
                    shown = prompt
                }
            }
        }
    }

    /// Lines drawn under the last output to be drawn again in place at the next command, and how far they are
    /// above the cursor once that command is typed: the rows after them and the line of the prompt.
    struct Restoring {
        var lines: [String]
        var rows: Int
        var below: Int
    }

    /// The output of the last command, still on the screen above the prompt where its next command was typed.
    struct ShownAbove {
        var lines: [String]
        var prompt: String
    }

    /// Prints a command's output, then on standard error its warnings and why it failed (`error: ` in red, then the
    /// message); on a terminal, its animation first draws each frame over the last, in place. Returns what the next
    /// command draws again, if anything.
    private func show(_ result: CommandResult, above: (shown: ShownAbove, line: String)? = nil) async -> Restoring? {
        let restoring = await showOutput(result, above: above)
        if !result.warnings.isEmpty {
            // After the lines they are about ("Game over: ..."), in the order a terminal or a shared pipe shows them.
            fflush(nil)
            let lines = result.warnings.flatMap(fitted).map { style.wrap($0, .yellow) + "\n" }.joined()
            FileHandle.standardError.write(Data(lines.utf8))
        }
        if let failure = result.failure {
            fflush(nil)
            let lines = fitted("error: " + failure)
            let first = style.wrap("error: ", .red) + lines[0].dropFirst("error: ".count)
            FileHandle.standardError.write(Data(([first] + lines.dropFirst()).map { $0 + "\n" }.joined().utf8))
        }
        return restoring
    }

    /// A line wrapped between words to the terminal's width; whole on plain output.
    private func fitted(_ line: String) -> [String] {
        editor.map { line.wrapped(width: $0.columns) } ?? [line]
    }

    private func showOutput(_ result: CommandResult, above: (shown: ShownAbove, line: String)?) async -> Restoring? {
        let output = result.output
        guard interactive, let animation = result.animation,
            animation.start + (animation.frames.first?.count ?? 0) <= output.count
        else {
            for line in output { print(line) }
            return nil
        }
        if let above, let restoring = await showInPlace(output, animation, above: above.shown, typed: above.line) {
            return restoring
        }
        for line in output[..<animation.start] { print(line) }
        await Self.playFrames(of: animation)
        for line in output[animation.start...] { print(line) }
        let settled = animation.frames.first?.count ?? animation.restored.count
        return Restoring(
            lines: animation.restored, rows: animation.rows, below: output.count - animation.start - settled + 1)
    }

    /// Draws an animation over the same picture in the last command's output, when the output begins with it and
    /// that picture is still on the screen: a film's poster greys where it was rather than a second time under it.
    /// Returns what the next command draws again; nil when nothing was drawn.
    private func showInPlace(
        _ output: [String], _ animation: Animation, above shown: ShownAbove, typed: String
    ) async -> Restoring? {
        let restored = animation.restored
        guard animation.start == 0, !restored.isEmpty,
            let top = shown.lines.firstIndex(of: restored[0]),
            Array(shown.lines[top...].prefix(restored.count)) == restored
        else { return nil }
        let columns = max(1, interpreter.environment.pictures.size().cells.columns)
        let screenRows = interpreter.environment.pictures.size().cells.rows
        let rowsBelowPicture =
            shown.lines[(top + restored.count)...].reduce(0) { $0 + Self.rows(of: $1, columns: columns) }
            + Self.rows(of: shown.prompt + typed, columns: columns)
        let up = animation.rows + rowsBelowPicture
        let settled = animation.frames.first?.count ?? restored.count
        guard up < screenRows, settled <= output.count else { return nil }
        print("\u{1B}[\(up)A\r", terminator: "")
        await Self.playFrames(of: animation)
        for line in output[..<settled] { print(line) }
        print("\u{1B}[\(rowsBelowPicture)B\r", terminator: "")
        for line in output[settled...] { print(line) }
        fflush(nil)
        return Restoring(lines: restored, rows: animation.rows, below: rowsBelowPicture + output.count - settled + 1)
    }

    /// Draws each frame of `animation` in turn, going back up over it after each.
    private static func playFrames(of animation: Animation) async {
        for frame in animation.frames {
            for line in frame { print(line) }
            fflush(nil)
            try? await Task.sleep(for: animation.interval)
            print("\u{1B}[\(animation.rows)A\r", terminator: "")
        }
    }

    /// The rows a line of text takes on a terminal `columns` wide, its escape sequences taking none: each from ESC
    /// to the first character from `@` to `~` but `[`, combining marks taking no column and wide characters two.
    static func rows(of line: String, columns: Int) -> Int {
        let shown = line.replacing(#/\x1B[^@-Z\\-~]*[@-Z\\-~]?/#.matchingSemantics(.unicodeScalar), with: "")
        return max(1, (shown.terminalColumns + columns - 1) / columns)
    }

    /// Draws lines again where they were, then puts the cursor back; nothing when they have scrolled off the screen.
    private func restore(_ restoring: Restoring?) {
        guard let restoring else { return }
        let up = restoring.rows + restoring.below
        guard up < interpreter.environment.pictures.size().cells.rows else { return }
        print("\u{1B}[\(up)A\r", terminator: "")
        for line in restoring.lines { print(line) }
        print("\u{1B}[\(restoring.below)B\r", terminator: "")
        fflush(nil)
    }

    /// Runs a line, its lines fitting the terminal's width as it is now; Ctrl-C while it runs cancels it (a
    /// download, a check), and the shell goes on.
    private func execute(_ line: String) async -> CommandResult {
        // Plain input has no line editor to catch Ctrl-C, which ends the program there, and its lines stay whole.
        guard let editor else { return await interpreter.execute(line) }
        await interpreter.useColumns(editor.columns)
        _ = editor.takeInterrupt()
        let command = Task { [interpreter] in await interpreter.execute(line) }
        let watcher = Task {
            while !Task.isCancelled {
                if editor.takeInterrupt() {
                    print("")  // past the terminal's "^C"
                    command.cancel()
                    return
                }
                try? await Task.sleep(for: .milliseconds(50))
            }
        }
        let result = await command.value
        watcher.cancel()
        return result
    }
}
