import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import QuizAPI
import Synchronization

/// The API answered in-process: a request run through the same router that `quiz serve` serves, as
/// `HummingbirdTesting`'s `.router` runs one.
extension PackAPI {
    /// The response to `method` (`GET`, `HEAD`, `PUT`...) on `url`, from the API's router in this process. The
    /// URL's scheme and host stand for the server's in `nextUrl`.
    public func respond(method: String, url: URL) async -> TransportResponse {
        let responder = inProcess.withLock { responder in
            if let responder { return responder }
            let router = Router(context: InProcessContext.self)
            addRoutes(to: router)
            let built = router.buildResponder()
            responder = built
            return built
        }
        let (scheme, authority, target) = Self.parts(of: url)
        let request = Request(
            head: HTTPRequest(
                method: HTTPRequest.Method(method.uppercased()) ?? .get, scheme: scheme, authority: authority,
                path: target),
            body: RequestBody(buffer: ByteBuffer()))
        let context = InProcessContext(source: InProcessContext.Source(logger: Self.silent))
        let response: Response
        do {
            response = try await responder.respond(to: request, context: context)
        } catch {
            return TransportResponse(status: 500, body: Data("\(error)".utf8))
        }
        let collected = CollectedBody()
        try? await response.body.write(collected)
        var headers: [String: String] = [:]
        for field in response.headers { headers[field.name.canonicalName] = field.value }
        return TransportResponse(
            status: response.status.code, headers: headers, body: Data(collected.bytes.readableBytesView))
    }

    private static let silent = Logger(label: "quiz-api", factory: { _ in SwiftLogNoOpLogHandler() })

    /// The scheme, the host with its port, and the request target (`/path?query`) of `url`, read from its text as
    /// a server receives them.
    private static func parts(of url: URL) -> (scheme: String?, authority: String?, target: String) {
        let text = url.absoluteString
        guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else { return (nil, nil, text) }
        let rest = text[text.index(colon, offsetBy: 3)...]
        let start = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let target = rest[start...].prefix { $0 != "#" }
        return (String(text[..<colon]), String(rest[..<start]), target.first == "/" ? String(target) : "/" + target)
    }
}

/// The request context of the API answered in-process: Hummingbird's own storage, and a logger that says nothing.
struct InProcessContext: RequestContext {
    struct Source: RequestContextSource {
        var logger: Logger
    }

    var coreContext: CoreRequestContextStorage

    init(source: Source) {
        coreContext = CoreRequestContextStorage(source: source)
    }
}

/// The bytes of a response's body, as a server would write them.
private final class CollectedBody: ResponseBodyWriter {
    var bytes = ByteBuffer()

    func write(_ buffer: ByteBuffer) async throws {
        bytes.writeImmutableBuffer(buffer)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
