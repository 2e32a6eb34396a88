/// One question of any kind, as the player sees it and as the engine checks it.
///
/// Built from an item with `Question(_:)` (see `Question+Items.swift`); `parse(_:)` reads what the player typed.
public struct Question: Sendable, Hashable, Identifiable {
    public enum Options: Sendable, Hashable {
        /// Two named options, answered `1`, `2` or by name: two teams, two answers about a book.
        case two(String, String)
        /// Numbered answers, answered by number or by text: a choice item's two to eight answers.
        case choices([String])
        case yesNo
        case freeText
        /// A number from `low` to `high`, moved by `step` on a slider; `unit` is shown after it.
        case slider(low: Double, high: Double, step: Double, unit: String?)
        /// Items to put in order, answered as their numbers in order (`3 1 2 4`).
        case ordering([String])
        /// Left sides numbered and right sides lettered, answered as pairs (`1b 2a 3c`).
        case pairs(left: [String], right: [String])
    }

    /// How an answer is judged.
    public enum Check: Sendable, Hashable {
        /// By the engine, against the solution the item carries.
        case local(Answer)
        /// By the API's check route: a match's `/check?id=&winner=`, a quiz's `/api/quizzes/ID/check?answer=`.
        case remote
        /// Not at all: a poll or an open question, which has no right answer.
        case none
    }

    public var id: Int { store.value.id }
    public var kind: ItemKind { store.value.kind }
    /// What the question is about: a match's phase, a book, a film's title; nil for quizzes.
    public var heading: String? { store.value.heading }
    /// Who wrote a quiz; nil for the other kinds.
    public var author: String? { store.value.author }
    /// The question or statement itself; for matches, which team won.
    public var prompt: String { store.value.prompt }
    public var options: Options { store.value.options }
    public var pictures: [Picture] { store.value.pictures }
    public var check: Check { store.value.check }
    /// The right answer when it is known, shown with the verdict; nil for a quiz checked remotely.
    public var solution: Answer? { store.value.solution }
    /// More to show with the verdict: a match's result, such as `0(3)-0(0)`.
    public var details: String? { store.value.details }
    /// Hints the player may ask for, one at a time: a quiz's `tips`.
    public var tips: [String] { store.value.tips }
    /// Other texts judged right besides the solution: a local quiz's `alternatives`.
    public var alternatives: [String] { store.value.alternatives }
    /// The numbers a numerical quiz accepts; when there are any, they alone judge a typed answer.
    public var numbers: [NumericAnswer] { store.value.numbers }

    /// Whether the player names several numbered answers at once: a multiple-response question.
    public var takesSeveralAnswers: Bool {
        if case .local(.options) = check { true } else { false }
    }

    /// The fields, behind one reference that copies share until one of them changes: a question travels in every
    /// round and game event, and copying a dozen strings and arrays each time cost more than playing it.
    private var store: Boxed<Fields>

    struct Fields: Hashable {
        var id: Int
        var kind: ItemKind
        var heading: String?
        var author: String?
        var prompt: String
        var options: Options
        var pictures: [Picture]
        var check: Check
        var solution: Answer?
        var details: String?
        var tips: [String]
        var alternatives: [String]
        var numbers: [NumericAnswer]
    }

    func changing(_ change: (inout Fields) -> Void) -> Question {
        var fields = store.value
        change(&fields)
        var copy = self
        copy.store = Boxed(fields)
        return copy
    }

    public init(
        id: Int, kind: ItemKind, heading: String? = nil, author: String? = nil, prompt: String, options: Options,
        pictures: [Picture] = [], check: Check, solution: Answer? = nil, details: String? = nil, tips: [String] = [],
        alternatives: [String] = [], numbers: [NumericAnswer] = []
    ) {
        store = Boxed(
            Fields(
                id: id, kind: kind, heading: heading, author: author, prompt: prompt, options: options,
                pictures: pictures, check: check, solution: solution, details: details, tips: tips,
                alternatives: alternatives, numbers: numbers))
    }

