import Foundation

/// One long-lived thread that runs blocking jobs in order: the line editor's home.
final class ReaderThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []

    init() {
        let thread = Thread { [unowned self] in self.loop() }
        thread.name = "quiz line editor"
        thread.start()
    }

    func run(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func loop() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }
}
