/// Why `Interpreter.practiceStatistics` could not count, in the language of the messages.
public struct PracticeFailure: Error, CustomStringConvertible {
    public let description: String
}
