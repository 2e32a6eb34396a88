import ArgumentParser
import Foundation
import QuizShell

/// `--lang`, for the commands whose messages are for a person: the option when given, else the environment's
/// language, as `quiz play` chooses it.
struct LanguageOption: ParsableArguments {
    @Option(help: "The language of the messages: es or en (default: from LC_ALL, LC_MESSAGES or LANG).")
    var lang: String?

    func validate() throws {
        if let lang, Language(code: lang) == nil { throw ValidationError("--lang takes es or en, not \"\(lang)\"") }
    }

    var messages: Messages {
        Messages(language: Language.resolve(option: lang, environment: ProcessInfo.processInfo.environment))
    }
}
