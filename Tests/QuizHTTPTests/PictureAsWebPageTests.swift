import Foundation
import HTTPTypes
import Hummingbird
import QuizAPI
import QuizTestSupport
import Testing

@testable import QuizClient
@testable import QuizShell

@Suite("a picture's URL that answers a web page (a login page) with 200 is refused when downloaded, and not kept")
struct PictureAsWebPageTests {
    private static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])

    @Test func theWebPageIsRefusedNamingItsURLAndNothingIsCached() async throws {
        let cache = DownloadCache(
            folder: FileManager.default.temporaryDirectory.appendingPathComponent("picture-page-\(UUID())"))
        defer { try? FileManager.default.removeItem(at: cache.folder) }
        try await withHTTPTransport { transport in
            try await withServer({ request in
                var headers = HTTPFields()
                guard request.uri.path.hasPrefix("/login") else {
                    headers[.contentType] = "image/png"
                    return Response(
                        status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: Self.png)))
                }
                headers[.contentType] = "text/html"
                let page = "\n<!DOCTYPE html>\n<html><body><form>Sign in to the hotel wifi</form></body></html>"
                return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
            }) { base in
                let page = base.appendingPathComponent("login/images/ar.png")
                let picture = base.appendingPathComponent("images/ar.png")
                let images = try await Downloader(transport: transport, routes: APIRoutes(base: base), cache: cache)
                    .images([page, picture])
                let error = try #require(images.failures[page])
                #expect(
                    Messages(language: .en).transport(error)
                        == "\(page): unexpected answer: an HTML page, where a picture was expected; no copy in the offline cache "
                        + "either")
                #expect(
                    Messages(language: .es).transport(error)
                        == "\(page): respuesta inesperada: una página HTML, donde se esperaba una imagen; tampoco hay copia sin "
                        + "conexión")
                #expect(images.data[page] == nil)
                #expect(cache.copy(of: page) == nil)
                #expect(images.data[picture] == Self.png)
                #expect(cache.copy(of: picture)?.data == Self.png)
            }
        }
    }

    @Test(
        "a page with a byte order mark, or an HTML5 page whose <html> comes late, is a web page too; an SVG is not",
        arguments: [
            ("\u{FEFF}<!DOCTYPE html><html><body>Login</body></html>", true),
            ("<!doctype html>" + String(repeating: "<meta name=x>", count: 60) + "<title>Login</title>", true),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>", false),
        ])
    func otherPages(body: String, refused: Bool) throws {
        let url = try #require(URL(string: "http://127.0.0.1/p.png"))
        #expect(((try? ResponseDecoding.picture(Data(body.utf8), url: url)) == nil) == refused, "\(body)")
    }
}
