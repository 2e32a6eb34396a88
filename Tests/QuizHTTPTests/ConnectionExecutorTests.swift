import NIOCore
import NIOEmbedded
import NIOPosix
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
}
