import Foundation
import QuizCore

/// Why a request got no usable answer. Each case names the URL, so that the message alone tells what failed.
public enum TransportError: Error, Sendable, Hashable, CustomStringConvertible {
    case timedOut(url: URL, after: Duration)
    case connectionFailed(url: URL, reason: String)
    case bodyTooLarge(url: URL, limit: Int)
    /// One download (a pack, a list) went past a limit of pages, items or bytes: a server that never stops.
    case downloadTooLarge(url: URL, limit: DownloadLimit)
    /// The server redirects in a loop, or more times than any server needs.
    case redirectLoop(url: URL)
    /// Not a URL that can be connected to: no host, or a port above 65535.
    case badAddress(url: URL)
    case status(url: URL, code: Int, message: String?)
    /// The body could not be decoded into what was expected: `path` names the field.
    case malformedBody(url: URL, path: String, reason: String)
    case cancelled(url: URL)
    case notCached(url: URL)
    /// The request failed as the wrapped error says, and the offline cache holds no copy to fall back on.
    indirect case uncached(TransportError)
    /// The server answered as the wrapped error says (a 429), and asked to be tried again in `seconds`.
    indirect case retryLater(TransportError, seconds: Int)
    case nothingServed(url: URL)
    case notSynced(url: URL)
    /// A local pack names a picture beside it that is not there, or not a regular file within the picture limit, as
    /// `reason` says.
    case noSuchFile(url: URL, reason: String)

    /// The reason of a picture's address that answers a web page (a login page, with 200).
    public static let webPageForPicture = "an HTML page, where a picture was expected"

    public var url: URL {
        switch self {
        case .timedOut(let url, _), .connectionFailed(let url, _), .bodyTooLarge(let url, _), .status(let url, _, _),
            .malformedBody(let url, _, _), .cancelled(let url), .notCached(let url), .nothingServed(let url),
            .notSynced(let url), .downloadTooLarge(let url, _), .redirectLoop(let url), .badAddress(let url),
            .noSuchFile(let url, _):
            url
        case .uncached(let error), .retryLater(let error, _): error.url
        }
    }

    /// What went wrong, without the URL: for messages that name the URL their own way.
    public var reason: String {
        switch self {
        case .timedOut(_, let after):
            "the server did not answer within \(after.secondsDescription); check that it is running, or give a "
                + "longer --timeout"
        case .connectionFailed(_, let reason): "cannot connect (\(reason))"
        case .bodyTooLarge(_, let limit): "the server's answer is larger than the limit of \(limit.byteDescription)"
        case .downloadTooLarge(_, let limit):
            "the server kept sending: \(limit.description); the download was stopped and nothing was kept"
        case .redirectLoop: "the server redirects the request in a loop; check the address"
        case .badAddress: "not an address quiz can connect to (it needs a host, and a port from 1 to 65535)"
        case .status(_, 401, _):
            "the server refused the token (401 Unauthorized); give the right one with --token, QUIZ_TOKEN or "
                + "\"source http URL token=TOKEN\""
        case .status(_, let code, let message): "the server answered \(code)" + (message.map { ": \($0)" } ?? "")
        case .malformedBody(_, let path, let reason):
            "unexpected answer" + (path.isEmpty ? "" : " at \(path)") + ": \(reason)"
        case .cancelled: "cancelled"
        case .notCached: "not in the offline cache; run once without --offline to download it"
        case .uncached(let error): error.reason + "; no copy in the offline cache either" + error.advice
        case .retryLater(let error, let seconds):
            error.reason + "; try again in " + (seconds > 3600 ? "more than an hour" : seconds.waitDescription)
        case .noSuchFile(_, let reason): "cannot be read beside the pack: \(reason)"
        case .nothingServed:
            "neither a pack list (/packs) nor any of the quiz APIs (/partidos.json, /, /films.json, /api/quizzes) "
                + "answered here; check the address, or give each kind's URL (match=URL, book=URL...)"
        case .notSynced: "there is no offline copy of this server; sync it first while online (\"sync\")"
        }
    }

    /// What to do about a failure that no cached copy could stand in for, unless its reason says it already.
    private var advice: String {
        switch self {
        case .connectionFailed: ": check the address and that the server is running, then try again"
        case .status: ": the server is running but failed to answer; try again later"
        case .malformedBody(_, _, let reason) where reason != Self.webPageForPicture:
            ": check that the address is that of a quiz server"
        default: ""
        }
    }

    public var description: String { "\(url.redactingToken): \(reason)" }
}

extension Duration {
    /// `10 s`, `1.5 s`, `250 ms`.
    public var secondsDescription: String {
        let milliseconds = Int((Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15).rounded())
        if milliseconds < 1000 { return "\(milliseconds) ms" }
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
        return "\(Double(milliseconds) / 1000) s"
    }
}

extension URL {
    /// The URL with the value of a `token` query parameter and any password replaced by `***`, for messages and
    /// logs; a file's URL as its path.
    public var redactingToken: String { isFileURL ? path : ServerAddress.shown(absoluteString) }
}

/// A limit of one download, past which the server is taken to be sending without end.
public enum DownloadLimit: Sendable, Hashable, CustomStringConvertible {
    case pages(Int)
    case items(Int)
    case bytes(Int)

    public var description: String {
        switch self {
        case .pages(let count): "more than \(count) pages"
        case .items(let count): "more than \(count) items"
        case .bytes(let count): "more than \(count.byteDescription)"
        }
    }
}

extension Int {
    /// A wait of this many seconds: `45 s`, and from a minute on, in whole minutes rounded up: `3 min`.
    public var waitDescription: String { self < 60 ? "\(self) s" : "\((self + 59) / 60) min" }

    /// `64 MiB`, `512 KiB`, `100 bytes`.
    public var byteDescription: String {
        if self >= 1 << 20 && self % (1 << 20) == 0 { return "\(self >> 20) MiB" }
        if self >= 1 << 10 && self % (1 << 10) == 0 { return "\(self >> 10) KiB" }
        return "\(self) bytes"
    }
}
