import ArgumentParser
import Foundation
import QuizHTTP
import QuizKit
import QuizShell

/// The options of `quiz run`: where the packs come from, the seed and the language of the scripts.
struct ScriptOptions: ParsableArguments {
    @Option(help: "A folder of packs to play instead of the bundled packs (repeatable).", completion: .directory)
    var packs: [String] = []

    @Option(help: "The base URL of a quiz server to play from, such as http://127.0.0.1:8080.")
    var source: String?

    @Option(help: "The seed of the question order.")
    var seed: UInt64 = ScriptSandbox.defaultSeed

    @Option(help: "The language of the messages: es or en (default: en).")
    var lang: String?

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

    var language: Language { lang.flatMap(Language.init(code:)) ?? .en }

    var packSource: PackSource {
        if let source, let url = URL(string: source) { return .http(url) }
        return .fixture(folders: packFolders(packs))
    }

    var makeHTTPTransport: @Sendable (URL) -> any Transport {
        var configuration = HTTPTransport.Configuration()
        configuration.timeout = .milliseconds(Int(timeout * 1000))
        return { [configuration] _ in HTTPTransport(configuration: configuration) }
    }
}

/// The folders given, or else the bundled packs alone: scripts never see the user's own packs.
func packFolders(_ paths: [String]) -> [URL] {
    paths.isEmpty
        ? [BundledContent.folder].compactMap { $0 } : paths.map { URL(fileURLWithPath: $0, isDirectory: true) }
}
