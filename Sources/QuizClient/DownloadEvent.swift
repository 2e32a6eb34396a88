import Foundation
import QuizAPI

/// What a `Downloader` reports while it works: progress for a progress bar, and notices for the user to read.
public enum DownloadEvent: Sendable, Hashable {
    case progress(DownloadProgress)
    case notice(DownloadNotice)
}

/// How far a download has come.
public struct DownloadProgress: Sendable, Hashable {
    /// Items received: the questions of a set, or images.
    public var items = 0
    /// How many items are expected, when that is known (from `/packs`, or the list of images).
    public var expectedItems: Int?
    /// Bytes of response bodies received, cached copies included.
    public var bytes = 0

    /// Between 0 and 1 when the number of items is known.
    public var fraction: Double? {
        guard let expectedItems, expectedItems > 0 else { return nil }
        return min(1, Double(items) / Double(expectedItems))
    }
}

/// Something the user should know that did not stop the download: one line each.
public enum DownloadNotice: Sendable, Hashable, CustomStringConvertible {
    /// The request failed, so the copy cached at `storedAt` is used instead.
    case usingCachedCopy(url: URL, storedAt: Date, because: TransportError)
    /// The download worked but could not be kept for offline play.
    case notCached(DownloadCache.WriteError)
    /// The server could not check an answer, and the downloaded data judged it: a match's winner, or a quiz's
    /// answer kept by `sync`.
    case judgedFromCopy(url: URL, because: TransportError)

    public var description: String {
        switch self {
        case .usingCachedCopy(let url, let storedAt, let error):
            "\(url.redactingToken): \(error.reason); using the copy downloaded \(Self.format(storedAt))"
        case .notCached(let error): "\(error); the download is used but will not be there offline"
        case .judgedFromCopy(let url, let error):
            "\(url.redactingToken): \(error.reason); the answer was judged from the downloaded copy"
        }
    }

    private static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return "on " + formatter.string(from: date)
    }
}
