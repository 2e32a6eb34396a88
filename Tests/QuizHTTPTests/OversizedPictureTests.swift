import Foundation
import HTTPTypes
import Hummingbird
import QuizAPI
import QuizCore
import QuizTestSupport
import Testing

@testable import QuizClient
@testable import QuizShell

@Suite("a picture's download stops at the limit of a picture, not at the larger one of any answer")
struct OversizedPictureTests {
    @Test func aPictureOverItsLimitIsRefusedWhileDownloadingAndNotKept() async throws {
        let cache = DownloadCache(
            folder: FileManager.default.temporaryDirectory.appendingPathComponent("picture-big-\(UUID())"))
        defer { try? FileManager.default.removeItem(at: cache.folder) }
        let limit = FileBytes.Limit.picture.bytes
        try await withHTTPTransport { transport in
            try await withServer({ request in
                var headers = HTTPFields()
                headers[.contentType] = "image/png"
                // Three times a picture's limit, and within the limit of any other answer.
                let size = request.uri.path.hasSuffix("big.png") ? limit * 3 : limit
                let body = ResponseBody(byteBuffer: ByteBuffer(repeating: 0x89, count: size))
                return Response(status: .ok, headers: headers, body: body)
            }) { base in
                let big = base.appendingPathComponent("images/big.png")
                let atTheLimit = base.appendingPathComponent("images/at-the-limit.png")
                let images = try await Downloader(transport: transport, routes: APIRoutes(base: base), cache: cache)
                    .images([big])
                let error = try #require(images.failures[big])
                #expect(
                    Messages(language: .en).transport(error)
                        .hasPrefix("\(big): the server's answer is larger than the limit of 16 MiB"))
                #expect(cache.copy(of: big) == nil)

                let kept = try await Downloader(transport: transport, routes: APIRoutes(base: base), cache: cache)
                    .images([atTheLimit])
                #expect(kept.data[atTheLimit]?.count == limit)
            }
        }
    }
}
