import ArgumentParser
import Foundation
import QuizHTTP
import QuizKit

/// Where the packs come from, for every command that plays: local folders or a server, and its deadline.
struct SourceOptions: ParsableArguments {
    @Option(help: "A folder of packs to play instead of the bundled ones (repeatable).", completion: .directory)
    var packs: [String] = []

    @Option(help: "The base URL of a quiz server to play from, such as http://127.0.0.1:8080.")
    var source: String?

    @Option(help: "Seconds a request to the server may take, up to an hour.")
    var timeout: Double = defaultTimeout

    /// The `--timeout` when none is given, in seconds.
    static let defaultTimeout: Double = 10

    /// The longest `--timeout`, in seconds.
    private static let longestTimeout: Double = 3600

    func validate() throws {
        if let source, URL(string: source)?.host == nil || !source.lowercased().hasPrefix("http") {
            throw ValidationError("--source takes a URL such as http://127.0.0.1:8080, not \"\(source)\"")
        }
        if !packs.isEmpty && source != nil { throw ValidationError("use --packs or --source, not both") }
        if !(timeout > 0 && timeout <= Self.longestTimeout) {
            throw ValidationError(
                "--timeout takes seconds above 0 and up to \(Int(Self.longestTimeout)), not \(timeout)")
        }
    }

    /// The server, or the folders given, or else `standard` (the default folders of the command).
    func packSource(standard: PackSource) -> PackSource {
        if let source, let url = URL(string: source) { return .http(url) }
        if !packs.isEmpty { return .fixture(folders: packs.map { URL(fileURLWithPath: $0, isDirectory: true) }) }
        return standard
    }

    var makeHTTPTransport: @Sendable (URL) -> any Transport { Self.makeHTTPTransport(timeout: timeout) }

    /// Makes the HTTP transports of a source whose requests may take `timeout` seconds.
    static func makeHTTPTransport(timeout: Double) -> @Sendable (URL) -> any Transport {
        var configuration = HTTPTransport.Configuration()
        configuration.timeout = .milliseconds(Int(timeout * 1000))
        return { [configuration] _ in HTTPTransport(configuration: configuration) }
    }
}
