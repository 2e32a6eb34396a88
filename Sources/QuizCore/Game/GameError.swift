/// Why the game refused a step. A refused step changes nothing: the same step, corrected, can follow. It is Codable
/// so that a room's refusal of an answer can carry it to a client that says it in the player's language.
public enum GameError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    case notStarted
    case alreadyStarted
    case gameOver
    case paused
    case alreadyPaused
    case notPaused
    case alreadyAnswered(round: Int)
    /// `next` before the round was answered or skipped.
    case unanswered(round: Int)
    case emptyAnswer
    /// The text names neither of two options: `options` are their names.
    case notAnOption(String, options: [String])
    /// The text names none of the choices of a question that takes several: `count` is how many it has.
    case notSomeOptions(String, count: Int)
    case notANumber(String)
    case outOfRange(String, low: Double, high: Double)
    /// The text does not name each of an ordering's `count` items once.
    case notAnOrder(String, count: Int)
    /// The text does not pair each of `count` left sides with a different one of `letters` right sides.
    case notPairs(String, count: Int, letters: Int)
    case tooLong(Int, limit: Int)
    case notYesOrNo(String)
    /// The server could not check the answer (`PendingCheck.verdict(from:)`): `reason` says why; the round stays open.
    case checkFailed(round: Int, reason: String)
    case noCheckRoute(round: Int)
    /// No question of the pack is left after the filter (nil when the pack itself is empty).
    case noQuestions(pack: String, filter: String?)
    case invalidLimit(Int)

    public var description: String {
        switch self {
        case .notStarted: "no game is in progress; start one first"
        case .alreadyStarted: "the game has already started"
        case .gameOver: "the game is over; start a new one"
        case .paused: "the game is paused; resume it first"
        case .alreadyPaused: "the game is already paused"
        case .notPaused: "the game is not paused"
        case .alreadyAnswered(let round): "question \(round) is already answered; go on to the next one"
        case .unanswered(let round): "question \(round) is not answered yet; answer it or skip it"
        case .emptyAnswer: "the answer is empty; type an answer"
        case .notAnOption(let text, let options) where options.count > 2:
            "\"\(text.prefix(40))\" is not one of the choices; answer a number from 1 to \(options.count), or an answer as written"
        case .notAnOption(let text, let options):
            "\"\(text.prefix(40))\" is not one of the choices; answer "
                + options.enumerated().map { "\($0.offset + 1) (\($0.element))" }.joined(separator: " or ")
        case .notSomeOptions(let text, let count):
            "\"\(text.prefix(40))\" names none of the choices; answer the number of every right one from 1 to \(count), "
                + "such as 1 3"
        case .notANumber(let text):
            "\"\(text.prefix(40))\" is not a number; answer with digits, such as 1822 or 3.14 (3,14 too)"
        case .outOfRange(let text, let low, let high):
            "\(text.prefix(40)) is outside the range; answer a number from \(NumericAnswer.text(of: low)) to "
                + "\(NumericAnswer.text(of: high))"
        case .notAnOrder(let text, let count):
            "\"\(text.prefix(40))\" is not an order of the \(count) items; name each number from 1 to \(count) once, "
                + "in order, such as \((1...count).reversed().map(String.init).joined(separator: " "))"
        case .notPairs(let text, let count, let letters):
            "\"\(text.prefix(40))\" does not pair each of 1 to \(count) with a different letter from a to "
                + "\(Self.letter(letters)); answer such as \(Self.examplePairs(count))"
        case .tooLong(let count, let limit):
            "the answer has \(count) characters; write at most \(limit)"
        case .notYesOrNo(let text): "\"\(text.prefix(40))\" is neither yes nor no; answer yes or no"
        case .checkFailed(let round, let reason):
            "the answer to question \(round) could not be checked: \(reason); it is still open, try again"
        case .noCheckRoute(let round):
            "question \(round) can only be checked by a server, and no route of its API takes such an answer"
        case .noQuestions(let pack, let filter):
            filter.map { "no question of \(pack) matches \"\($0)\"" } ?? "\(pack) has no questions"
        case .invalidLimit(let limit): "the number of questions must be at least 1, not \(limit)"
        }
    }

    /// The letter of the right side numbered `number`, from 1: `a`, `b`...
    public static func letter(_ number: Int) -> String {
        String(UnicodeScalar(UInt8(96 + min(max(number, 1), 26))))
    }

    /// An answer pairing `count` left sides, such as `1b 2a` or `1b 2c 3a`.
    public static func examplePairs(_ count: Int) -> String {
        (1...max(count, 1)).map { "\($0)\(letter($0 % count + 1))" }.joined(separator: " ")
    }
}
