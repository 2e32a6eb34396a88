import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import QuizClass
import QuizCore

/// The browser pages of live class play on `quiz serve`: `/join` for students, `/rooms/PIN` for the projector,
/// `/host` to open a room and `/rooms/PIN/report` for the host's report, with their style and scripts under `/pages/`. The files are SwiftPM resources of
/// `Pages/`, compiled into quiz; the pages load nothing from another host, and the `Content-Security-Policy` of
/// every answer forbids it.
struct PageRoutes: Sendable {
    /// One served file: its bytes, its type and the entity tag that a browser revalidates its copy with.
    struct Page: Sendable {
        let bytes: [UInt8]
        let type: String
        let tag: String

        init(_ bytes: [UInt8], type: String) {
            self.bytes = bytes
            self.type = type
            tag = "\"\(String(String(decoding: bytes, as: UTF8.self).fnv1a, radix: 16))\""
        }
    }

    /// Scripts and styles from this server only; pictures from it or as data; WebSockets back to it; no frames.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    static let join = page("join", body: PackageResources.join_html)
    static let projector = page("projector", body: PackageResources.projector_html)
    static let host = page("host", body: PackageResources.host_html)
    static let report = page("report", body: PackageResources.report_html)

    /// A page's document: the head that every page shares (`head.html`), loading the page's own script, then the
    /// page's body from its file.
    static func page(_ name: String, body: [UInt8]) -> Page {
        let head = String(decoding: PackageResources.head_html, as: UTF8.self)
            .replacingOccurrences(of: "/pages/PAGE.js", with: "/pages/\(name).js")
        return Page(Array(head.utf8) + body, type: "text/html; charset=utf-8")
    }
    /// The files under `/pages/`, by name.
    static let assets: [String: Page] = [
        "pages.css": Page(PackageResources.pages_css, type: "text/css; charset=utf-8"),
        "pages.js": Page(PackageResources.pages_js, type: "text/javascript; charset=utf-8"),
        "join.js": Page(PackageResources.join_js, type: "text/javascript; charset=utf-8"),
        "projector.js": Page(PackageResources.projector_js, type: "text/javascript; charset=utf-8"),
        "host.js": Page(PackageResources.host_js, type: "text/javascript; charset=utf-8"),
        "report.js": Page(PackageResources.report_js, type: "text/javascript; charset=utf-8"),
    ]

    func add(to router: Router<BasicRequestContext>) {
        router.get("/join") { request, _ in Self.answer(Self.join, to: request) }
        router.get("/host") { request, _ in Self.answer(Self.host, to: request) }
        router.get("/rooms/:pin") { request, context in
            try Self.checkPIN(context)
            return Self.answer(Self.projector, to: request)
        }
        router.get("/rooms/:pin/report") { request, context in
            try Self.checkPIN(context)
            return Self.answer(Self.report, to: request)
        }
        router.get("/pages/:file") { request, context in
            guard let page = context.parameters.get("file").flatMap({ Self.assets[$0] }) else {
                throw HTTPError(.notFound)
            }
            return Self.answer(page, to: request)
        }
    }

    private static func checkPIN(_ context: BasicRequestContext) throws {
        guard RoomPINs.isPIN(context.parameters.get("pin") ?? "") else { throw HTTPError(.notFound) }
    }

    /// The page, or `304` when the browser's copy is this one; browsers revalidate every time (`no-cache`), so a
    /// new quiz serves its new pages at once.
    static func answer(_ page: Page, to request: Request) -> Response {
        var headers: HTTPFields = [
            .contentType: page.type,
            .cacheControl: "no-cache",
            .eTag: page.tag,
            .contentSecurityPolicy: contentSecurityPolicy,
            .xContentTypeOptions: "nosniff",
            HTTPField.Name("Referrer-Policy")!: "no-referrer",
        ]
        if request.headers[.ifNoneMatch] == page.tag {
            headers[.contentType] = nil
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: page.bytes)))
    }
}
