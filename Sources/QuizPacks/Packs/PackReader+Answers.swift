import QuizCore

/// The fields of numerical and multiple-response questions: a quiz's `numbers` and a choice item's `solutions`.
extension PackReader {
    /// An optional array of numbers a quiz accepts: `[{"value": 3.1415, "tolerance": 0.0005}, {"value": 1822}]`.
    func numbers(of item: JSONValue) -> [NumericAnswer]? {
        guard let value = nullable(member("numbers", of: item, required: false)) else { return nil }
        guard case .array(let entries) = value.content else {
            report(
                "must be an array of one or more numbers to accept, found \(value.typeDescription)",
                field: "numbers", at: value)
            return nil
        }
        guard !entries.isEmpty else {
            report(Self.emptyNumbersFault, field: "numbers", at: value)
            return nil
        }
        var numbers: [NumericAnswer] = []
        for (index, entry) in entries.enumerated() {
            let field = "numbers[\(index)]"
            guard object(entry, field: field) else { continue }
            let number = member("value", of: entry, field: "\(field).value", required: true).flatMap {
                finite($0, field: "\(field).value")
            }
            var tolerance: Double?
            if let margin = nullable(entry["tolerance"]), let given = finite(margin, field: "\(field).tolerance") {
                if let fault = Self.toleranceFault(given) {
                    report(fault, field: "\(field).tolerance", at: margin)
                } else {
                    tolerance = given
                }
            }
            if let number { numbers.append(NumericAnswer(value: number, tolerance: tolerance)) }
        }
        return numbers.count == entries.count ? numbers : nil
    }

    private func finite(_ value: JSONValue, field: String) -> Double? {
        guard case .number(let number) = value.content, number.isFinite else {
            report("must be a number, found \(value.typeDescription)", field: field, at: value)
            return nil
        }
        return number
    }

    /// An optional array of the numbers of every right answer of a choice item, each an answer's number, at least
    /// two and none twice: `[1, 3]`.
    func solutions(of item: JSONValue, answers: Int?) -> [Int]? {
        guard let value = nullable(member("solutions", of: item, required: false)) else { return nil }
        guard case .array(let entries) = value.content else {
            report("must be an array of answer numbers, found \(value.typeDescription)", field: "solutions", at: value)
            return nil
        }
        let numbers = entries.enumerated().compactMap { index, entry in integer(entry, field: "solutions[\(index)]") }
        guard numbers.count == entries.count else { return nil }
        if let fault = Self.solutionsFault(numbers, answers: answers) {
            report(fault, field: "solutions", at: value)
            return nil
        }
        return numbers
    }
}
