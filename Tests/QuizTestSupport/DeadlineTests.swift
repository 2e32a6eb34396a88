import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// A test that times deadlines of a few seconds: it runs only with `QUIZ_DEADLINE_TESTS=1`, which `Scripts/test`
    /// sets for a step of their own, since a plain `swift test` runs it among hundreds of others on the same cores,
    /// where a second can pass before a server on 127.0.0.1 gets a turn to answer.
    public static var timesDeadlines: Self {
        .enabled(
            if: ProcessInfo.processInfo.environment["QUIZ_DEADLINE_TESTS"] == "1",
            "it times deadlines of seconds: set QUIZ_DEADLINE_TESTS=1 (Scripts/test runs it in a step of its own)")
    }
}
