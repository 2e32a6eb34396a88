/// Runs numbered jobs side by side, a few at a time, and hands over their results in the jobs' order, each as soon
/// as it and every one before it have ended, so that what they print reads the same at any width.
enum OrderedJobs {
    /// Runs `job(0)` to `job(count - 1)`, at most `width` at once, and calls `deliver` with each index and result,
    /// in order.
    static func run<Result: Sendable>(
        count: Int, width: Int, job: @escaping @Sendable (Int) async -> Result,
        deliver: (Int, Result) async -> Void
    ) async {
        await withTaskGroup(of: (Int, Result).self) { group in
            var started = 0
            func startNext() {
                let index = started
                group.addTask { (index, await job(index)) }
                started += 1
            }
            while started < min(max(1, width), count) { startNext() }
            var ended: [Int: Result] = [:]
            var next = 0
            while let (index, result) = await group.next() {
                ended[index] = result
                while let ready = ended.removeValue(forKey: next) {
                    await deliver(next, ready)
                    next += 1
                }
                if started < count { startNext() }
            }
        }
    }
}
