import Foundation
import QuizAPI
import QuizPacks

/// How the shell reaches what serves packs: the executable builds the transports, so that the shell links neither
/// an HTTP client's configuration nor the server.
public struct SourceTransports: Sendable {
    public var http: @Sendable (URL) -> any Transport
    /// The fixture transport that answers in-process, as a server would, for packs read from folders (`source
    /// fixture DIR`), with the language of its default packs and the seed of its random choices.
    public var fixture: @Sendable (PackCatalog.Contents, String, UInt64) -> any Transport

    public init(
        http: @escaping @Sendable (URL) -> any Transport,
        fixture: @escaping @Sendable (PackCatalog.Contents, String, UInt64) -> any Transport
    ) {
        self.http = http
        self.fixture = fixture
    }
}
