import ArgumentParser
import Foundation
import QuizHTTP
import QuizKit
import QuizShell

/// The options every command that plays shares: where the packs come from, the seed, the language.
struct PlayOptions: ParsableArguments {
    @Option(
        help: "A folder of packs to play instead of the bundled and user packs (repeatable).", completion: .directory)
    var packs: [String] = []

    @Option(help: "The base URL of a quiz server to play from, such as http://127.0.0.1:8080.")
    var source: String?

    @Option(help: "The seed of the question order, to replay the same game.")
    var seed: UInt64?

    @Option(help: "The language of the messages: es or en (default: from LC_ALL or LANG).")
    var lang: String?

    @Flag(help: "Play from the copies downloaded earlier, without the network.")
    var offline = false

    @Option(help: "Seconds a request to the server may take.")
    var timeout: Double = 10

    func validate() throws {
        if let lang, Language(code: lang) == nil { throw ValidationError("--lang takes es or en, not \"\(lang)\"") }
        if let source, URL(string: source)?.host == nil || !source.lowercased().hasPrefix("http") {
            throw ValidationError("--source takes a URL such as http://127.0.0.1:8080, not \"\(source)\"")
        }
        if !packs.isEmpty && source != nil { throw ValidationError("use --packs or --source, not both") }
        if timeout <= 0 { throw ValidationError("--timeout must be above 0") }
    }

    var packSource: PackSource {
        if let source, let url = URL(string: source) { return .http(url) }
        if !packs.isEmpty { return .fixture(folders: packs.map { URL(fileURLWithPath: $0, isDirectory: true) }) }
        return .standard()
    }

    func environment(clock: any GameClock = SystemClock(), progress: (@Sendable (DownloadProgress) -> Void)? = nil)
        -> ShellEnvironment
    {
        let directories = XDGDirectories()
        var configuration = HTTPTransport.Configuration()
        configuration.timeout = .milliseconds(Int(timeout * 1000))
        return ShellEnvironment(
            directories: directories, clock: clock,
            makeHTTPTransport: { [configuration] _ in HTTPTransport(configuration: configuration) },
            offline: offline, cache: DownloadCache(directories: directories), progress: progress)
    }
}
