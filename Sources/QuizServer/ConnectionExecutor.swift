import NIOCore

/// Runs a connection's work on its event loop while no other connection has a request under way and none is a
/// WebSocket, sparing each request two hops between threads; otherwise on the shared pool, where the work of many
/// spreads over the cores and a room's writes to its files block no event loop.
final class ConnectionExecutor: TaskExecutor {
    let eventLoop: any EventLoop
    let shedder: IdleConnectionShedder

    init(eventLoop: any EventLoop, shedder: IdleConnectionShedder) {
        (self.eventLoop, self.shedder) = (eventLoop, shedder)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        guard shedder.servesOneAtATime else { return globalConcurrentExecutor.enqueue(job) }
        let job = UnownedJob(job)
        eventLoop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
