import QuizClient
import QuizPacks
import QuizServer
import QuizShell

extension SourceTransports {
    /// HTTP over AsyncHTTPClient with `configuration`, and the fixture answering through the server's own router.
    static func live(_ configuration: HTTPTransport.Configuration = HTTPTransport.Configuration()) -> SourceTransports {
        SourceTransports(
            http: { _ in HTTPTransport(configuration: configuration) },
            fixture: { contents, language, seed in
                FixtureTransport(
                    api: PackAPI(
                        packs: contents.packs, preferredLanguage: language, seed: seed, origins: contents.origins,
                        files: contents.files))
            })
    }
}
