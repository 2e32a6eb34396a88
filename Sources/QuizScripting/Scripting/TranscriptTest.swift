import Foundation
import QuizCore

/// Replays a transcript file and compares what ran with what the file says; with `update`, rewrites the file.
public struct TranscriptTest: Sendable {
    public let file: URL
    /// How messages and the diff call the file: the path as given.
    public let name: String

    public enum Outcome: Sendable, Hashable {
        case passed
        /// The replay differs from the file as the unified diff says, first where `difference` says.
        case failed(diff: [String], difference: TranscriptDifference)
        /// The replay differed as the diff says, and the file now holds it.
        case updated(diff: [String])
    }

    /// Reads the transcript, refuses it when it has no command or a ` (re)` line is not a pattern, gives its script
    /// to `replay` to run with echo, and compares what it printed; `actual` marks what ran in the diff's second
    /// header.
    public func run(update: Bool, actual: String = "actual", replay: ([String]) async throws -> [String])
        async throws -> Outcome
    {
        let transcript = Transcript(lines: try ScriptFile.contents(of: file, named: name))
        guard transcript.lines.contains(where: { if case .command = $0.kind { true } else { false } }) else {
            throw ScriptError.noCommands(path: name)
        }
        for (index, line) in transcript.lines.enumerated() {
            guard case .expression(let source) = line.pattern else { continue }
            do throws(PatternRefusal) {
                _ = try LinearPattern(source)
            } catch {
                throw ScriptError.refusedPattern(path: name, line: index + 1, reason: error)
            }
        }
        let comparison = TranscriptComparison(expected: transcript, actual: try await replay(transcript.script))
        guard let difference = TranscriptDifference(comparison) else { return .passed }
        let diff = comparison.diff(file: name, actual: actual)
        guard update else { return .failed(diff: diff, difference: difference) }
        // A transcript written with CRLF line ends keeps them.
        let read = try? FileBytes.read(file.path, limit: .script)
        let end = read?.firstRange(of: Data("\r\n".utf8)) == nil ? "\n" : "\r\n"
        do {
            try Data(comparison.updated.map { $0 + end }.joined().utf8).write(to: file, options: .atomic)
        } catch {
            throw ScriptError.unwritable(path: name, reason: FileFailure.reason(error))
        }
        return .updated(diff: diff)
    }

    /// The transcripts that `paths` name: each file as given, and the `.session` files of each folder, by name.
    public static func tests(at paths: [String]) throws(ScriptError) -> [TranscriptTest] {
        var tests: [TranscriptTest] = []
        for path in paths {
            var isFolder: ObjCBool = false
            // A file that is missing fails when it is read, as one that cannot be read does.
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                tests.append(TranscriptTest(file: URL(fileURLWithPath: path), name: path))
                continue
            }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: path)
            } catch {
                throw .unreadable(path: path, reason: FileFailure.reason(error))
            }
            let sessions = names.filter { $0.hasSuffix(".session") }.sorted()
            guard !sessions.isEmpty else { throw .noTranscripts(path: path) }
            for session in sessions {
                let name = path.hasSuffix("/") ? path + session : path + "/" + session
                tests.append(TranscriptTest(file: URL(fileURLWithPath: name), name: name))
            }
        }
        return tests
    }
}
