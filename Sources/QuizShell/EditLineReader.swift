@preconcurrency import CEditLine
import Foundation
import Synchronization

/// The line editor on libedit, through its readline-compatible API: history kept in a file, Tab completion,
/// UTF-8 editing, and Ctrl-C that cancels the line being typed instead of ending the program.
///
/// The only type that touches libedit. `readline` blocks and owns the terminal, so every call runs on one
/// dedicated thread; SIGINT reaching any other thread is forwarded there so that its `read` is interrupted.
public final class EditLineReader: LineReader, @unchecked Sendable {
    private let historyFile: URL
    private let historyLimit: Int
    private let thread = ReaderThread()

    /// - Parameters:
    ///   - historyFile: where history is read from at start and saved after every line (mode 0600).
    ///   - historyLimit: the most lines kept.
    public init(historyFile: URL, historyLimit: Int = 1000) {
        self.historyFile = historyFile
        self.historyLimit = historyLimit
        thread.run {
            setlocale(LC_ALL, "")
            rl_readline_name = UnsafePointer(strdup("quiz"))
            rl_catch_signals = 0
            rl_attempted_completion_function = completeLine
            using_history()
            stifle_history(Int32(historyLimit))
            _ = read_history(historyFile.path)
            installInterruptHandler()
        }
    }

    public func setCompletions(_ completer: Completer) {
        currentCompleter.withLock { $0 = completer }
    }

    public func readLine(prompt: String) async -> LineInput {
        await withCheckedContinuation { continuation in
            thread.run { [historyFile] in
                continuation.resume(returning: Self.read(prompt: prompt, historyFile: historyFile))
            }
        }
    }

    private static func read(prompt: String, historyFile: URL) -> LineInput {
        interrupted.store(false, ordering: .sequentiallyConsistent)
        guard let pointer = readline(prompt) else {
            if interrupted.load(ordering: .sequentiallyConsistent) {
                fputs("\n", stdout)
                fflush(nil)
                return .interrupted
            }
            return .endOfInput
        }
        defer { free(pointer) }
        let line = String(cString: pointer)
        remember(line, in: historyFile)
        return .line(line)
    }

    private static func remember(_ line: String, in file: URL) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        if let last = history_get(history_base + history_length - 1), let text = last.pointee.line,
            String(cString: text) == line
        {
            return
        }
        add_history(line)
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let descriptor = open(file.path, O_WRONLY | O_CREAT, 0o600)
        if descriptor >= 0 { close(descriptor) }
        _ = write_history(file.path)
        chmod(file.path, 0o600)
    }
}

/// Set by the SIGINT handler; read after `readline` returns to tell Ctrl-C from Ctrl-D.
private let interrupted = Atomic<Bool>(false)
/// The thread that runs `readline`, where SIGINT must land to interrupt its `read`.
nonisolated(unsafe) private var readerThread = pthread_self()
private let currentCompleter = Mutex(Completer())
nonisolated(unsafe) private var pendingCandidates: [String] = []

private func installInterruptHandler() {
    readerThread = pthread_self()
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0  // no SA_RESTART: the read in readline must fail with EINTR
    action.__sigaction_handler.sa_handler = { _ in
        interrupted.store(true, ordering: .sequentiallyConsistent)
        if pthread_equal(pthread_self(), readerThread) == 0 { pthread_kill(readerThread, SIGINT) }
    }
    sigaction(SIGINT, &action, nil)
}

/// libedit's completion hook: computes the candidates for the line so far, then hands them out one by one.
private func completeLine(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    rl_attempted_completion_over = 1
    let line = rl_line_buffer.map { String(cString: $0) } ?? ""
    let word = text.map { String(cString: $0) } ?? ""
    let (argument, candidates) = currentCompleter.withLock { $0 }.candidates(for: line)
    // libedit replaces only the last word; multi-word candidates keep what precedes it.
    let kept = argument.count - word.count
    pendingCandidates = candidates.map { String($0.dropFirst(max(0, kept))) }
    guard !pendingCandidates.isEmpty else { return nil }
    return rl_completion_matches(text) { _, state in
        let index = Int(state)
        guard index < pendingCandidates.count else { return nil }
        return strdup(pendingCandidates[index])
    }
}
