import Synchronization

/// The output lines that the picture renderer drew during one command: pixels turned into terminal sequences by
/// libchafa, which the shell lets through as they are, while every other line is made safe for the terminal.
final class DrawnPictureLines: Sendable {
    private let lines = Mutex<Set<String>>([])

    func record(_ drawn: [String]) {
        lines.withLock { $0.formUnion(drawn) }
    }

    /// The lines drawn since the last call, and none from then on.
    func take() -> Set<String> {
        lines.withLock { lines in
            defer { lines = [] }
            return lines
        }
    }
}
