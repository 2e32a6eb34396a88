import NIOCore

/// Runs a connection's work on its event loop while no other connection has a request under way, sparing each
/// request two hops between threads; otherwise on the shared pool, where the work of many spreads over the cores.
final class ConnectionExecutor: TaskExecutor {
    let eventLoop: any EventLoop
    let shedder: IdleConnectionShedder

    init(eventLoop: any EventLoop, shedder: IdleConnectionShedder) {
        (self.eventLoop, self.shedder) = (eventLoop, shedder)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        guard shedder.busyConnections <= 1 else { return globalConcurrentExecutor.enqueue(job) }
        let (job, executor) = (UnownedJob(job), asUnownedTaskExecutor())
        eventLoop.execute { job.runSynchronously(on: executor) }
    }
}
