import ArgumentParser
import Foundation
import QuizShell

/// `--lang`, for the commands whose messages are for a person: the option when given, else the environment's
/// language, as `quiz play` chooses it.
struct LanguageOption: ParsableArguments {
    @Option(help: "The language of the messages: es or en (default: from LC_ALL, LC_MESSAGES or LANG).")
    var lang: String?

    func validate() throws {
        try Self.check(lang)
    }

    /// Refuses a `--lang` that is neither es nor en, for the commands whose `--lang` says more in its help.
    static func check(_ lang: String?) throws {
        if let lang, Language(code: lang) == nil { throw ValidationError("--lang takes es or en, not \"\(lang)\"") }
    }

    var messages: Messages { Messages(lang: lang) }
}

extension Messages {
    /// The messages in the language of `--lang`, else in the environment's.
    init(lang: String?) {
        self.init(language: Language.resolve(option: lang, environment: ProcessInfo.processInfo.environment))
    }
}
