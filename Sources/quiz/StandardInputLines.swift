import Foundation

/// The lines of standard input as they come, read on a thread of their own so that the room's messages keep
/// printing while nothing is typed; the stream ends at end of input.
enum StandardInputLines {
    static func stream() -> AsyncStream<String> {
        let (lines, continuation) = AsyncStream.makeStream(of: String.self)
        let reader = Thread {
            while let line = readLine(strippingNewline: true) { continuation.yield(line) }
            continuation.finish()
        }
        reader.start()
        return lines
    }
}
