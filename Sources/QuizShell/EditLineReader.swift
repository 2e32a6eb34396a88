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
    private let thread = ReaderThread()

    /// History is read from `historyFile` at start and saved there after every line (mode 0600), 1000 lines at most.
    public init(historyFile: URL) {
        self.historyFile = historyFile
        thread.run {
            useUTF8Locale()
            rl_readline_name = UnsafePointer(strdup("quiz"))
            rl_catch_signals = 0
            rl_getc_function = readCharacter
            rl_attempted_completion_function = completeLine
            using_history()
            stifle_history(1000)
            _ = read_history(historyFile.path)
            installInterruptHandler()
        }
    }

    /// Called before each read with what Tab may complete now.
    public func setCompletions(_ completer: Completer) {
        currentCompleter.withLock { $0 = completer }
    }

    /// Whether Ctrl-C was pressed since the last call, outside of reading a line.
    public func takeInterrupt() -> Bool {
        interrupted.exchange(false, ordering: .sequentiallyConsistent)
    }

    /// While `readLine` waits, prints `lines` above the line being typed and shows `prompt` in place of the one it
    /// was given, keeping what is typed; lines that come after the read has ended are printed before the next one.
    public func redraw(prompt: String, above lines: [String]) {
        pendingRedraw.withLock { pending in
            pending = Redraw(prompt: prompt, lines: (pending?.lines ?? []) + lines)
        }
        var byte: UInt8 = 1
        _ = write(wakeUp.write, &byte, 1)
    }

    public var columns: Int { terminalColumns.load(ordering: .relaxed) }

    /// Ends the line being read, and every read after it, as the end of input does; returns once the line editor has
    /// given the terminal back, so that what a program ending by itself prints last comes after the prompt.
    public func stopReading() async {
        closing.store(true, ordering: .sequentiallyConsistent)
        var byte: UInt8 = 1
        _ = write(wakeUp.write, &byte, 1)
        await withCheckedContinuation { continuation in thread.run { continuation.resume() } }
    }

    public func readLine(prompt: String) async -> LineInput {
        await withCheckedContinuation { continuation in
            thread.run { [historyFile] in
                continuation.resume(returning: Self.read(prompt: prompt, historyFile: historyFile))
            }
        }
    }

    private static func read(prompt: String, historyFile: URL) -> LineInput {
        if closing.load(ordering: .sequentiallyConsistent) { return .endOfInput }
        interrupted.store(false, ordering: .sequentiallyConsistent)
        // Lines sent while no line was being read come before this prompt.
        if let late = pendingRedraw.withLock({ $0.take() }) {
            for line in late.lines { fputs(line + "\n", stdout) }
            fflush(stdout)
        }
        let pointer = readline(prompt)
        defer { free(pointer) }
        measureTerminal()
        // On Ctrl-C libedit may hand back the half-typed line: it is cancelled, not run.
        if interrupted.load(ordering: .sequentiallyConsistent) {
            fputs("^C\n", stdout)
            fflush(nil)
            return .interrupted
        }
        guard let pointer, !closing.load(ordering: .sequentiallyConsistent) else {
            // Stopped: the prompt of the line no one will type goes.
            if closing.load(ordering: .sequentiallyConsistent) {
                fputs("\r\u{1B}[K", stdout)
                fflush(stdout)
            }
            return .endOfInput
        }
        let line = String(cString: pointer)
        remember(line, in: historyFile)
        return .line(line)
    }

    private static func remember(_ line: String, in file: URL) {
        let line = HistoryLine.masked(line)
        // A line over the limit is refused, not run: it is not one to recall.
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty, line.utf8.count <= InputLine.limit else { return }
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

/// The terminal's width as libedit last measured it, after each line read; before the first, as the terminal of
/// standard output tells it, else 80.
private let terminalColumns: Atomic<Int> = {
    var size = winsize()
    let measured = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
    return Atomic(measured ? Int(size.ws_col) : 80)
}()

/// Asks libedit to measure the terminal again, as it would on SIGWINCH had it caught signals, and keeps its width.
private func measureTerminal() {
    rl_resize_terminal()
    var rows: Int32 = 0
    var columns: Int32 = 0
    rl_get_screen_size(&rows, &columns)
    if columns > 0 { terminalColumns.store(Int(columns), ordering: .relaxed) }
}

/// Set by the SIGINT handler; read after `readline` returns to tell Ctrl-C from Ctrl-D.
private let interrupted = Atomic<Bool>(false)
/// Set by the SIGCONT handler: the program went on after Ctrl-Z and `fg`, and the line being read is drawn again.
private let resumed = Atomic<Bool>(false)
/// Set by `close`: the line being read ends, and no other is read.
private let closing = Atomic<Bool>(false)
/// The thread that runs `readline`, where SIGINT must land to interrupt its `read`.
nonisolated(unsafe) private var readerThread = pthread_self()
private let currentCompleter = Mutex(Completer())

/// A prompt to show, and lines to print above it, while `readline` waits for a key.
private struct Redraw {
    var prompt: String
    var lines: [String]
}

private let pendingRedraw = Mutex<Redraw?>(nil)

/// A pipe whose byte wakes the reader from waiting for a key, so that it redraws at once.
private let wakeUp: (read: Int32, write: Int32) = {
    var ends: [Int32] = [-1, -1]
    _ = pipe(&ends)
    for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    return (ends[0], ends[1])
}()

/// Draws a pending redraw from inside `readline`, on its thread, or the line again after the program went on:
/// clears the line, prints the lines above, then lets libedit draw the prompt and the text typed so far from scratch.
///
/// libedit draws from scratch from the top of its rows, which the cursor is on only when the prompt and the text fit
/// one row. A longer line stays as it is: a new prompt alone is drawn by libedit at the next key, and lines to print go
/// below it, before the prompt and the text are drawn again.
private func drawPendingRedraw() {
    var drained = [UInt8](repeating: 0, count: 64)
    while read(wakeUp.read, &drained, drained.count) > 0 {}
    let redraw = pendingRedraw.withLock { $0.take() }
    let wentOn = resumed.exchange(false, ordering: .sequentiallyConsistent)
    guard wentOn || redraw != nil else { return }
    if wentOn {
        // The shell gave the terminal its own mode when the program stopped: libedit sets its own again.
        rl_deprep_terminal()
        rl_prep_terminal(1)
    }
    let wraps = lineWraps()
    if let redraw, wraps, redraw.lines.isEmpty, !wentOn {
        _ = rl_set_prompt(redraw.prompt)
        return
    }
    fputs(wraps ? "\r\n" : "\r\u{1B}[K", stdout)
    for line in redraw?.lines ?? [] { fputs(line + "\n", stdout) }
    fflush(stdout)
    if let redraw { _ = rl_set_prompt(redraw.prompt) }
    rl_forced_update_display()
}

/// Whether the prompt and the text typed so far fill more than a row of the terminal.
private func lineWraps() -> Bool {
    guard let copied = rl_copy_text(0, Int32.max) else { return false }
    defer { free(copied) }
    let shown = (rl_prompt.map { String(cString: $0) } ?? "") + String(cString: copied)
    // libedit's copy leaves out the last character, which may be a wide one.
    return shown.terminalColumns + 2 >= terminalColumns.load(ordering: .relaxed)
}

/// Waits until standard input has a byte to read, drawing redraws as they come; false when waiting failed for
/// another reason than a signal.
private func waitForInput() -> Bool {
    while true {
        if interrupted.load(ordering: .sequentiallyConsistent) { return true }
        if closing.load(ordering: .sequentiallyConsistent) { return false }
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeUp.read, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, -1)
        if ready < 0 {
            if errno == EINTR { continue }
            return false
        }
        if descriptors[1].revents != 0 { drawPendingRedraw() }
        if descriptors[0].revents != 0 { return true }
    }
}

