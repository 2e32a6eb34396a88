import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket
import QuizAPI
import QuizClass

/// The routes of live class play on `quiz serve`: `POST /rooms` opens a room, `GET /rooms/PIN/ws` is its WebSocket.
struct RoomRoutes: Sendable {
    typealias ShouldUpgrade =
        @Sendable (HTTPRequest, any Channel, Logger) async throws
        -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>>

    let hub: RoomHub
    /// The tokens of the quiz routes: when there are any, a room opens only with one of them as `?token=`.
    let tokens: [String]
    /// The packs of the rooms whose game is under way, which the API's routes withhold; told of each room opened here.
    let packsInPlay: PacksInPlay

    /// Adds `POST /rooms`, and `GET /rooms/PIN/report.json`: the room's report as it stands (`ClassReport`), for the
    /// holder of its host key, sent as `Authorization: Bearer KEY` rather than in the address, which logs keep. A PIN
    /// without a room answers as a wrong key does, so that the route tells nobody which PINs are open.
    func add(to router: Router<BasicRequestContext>) {
        router.post("/rooms") { request, context -> Response in
            guard tokens.isEmpty || ConstantTimeComparison.contains(tokens, APIQuery(request.uri.query)["token"] ?? "")
            else {
                return Self.error(
                    .unauthorized,
                    "opening a room on this server needs one of its tokens: add ?token=TOKEN to the server's address")
            }
            let body = try await request.body.collect(upTo: RoomOpening.maximumRequest)
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            guard let asked = try? decoder.decode(RoomOpening.Request.self, from: Data(body.readableBytesView)) else {
                return Self.error(
                    .badRequest,
                    "the body is not {\"pack\": NAME, \"seconds\": N, \"questions\": N, \"showAnswers\": B, "
                        + "\"streakBonus\": B}")
            }
            // A room's question order is seeded at random when its host gives no seed.
            let settings = RoomSettings(asked, seed: .random(in: .min ... .max))
            do throws(RoomHub.OpenError) {
                let room = try await hub.open(pack: asked.pack, settings: settings)
                packsInPlay.roomOpened()
                let reply = ClassProtocol.encode(RoomOpening.Reply(room))
                return Response(
                    status: .created, headers: [.contentType: "application/json"],
                    body: .init(byteBuffer: ByteBuffer(string: reply)))
            } catch {
                switch error {
                case .noSuchPack(let name):
                    let echoed = RoomHub.OpenError.noSuchPack(APIResponse.echoed(name))
                    return Self.error(.notFound, echoed.description, code: error.code)
                case .tooManyRooms, .roomsUnavailable:
                    return Self.error(.serviceUnavailable, error.description, code: error.code)
                default: return Self.error(.badRequest, error.description, code: error.code)
                }
            }
        }
        router.get("/rooms/:pin/report.json") { request, context -> Response in
            let pin = context.parameters.get("pin") ?? ""
            guard let authorization = request.headers[.authorization], authorization.hasPrefix("Bearer ") else {
                return Self.error(
                    .unauthorized, "the report of a room needs its host key, as the header Authorization: Bearer KEY")
            }
            let report: ClassReport?
            do throws(RoomError) {
                report = try await hub.report(pin: pin, key: String(authorization.dropFirst("Bearer ".count)))
            } catch .wrongKey {
                report = nil
            } catch {
                return Self.error(.serviceUnavailable, error.description)
            }
            guard let report else { return Self.error(.forbidden, "no room \(pin) has that host key") }
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            return Response(
                status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(bytes: try encoder.encode(report))))
        }
    }

    /// Which requests become WebSockets: `GET /rooms/PIN/ws`, one connection per host, player or watcher, each logged
    /// as `GET /rooms/PIN/ws 101 (WebSocket)`.
    ///
    /// Hummingbird's upgrade closure rather than a router's WebSocket route: in hummingbird-websocket 2.8.1 a route's
    /// request context holds the handler that holds the context, a cycle that kept every connection's channel.
    func shouldUpgrade(log: @escaping @Sendable (String) -> Void) -> ShouldUpgrade {
        let hub = self.hub
        return { request, channel, _ in
            let path = request.path ?? "/"
            let segments = path.prefix { $0 != "?" }.split(separator: "/", omittingEmptySubsequences: false)
            guard request.method == .get, segments.count == 4, segments[1] == "rooms", !segments[2].isEmpty,
                segments[3] == "ws"
            else { return .dontUpgrade }
            log("GET \(TokenRedaction.redact(path)) 101 (WebSocket)")
            let pin = String(segments[2])
            return .upgrade([:]) { inbound, outbound, _ in
                try await Self.serve(pin: pin, in: hub, channel: channel, inbound: inbound, outbound: outbound)
            }
        }
    }

    /// One connection to room `pin`: the room's messages written as they come, the client's read one at a time.
    ///
    /// - Throws: what ended the reading, such as a message over `ClassProtocol.maximumClientMessage` or text that
    ///   is not UTF-8, with which WSCore closes the connection (1009, 1007); the player may join again.
    private static func serve(
        pin: String, in hub: RoomHub, channel: any Channel, inbound: WebSocketInboundStream,
        outbound: WebSocketOutboundWriter
    ) async throws {
        let address = channel.remoteAddress?.ipAddress ?? "?"
        let connection = RoomConnection(id: ObjectIdentifier(channel).hashValue) { channel.close(promise: nil) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await text in connection.outgoing { try await outbound.writeTextMessage(text) }
                // Closed by the room: the close handshake ends the reading. A reading that failed cancels this task and
                // leaves the close, with its code, to WSCore.
                if !Task.isCancelled { try? await outbound.close(.normalClosure, reason: nil) }
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
                    // A client that sends faster than it reads its answers waits, rather than filling its queue.
                    await connection.roomToReply()
                    guard case .text(let text) = message else {
                        RoomHub.refuse(.malformedMessage("it is binary, not JSON text"), to: connection)
                        continue
                    }
                    switch ClassProtocol.decodeClientMessage(text) {
                    case .success(let decoded):
                        identity = await hub.receive(decoded, in: pin, from: connection, as: identity)
                    case .failure(let error): RoomHub.refuse(error, to: connection)
                    }
                    if connection.isClosed { break }
                }
            } catch {
                group.cancelAll()
                await hub.disconnect(connection, in: pin, as: identity)
                throw error
            }
            await hub.disconnect(connection, in: pin, as: identity)
            try await group.waitForAll()
        }
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

    /// `{"error": TEXT}`, with the `code` of a refusal that the class pages say in their own language.
    private static func error(_ status: HTTPResponse.Status, _ text: String, code: String? = nil) -> Response {
        var said = ["error": text]
        said["code"] = code
        return Response(
            status: status, headers: [.contentType: "application/json"],
            body: .init(byteBuffer: ByteBuffer(string: ClassProtocol.encode(said))))
    }
}
