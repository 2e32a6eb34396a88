import Foundation
import QuizAPI
import QuizCore

extension Downloader {
    /// Images fetched by `images(_:)`, and the ones that could not be.
    public struct Images: Sendable, Hashable {
        public var data: [URL: Data] = [:]
        public var failures: [URL: TransportError] = [:]
    }

    /// Fetches each image once, at most `concurrency` at a time. An image that fails is listed in `failures`; only
    /// cancellation fails the whole call.
    public func images(_ urls: [URL]) async throws(TransportError) -> Images {
        var seen = Set<URL>()
        let unique = urls.filter { seen.insert($0).inserted }
        begin(expecting: unique.count)
        var images = Images()
        await withTaskGroup(of: (URL, Result<Data, TransportError>).self) { group in
            var pending = unique.makeIterator()
            func startNext() {
                guard !Task.isCancelled, let url = pending.next() else { return }
                group.addTask { (url, await self.image(url)) }
            }
            for _ in 0..<concurrency { startNext() }
            for await (url, outcome) in group {
                switch outcome {
                case .success(let data): images.data[url] = data
                case .failure(let error): images.failures[url] = error
                }
                advance(items: 1)
                startNext()
            }
        }
        if Task.isCancelled, let missing = unique.first(where: { images.data[$0] == nil }) {
            throw .cancelled(url: missing)
        }
        return images
    }

    func image(_ url: URL) async -> Result<Data, TransportError> {
        do throws(TransportError) {
            let limit = FileBytes.Limit.picture.bytes
            return .success(try await load(from: url, bodyLimit: limit, decode: ResponseDecoding.picture))
        } catch {
            return .failure(error)
        }
    }
}
