import QuizCore

/// How the lines a replay printed compare with a transcript's: whether they match, the unified diff when they do
/// not, and the transcript that `--update` writes.
///
/// An expected line matches an actual one when it is the same text (a command's but for the spaces at its ends), or
/// is a ` (re)` line whose expression matches the whole actual line, or is `...`, which takes any number of actual
/// lines; a comment matches a line of its text or none. The lines are aligned with as few changes as possible, a
/// change being an expected line removed, an actual line added, or one replaced by the other; a `...` takes as few
/// lines as it can, so that a changed line after it shows as changed rather than taken.
///
/// The updated transcript is the actual output with the transcript's comments, except that an expected `...` or
/// ` (re)` line stays as it is where it still matches: what is left to chance stays so. A diff compares the
/// transcript with that updated one, so it shows only the lines that changed.
public struct TranscriptComparison: Sendable {
    enum Step: Hashable {
        /// An expected line that matched: the text of the transcript stays.
        case kept(String)
        case removed(String)
        case added(String)
    }

    let steps: [Step]

    /// Alignments past this many cells are not searched: the differing middle is shown removed, then added.
    static let searchLimit = 16_000_000

    public init(expected: Transcript, actual: [String]) {
        var matcher = LineMatcher()
        let expected = expected.lines
        // The lines that match at the start and at the end, and the comments that match nothing there, are kept
        // without a search.
        var expectedStart = 0
        var actualStart = 0
        while expectedStart < expected.count, expected[expectedStart].pattern != .anyLines {
            if actualStart < actual.count, matcher.matches(expected[expectedStart], actual[actualStart]) {
                actualStart += 1
            } else if expected[expectedStart].pattern != .comment {
                break
            }
            expectedStart += 1
        }
        var expectedEnd = expected.count
        var actualEnd = actual.count
        while expectedEnd > expectedStart, expected[expectedEnd - 1].pattern != .anyLines {
            if actualEnd > actualStart, matcher.matches(expected[expectedEnd - 1], actual[actualEnd - 1]) {
                actualEnd -= 1
            } else if expected[expectedEnd - 1].pattern != .comment {
                break
            }
            expectedEnd -= 1
        }
        let middle = Self.align(
            expected[expectedStart..<expectedEnd], actual[actualStart..<actualEnd], matcher: &matcher)
        steps =
            expected[..<expectedStart].map { .kept($0.text) } + middle
            + expected[expectedEnd...].map { .kept($0.text) }
    }

    /// The transcript that `--update` writes.
    public var updated: [String] {
        steps.compactMap { step in
            switch step {
            case .kept(let text), .added(let text): text
            case .removed: nil
            }
        }
    }

    /// The cheapest alignment of `expected` with `actual`: a table of the fewest changes from each pair of positions
    /// to the end, then a walk through it that prefers matches, and ends each `...` as early as it can.
    private static func align(
        _ expected: ArraySlice<Transcript.Line>, _ actual: ArraySlice<String>, matcher: inout LineMatcher
    ) -> [Step] {
        let expected = Array(expected)
        let actual = Array(actual)
        let columns = actual.count + 1
        guard (expected.count + 1) * columns <= searchLimit else {
            return expected.map { .removed($0.text) } + actual.map { .added($0) }
        }
        var cost = [Int32](repeating: 0, count: (expected.count + 1) * columns)
        var matched = [Bool](repeating: false, count: cost.count)
        func at(_ i: Int, _ j: Int) -> Int32 { cost[i * columns + j] }
        for j in stride(from: actual.count - 1, through: 0, by: -1) {
            cost[expected.count * columns + j] = at(expected.count, j + 1) + 1
        }
        for i in stride(from: expected.count - 1, through: 0, by: -1) {
            let anyLines = expected[i].pattern == .anyLines
            // A comment that matches no line costs nothing.
            let removal: Int32 = anyLines || expected[i].pattern == .comment ? 0 : 1
            cost[i * columns + actual.count] = at(i + 1, actual.count) + removal
            for j in stride(from: actual.count - 1, through: 0, by: -1) {
                if anyLines {
                    cost[i * columns + j] = min(at(i + 1, j), at(i, j + 1))
                    continue
                }
                var best = min(at(i + 1, j) + removal, min(at(i, j + 1), at(i + 1, j + 1)) + 1)
                if matcher.matches(expected[i], actual[j]) {
                    matched[i * columns + j] = true
                    best = min(best, at(i + 1, j + 1))
                }
                cost[i * columns + j] = best
            }
        }
        var steps: [Step] = []
        var i = 0
        var j = 0
        while i < expected.count || j < actual.count {
            let here = at(i, j)
            if i < expected.count, expected[i].pattern == .anyLines {
                if j < actual.count, here != at(i + 1, j) {
                    j += 1
                } else {
                    steps.append(.kept(expected[i].text))
                    i += 1
                }
            } else if i < expected.count, j < actual.count, matched[i * columns + j], here == at(i + 1, j + 1) {
                steps.append(.kept(expected[i].text))
                i += 1
                j += 1
            } else if i < expected.count, expected[i].pattern == .comment, here == at(i + 1, j) {
                steps.append(.kept(expected[i].text))
                i += 1
            } else if i < expected.count, j < actual.count, here == at(i + 1, j + 1) + 1 {
                steps += [.removed(expected[i].text), .added(actual[j])]
                i += 1
                j += 1
            } else if i < expected.count, here == at(i + 1, j) + 1 {
                steps.append(.removed(expected[i].text))
                i += 1
            } else {
                steps.append(.added(actual[j]))
                j += 1
            }
        }
        return steps
    }
}

/// Tells whether an expected line matches an actual one, compiling each ` (re)` expression once.
private struct LineMatcher {
    private var expressions: [String: LinearPattern?] = [:]

    mutating func matches(_ expected: Transcript.Line, _ actual: String) -> Bool {
        switch expected.pattern {
        case .anyLines: return true
        case .comment: return expected.text == actual
        case .exact:
            // A command's line matches without the spaces at its ends, which an editor may strip or add: the replay
            // prints a command trimmed, and the prompt of an empty one with its space.
            guard case .command = expected.kind else { return expected.text == actual }
            return expected.text.trimmingSpaces == actual.trimmingSpaces
        case .expression(let source):
            if expressions[source] == nil { expressions[source] = .some(try? LinearPattern(source)) }
            guard let expression = expressions[source] ?? nil else { return expected.text == actual }
            return expression.matches(actual)
        }
    }
}
