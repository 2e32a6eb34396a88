import Foundation
import NIOCore
import NIOEmbedded
import NIOPosix
import QuizAPI
import QuizClass
import QuizClient
import QuizCore
import QuizPacks
import QuizTestSupport
import Testing

@testable import QuizServer

@Suite("quiz serve's connections: where their work runs")
struct ConnectionExecutorTests {
    @Test("a connection's work runs on its event loop while no other has a request under way or is a WebSocket")
    func eventLoopWhileAlone() async throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let shedder = IdleConnectionShedder(threshold: 10)
        let (first, second) = (EmbeddedChannel(), EmbeddedChannel())
        shedder.opened(first)
        shedder.opened(second)
        shedder.busy(first)
        let executor = ConnectionExecutor(eventLoop: group.next(), shedder: shedder)
        let loop = executor.eventLoop
        func onLoop() async -> Bool {
            await withTaskExecutorPreference(executor) {
                await Task.yield()
                return loop.inEventLoop
            }
        }
        #expect(await onLoop())
        shedder.busy(second)
        #expect(await !onLoop())
        shedder.idle(second)
        #expect(await onLoop())
        shedder.upgraded(second)
        #expect(await !onLoop())
        shedder.closed(second)
        #expect(await onLoop())
        try await group.shutdownGracefully()
    }

    @Test("a lone connection's picture, room opening and report run off its event loop, which their files would block")
    func blockingReadsLeaveTheEventLoop() async throws {
        let reads = LogLines()
        @Sendable func note(_ read: String) {
            reads.append(read + (MultiThreadedEventLoopGroup.currentEventLoop == nil ? " off" : " on") + " the loop")
        }
        let contents = PackCatalog(folders: [PictureServingTests.content]).load()
        let api = PackAPI(packs: contents.packs, files: contents.files) { files, path, pack in
            note("picture")
            return try files.picture(path, of: pack)
        }
        let pack = try #require(contents.packs.first { $0.name == "world-cup-2022" })
        guard case .match(let matches) = pack.items, let flag = matches.first?.team1.flag else {
            throw CancellationError()
        }
        let hub = RoomHub(
            packs: { name in
                note("open")
                return api.pack(named: name)
            }, seed: 1,
            kept: { _ in
                note("report")
                return []
            })
        try await PackServer(api: api, configuration: .init(port: 0), rooms: hub, log: { _ in }).serving { base in
            try await withHTTPTransport { transport in
                let picture = TransportRequest(url: base.appendingPathComponent("packs/world-cup-2022/" + flag))
                let pictureStatus = try await transport.send(picture).status
                #expect(pictureStatus == 200)
                _ = try await ClassClient.openRoom(at: base, RoomOpening.Request(pack: "world-cup-2022"))
                let report = TransportRequest(
                    url: base.appendingPathComponent("rooms/123456/report.json"),
                    headers: ["Authorization": "Bearer key"])
                let reportStatus = try await transport.send(report).status
                #expect(reportStatus == 403)
            }
        }
        #expect(reads.all == ["picture off the loop", "open off the loop", "report off the loop"])
    }
}
