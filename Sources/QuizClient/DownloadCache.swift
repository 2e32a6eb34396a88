import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// Copies of downloaded bodies for offline play: one file per URL in the XDG cache folder.
///
/// A copy is found by its URL without the `token` parameter, so a new token still finds the sets downloaded with
/// the old one (and no token is ever written to disk). Each copy is written to a temporary file in the same folder
/// and renamed over the old copy, so a crash or a full disk leaves the old copy or the new one, never half of one.
public struct DownloadCache: Sendable, Hashable {
    /// A body stored earlier, and when.
    public struct Copy: Sendable, Hashable {
        public var data: Data
        public var storedAt: Date
    }

    public var folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    public func copy(of url: URL) -> Copy? {
        let file = self.file(for: url)
        guard let data = try? Data(contentsOf: file) else { return nil }
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        return Copy(data: data, storedAt: attributes?[.modificationDate] as? Date ?? Date())
    }

    public struct WriteError: Error, Sendable, Hashable, CustomStringConvertible {
        public var folder: URL
        public var reason: String

        public var description: String { "cannot write the offline cache in \(folder.path): \(reason)" }
    }

    /// Stores `data` as the copy for `url`, replacing any earlier copy in one step.
    public func store(_ data: Data, for url: URL) throws(WriteError) {
        do {
            try AtomicFile.replace(file(for: url), with: data)
        } catch {
            throw WriteError(folder: folder, reason: error.reason)
        }
    }

    /// The file of the copy for `url`: a hash of the URL without its token, so that names stay short and safe.
    func file(for url: URL) -> URL {
        folder.appendingPathComponent(Self.key(for: url).fnv1a.hexDigits + ".body")
    }

    /// The URL as text with any `token` query parameter removed.
    static func key(for url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let query = components.percentEncodedQuery
        else { return url.absoluteString }
        let kept = query.split(separator: "&").filter { pair in
            !TokenRedaction.isTokenName(pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0])
        }
        components.percentEncodedQuery = kept.isEmpty ? nil : kept.joined(separator: "&")
        return components.string ?? url.absoluteString
    }
}
