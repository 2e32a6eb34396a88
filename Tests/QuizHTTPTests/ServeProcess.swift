import Foundation
import QuizTestSupport
import Synchronization

/// `quiz serve --port 0` in a process of its own, its output read as it comes.
final class ServeProcess: Sendable {
    private let process = Process()
    private let output = Collected()
    private let errorText = Collected()

    private final class Collected: Sendable {
        private let text = Mutex("")
        func append(_ data: Data) { text.withLock { $0 += String(decoding: data, as: UTF8.self) } }
        var value: String { text.withLock { $0 } }
    }

    /// `language` is that of the environment (`LANG`).
    init(binary: URL, home: URL, arguments: [String], language: String = "C.UTF-8") throws {
        process.executableURL = binary
        process.arguments = ["serve", "--port", "0"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        (environment["LANG"], environment["LC_ALL"], environment["LC_MESSAGES"]) = (language, nil, nil)
        process.environment = environment
        let (outputPipe, errorPipe) = (Pipe(), Pipe())
        let (output, errorText) = (self.output, self.errorText)
        outputPipe.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
        errorPipe.fileHandleForReading.readabilityHandler = { errorText.append($0.availableData) }
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        process.standardInput = FileHandle.nullDevice
        try process.start()
    }

    var errors: String { errorText.value }

    /// The address the server says it serves on, once it says it (within a minute), or nil if it stopped first.
    func address() async -> URL? {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning {
            let text = output.value
            if let range = text.range(of: "http://127\\.0\\.0\\.1:[0-9]+", options: .regularExpression) {
                return URL(string: String(text[range]))
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return nil
    }

    /// Asks the server to end, without waiting for it.
    func stop() {
        if process.isRunning { process.terminate() }
    }

    /// Kills the server as a crash or a pulled plug would, and waits for it to be gone.
    func kill() async {
        if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
        await process.exited()
    }
}
