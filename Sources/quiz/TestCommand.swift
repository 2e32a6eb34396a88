import ArgumentParser
import Foundation
import QuizClass
import QuizClient
import QuizCore
import QuizPacks
import QuizScripting
import QuizServer
import QuizShell
import QuizStore

struct TestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Replay transcripts and check that they still print what they say.",
        discussion: """
            A transcript is what "quiz run --echo" prints: lines that start with a prompt ("quiz> ", \
            "quiz [3/16]> ") are commands, blank lines and lines starting with # are the script's own, and every \
            other line is output the commands must print. In expected output, a line "..." matches any number of \
            lines, and a line ending in " (re)" is a regular expression that must match one whole line.

            Each transcript runs as "quiz run" runs a script (seed \(ScriptSandbox.defaultSeed), English, a clock \
            that moves 1 s before each command, empty history), over the bundled packs or --packs, read in this \
            process. With --source fixture, the packs are answered through the fixture transport, as a server \
            answers them; with --source http, each transcript plays from a server of its own, started on a free \
            loopback port with the same packs. \
            A transcript with the line "# replay: original-style" plays, whichever --source, from servers that \
            answer as the original services do: no /packs, every kind at the root, quizzes behind the token \
            "class-token", and the matches' /check on a second port. \
            Prints PASS or FAIL and a unified diff for each, then "N passed, M failed" (SUPERADO, FALLIDO and "N \
            superados, M fallidos" in Spanish). --jobs replays that many transcripts at once (by default as many as \
            there are cores), each in a sandbox of its own, and prints the same, in the same order, as one at a time.

            --update rewrites each transcript that differs with what ran, keeping the "..." and " (re)" lines that \
            still match.

            --report junit=FILE writes a JUnit XML report, one test case per transcript with its diff as the \
            failure; --report tap=FILE writes TAP version 13, and --report tap prints TAP on standard output instead \
            of the lines above (the totals as its last comment). --annotations github also prints each failure on \
            standard error as GitHub's "::error file=F,line=L::message", at the first line that differs.

            Exit status: 0 when every transcript passed, 1 when any failed or a file could not be read or written, \
            64 when the command line is wrong.
            """
    )

    enum Source: String, ExpressibleByArgument, CaseIterable {
        case local, fixture, http
    }

    @Argument(help: "Transcript files, or folders of .session files.", completion: .file(extensions: ["session"]))
    var paths: [String]

    @Flag(help: "Rewrite the transcripts that differ with what ran.")
    var update = false

    @Option(
        help: """
            How the packs are reached: local (read in this process), fixture (a server's answers in-process) or \
            http (a server started for each transcript).
            """)
    var source: Source = .local

    @Option(help: "A folder of packs to play instead of the bundled packs (repeatable).", completion: .directory)
    var packs: [String] = []

    @Option(help: "How many transcripts to replay at once (default: the number of cores).")
    var jobs: Int?

    @OptionGroup var reports: ReportOptions

    @OptionGroup var language: LanguageOption

    func validate() throws {
        let text = language.messages
        if let jobs, jobs < 1 { throw ValidationError(text.badJobs(jobs)) }
        try checkPackFolders(packs, text)
        try reports.check(text)
    }

    func run() async throws {
        let text = language.messages
        let reporter = reports.reporter(named: "quiz test", output: printOut)
        let tests: [TranscriptTest]
        do {
            tests = try TranscriptTest.tests(at: paths)
            try reporter.begin(cases: tests.count, inputs: tests.map(\.name))
        } catch {
            throw failure("error: " + text.scriptError(error))
        }
        let folders = packs.isEmpty ? nil : packFolders(packs)
        let served = PackCatalog(folders: packFolders(packs)).load()
        let source = source
        let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        await TranscriptSuite.run(
            tests, jobs: jobs, update: update, messages: text, reporter: reporter, output: printOut,
            describe: { Self.message($0, text) }, replay: { try await Self.replay($0, source, folders, served) })
        let totals = text.transcriptTotals(passed: reporter.passed, failed: reporter.failed)
        printOut(reporter.ownsStandardOutput ? TAPReport.comment(totals) : totals)
        do { try reporter.finish() } catch { throw failure("error: " + text.scriptError(error)) }
        if reporter.failed > 0 { throw ExitCode(1) }
    }

    /// Why a transcript could not be replayed, in the language of the messages when it is one of quiz's own reasons.
    private static func message(_ error: any Error, _ text: Messages) -> String {
        if let error = error as? ScriptError { return text.scriptError(error) }
        if let error = error as? PackServer.ListenError { return text.listenError(error) }
        return "\(error)"
    }

    /// The HTTP transport of a replay: a failed request is tried again as often as in play, but without play's
    /// pauses between the tries, which would make each refused request wait 0.3 s and change nothing a transcript
    /// shows: a replay keeps its time on the sandbox's manual clock.
    private static let transports: SourceTransports = {
        var configuration = HTTPTransport.Configuration()
        configuration.backoff = .zero
        return .live(configuration)
    }()

    /// Runs a transcript's script in a sandbox of its own, over local packs, the fixture or a server of its own; the
    /// local packs are `folders`, else the bundled ones and those the transcript makes, as in `quiz run`.
    private static func replay(
        _ script: [String], _ source: Source, _ folders: [URL]?, _ served: PackCatalog.Contents
    ) async throws -> [String] {
        return try await ScriptSandbox.run { sandbox in
            let folders = folders ?? PackCatalog.standard(directories: sandbox.directories).folders
            func transcript(
                _ source: SourceAddress, rooms: (@Sendable (ClassVenue) async throws -> ClassRooms)? = nil
            ) async -> [String] {
                await sandbox.transcript(
                    of: script, source: source, transports: transports, records: PlayerDatabase(),
                    makeClassRooms: rooms)
            }
            if script.contains(OriginalStyleServers.directive) {
                return try await OriginalStyleServers.run(packs: served.packs) { await transcript($0) }
            }
            switch source {
            case .local: return await transcript(.local(folders: folders), rooms: ClassRoomsWiring.scripted())
            case .fixture: return await transcript(.fixture(folders: folders), rooms: ClassRoomsWiring.scripted())
            case .http:
                // A new `PackAPI` for each transcript, so that nothing one did on the server (the random quizzes it
                // drew, the quizzes it answered) is seen by the next; its class rooms timed by the transcript's clock.
                let roomClock = ManualClock()
                let api = PackAPI(
                    packs: served.packs, preferredLanguage: Language.en.rawValue, seed: ScriptSandbox.defaultSeed,
                    origins: served.origins, files: served.files)
                let rooms = RoomHub(packs: { api.pack(named: $0) }, clock: roomClock, seed: ScriptSandbox.defaultSeed)
                let server = PackServer(api: api, configuration: .init(port: 0), rooms: rooms, log: { _ in })
                return try await server.serving { url in
                    await transcript(.http(url), rooms: ClassRoomsWiring.scripted(server: url, serverClock: roomClock))
                }
            }
        }
    }
}
