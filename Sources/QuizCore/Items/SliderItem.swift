/// An estimate: a number within `low...high`, moved by `step` on a slider, right within `tolerance` of `answer`
/// ("In what year did...?", "How many km...?").
public struct SliderItem: ItemOfKind {
    public var id: Int
    public var category: String?
    public var question: String
    public var low: Double
    public var high: Double
    /// How far a slider moves at a time, 1 when nil; a typed number need not fall on a step.
    public var step: Double?
    public var answer: Double
    /// How far an answer may be from `answer` and still be right; nil for exactly `answer`.
    public var tolerance: Double?
    /// What the number counts, shown after it: `km`, `years`.
    public var unit: String?

    public init(
        id: Int, category: String? = nil, question: String, low: Double, high: Double, step: Double? = nil,
        answer: Double, tolerance: Double? = nil, unit: String? = nil
    ) {
        self.id = id
        self.category = category
        self.question = question
        self.low = low
        self.high = high
        self.step = step
        self.answer = answer
        self.tolerance = tolerance
        self.unit = unit
    }

    /// The right answer as a quiz's numbers judge it.
    public var accepted: NumericAnswer { NumericAnswer(value: answer, tolerance: tolerance) }
}
