/// Where a transcript and what ran first part ways, read from their unified diff: the line of the transcript, and
/// the expected line that is missing there, the line that ran instead, or both.
public struct TranscriptDifference: Sendable, Hashable {
    /// The line of the transcript, from 1: the first expected line that differs, or, where lines were only added,
    /// the expected line they came before (the last line, when they came after all of them).
    public var line: Int
    /// The expected line, when one was removed or replaced.
    public var expected: String?
    /// The line that ran, when one was added or replaced an expected one.
    public var actual: String?
}

extension TranscriptDifference {
    /// The first difference of `diff`, as `TranscriptComparison.diff` writes it; nil when it shows none.
    public init?(diff: [String]) {
        guard let hunk = diff.firstIndex(where: { $0.hasPrefix("@@ -") }),
            let (start, count) = Self.oldRange(diff[hunk])
        else { return nil }
        var line = start
        var index = hunk + 1
        while index < diff.count, diff[index].hasPrefix(" ") {
            line += 1
            index += 1
        }
        guard index < diff.count else { return nil }
        var expected: String?
        var actual: String?
        if diff[index].hasPrefix("-") {
            expected = String(diff[index].dropFirst())
            while index < diff.count, diff[index].hasPrefix("-") { index += 1 }
        }
        if index < diff.count, diff[index].hasPrefix("+") { actual = String(diff[index].dropFirst()) }
        guard expected != nil || actual != nil else { return nil }
        self.init(line: max(1, min(line, start + count - 1)), expected: expected, actual: actual)
    }

    /// The start and length of the transcript's side of a hunk header, `@@ -START,COUNT +…`.
    private static func oldRange(_ header: String) -> (Int, Int)? {
        let range = header.dropFirst("@@ -".count).prefix { $0 != " " }.split(separator: ",")
        guard range.count == 2, let start = Int(range[0]), let count = Int(range[1]) else { return nil }
        return (start, count)
    }
}
