import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import Testing

@testable import QuizShell

@Suite("Alerts at the player's thresholds, with the bell when asked")
struct AlertTests {
    @Test func streaksAreThePlayersAndTheBellRings() async throws {
        let shell = try ShellFixture(packs: [ShellFixture.films])
        try await shell.run("set alert streak 1", "set bell on", "load films")
        let screen = try await shell.run("play 1")
        #expect(screen.failure == nil)
        let answered = try await shell.run("yes").output
        #expect(answered.contains("★ 1 in a row!\u{7}"))
    }

    @Test func theScoreAlertComesOnceWhenTheShareIsReached() async throws {
        let shell = try ShellFixture(packs: [ShellFixture.films])
        try await shell.run("set alert score 50%", "set alert streak off", "load films", "play")
        let first = try await shell.run("state").output[1]
        let right = first.contains("Godfather") ? "yes" : "no"
        #expect(try await shell.run(right).output.contains("★ You reached 50%: 1 of 2 right!"))
        try await shell.run("next")
        let second = try await shell.run("state").output[2]
        let output = try await shell.run(second.contains("Godfather") ? "yes" : "no").output
        #expect(!output.contains { $0.hasPrefix("★ You reached") })
        #expect(!output.contains { $0.contains("in a row") })
    }

    @Test func theTimeAlertComesOnceWhenPlayHasLastedLongEnough() async throws {
        let clock = ManualClock()
        let shell = try ShellFixture(packs: [ShellFixture.films], clock: clock)
        try await shell.run("set alert time 60", "load films", "play")
        clock.advance(by: 59)
        #expect(try await shell.run("show").output.first?.hasPrefix("⏰") == false)
        clock.advance(by: 1)
        let alerted = try await shell.run("show").output.first
        #expect(alerted?.hasPrefix("⏰ You have played for ") == true, "\(String(describing: alerted))")
        #expect(try await shell.run("show").output.first?.hasPrefix("⏰") == false)
    }

    @Test func badThresholdsSayWhatWouldDo() async throws {
        let shell = try ShellFixture()
        #expect(
            try await shell.run("set alert streak 3,x").failure
                == #""3,x" is not a value for alert streak; use numbers like 3,5,10, or off"#)
        #expect(
            try await shell.run("set alert time -1").failure?.hasPrefix(#""-1" is not a value for alert time"#) == true)
        #expect(try await shell.run("set alert volume 3").failure?.hasPrefix("usage: set ") == true)
    }
}
