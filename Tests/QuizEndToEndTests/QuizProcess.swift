import Foundation
import QuizTestSupport
import Testing

/// The built `quiz` run once as a process: its exit status, standard output and standard error.
///
/// Every run gets XDG folders of its own in `home`, so that no test reads or writes the user's files.
struct QuizProcess {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let binary = packageRoot.appendingPathComponent(".build/debug/quiz")

    var status: Int32 = 0
    var stdout = ""
    var stderr = ""
    /// From the program's start to its end.
    var duration = Duration.zero

    /// Runs `quiz ARGUMENTS` in `directory` with `input` on standard input, and waits for it to end; the language
    /// is English (`LANG=C.UTF-8`) unless `variables` say otherwise.
    init(
        _ arguments: [String], input: String = "", in directory: URL, home: URL, variables: [String: String] = [:]
    ) async throws {
        try await self.init(arguments, bytes: Data(input.utf8), in: directory, home: home, variables: variables)
    }

    /// Runs `quiz ARGUMENTS` as `init(_:input:in:home:variables:)` does, with `bytes` on standard input.
    init(
        _ arguments: [String], bytes: Data, in directory: URL, home: URL, variables: [String: String] = [:]
    ) async throws {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        for (variable, folder) in [("XDG_DATA_HOME", "data"), ("XDG_STATE_HOME", "state"), ("XDG_CACHE_HOME", "cache")]
        {
            environment[variable] = home.appendingPathComponent(folder).path
        }
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = nil
        environment["LC_MESSAGES"] = nil
        environment.merge(variables) { _, given in given }
        process.environment = environment
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let output = try await process.outputUntilExit(input: bytes)
        (status, stdout, stderr, duration) = (output.status, output.stdout, output.stderr, output.duration)
    }
}

/// The built `quiz`, run in a temporary folder of one test's own with its XDG folders under `home`.
struct BuiltQuiz {
    let folder: TemporaryFolder

    init(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: QuizProcess.binary.path),
            "build quiz first: swift build --build-tests", sourceLocation: sourceLocation)
        folder = try TemporaryFolder()
    }

    /// Runs `quiz ARGUMENTS` with `input` on standard input and waits for it to end.
    func callAsFunction(_ arguments: String..., input: String = "") async throws -> QuizProcess {
        try await QuizProcess(arguments, input: input, in: folder.url, home: folder.url.appendingPathComponent("home"))
    }

    /// Runs `quiz ARGUMENTS` with the environment variables given, such as `LANG`, and waits for it to end.
    func run(_ arguments: [String], variables: [String: String], input: String = "") async throws -> QuizProcess {
        try await QuizProcess(
            arguments, input: input, in: folder.url, home: folder.url.appendingPathComponent("home"),
            variables: variables)
    }
}

/// A temporary folder for one test, removed when the test ends.
final class TemporaryFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-e2e-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` to the file `name` in the folder, and returns its URL.
    @discardableResult
    func write(_ text: String, to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }
}
