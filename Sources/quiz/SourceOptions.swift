import ArgumentParser
import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizShell
import QuizStore

/// Where the packs come from, for every command that plays: local folders or a server, and its deadline.
struct SourceOptions: ParsableArguments {
    @Option(help: "A folder of packs to play instead of the bundled ones (repeatable).", completion: .directory)
    var packs: [String] = []

    @Option(
        help: "The base URL of a quiz server to play from, such as http://127.0.0.1:8080; a ?token=T is the token."
    )
    var source: String?

    @Option(help: "The token of the quiz routes, sent as ?token= on them only; also QUIZ_TOKEN.")
    var token: String?

    @Option(name: .customLong("quiz-url"), help: "The base URL of the quizzes' API, when not --source's.")
    var quizURL: String?

    @Option(name: .customLong("match-url"), help: "The base URL of the matches' API, when not --source's.")
    var matchURL: String?

    @Option(name: .customLong("check-url"), help: "The base URL of the matches' /check, when not the matches'.")
    var checkURL: String?

    @Option(name: .customLong("book-url"), help: "The URL of the books' API (books at its root), when not --source's.")
    var bookURL: String?

    @Option(name: .customLong("film-url"), help: "The base URL of the films' API, when not --source's.")
    var filmURL: String?

    @Option(help: "Seconds a request to the server may take, up to an hour.")
    var timeout: Double = 10

    private static let longestTimeout: Double = 3600

    /// Refuses these options' values in the words of `text`, from the command's own `validate()`: the option group
    /// is parsed before `--lang`.
    func check(_ text: Messages) throws {
        if let source { try Self.check("--source", source, text) }
        if !packs.isEmpty && source != nil { throw ValidationError(text.packsAndSource) }
        try checkPackFolders(packs, text)
        for (name, value) in namedURLs {
            guard let value else { continue }
            guard source != nil else { throw ValidationError(text.kindURLNeedsSource(name)) }
            try Self.check("--\(name)-url", value, text)
        }
        if let token, token.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError(text.emptySourceToken)
        }
        if token != nil { printError(text.tokenOptionHint(fileOption: false)) }
        if !(timeout > 0 && timeout <= Self.longestTimeout) {
            throw ValidationError(text.badTimeout(timeout, longest: Int(Self.longestTimeout)))
        }
    }

    private static func check(_ option: String, _ value: String, _ text: Messages) throws {
        do throws(ServerAddress.Problem) {
            _ = try ServerAddress.check(value)
        } catch {
            throw ValidationError("\(option): " + text.badServerAddress(error))
        }
    }

    /// The server, or the folders given, or else `standard` (the default folders of the command).
    func address(standard: SourceAddress) -> SourceAddress {
        if let source, let url = URL(string: source) {
            return .http(ServerAddress.splittingToken(url).url, serverOptions)
        }
        if !packs.isEmpty { return .local(folders: packs.map { URL(fileURLWithPath: $0, isDirectory: true) }) }
        return standard
    }

    private var namedURLs: [(String, String?)] {
        [("quiz", quizURL), ("match", matchURL), ("check", checkURL), ("book", bookURL), ("film", filmURL)]
    }

    /// The token (from --token, else the `?token=` of --source, else a non-empty QUIZ_TOKEN) and the URLs of the
    /// kinds that live elsewhere.
    var serverOptions: ServerOptions {
        let sourceToken = source.flatMap(URL.init(string:)).flatMap { ServerAddress.splittingToken($0).token }
        var options = ServerOptions(token: token ?? sourceToken ?? Self.environmentToken)
        for case (let name, let value?) in namedURLs {
            if let url = URL(string: value) { _ = options.setURL(name, url) }
        }
        return options
    }

    /// `QUIZ_TOKEN`, when set and not empty.
    private static var environmentToken: String? {
        ProcessInfo.processInfo.environment["QUIZ_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The environment of a game on this machine from this source: the user's folders and database, the system
    /// clock, the download cache.
    func environment(offline: Bool, progress: (@Sendable (DownloadProgress?) -> Void)?) -> ShellEnvironment {
        let directories = XDGDirectories()
        let database = PlayerDatabase(directories: directories)
        return ShellEnvironment(
            directories: directories, clock: SystemClock(), transports: transports,
            offline: offline, cache: DownloadCache(folder: directories.downloads), progress: progress,
            token: token ?? Self.environmentToken,
            pictures: .standardOutput(environment: ProcessInfo.processInfo.environment),
            records: database, makeClassRooms: ClassRoomsWiring.live(),
            classResults: { try database.classResults(pin: $0) })
    }

    /// The transports of a source whose requests may take `--timeout` seconds.
    var transports: SourceTransports {
        var configuration = HTTPTransport.Configuration()
        configuration.timeout = .milliseconds(Int(timeout * 1000))
        return .live(configuration)
    }
}
