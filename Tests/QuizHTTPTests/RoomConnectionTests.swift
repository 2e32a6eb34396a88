import QuizClass
import QuizClient
import QuizServer
import Synchronization
import Testing

@Suite struct RoomConnectionTests {
    @Test func aClientThatStopsReadingIsDroppedOnceItsBufferIsFull() async {
        let overflowed = Mutex(0)
        let connection = RoomConnection(id: 1, capacity: 3) { overflowed.withLock { $0 += 1 } }
        for question in 1...3 { connection.send(.received(question: question)) }
        #expect(!connection.isClosed && overflowed.withLock { $0 } == 0)
        connection.send(.received(question: 4))
        #expect(connection.isClosed && overflowed.withLock { $0 } == 1)
        connection.send(.received(question: 5))
        #expect(overflowed.withLock { $0 } == 1)
        var written: [String] = []
        for await text in connection.outgoing { written.append(text) }
        #expect(written == (1...3).map { #"{"question":\#($0),"type":"received","v":1}"# })
    }
}
