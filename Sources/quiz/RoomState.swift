import QuizClass
import QuizShell

/// What `quiz host` and `quiz join` keep of their room: the question open, for the prompt and the answers, and whether
/// the game is over for them.
struct RoomState: Sendable {
    let pin: String
    /// The pack of the room, whose pictures its server serves beside it; nil until the first welcome.
    var pack: String?
    /// The open question, until this player answers it.
    var open: Int?
    /// The open question's options, which a typed `help` or `quit` may name.
    var options: [String] = []
    /// The open question's number and count, and when its time runs out on this machine's clock.
    var shown: (question: Int, count: Int, deadline: ContinuousClock.Instant)?
    /// The players of the last lobby, which the host is not shown again while they stay the same.
    var players: [String]?
    /// The room has welcomed this terminal once.
    var welcomed = false
    /// The room is a homework room, whose host has no `next` nor `skip`.
    var homework = false
    /// The game is over: the podium came, or the host sent this player out.
    var over = false
    /// The player typed quit or Ctrl-D.
    var left = false
    /// The connection was lost since the last welcome.
    var lost = false
    /// The host's last line was a `quit` while the game went on, which the next `quit` confirms.
    var warnedOfQuit = false

    mutating func update(with message: ServerMessage) {
        switch message {
        case .welcome(let welcome):
            pack = welcome.pack
            welcomed = true
            homework = welcome.until != nil
            lost = false
        case .question(let question):
            open = question.question
            options = question.options
            shown = (question.question, question.count, .now + .milliseconds(Int(question.secondsLeft * 1000)))
        case .lobby(let names): players = names
        case .received: open = nil
        case .closed:
            open = nil
            shown = nil
        case .podium, .kicked, .done:
            open = nil
            shown = nil
            over = true
        default: break
        }
    }

    /// The connection was lost: no question is open until the room says so again.
    mutating func loseConnection() {
        lost = true
        open = nil
        shown = nil
    }

    /// `quiz [room 482913]> `; while a question is open, its number, as the shell's `host` shows it, and on a
    /// player's terminal (`countingDown`) until it is answered the seconds left: `quiz [room 482913 · 3/10 · 12 s]> `.
    func prompt(_ text: Messages, countingDown: Bool) -> String {
        guard let shown else { return "quiz [\(text.roomPrompt(pin))]> " }
        let number = " · \(shown.question)/\(shown.count)"
        guard countingDown, open != nil else { return "quiz [\(text.roomPrompt(pin))\(number)]> " }
        let left = max(0, Int((shown.deadline - .now) / .seconds(1) + 0.999))
        return "quiz [\(text.roomPrompt(pin))\(number) · \(left) s]> "
    }
}
