extension Question {
    /// The share of the points an answer earns in a room, from 0 to 1: 1 for a right answer, 0 for a wrong one, and
    /// between them for a near one. A slider's number earns all within the tolerance, then less the farther it is,
    /// none from a quarter of the range beyond the tolerance; an ordering earns the share of its items in their
    /// right place, pairs the share of the pairs matched right. A poll's or an open question's answer earns none.
    public func credit(for answer: Answer) -> Double {
        if judge(answer) == true { return 1 }
        switch (options, answer, solution) {
        case (.slider(let low, let high, _, _), .text(let text), _):
            guard let number = NumericAnswer.number(in: text), let accepted = numbers.first, high > low else {
                return 0
            }
            let beyond = abs(number - accepted.value) - (accepted.tolerance ?? 0)
            return max(0, 1 - beyond / ((high - low) / 4))
        case (.ordering, .options(let given), .options(let right)?),
            (.pairs, .options(let given), .options(let right)?):
            guard given.count == right.count, !right.isEmpty else { return 0 }
            return Double(zip(given, right).count { $0 == $1 }) / Double(right.count)
        default:
            return 0
        }
    }
}