/// libedit drops non-ASCII input unless the locale's character set is UTF-8: take the user's locale, or C.UTF-8
/// when that one is missing or not UTF-8.
private func useUTF8Locale() {
    setlocale(LC_ALL, "")
    let codeset = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? ""
    if codeset.uppercased().replacingOccurrences(of: "-", with: "") != "UTF8" {
        setlocale(LC_CTYPE, "C.UTF-8")
    }
}

private func installInterruptHandler() {
    readerThread = pthread_self()
    // Threads made from a concurrency pool may block SIGINT; this one must take it.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0  // no SA_RESTART: the read in readline must fail with EINTR
    action.__sigaction_handler.sa_handler = { _ in
        interrupted.store(true, ordering: .sequentiallyConsistent)
        if pthread_equal(pthread_self(), readerThread) == 0 { pthread_kill(readerThread, SIGINT) }
    }
    sigaction(SIGINT, &action, nil)
    // After Ctrl-Z and `fg` the shell has written over the line: the reader draws it again.
    _ = wakeUp
    action.sa_flags = SA_RESTART
    action.__sigaction_handler.sa_handler = { _ in
        let saved = errno
        resumed.store(true, ordering: .sequentiallyConsistent)
        var byte: UInt8 = 1
        _ = write(wakeUp.write, &byte, 1)
        errno = saved
    }
    sigaction(SIGCONT, &action, nil)
}

