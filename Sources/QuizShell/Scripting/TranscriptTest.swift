import Foundation

/// Replays a transcript file and compares what ran with what the file says; with `update`, rewrites the file.
public struct TranscriptTest: Sendable {
    public let file: URL
    /// How messages and the diff call the file: the path as given.
    public let name: String

    public init(file: URL, name: String) {
        self.file = file
        self.name = name
    }

    public enum Outcome: Sendable, Hashable {
        case passed
        /// The replay differs from the file as the unified diff says.
        case failed(diff: [String])
        /// The replay differed as the diff says, and the file now holds it.
        case updated(diff: [String])
    }

    /// Reads the transcript, gives its script to `replay` to run with echo, and compares what it printed; the diff's
    /// headers are in `language`.
    public func run(
        update: Bool, language: Language = .en, replay: ([String]) async throws -> [String]
    ) async throws -> Outcome {
        let transcript = Transcript(lines: try ScriptFile.contents(of: file, named: name))
        let comparison = TranscriptComparison(expected: transcript, actual: try await replay(transcript.script))
        if comparison.matches { return .passed }
        let diff = comparison.diff(file: name, actual: Messages(language: language).actualRun)
        guard update else { return .failed(diff: diff) }
        do {
            try Data(comparison.updated.map { $0 + "\n" }.joined().utf8).write(to: file, options: .atomic)
        } catch {
            throw ScriptError.unwritable(path: name, reason: ScriptFile.reason(error))
        }
        return .updated(diff: diff)
    }

    /// Replays each transcript with `replay`, as `quiz test` does: writes to `output` its verdict (`PASS NAME`,
    /// `FAIL NAME`, `UPDATED NAME`) and diff, or why it could not run (worded by `describe`), then the totals, in
    /// `language`. Whether every one passed.
    public static func run(
        _ tests: [TranscriptTest], update: Bool, language: Language, replay: ([String]) async throws -> [String],
        describe: (any Error) -> String, output: (String) -> Void
    ) async -> Bool {
        let text = Messages(language: language)
        var passed = 0
        for test in tests {
            do {
                switch try await test.run(update: update, language: language, replay: replay) {
                case .passed:
                    output("\(text.transcriptPassed) \(test.name)")
                    passed += 1
                case .updated(let diff):
                    output("\(text.transcriptUpdated) \(test.name)")
                    diff.forEach(output)
                    passed += 1
                case .failed(let diff):
                    output("\(text.transcriptFailed) \(test.name)")
                    diff.forEach(output)
                }
            } catch {
                output("\(text.transcriptFailed) \(test.name)")
                output("error: " + describe(error))
            }
        }
        output(text.transcriptTotals(passed: passed, failed: tests.count - passed))
        return passed == tests.count
    }

    /// The transcripts that `paths` name: each file as given, and the `.session` files of each folder, by name.
    public static func tests(at paths: [String]) throws(ScriptError) -> [TranscriptTest] {
        var tests: [TranscriptTest] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw .unreadable(path: path, reason: "no such file or directory")
            }
            guard isFolder.boolValue else {
                tests.append(TranscriptTest(file: URL(fileURLWithPath: path), name: path))
                continue
            }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: path)
            } catch {
                throw .unreadable(path: path, reason: ScriptFile.reason(error))
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
