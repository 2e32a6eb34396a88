import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import NIOCore
import NIOWebSocket
import QuizAPI
import QuizClass

/// The routes of live class play on `quiz serve`: `POST /rooms` opens a room, `GET /rooms/PIN/ws` is its WebSocket.
struct RoomRoutes: Sendable {
    let hub: RoomHub
    /// Seeds a room's question order when its host gives no seed.
    let seeds: @Sendable () -> UInt64

    /// Adds `POST /rooms` to the server's router.
    func addOpening(to router: Router<ServerRequestContext>) {
        router.post("/rooms") { request, context -> Response in
            let body = try await request.body.collect(upTo: RoomOpening.maximumRequest)
            guard let asked = try? JSONDecoder().decode(RoomOpening.Request.self, from: Data(body.readableBytesView))
            else {
                return Self.error(
                    .badRequest,
                    "the body is not {\"pack\": NAME, \"seconds\": N, \"questions\": N, \"showAnswers\": B, "
                        + "\"streakBonus\": B}")
            }
            let settings = RoomSettings(asked, seed: seeds())
            do throws(RoomHub.OpenError) {
                let (room, key) = try await hub.open(pack: asked.pack, settings: settings)
                let reply = RoomOpening.Reply(
                    pin: room.pin, key: key, title: room.title, questions: room.questionCount,
                    seconds: room.settings.seconds)
                return Response(
                    status: .created, headers: [.contentType: "application/json"],
                    body: .init(byteBuffer: ByteBuffer(string: ClassProtocol.encode(reply))))
            } catch {
                switch error {
                case .noSuchPack: return Self.error(.notFound, error.description)
                case .tooManyRooms, .roomsUnavailable: return Self.error(.serviceUnavailable, error.description)
                default: return Self.error(.badRequest, error.description)
                }
            }
        }
    }

    /// The router that takes WebSocket upgrades: `/rooms/PIN/ws`, one connection per host or player.
    func webSocketRouter(log: @escaping @Sendable (String) -> Void) -> Router<ServerRequestContext> {
        let router = Router(context: ServerRequestContext.self)
        router.add(middleware: RequestLogMiddleware(log: log, upgrades: true))
        let hub = self.hub
        router.ws("/rooms/:pin/ws") { _, context in
            context.parameters.get("pin") == nil ? .dontUpgrade : .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            let pin = context.requestContext.parameters.get("pin") ?? ""
            let channel = context.requestContext.channel
            let address = channel.remoteAddress?.ipAddress ?? "?"
            let connection = RoomConnection(id: ObjectIdentifier(channel).hashValue) { channel.close(promise: nil) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await text in connection.outgoing { try await outbound.writeTextMessage(text) }
                    try? await outbound.close(.normalClosure, reason: nil)
                }
                if let refusal = await hub.admit(pin: pin, address: address) {
                    // Said in answer to the client's first message: sent at once, the refusal could reach the client
                    // in the same read as the upgrade's response, which its WebSocket client then loses.
                    await Self.firstMessage(of: inbound, within: .seconds(5))
                    connection.send(.error(code: refusal.code, detail: refusal.description))
                    connection.close()
                    try await group.waitForAll()
                    return
                }
                var identity: RoomHub.Identity?
                do {
                    for try await message in inbound.messages(maxSize: ClassProtocol.maximumClientMessage) {
                        guard case .text(let text) = message else {
                            let error = RoomError.malformedMessage("it is binary, not JSON text")
                            connection.send(.error(code: error.code, detail: error.description))
                            continue
                        }
                        switch ClassProtocol.decodeClientMessage(text) {
                        case .success(let decoded):
                            identity = await hub.receive(decoded, in: pin, from: connection, as: identity)
                        case .failure(let error):
                            connection.send(.error(code: error.code, detail: error.description))
                            if error.closesConnection { connection.close() }
                        }
                        if connection.isClosed { break }
                    }
                } catch {
                    // A message over the limit: the library closes with 1009; the player may join again.
                }
                await hub.disconnect(connection, in: pin, as: identity)
                try await group.waitForAll()
            }
        }
        return router
    }

    /// Waits for a client's first message, or for `limit` to pass, or for the connection to end.
    private static func firstMessage(of inbound: WebSocketInboundStream, within limit: Duration) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                var messages = inbound.messages(maxSize: ClassProtocol.maximumClientMessage).makeAsyncIterator()
                _ = try? await messages.next()
            }
            group.addTask { try? await Task.sleep(for: limit) }
            await group.next()
            group.cancelAll()
        }
    }

    private static func error(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json"],
            body: .init(byteBuffer: ByteBuffer(string: ClassProtocol.encode(["error": text]))))
    }
}
