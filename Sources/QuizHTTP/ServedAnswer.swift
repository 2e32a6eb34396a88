import NIOCore
import NIOHTTP1
import QuizAPI
import QuizCore
import QuizPacks

/// An answer of the server as it goes on the wire: its status line and headers, with its length, and its body.
struct ServedAnswer: Sendable {
    let head: HTTPResponseHead
    let body: ByteBuffer

    init(_ reply: TransportResponse) {
        var headers = HTTPHeaders()
        for (name, value) in reply.headers.sorted(by: { $0.key < $1.key }) {
            headers.add(name: name, value: value)
        }
        headers.add(name: "content-length", value: String(reply.body.count))
        head = HTTPResponseHead(
            version: .http1_1, status: HTTPResponseStatus(statusCode: reply.status), headers: headers)
        body = ByteBuffer(bytes: reply.body)
    }
}
