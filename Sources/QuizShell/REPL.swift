import Foundation
import QuizKit

/// The read-eval-print loop: reads a line, runs it, prints what it printed, until `quit` or the end of input.
///
/// On a terminal it shows a banner and a prompt and keeps Tab completion current; on plain input it prints
/// only what the commands print.
public struct REPL {
    let interpreter: Interpreter
    let reader: any LineReader
    let interactive: Bool
    let style: Style

    public init(interpreter: Interpreter, reader: any LineReader, interactive: Bool, style: Style) {
        self.interpreter = interpreter
        self.reader = reader
        self.interactive = interactive
        self.style = style
    }

    /// Runs until the end; returns the exit status: 1 when a command failed on plain input, 0 otherwise.
    public func run() async -> Int32 {
        var failed = false
        var prefetch: Task<Void, Never>?
        if interactive {
            print(style.dim(await interpreter.text.banner))
            prefetch = Task { [interpreter, reader] in
                await interpreter.prefetchPackNames()
                reader.setCompletions(await interpreter.completer())
            }
        }
        loop: while true {
            reader.setCompletions(await interpreter.completer())
            let prompt = interactive ? await interpreter.prompt() : ""
            switch await reader.readLine(prompt: prompt) {
            case .interrupted:
                continue
            case .endOfInput:
                if interactive { print("") }
                break loop
            case .line(let line):
                let result = await execute(line)
                await show(result)
                if let failure = result.failure {
                    failed = true
                    fflush(nil)
                    FileHandle.standardError.write(Data((style.red("error: ") + failure + "\n").utf8))
                }
                if result.quits { break loop }
            }
        }
        fflush(nil)
        prefetch?.cancel()
        await prefetch?.value
        await interpreter.close()
        return failed && !interactive ? 1 : 0
    }

    /// Prints a command's output; on a terminal, its animation first draws each frame over the last, in place.
    private func show(_ result: CommandResult) async {
        let output = result.output
        guard interactive, let animation = result.animation,
            animation.start + (animation.frames.first?.count ?? 0) <= output.count
        else {
            for line in output { print(line) }
            return
        }
        for line in output[..<animation.start] { print(line) }
        for frame in animation.frames {
            for line in frame { print(line) }
            fflush(nil)
            try? await Task.sleep(for: animation.interval)
            print("\u{1B}[\(animation.rows)A\r", terminator: "")
        }
        for line in output[animation.start...] { print(line) }
    }

    /// Runs a line; Ctrl-C while it runs cancels it (a download, a check), and the shell goes on.
    private func execute(_ line: String) async -> CommandResult {
        _ = reader.takeInterrupt()
        let command = Task { [interpreter] in await interpreter.execute(line) }
        let watcher = Task { [reader] in
            while !Task.isCancelled {
                if reader.takeInterrupt() {
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
