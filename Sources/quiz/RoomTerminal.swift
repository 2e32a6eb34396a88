import ArgumentParser
import Foundation
import QuizClass
import QuizClient
import QuizCore
import QuizShell

/// The terminal of `quiz join` and `quiz host`: on a terminal, the line editor, with a prompt that says where the room
/// stands (`quiz [room 482913 · 3/10 · 12 s]> `) and the room's messages drawn above what is being typed; otherwise
/// plain lines in and out.
final class RoomTerminal: Sendable {
    /// A line typed, or the end of the input (Ctrl-D on a terminal).
    enum Input: Sendable {
        case line(String)
        case end
    }

    private let reader: EditLineReader?
    private let prompt: @Sendable () -> String
    private let finished = SharedValue(false)

    /// `history` names the history file in the state folder; `prompt` gives the prompt as the room stands now.
    init(history: String, prompt: @escaping @Sendable () -> String) {
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        reader =
            interactive ? EditLineReader(historyFile: XDGDirectories().state.appendingPathComponent(history)) : nil
        self.prompt = prompt
    }

    /// Whether the line editor reads: standard input and output are a terminal.
    var isInteractive: Bool { reader != nil }

    /// Prints lines made safe already, above the prompt on a terminal, fitted to its width (`fitted`).
    func show(_ lines: [String]) {
        let lines = Self.fitted(lines, columns: terminalColumns(STDOUT_FILENO))
        if let reader {
            reader.redraw(prompt: prompt(), above: lines)
        } else {
            writeOut(lines.map { $0 + "\n" }.joined())
        }
    }

    /// Prints lines, made safe here.
    func say(_ lines: [String]) {
        show(lines.map(TerminalText.safe))
    }

    /// What is typed; on a terminal Ctrl-D gives `end` and reading goes on, otherwise the input ends with `end`.
    /// Ctrl-C only cancels the line being typed.
    func inputs() -> AsyncStream<Input> {
        let (inputs, continuation) = AsyncStream.makeStream(of: Input.self)
        guard let reader else {
            // Read on a thread of its own, so that the room's messages keep printing while nothing is typed.
            let reading = Thread {
                while let line = readLine(strippingNewline: true) { continuation.yield(.line(line)) }
                continuation.yield(.end)
                continuation.finish()
            }
            reading.start()
            return inputs
        }
        let (prompt, finished) = (self.prompt, self.finished)
        Task {
            while true {
                switch await reader.readLine(prompt: prompt()) {
                case .line(let line): continuation.yield(.line(line))
                case .interrupted: continue
                case .endOfInput:
                    if finished.get() {
                        continuation.finish()
                        return
                    }
                    // Ctrl-D: said, and the terminal reads on, for a command that asks first.
                    writeOut([""])
                    continuation.yield(.end)
                }
            }
        }
        return inputs
    }

    /// Stops reading, the line editor giving the terminal back, then prints `lines` as `write` does: the last words
    /// of a command that ends.
    func finish(_ lines: [String]) async {
        finished.set(true)
        await reader?.stopReading()
        Self.write(lines)
    }

    /// Writes lines to standard output while the line editor does not read, made safe here and fitted to the width
    /// of the terminal (`fitted`).
    static func write(_ lines: [String]) {
        let lines = fitted(lines.map(TerminalText.safe), columns: terminalColumns(STDOUT_FILENO))
        writeOut(lines.map { $0 + "\n" }.joined())
    }

    /// Lines made safe as a terminal `columns` wide shows them: broken between words as the shell's are
    /// (`String.wrapped`), but for a picture's lines, whose escape sequences no safe text holds, which are printed as
    /// drawn; as they are when there is no terminal.
    static func fitted(_ lines: [String], columns: Int?) -> [String] {
        guard let columns else { return lines }
        return lines.flatMap { $0.contains("\u{1B}") ? [$0] : $0.wrapped(width: columns) }
    }

    /// Runs `session` until it ends, each input going to `typed`, each message updating `state` then going to
    /// `received` with the state before it, and the prompt kept current; a lost connection is said after `lost`. An
    /// end other than leaving gives the terminal back, says why when the room did not (the room could not be reached,
    /// or every attempt to join it again failed), then `ended` has its say and the command ends with status 1.
    func run(
        _ session: RoomSession, state: SharedValue<RoomState>, text: Messages,
        typed: @escaping @Sendable (Input) -> Void, ended: (RoomSession.End) -> Void = { _ in },
        lost: @escaping @Sendable () -> Void, received: @escaping @Sendable (ServerMessage, RoomState) async -> Void
    ) async throws {
        let typing = Task {
            for await input in inputs() { typed(input) }
        }
        // The prompt redrawn each time it changes (its seconds left, a question opened while a read was starting),
        // keeping what is typed.
        let ticking = reader.map { reader in
            Task { [prompt] in
                var shown = ""
                while !Task.isCancelled {
                    try? await Task.sleep(for: .milliseconds(200))
                    let current = prompt()
                    if current != shown {
                        reader.redraw(prompt: current, above: [])
                        shown = current
                    }
                }
            }
        }
        defer {
            typing.cancel()
            ticking?.cancel()
        }
        do throws(RoomSession.End) {
            try await session.run { event in
                switch event {
                case .message(let message):
                    let before = state.change { state in
                        defer { state.update(with: message) }
                        return state
                    }
                    await received(message, before)
                case .lost(let attempt, let attempts, let delay):
                    lost()
                    self.say([text.connectionLost(attempt: attempt, of: attempts, in: delay)])
                }
            }
        } catch {
            await finish([])
            switch error {
            case .refused, .kicked: break
            case .unreachable(let reason): printError(text.classFailure(reason))
            case .gaveUp(let attempts, let reason, _):
                printError(text.rejoinFailed(pin: state.get().pin, attempts: attempts, reason: reason))
            }
            ended(error)
            throw ExitCode(1)
        }
    }
}
