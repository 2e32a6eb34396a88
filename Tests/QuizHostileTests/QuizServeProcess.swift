import Foundation
import QuizTestSupport
import Testing

/// The built `quiz serve --port 0`, run as a process of its own (under `ulimit -n` when given a limit), answering on
/// `host`; killed by `stop`.
final class QuizServeProcess: Sendable {
    /// The debug build of quiz, which `swift build` leaves in the package's `.build`.
    static let builtBinary = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/debug/quiz")

    private let process = Process()
    private let output = Pipe()
    let host: String

    init(binary: URL = builtBinary, packs: URL, fileLimit: Int? = nil, host: String = "localhost") throws {
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build quiz first: swift build")
        self.host = host
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let limit = fileLimit.map { "ulimit -n \($0) && " } ?? ""
        process.arguments = [
            "-c", "\(limit)exec \"$0\" serve --host \"$1\" --port 0 --packs \"$2\" 2>/dev/null", binary.path, host,
            packs.path,
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = nil
        process.environment = environment
        process.standardOutput = output
        try process.start()
    }

    var isRunning: Bool { process.isRunning }

    /// The port from the line `serving 1 pack on http://HOST:PORT`.
    func port() async throws -> Int {
        let handle = output.fileHandleForReading
        let line = try await RawSocket.offThePool { String(decoding: handle.availableData, as: UTF8.self) }
        #expect(line.hasPrefix("serving 1 pack on http://\(host):"), "one pack, in the singular")
        let port = line.split(separator: ":").last.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return try #require(port, "quiz serve said \(line.debugDescription)")
    }

    /// The memory the process holds, from `VmRSS` in `/proc/PID/status`.
    var residentBytes: Int {
        let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }

    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
