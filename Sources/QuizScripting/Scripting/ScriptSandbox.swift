import Foundation
import QuizClass
import QuizClient
import QuizCore
import QuizShell

/// A fresh place to run one script so that it runs the same every time: empty XDG folders of its own (history,
/// rotation, the player's database and downloads start empty, and the user's own are left alone), a manual clock, seed 1, English, no
/// colour and no fuzz of practice's intervals unless the script changes them.
public struct ScriptSandbox: Sendable {
    /// The seed of a script's games unless it sets another.
    public static let defaultSeed: UInt64 = 1

    public let directories: XDGDirectories
    /// Stands still until a `ScriptRunner` moves it on.
    public let clock = ManualClock()
    private let folder: URL

    private init() throws(ScriptError) {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-script-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .noSandbox(reason: FileFailure.reason(error))
        }
        directories = XDGDirectories(
            data: folder.appendingPathComponent("data"), state: folder.appendingPathComponent("state"),
            cache: folder.appendingPathComponent("cache"))
    }

    /// Runs `body` in a new sandbox, and removes its folders afterwards.
    public static func run<T>(_ body: (ScriptSandbox) async throws -> T) async throws -> T {
        let sandbox = try ScriptSandbox()
        defer { try? FileManager.default.removeItem(at: sandbox.folder) }
        return try await body(sandbox)
    }

    /// An interpreter over `source` that keeps its files in the sandbox, reads the sandbox's clock and keeps the
    /// player's records in `records`.
    public func interpreter(
        source: SourceAddress, language: Language = .en, seed: UInt64 = defaultSeed, transports: SourceTransports,
        records: any PlayerRecords,
        makeClassRooms: (@Sendable (ClassVenue) async throws -> ClassRooms)? = nil
    ) -> Interpreter {
        let environment = ShellEnvironment(
            directories: directories, clock: clock, transports: transports,
            cache: DownloadCache(folder: directories.downloads), records: records, makeClassRooms: makeClassRooms)
        return Interpreter(
            source: source, settings: ShellSettings(language: language, seed: seed, fuzz: false),
            style: Style(enabled: false),
            environment: environment)
    }

    /// Runs `script` with echo over `source` and returns what it printed: the transcript of the script, but for its
    /// comments, which are not run: the comparison takes a transcript's own (`Transcript.Pattern.comment`).
    public func transcript(
        of script: [String], source: SourceAddress, transports: SourceTransports, records: any PlayerRecords,
        makeClassRooms: (@Sendable (ClassVenue) async throws -> ClassRooms)? = nil
    ) async -> [String] {
        let interpreter = interpreter(
            source: source, transports: transports, records: records, makeClassRooms: makeClassRooms)
        var lines: [String] = []
        let commands = script.filter { !$0.trimmingSpaces.hasPrefix("#") }
        await ScriptRunner(echo: true, clock: clock).run(commands, through: interpreter) { lines.append($0) }
        await interpreter.close()
        return lines
    }
}