/// libedit's input hook: one character, decoded from UTF-8, or EOF at the end of input and on Ctrl-C.
///
/// libedit's own reader retries a `read` that a signal interrupts once, so a single Ctrl-C would not end the
/// line; reading here lets the interrupt flag end it at once.
private func readCharacter(_ stream: UnsafeMutablePointer<FILE>?) -> Int32 {
    var bytes: [UInt8] = []
    while true {
        if interrupted.load(ordering: .sequentiallyConsistent) { return EOF }
        // Between keys, the prompt may be redrawn: only the first byte of a character waits for one.
        if bytes.isEmpty && !waitForInput() { return EOF }
        if interrupted.load(ordering: .sequentiallyConsistent) { return EOF }
        var byte: UInt8 = 0
        let count = read(STDIN_FILENO, &byte, 1)
        if count < 0 && errno == EINTR { continue }
        guard count == 1 else { return EOF }
        bytes.append(byte)
        let expected =
            switch bytes[0] {
            case 0xF0...0xF7: 4
            case 0xE0...0xEF: 3
            case 0xC0...0xDF: 2
            default: 1
            }
        guard bytes.count == expected else { continue }
        guard let scalar = String(validating: bytes, as: UTF8.self)?.unicodeScalars.first else { return 0xFFFD }
        return Int32(scalar.value)
    }
}

/// The completer, once the pack names it waits for have come or after 5 s: a Tab pressed as the shell starts,
/// on a busy machine, would otherwise complete nothing.
private func completerWithPackNames() -> Completer {
    let deadline = ContinuousClock.now + .seconds(5)
    var completer = currentCompleter.withLock { $0 }
    while completer.awaitsPackNames, ContinuousClock.now < deadline {
        usleep(20_000)
        completer = currentCompleter.withLock { $0 }
    }
    return completer
}

/// libedit's completion hook: computes the candidates for the line so far, then hands them out one by one.
private func completeLine(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    rl_attempted_completion_over = 1
    // What is typed before the cursor, which `end` counts in characters.
    let line = String((rl_line_buffer.map { String(cString: $0) } ?? "").unicodeScalars.prefix(Int(end)))
    let word = text.map { String(cString: $0) } ?? ""
    let (argument, candidates) = completerWithPackNames().candidates(for: line)
    // libedit replaces only the last word; multi-word candidates keep what precedes it.
    let kept = argument.count - word.count
    let shown = candidates.map { String($0.dropFirst(max(0, kept))) }
    guard let only = shown.first else { return nil }
    // libedit puts the first match in place of the word: the one candidate, even one whose accents or capitals differ
    // from those typed; else what the candidates share, unless that is shorter than the word (`an` for `añ`, which
    // matches `añadir` and `anfitrión`): then the word stays as it is typed.
    let shared = shown.dropFirst().reduce(only) { String(zip($0, $1).prefix { $0 == $1 }.map(\.0)) }
    let matches = [shown.count == 1 ? only : shared.count >= word.count ? shared : word] + shown
    // libedit frees the array and its strings with free(); it takes one candidate after the first for one match.
    let array = malloc((matches.count + 1) * MemoryLayout<UnsafeMutablePointer<CChar>?>.stride)!
        .bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: matches.count + 1)
    for (index, match) in matches.enumerated() { array[index] = strdup(match) }
    array[matches.count] = nil
    return array
}
