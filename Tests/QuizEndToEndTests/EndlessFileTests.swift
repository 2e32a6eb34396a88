import Foundation
import Testing

@Suite("File arguments that never end or are too large: refused at once with a sentence naming the file and limit")
struct EndlessFileTests {
    private let quiz: BuiltQuiz
    private var folder: TemporaryFolder { quiz.folder }

    init() throws {
        quiz = try BuiltQuiz()
    }

    /// A file of `size` bytes that takes no room on disk: a hole, read as zeros.
    private func sparseFile(_ name: String, size: Int) throws -> String {
        let path = folder.url.appendingPathComponent(name).path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(size)) == 0)
        return path
    }

    /// Runs quiz, and expects it to have ended within two seconds.
    private func quickly(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) async throws
        -> QuizProcess
    {
        let run = try await QuizProcess(arguments, in: folder.url, home: folder.url.appendingPathComponent("home"))
        #expect(run.duration < .seconds(2), sourceLocation: sourceLocation)
        return run
    }

    @Test("/dev/zero as a script, a transcript, a pack, an import or a token file is refused as a device")
    func devZero() async throws {
        let device = "it is not a regular file but a device or a pipe"
        let run = try await quickly("run", "/dev/zero")
        #expect(run.status != 0)
        #expect(run.stderr == "error: cannot read /dev/zero: \(device)\n")
        let test = try await quickly("test", "/dev/zero")
        #expect(test.status != 0)
        #expect(test.stdout.contains("error: cannot read /dev/zero: \(device)"))
        let validate = try await quickly("validate", "/dev/zero")
        #expect(validate.status == 1)
        #expect(validate.stderr.contains("/dev/zero: cannot be read: \(device)"))
        let imported = try await quickly("import", "/dev/zero")
        #expect(imported.status == 1)
        #expect(imported.stderr.contains("/dev/zero: cannot be read: \(device)"))
        #expect(!imported.stderr.contains("check the path"))
        let serve = try await quickly("serve", "--port", "0", "--token-file", "/dev/zero")
        #expect(serve.status != 0)
        #expect(serve.stderr.contains("--token-file /dev/zero: cannot read it (\(device))"))
        #expect(!serve.stderr.contains("permission denied"))
    }

    @Test("a named pipe with no writer is refused rather than waited on")
    func namedPipe() async throws {
        let pipe = folder.url.appendingPathComponent("script.fifo").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let run = try await quickly("run", pipe)
        #expect(run.stderr == "error: cannot read \(pipe): it is not a regular file but a device or a pipe\n")
    }

    @Test("files over their limit are refused by their size, before a byte is read")
    func overTheLimit() async throws {
        let script = try sparseFile("huge.quiz", size: 16 << 20 + 1)
        let run = try await quickly("run", script)
        #expect(run.stderr == "error: cannot read \(script): it is over 16 MiB, the limit for a script or transcript\n")
        let transcript = try sparseFile("huge.session", size: 16 << 20 + 1)
        let test = try await quickly("test", transcript)
        #expect(test.stdout.contains("\(transcript): it is over 16 MiB, the limit for a script or transcript"))
        let pack = try sparseFile("huge.json", size: 64 << 20 + 1)
        let validate = try await quickly("validate", pack)
        #expect(validate.stderr.contains("\(pack): cannot be read: it is over 64 MiB, the limit for a pack file"))
        let questions = try sparseFile("huge.gift", size: 256 << 20 + 1)
        let imported = try await quickly("import", questions)
        #expect(
            imported.stderr.contains("\(questions): cannot be read: it is over 256 MiB, the limit for a file to import")
        )
        let tokens = try sparseFile("tokens", size: 1 << 20 + 1)
        let serve = try await quickly("serve", "--port", "0", "--token-file", tokens)
        #expect(
            serve.stderr.contains(
                "--token-file \(tokens): cannot read it (it is over 1 MiB, the limit for a token file)"))
    }

    @Test("the limit's sentence is in Spanish when the messages are")
    func spanish() async throws {
        let script = try sparseFile("enorme.quiz", size: 16 << 20 + 1)
        let run = try await quiz.run(["run", script], variables: ["LANG": "es_ES.UTF-8"])
        #expect(run.stderr.contains("pasa de 16 MiB, el límite para un guion o una transcripción"))
    }
}
