import QuizCore

/// `practice stats` as lines: the cards by state, the retention, and the forecast of the next 30 days as columns of
/// Unicode blocks, four rows high, in colour where the terminal has it.
struct PracticeChart {
    let text: Messages
    let marks: OutputMarks

    static let rows = 4
    private static let blocks = Array(" ▁▂▃▄▅▆▇█")

    func lines(_ stats: PracticeStats) -> [String] {
        var lines = [text.cardsByState(stats.cards), text.retention(stats.retention)]
        lines += text.schedulingParameters(stats.parameters)
        let counts = stats.forecast.map(\.due)
        let highest = counts.max() ?? 0
        lines.append(text.forecastHeader(days: counts.count, total: counts.reduce(0, +)))
        guard highest > 0 else { return lines }
        let label = String(highest).count
        let eighths = counts.map { count in
            count == 0 ? 0 : max(1, Int((Double(count) / Double(highest) * Double(Self.rows * 8)).rounded()))
        }
        for row in (0..<Self.rows).reversed() {
            var bars = String(eighths.map { Self.blocks[min(max($0 - row * 8, 0), 8)] })
            while bars.last == " " { bars.removeLast() }
            let axis = row == Self.rows - 1 ? String(highest) : row == 0 ? "0" : ""
            lines.append(marks.green(pad(axis, label) + " ┤" + bars))
        }
        // A date under every seventh day, from today.
        var scale = Array(repeating: Character(" "), count: counts.count + 5)
        for day in stride(from: 0, to: counts.count, by: 7) {
            for (offset, character) in stats.forecast[day].day.dropFirst(5).enumerated() {
                scale[day + offset] = character
            }
        }
        lines.append(pad("", label) + "  " + String(scale).trimmingSpaces)
        return lines
    }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: width - text.count) + text
    }
}
