import ArgumentParser
import QuizClient
import QuizShell

/// The options of `quiz play`: where the packs come from, the seed, the language, offline play.
struct PlayOptions: ParsableArguments {
    @OptionGroup var sources: SourceOptions

    @Option(help: "The seed of the question order, to replay the same game.")
    var seed: UInt64?

    @Option(help: "The language of the messages: es or en (default: from LC_ALL or LANG).")
    var lang: String?

    @Flag(help: "Play from the copies downloaded earlier, without the network.")
    var offline = false

    @OptionGroup var pictures: ImagesOption

    func validate() throws {
        if let lang, Language(code: lang) == nil { throw ValidationError("--lang takes es or en, not \"\(lang)\"") }
    }

    var address: SourceAddress { sources.address(standard: .standard()) }

    func environment(progress: (@Sendable (DownloadProgress?) -> Void)? = nil) -> ShellEnvironment {
        sources.environment(offline: offline, progress: progress)
    }
}
