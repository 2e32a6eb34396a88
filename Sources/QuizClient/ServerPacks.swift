import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// The packs of a server reached through a transport: a `quiz serve` or the original services over HTTP, or the
/// fixture transport answering in-process. Quizzes may come without their answers; `/check` judges them, as it
/// judges matches.
public struct ServerPacks: PackSource {
    public let address: SourceAddress
    public let downloader: Downloader
    public let faults: [PackLoadError]

    public init(address: SourceAddress, downloader: Downloader, faults: [PackLoadError] = []) {
        self.address = address
        self.downloader = downloader
        self.faults = faults
    }

    public var server: Downloader? { downloader }

    public func packs() async throws(TransportError) -> [PackSummary] {
        try await downloader.packs()
    }

    public func pack(_ summary: PackSummary, search: String?) async throws(TransportError) -> Pack {
        try await downloader.pack(summary, search: search)
    }

    public func randomQuizzes(_ summary: PackSummary, count: Int) async throws(TransportError) -> Pack {
        try await downloader.randomQuizzes(summary, count: count)
    }

    public func picture(_ link: String, of kind: ItemKind, in pack: String) async -> URL? {
        await downloader.routes(for: pack).picture(link, of: kind)
    }

    public func images(_ urls: [URL]) async throws(TransportError) -> Downloader.Images {
        try await downloader.images(urls)
    }

    public func shutdown() async {
        await downloader.transport.shutdown()
    }
}
