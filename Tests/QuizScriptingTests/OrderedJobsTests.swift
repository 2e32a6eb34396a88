import QuizShell
import Synchronization
import Testing

@testable import QuizScripting

@Suite("Jobs side by side, their results in order")
struct OrderedJobsTests {
    /// Counts the jobs running at once, and the most there were.
    private final class Running: Sendable {
        private let counts = Mutex((now: 0, most: 0))

        func enter() {
            counts.withLock { $0 = (now: $0.now + 1, most: max($0.most, $0.now + 1)) }
        }

        func leave() {
            counts.withLock { $0.now -= 1 }
        }

        var most: Int { counts.withLock { $0.most } }
    }

    @Test(arguments: [1, 2, 3])
    func resultsArriveInTheOrderOfTheJobsAndNoMoreRunThanTheWidth(width: Int) async {
        let running = Running()
        var delivered: [Int] = []
        await OrderedJobs.run(count: 9, width: width) { index in
            running.enter()
            // Later jobs end sooner, so that they end before the ones they come after.
            try? await Task.sleep(for: .milliseconds(5 * (9 - index)))
            running.leave()
            return index * 10
        } deliver: { index, result in
            #expect(result == index * 10)
            delivered.append(index)
        }
        #expect(delivered == Array(0..<9))
        #expect(running.most <= width)
    }

    @Test func aLaterJobEndsWhileAnEarlierOneWaitsForItAndIsDeliveredAfter() async {
        let (ended, signal) = AsyncStream.makeStream(of: Void.self)
        var delivered: [String] = []
        await OrderedJobs.run(count: 2, width: 2) { index in
            if index == 0 {
                // Ends only once job 1 has: with one job at a time this would never end.
                for await _ in ended { break }
                return "first"
            }
            signal.yield()
            return "second"
        } deliver: { _, result in
            delivered.append(result)
        }
        #expect(delivered == ["first", "second"])
    }

    @Test func noJobsDeliverNothing() async {
        var delivered = 0
        await OrderedJobs.run(count: 0, width: 4) {
            $0
        } deliver: { _, _ in
            delivered += 1
        }
        #expect(delivered == 0)
    }
}
