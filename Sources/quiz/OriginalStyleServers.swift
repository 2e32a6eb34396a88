import QuizClient
import QuizCore
import QuizScripting
import QuizServer
import QuizShell

/// Servers that answer as the original services do, for transcripts that play from them: one server with every
/// kind at the root (the quizzes behind `token`) and no pack list, and a second one, on another port, that
/// answers only the matches' `/check`, as the exam puts it on another host.
///
/// A transcript asks for them with a line `# replay: original-style` and then runs over
/// `.http(server, token=token check=second)`, whichever `--source` `quiz test` was given.
enum OriginalStyleServers {
    /// The directive line of a transcript that plays from original-style servers.
    static let directive = "# replay: original-style"
    /// The token the quiz routes of these servers accept.
    static let token = "class-token"

    /// Starts both servers on free loopback ports, in English and with a script's seed, gives `body` the source that
    /// plays from them, and stops them.
    static func run<T>(packs: [Pack], _ body: (SourceAddress) async throws -> T) async throws -> T {
        let (language, seed) = (Language.en.rawValue, ScriptSandbox.defaultSeed)
        let main = PackAPI(
            packs: packs, tokens: [token], preferredLanguage: language, seed: seed,
            layout: .original(kinds: Set(ItemKind.originals), matchCheck: false))
        let check = PackAPI(
            packs: packs, preferredLanguage: language, seed: seed, layout: .original(kinds: [], matchCheck: true))
        return try await PackServer(api: main, configuration: .init(port: 0), log: { _ in }).serving { base in
            try await PackServer(api: check, configuration: .init(port: 0), log: { _ in }).serving { checkBase in
                try await body(.http(base, ServerOptions(token: token, checkURL: checkBase)))
            }
        }
    }
}
