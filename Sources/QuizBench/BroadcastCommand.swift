import ArgumentParser
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import Synchronization

/// The reference of `Scripts/bench class`: the least a WebSocket server on hummingbird-websocket does to play the
/// same room, so that the ratio shows what quiz's rooms cost. It welcomes every connection, sends the host's `next`
/// to every player as the bytes of --payload (the question's number put in), and acknowledges each answer with a
/// `received`; each connection is written by a task of its own from a queue, as quiz's are.
///
/// It is also the least a Hummingbird server does to answer a GET, the second reference of `Scripts/bench serve`:
/// every other path answers the bytes of --payload as JSON.
struct BroadcastCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "broadcast-server",
        abstract: "A minimal Hummingbird server: the reference of Scripts/bench class and serve.")

    @Option(help: "A file holding the question message to broadcast.")
    var payload: String

    func run() async throws {
        let question = try String(contentsOfFile: payload, encoding: .utf8)
        let players = Mutex<[Int: AsyncStream<String>.Continuation]>([:])
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.ws("/rooms/:pin/ws") { inbound, outbound, _ in
            let id = Int.random(in: 1...Int.max)
            let (queue, writing) = AsyncStream.makeStream(of: String.self)
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { for await text in queue { try await outbound.writeTextMessage(text) } }
                var asked = 0
                for try await message in inbound.messages(maxSize: 1 << 16) {
                    guard case .text(let text) = message else { continue }
                    if text.contains(#""type":"join""#) {
                        players.withLock { $0[id] = writing }
                        writing.yield(#"{"type":"welcome","v":1}"#)
                    } else if text.contains(#""type":"host""#) {
                        writing.yield(#"{"type":"welcome","v":1}"#)
                    } else if text.contains(#""type":"next""#) {
                        asked += 1
                        let shown = question.replacingOccurrences(of: #""question":1,"#, with: "\"question\":\(asked),")
                        for player in players.withLock({ Array($0.values) }) { player.yield(shown) }
                    } else if text.contains(#""type":"answer""#),
                        let range = text.range(of: #""question":[0-9]+"#, options: .regularExpression)
                    {
                        writing.yield("{\(text[range]),\"type\":\"received\",\"v\":1}")
                    }
                }
                players.withLock { $0[id] = nil }
                writing.finish()
                try await group.waitForAll()
            }
        }
        let plain = Router()
        let body = ByteBuffer(string: question)
        plain.get("/**") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: body))
        }
        let app = Application(
            router: plain, server: .http1WebSocketUpgrade(webSocketRouter: router),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0), backlog: 4096),
            onServerRunning: { channel in
                print("serving on http://127.0.0.1:\(channel.localAddress?.port ?? 0)")
                fflush(nil)
            }, logger: Logger(label: "broadcast", factory: { _ in SwiftLogNoOpLogHandler() }))
        try await app.runService()
    }
}
