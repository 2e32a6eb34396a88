import Foundation
import Testing

@testable import QuizShell

@Suite("Input lines are bounded: long ones are refused at once, with a message")
struct InputLineTests {
    @Test("a line over 64 KiB is not run, and says why")
    func longLine() async throws {
        let shell = try ShellFixture()
        let started = ContinuousClock.now
        let result = try await shell.run(String(repeating: "x", count: 5 * 1024 * 1024))
        #expect(result.failure == "the line is longer than the limit of 64 KiB; it was not run: type a shorter command")
        #expect(started.duration(to: .now) < .seconds(2))
    }

    @Test("a line of 1,000,000 bytes on standard input is said to be over the limit, not to have the bytes read of it")
    func longLineRead() async throws {
        let text = String(repeating: "z", count: 1_000_000) + "\n"
        let stream = try #require(fmemopen(nil, text.utf8.count + 1, "w+"))
        defer { fclose(stream) }
        fputs(text, stream)
        rewind(stream)
        let line = try #require(InputLine.read(from: stream))
        let result = try await ShellFixture().run(line)
        #expect(result.failure == "the line is longer than the limit of 64 KiB; it was not run: type a shorter command")
        #expect(result.failure?.contains("65537") == false)
    }

    @Test("a long unknown word gets no suggestion, at once, and is shown cut")
    func longUnknownWord() async throws {
        let shell = try ShellFixture()
        let started = ContinuousClock.now
        let result = try await shell.run(String(repeating: "q", count: 60_000))
        #expect(
            result.failure == "unknown command \"\(String(repeating: "q", count: 40))…\"; type \"help\" to see them all"
        )
        // Far above the milliseconds it takes, far below what comparing 60,000 characters with every word would.
        #expect(started.duration(to: .now) < .seconds(5))
        #expect(try await shell.run("lod").failure?.contains("did you mean \"load\"?") == true)
    }

    @Test("reading stops keeping bytes past the limit, and the rest of the line is skipped")
    func boundedRead() throws {
        let long = String(repeating: "y", count: 200_000)
        let text = "first\r\n" + long + "\nlast"
        let stream = try #require(fmemopen(nil, text.utf8.count + 1, "w+"))
        defer { fclose(stream) }
        fputs(text, stream)
        rewind(stream)
        #expect(InputLine.read(from: stream) == "first")
        #expect(InputLine.read(from: stream)?.utf8.count == InputLine.limit + 1)
        #expect(InputLine.read(from: stream) == "last")
        #expect(InputLine.read(from: stream) == nil)
    }
}
