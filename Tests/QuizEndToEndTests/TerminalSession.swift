import Foundation
import QuizTestSupport
import Testing

/// The built `quiz` running in a real terminal: a tmux session that tests type into and read from.
final class TerminalSession {
    static let binary = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/debug/quiz")

    private let socket = "quiz-test-\(UUID().uuidString)"
    private let name = "quiz"

    /// Starts `quiz ARGUMENTS` with `environment` in a terminal `columns` wide and `rows` high; when it ends, the
    /// pane shows `EXITED <status>`. In `jobControl`, it is typed into an interactive bash, whose Ctrl-Z and `fg`
    /// stop it and bring it back, and whose prompt comes back when it ends.
    init(
        arguments: [String], environment: [String: String], columns: Int = 100, rows: Int = 40,
        jobControl: Bool = false
    ) throws {
        let assignments = environment.map { "\($0.key)=\(Self.quoted($0.value))" }.joined(separator: " ")
        let command =
            "env \(assignments) \(Self.quoted(Self.binary.path)) \(arguments.map(Self.quoted).joined(separator: " "))"
        let shell =
            jobControl ? "env HISTFILE= PS1='$ ' bash --norc --noprofile -i" : command + "; echo EXITED $?; sleep 60"
        try tmux(["new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", shell])
        if jobControl { try send(command, "Enter") }
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    static var isAvailable: Bool { system("tmux -V >/dev/null 2>&1") == 0 }

    /// Types text, or keys such as `Tab`, `Up`, `C-c`, `C-d`, `Enter`.
    func send(_ keys: String..., literally: Bool = false) throws {
        try tmux(["send-keys", "-t", name] + (literally ? ["-l"] : []) + keys)
    }

    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", name, "-l", text])
    }

    /// Pastes `text` as a terminal does, through a tmux buffer: for text too long to type.
    func paste(_ text: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(text.utf8).write(to: file)
        try tmux(["load-buffer", file.path])
        try tmux(["paste-buffer", "-d", "-t", name])
    }

    var screen: String {
        (try? tmux(["capture-pane", "-p", "-t", name])) ?? ""
    }

    /// Every line the pane has shown, those scrolled off the screen too.
    var scrollback: String {
        (try? tmux(["capture-pane", "-p", "-S", "-", "-t", name])) ?? ""
    }

    /// The screen with its colours, as `capture-pane -e` gives it: SGR escape sequences among the text.
    var colouredScreen: String {
        (try? tmux(["capture-pane", "-p", "-e", "-t", name])) ?? ""
    }

    /// Waits until the screen shows `text`; returns whether it did within the time allowed: by default a minute, which
    /// only a failure waits out, as a program started among the hundreds of a test run can take seconds to show
    /// anything. It suspends rather than blocking a thread, so that other tests run meanwhile.
    @discardableResult
    func waitUntilShown(_ text: String, seconds: Double = 60) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if screen.contains(text) { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    /// Runs tmux through `system`, while no other test starts a program: the tmux server that the first call starts
    /// outlives the call and keeps every descriptor it inherited, which would keep a `Process` waiting for good.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let command = (["tmux", "-L", socket] + arguments).map(Self.quoted).joined(separator: " ")
        let status = ProgramLaunch.serially { system("\(command) </dev/null >\(Self.quoted(output.path)) 2>/dev/null") }
        guard status == 0 else { throw TmuxError(command: command, status: status) }
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }

    struct TmuxError: Error, CustomStringConvertible {
        let command: String
        let status: Int32
        var description: String { "\(command) exited with \(status)" }
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
