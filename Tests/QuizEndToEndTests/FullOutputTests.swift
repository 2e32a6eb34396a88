import Foundation
import QuizTestSupport
import Testing

/// Standard output on a full disk (`/dev/full`): what was printed is lost, so the command fails and says so.
@Suite("quiz with standard output on a full disk")
struct FullOutputTests {
    private let quiz: BuiltQuiz

    init() throws {
        quiz = try BuiltQuiz()
    }

    /// Runs `quiz ARGUMENTS > /dev/full` in the test's folder, in `language`.
    private func intoFullDisk(_ arguments: [String], language: String = "C.UTF-8") async throws -> ProgramOutput {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #""$0" "$@" > /dev/full"#, QuizProcess.binary.path] + arguments
        process.currentDirectoryURL = quiz.folder.url
        var environment = ProcessInfo.processInfo.environment
        for variable in ["XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"] {
            environment[variable] = quiz.folder.url.appendingPathComponent(variable).path
        }
        (environment["LANG"], environment["LC_ALL"], environment["LC_MESSAGES"]) = (language, nil, nil)
        process.environment = environment
        return try await process.outputUntilExit()
    }

    @Test("quiz run, quiz export and --help end with 1 and the reason, the totals line before it")
    func everyCommandSaysItsOutputIsLost() async throws {
        try quiz.folder.write("load films\nplay 1\nyes\n", to: "films.quiz")
        let lost = "error: cannot write <stdout>: no space left on device\n"
        let run = try await intoFullDisk(["run", "--echo", "films.quiz"])
        #expect(run.status == 1 && run.stderr.hasSuffix(" passed, 0 failed\n" + lost))
        let tap = try await intoFullDisk(["run", "--report", "tap", "films.quiz"])
        #expect(tap.status == 1 && tap.stderr.hasSuffix(lost))
        let exported = try await intoFullDisk(["export", "films", "--format", "gift"])
        #expect(exported.status == 1 && exported.stderr == lost)
        #expect(try await intoFullDisk(["--help"]).stderr == lost)
        let spanish = try await intoFullDisk(["export", "films"], language: "es_ES.UTF-8")
        #expect(spanish.stderr == "error: no se puede escribir <salida estándar>: no queda espacio en el disco\n")
    }

    @Test func aCommandWhoseOutputIsWrittenExitsZero() async throws {
        #expect(try await quiz("export", "films", "--format", "gift").status == 0)
    }
}
