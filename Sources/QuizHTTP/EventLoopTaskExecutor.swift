import NIOCore

/// Runs the jobs of the tasks that prefer it on one NIO event loop: the server's connection tasks then read, answer
/// and write on the thread that does their I/O, with no hop to another thread and back for each request.
final class EventLoopTaskExecutor: TaskExecutor, @unchecked Sendable {
    private let loop: any EventLoop

    init(_ loop: any EventLoop) {
        self.loop = loop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        loop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
