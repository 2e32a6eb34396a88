/// Where a transcript and what ran first part ways: the line of the transcript, and the expected line that is
/// missing there, the line that ran instead, or both.
public struct TranscriptDifference: Sendable, Hashable {
    /// The line of the transcript, from 1: the first expected line that differs, or, where lines were only added,
    /// the expected line they came before (the last line, when they came after all of them).
    public var line: Int
    /// The expected line, when one was removed or replaced.
    public var expected: String?
    /// The line that ran, when one was added or replaced an expected one.
    public var actual: String?

    /// The expected line and the one that ran differ only in the white space that ends them, which the diff's - and +
    /// lines do not show.
    public var isInTrailingSpaces: Bool {
        guard let expected, let actual, expected != actual else { return false }
        let content = { (line: String) in line.reversed().drop(while: \.isWhitespace) }
        return content(expected).elementsEqual(content(actual))
    }
}

extension TranscriptDifference {
    /// The first run of changes of `comparison`: the first line removed there and the first added; nil when the
    /// transcript matches.
    init?(_ comparison: TranscriptComparison) {
        let steps = comparison.steps
        func isKept(_ step: TranscriptComparison.Step) -> Bool { if case .kept = step { true } else { false } }
        guard let first = steps.firstIndex(where: { !isKept($0) }) else { return nil }
        let changes = steps[first...].prefix { !isKept($0) }
        let expectedLines = steps.count { !$0.isAdded }
        self.init(
            line: max(1, min(first + 1, expectedLines)),
            expected: changes.lazy.compactMap { if case .removed(let text) = $0 { text } else { nil } }.first,
            actual: changes.lazy.compactMap { if case .added(let text) = $0 { text } else { nil } }.first)
    }
}
