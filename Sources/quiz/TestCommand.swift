import ArgumentParser
import Foundation
import QuizAPI
import QuizCore
import QuizHTTP
import QuizPacks
import QuizShell
import QuizStore

struct TestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test", _superCommandName: "quiz",
        abstract: "Replay transcripts and check that they still print what they say.",
        discussion: """
            A transcript is what "quiz run --echo" prints: lines that start with a prompt ("quiz> ", \
            "quiz [3/16]> ") are commands, blank lines and lines starting with # are the script's own, and every \
            other line is output the commands must print. In expected output, a line "..." matches any number of \
            lines, and a line ending in " (re)" is a regular expression that must match one whole line.

            Each transcript runs as "quiz run" runs a script (seed \(ScriptSandbox.defaultSeed), English, a clock \
            that moves 1 s before each command, empty history), over the bundled packs or --packs. With --source \
            http, each one plays from a server of its own, started on a free loopback port with the same packs. \
            A transcript with the line "# replay: original-style" plays, whichever --source, from servers that \
            answer as the original services do: no /packs, every kind at the root, quizzes behind the token \
            "class-token", and the matches' /check on a second port. \
            Prints PASS or FAIL and a unified diff for each, then "N passed, N failed" (SUPERADO, FALLIDO and "N \
            superados, N fallidos" in Spanish); exits 1 when any failed.

            --update rewrites each transcript that differs with what ran, keeping the "..." and " (re)" lines that \
            still match.
            """
    )

    enum Source: String, ExpressibleByArgument, CaseIterable {
        case fixture, http
    }

    @Argument(help: "Transcript files, or folders of .session files.", completion: .file(extensions: ["session"]))
    var paths: [String]

    @Flag(help: "Rewrite the transcripts that differ with what ran.")
    var update = false

    @Option(help: "How the packs are reached: fixture (in-process) or http (a server started for each transcript).")
    var source: Source = .fixture

    @Option(help: "A folder of packs to play instead of the bundled packs (repeatable).", completion: .directory)
    var packs: [String] = []

    @OptionGroup var language: LanguageOption

    func run() async throws {
        let text = language.messages
        let tests: [TranscriptTest]
        do {
            tests = try TranscriptTest.tests(at: paths)
        } catch {
            printError("error: " + text.scriptError(error))
            throw ExitCode(1)
        }
        let folders = packFolders(packs)
        let served = PackCatalog(folders: folders).load()
        let passed = await TranscriptTest.run(
            tests, update: update, language: text.language, replay: { try await replay($0, folders, served) },
            describe: { message($0, text) }, output: printOut)
        if !passed { throw ExitCode(1) }
    }

    /// Why a transcript could not be replayed, in the language of the messages when it is one of quiz's own reasons.
    private func message(_ error: any Error, _ text: Messages) -> String {
        if let error = error as? ScriptError { return text.scriptError(error) }
        if let error = error as? PackServer.ListenError { return text.listenError(error) }
        return "\(error)"
    }

    /// Runs a transcript's script in a sandbox of its own, over the fixture or over a server of its own.
    private func replay(_ script: [String], _ folders: [URL], _ served: PackCatalog.Contents) async throws -> [String] {
        let makeHTTPTransport: @Sendable (URL) -> any Transport = { _ in HTTPTransport() }
        return try await ScriptSandbox.run { sandbox in
            if script.contains(OriginalStyleServers.directive) {
                return try await OriginalStyleServers.run(
                    packs: served.packs, language: .en, seed: ScriptSandbox.defaultSeed
                ) {
                    await sandbox.transcript(
                        of: script, source: $0, makeHTTPTransport: makeHTTPTransport,
                        records: PlayerDatabase())
                }
            }
            switch source {
            case .fixture:
                return await sandbox.transcript(
                    of: script, source: .fixture(folders: folders), makeHTTPTransport: makeHTTPTransport,
                    records: PlayerDatabase())
            case .http:
                return try await withLoopbackPackServer(packs: served, language: .en, seed: ScriptSandbox.defaultSeed) {
                    await sandbox.transcript(
                        of: script, source: .http($0), makeHTTPTransport: makeHTTPTransport,
                        records: PlayerDatabase())
                }
            }
        }
    }
}
