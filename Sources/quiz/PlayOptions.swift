import ArgumentParser
import Foundation
import QuizClient
import QuizShell

/// The options of `quiz play`: where the packs come from, the seed, the language, offline play.
struct PlayOptions: ParsableArguments {
    @OptionGroup var sources: SourceOptions

    @Option(help: "The seed of the question order, to replay the same game.")
    var seed: UInt64?

    @Option(help: "The language of the messages: es or en (default: from LC_ALL, LC_MESSAGES or LANG).")
    var lang: String?

    @Flag(help: "Play from the copies downloaded earlier, without the network.")
    var offline = false

    @OptionGroup var pictures: ImagesOption

    func validate() throws {
        let text = Messages(lang: lang)
        try pictures.check(text)
        try LanguageOption.check(lang)
        try sources.check(text)
    }

    var address: SourceAddress { sources.address(standard: .standard()) }

    /// Plays in the shell on this process's terminal, `firstCommand` typed first; ends with the shell's exit status.
    func play(firstCommand: String? = nil) async throws {
        let status = await REPL.play(
            source: address, seed: seed, lang: lang, images: pictures.mode, firstCommand: firstCommand,
            environment: { sources.environment(offline: offline, progress: $0) })
        if status != 0 { throw ExitCode(status) }
    }
}
