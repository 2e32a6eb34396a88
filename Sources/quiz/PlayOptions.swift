import ArgumentParser
import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizShell
import QuizStore

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
        Self.environment(
            offline: offline, transports: sources.transports, progress: progress,
            token: sources.token ?? SourceOptions.environmentToken)
    }

    /// The environment of a game on this machine: the user's folders and database, the system clock, the download
    /// cache.
    static func environment(
        offline: Bool, transports: SourceTransports, progress: (@Sendable (DownloadProgress?) -> Void)?,
        token: String?
    ) -> ShellEnvironment {
        let directories = XDGDirectories()
        let database = PlayerDatabase(directories: directories)
        return ShellEnvironment(
            directories: directories, clock: SystemClock(), transports: transports,
            offline: offline, cache: DownloadCache(directories: directories), progress: progress, token: token,
            pictures: .standardOutput(environment: ProcessInfo.processInfo.environment),
            records: database, makeClassRooms: ClassRoomsWiring.live(),
            classResults: { try database.classResults(pin: $0) })
    }
}
