import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// A source of packs, opened: local packs, which keep their answers for the game to judge, or a server reached
/// through a transport (`Downloader`), which judges what its items leave out.
///
/// Every failure is a `TransportError` that names the URL or file, and a failed call changes nothing.
public protocol PackSource: Sendable {
    var address: SourceAddress { get }
    /// The server behind the source, for what only a server does (`/check`, `randomPlay`, `sync`); nil for local
    /// packs.
    var server: Downloader? { get }
    /// The pack files that could not be read, for `packs` to mention.
    var faults: [PackLoadError] { get }

    func packs() async throws(TransportError) -> [PackSummary]
    /// The pack that `summary` describes, with all its items; of a pack of quizzes, only those the quiz service's
    /// search finds with `search` when it is given.
    func pack(_ summary: PackSummary, search: String?) async throws(TransportError) -> Pack
    /// `count` different quizzes of the pack that `summary` describes, drawn at random.
    func randomQuizzes(_ summary: PackSummary, count: Int) async throws(TransportError) -> Pack
    /// The address of a picture that an item of pack `pack` links to: a URL, or a path beside the pack file; nil
    /// when the link is neither.
    func picture(_ link: String, of kind: ItemKind, in pack: String) async -> URL?
    /// Fetches pictures all at once; one that fails is listed in `failures`.
    func images(_ urls: [URL]) async throws(TransportError) -> Downloader.Images
    /// Releases the transports the source holds.
    func shutdown() async
}

extension PackSource {
    public func pack(_ summary: PackSummary) async throws(TransportError) -> Pack {
        try await pack(summary, search: nil)
    }
}
