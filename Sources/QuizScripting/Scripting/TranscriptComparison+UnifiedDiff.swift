/// The steps as a unified diff, as `diff -u` prints it.
extension TranscriptComparison {
    /// The unified diff from the transcript `file` to the updated one, under `--- FILE` and `+++ FILE (actual)`
    /// headers, `actual` being the word that marks what ran, in `@@ -a,b +c,d @@` hunks with 3 lines of context;
    /// empty when they match.
    public func diff(file: String, actual: String = "actual") -> [String] {
        let context = 3
        let changed = steps.indices.filter { if case .kept = steps[$0] { false } else { true } }
        guard let first = changed.first else { return [] }
        // Group the changes whose contexts touch or overlap into hunks.
        var hunks: [ClosedRange<Int>] = []
        var start = first
        var end = first
        for index in changed.dropFirst() {
            if index - end - 1 > 2 * context {
                hunks.append(start...end)
                start = index
            }
            end = index
        }
        hunks.append(start...end)
        // Line numbers, from 1, of each step in the old and the new list, counted before the step.
        var oldLine = [Int](repeating: 0, count: steps.count + 1)
        var newLine = [Int](repeating: 0, count: steps.count + 1)
        oldLine[0] = 1
        newLine[0] = 1
        for (index, step) in steps.enumerated() {
            oldLine[index + 1] = oldLine[index] + (step.isAdded ? 0 : 1)
            newLine[index + 1] = newLine[index] + (step.isRemoved ? 0 : 1)
        }
        var lines = ["--- \(file)", "+++ \(file) (\(actual))"]
        for hunk in hunks {
            let range = max(0, hunk.lowerBound - context)..<min(steps.count, hunk.upperBound + context + 1)
            let oldCount = oldLine[range.upperBound] - oldLine[range.lowerBound]
            let newCount = newLine[range.upperBound] - newLine[range.lowerBound]
            // An empty side is numbered by the line before it, as diff does.
            let oldStart = oldLine[range.lowerBound] - (oldCount == 0 ? 1 : 0)
            let newStart = newLine[range.lowerBound] - (newCount == 0 ? 1 : 0)
            lines.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            lines += body(of: steps[range])
        }
        return lines
    }

    /// The lines of a hunk; in each run of changes the removed lines come before the added ones.
    private func body(of steps: ArraySlice<Step>) -> [String] {
        var lines: [String] = []
        var removed: [String] = []
        var added: [String] = []
        func flush() {
            lines += removed + added
            removed = []
            added = []
        }
        for step in steps {
            switch step {
            case .kept(let text):
                flush()
                lines.append(" " + text)
            case .removed(let text): removed.append("-" + text)
            case .added(let text): added.append("+" + text)
            }
        }
        flush()
        return lines
    }
}

extension TranscriptComparison.Step {
    var isAdded: Bool { if case .added = self { true } else { false } }
    var isRemoved: Bool { if case .removed = self { true } else { false } }
}
