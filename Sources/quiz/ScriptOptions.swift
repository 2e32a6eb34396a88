import ArgumentParser
import Foundation
import QuizKit
import QuizShell

/// The options of `quiz run`: where the packs come from, the seed and the language of the scripts.
struct ScriptOptions: ParsableArguments {
    @OptionGroup var sources: SourceOptions

    @Option(help: "The seed of the question order.")
    var seed: UInt64 = ScriptSandbox.defaultSeed

    @Option(help: "The language of the messages: es or en (default: en).")
    var lang: String?

    func validate() throws {
        if let lang, Language(code: lang) == nil { throw ValidationError("--lang takes es or en, not \"\(lang)\"") }
    }

    var language: Language { lang.flatMap(Language.init(code:)) ?? .en }

    /// Scripts never see the user's own packs: the bundled ones unless told otherwise.
    var packSource: PackSource { sources.packSource(standard: .fixture(folders: packFolders([]))) }

    var makeHTTPTransport: @Sendable (URL) -> any Transport { sources.makeHTTPTransport }
}

/// The folders given, or else the bundled packs alone.
func packFolders(_ paths: [String]) -> [URL] {
    paths.isEmpty
        ? [BundledContent.folderOrBuiltIn] : paths.map { URL(fileURLWithPath: $0, isDirectory: true) }
}
