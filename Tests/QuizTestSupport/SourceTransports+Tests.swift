import Foundation
import QuizAPI
import QuizPacks
import QuizServer
import QuizShell

extension SourceTransports {
    /// `http` for servers, and the server's own fixture transport for folders of packs.
    public static func with(http: @escaping @Sendable (URL) -> any Transport) -> SourceTransports {
        SourceTransports(
            http: http,
            fixture: { contents, language, seed in
                FixtureTransport(
                    api: PackAPI(
                        packs: contents.packs, preferredLanguage: language, seed: seed, origins: contents.origins,
                        files: contents.files))
            })
    }
}