    /// The text of an answer as the question shows it: the team or answer an option names, or the text typed;
    /// nil for yes and no, which the renderer words in its own language.
    public func label(of answer: Answer) -> String? {
        switch (answer, options) {
        case (.option(1), .two(let first, _)): first
        case (.option(2), .two(_, let second)): second
        case (.option(let number), .choices(let answers)) where answers.indices.contains(number - 1):
            answers[number - 1]
        case (.options(let numbers), .choices(let answers))
        where numbers.allSatisfy({ answers.indices.contains($0 - 1) }):
            numbers.map { answers[$0 - 1] }.joined(separator: ", ")
        case (.text(let text), _): text
        case (.options(let numbers), .ordering(let items)) where numbers.allSatisfy({ items.indices.contains($0 - 1) }):
            numbers.map { items[$0 - 1] }.joined(separator: " → ")
        case (.options(let letters), .pairs(let left, let right))
        where letters.allSatisfy({ right.indices.contains($0 - 1) }):
            zip(left, letters).map { "\($0) – \(right[$1 - 1])" }.joined(separator: ", ")
        default: nil
        }
    }

    /// The same question with its two options the other way round, the solution following its option.
    func swappingOptions() -> Question {
        guard case .two(let first, let second) = options else { return self }
        return moving(to: .two(second, first)) { 3 - $0 }.changing { $0.pictures.reverse() }
    }

    /// The same question with its numbered answers in `order` (their indices, as shown), the solution moved with them.
    func reordering(_ order: [Int]) -> Question {
        guard case .choices(let answers) = options, order.sorted() == Array(answers.indices) else { return self }
        return moving(to: .choices(order.map { answers[$0] })) { order.firstIndex(of: $0 - 1).map { $0 + 1 } }
    }

    /// The same question showing `shown`, its solution and check moved from each option's number to the one `place`
    /// gives, where it gives one.
    private func moving(to shown: Options, _ place: (Int) -> Int?) -> Question {
        func moved(_ answer: Answer?) -> Answer? {
            guard case .option(let number) = answer, let place = place(number) else { return answer }
            return .option(place)
        }
        return changing { fields in
            fields.options = shown
            fields.solution = moved(solution)
            if case .local(let answer) = check, let answer = moved(answer) { fields.check = .local(answer) }
        }
    }

    /// Judges a parsed answer against the item's own solution; nil when the check is remote.
    func judgeLocally(_ answer: Answer) -> Bool? {
        guard case .local(let solution) = check else { return nil }
        switch (answer, solution) {
        case (.text(let given), .text(_)) where !numbers.isEmpty:
            return numbers.contains { $0.accepts(given) }
        case (.text(let given), .text(let expected)):
            let answers = [expected] + alternatives
            return Self.matchesExactly(given, answers) || answers.contains { TextMatching.withinTypo(given, $0) }
        default: return answer == solution
        }
    }

    /// Judges an answer wherever the question holds its right answer: by its own check, or by its solution for a
    /// match checked remotely; nil for a quiz that came without its answer. What a class room judges with.
    public func judge(_ answer: Answer) -> Bool? {
        if let result = judgeLocally(answer) { return result }
        return solution.map { $0 == answer }
    }

    /// The question judged against its own solution, when it holds one, rather than by a server's check.
    var judgedBySolution: Question {
        guard case .remote = check, let solution else { return self }
        return changing { $0.check = .local(solution) }
    }

    /// Whether a typed answer this question judges right is so only within a typo (see `TextMatching.withinTypo`).
    func isNearMiss(_ answer: Answer) -> Bool {
        guard case .local(.text(let expected)) = check, case .text(let given) = answer, numbers.isEmpty else {
            return false
        }
        let answers = [expected] + alternatives
        return !Self.matchesExactly(given, answers) && answers.contains { TextMatching.withinTypo(given, $0) }
    }

    /// Whether `given` is one of `answers` by the quiz service's rule or the game's own, typos aside.
    private static func matchesExactly(_ given: String, _ answers: [String]) -> Bool {
        answers.contains { TextMatching.sameQuizAnswer(given, $0) || TextMatching.sameTypedAnswer(given, $0) }
    }
}
