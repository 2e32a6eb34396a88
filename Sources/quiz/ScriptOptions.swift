import ArgumentParser
import Foundation
import QuizClient
import QuizPacks
import QuizScripting
import QuizShell

/// The options of `quiz run`: where the packs come from, the seed and the language of the scripts.
struct ScriptOptions: ParsableArguments {
    @OptionGroup var sources: SourceOptions

    @Option(help: "The seed of the question order.")
    var seed: UInt64 = ScriptSandbox.defaultSeed

    @Option(
        help: """
            The language of the scripts and of the messages: es or en (default: the scripts play in English, and \
            run's own messages follow LC_ALL, LC_MESSAGES or LANG).
            """)
    var lang: String?

    func validate() throws {
        try LanguageOption.check(lang)
        try sources.check(messages)
    }

    /// The language the scripts play in: English unless `--lang`, so that a script runs the same on every machine.
    var language: Language { lang.flatMap(Language.init(code:)) ?? .en }

    /// The language of `quiz run`'s own messages, such as a file it cannot read: `--lang`, else the environment's.
    var messages: Messages { Messages(lang: lang) }

    /// Scripts never see the user's own packs: unless told otherwise, the bundled ones and those a script makes in
    /// its sandbox, as the shell plays the bundled packs and the player's own.
    func address(in sandbox: ScriptSandbox) -> SourceAddress {
        sources.address(standard: .standard(directories: sandbox.directories))
    }
}

/// The folders given, or else the bundled packs alone.
func packFolders(_ paths: [String]) -> [URL] {
    paths.isEmpty
        ? [BundledContent.folderOrBuiltIn] : paths.map { URL(fileURLWithPath: $0, isDirectory: true) }
}

/// Refuses a `--packs` path that is missing or not a folder, in the words of `text`.
func checkPackFolders(_ paths: [String], _ text: Messages) throws {
    for path in paths {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ValidationError("--packs: " + text.noSuchFolder(path))
        }
        guard isFolder.boolValue else { throw ValidationError("--packs: " + text.notAFolder(path)) }
    }
}
