import Testing

@testable import QuizShell

@Suite struct StyleTests {
    @Test(arguments: [
        (true, ["TERM": "xterm-256color"], true), (false, ["TERM": "xterm-256color"], false),
        (true, ["TERM": "xterm-256color", "NO_COLOR": "1"], false), (true, ["TERM": "dumb"], false),
        (true, ["TERM": "xterm", "NO_COLOR": ""], true),
    ])
    func colourOnlyOnATerminalThatShowsIt(isTerminal: Bool, environment: [String: String], coloured: Bool) {
        #expect(Style.automatic(isTerminal: isTerminal, environment: environment).enabled == coloured)
    }
}
