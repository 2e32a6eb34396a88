import Foundation
import QuizAPI
import QuizClient
import QuizTestSupport
import Testing

@Suite("An answer that ends before its length")
struct CutOffAnswerTests {
    @Test("is said to be cut off, naming the URL")
    func cutOff() async throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer {
            // Wakes the thread's accept, which then ends.
            shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        try #require(
            withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(listener, $0, length) == 0 && listen(listener, 1) == 0
                        && getsockname(listener, $0, &length) == 0
                }
            })
        let port = Int(UInt16(bigEndian: address.sin_port))
        // Says 100 bytes more than it sends, then closes the connection: to every request, retries included.
        Thread.detachNewThread {
            while case let connection = accept(listener, nil, nil), connection >= 0 {
                var request = [UInt8](repeating: 0, count: 4096)
                _ = read(connection, &request, request.count)
                let body = #"[{"id": 1, "title": "t", "question": "q", "answer": true}]"#
                let answer = "HTTP/1.1 200 OK\r\nContent-Length: \(body.utf8.count + 100)\r\n\r\n\(body)"
                _ = answer.withCString { write(connection, $0, strlen($0)) }
                close(connection)
            }
        }
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/films.json"))
        try await withHTTPTransport { transport in
            await #expect(throws: TransportError.connectionFailed(url: url, reason: "the server's answer was cut off"))
            {
                try await transport.send(TransportRequest(url: url))
            }
        }
    }
}
