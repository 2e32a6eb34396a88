import Foundation
import QuizTestSupport

/// A server on 127.0.0.1 that lists one pack, `mundial-2022`, only after `delay` seconds: Python's `http.server`
/// in a process of its own, so that the slowness is a real network's and not the test's.
final class SlowPackListServer {
    let url: String
    private let process = Process()
    private let answered: URL

    init(delay: Double) async throws {
        answered = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-answered-\(UUID().uuidString)")
        let script = """
            import http.server, sys, time
            class Handler(http.server.BaseHTTPRequestHandler):
                def do_GET(self):
                    time.sleep(\(delay))
                    if self.path.split("?")[0] != "/packs":
                        self.send_error(404)
                        return
                    body = b'[{"name":"mundial-2022","kind":"match","title":"Mundial 2022","language":"es","count":16}]'
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                    open(sys.argv[1], "w").close()
                def log_message(self, *arguments):
                    pass
            server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
            print(server.server_address[1], flush=True)
            server.serve_forever()
            """
        let output = answered.appendingPathExtension("port")
        defer { try? FileManager.default.removeItem(at: output) }
        try Data().write(to: output)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, answered.path]
        process.standardOutput = try FileHandle(forWritingTo: output)
        try process.start()
        let deadline = ContinuousClock.now + .seconds(60)
        var line = ""
        while !line.contains("\n"), process.isRunning, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
            line = try String(contentsOf: output, encoding: .utf8)
        }
        guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(process.processIdentifier, SIGKILL)
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "no port from: \(line)"])
        }
        url = "http://127.0.0.1:\(port)"
    }

    /// Whether the pack list has been sent.
    var hasAnswered: Bool { FileManager.default.fileExists(atPath: answered.path) }

    /// Ends the server. SIGKILL, because a process started from the test runner inherits its blocked SIGTERM.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: answered)
    }
}
