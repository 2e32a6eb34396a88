import Testing

@testable import QuizAPI
@testable import QuizCore
@testable import QuizPacks

@Suite("mapping on every core")
struct ConcurrentMapTests {
    @Test(
        "every element is transformed once, and the results keep the elements' order",
        arguments: [0, 1, 2, 3, 17, 10_001])
    func orderKept(count: Int) {
        let numbers = Array(0..<count)
        #expect(numbers.concurrentMap { $0 * 3 + 1 } == numbers.map { $0 * 3 + 1 })
    }
}
