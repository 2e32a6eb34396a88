import Foundation
import QuizAPI
import QuizCore
import Testing

@testable import QuizStore

/// The values the database keeps as JSON are written without `JSONEncoder`: the same bytes for values of fixed keys,
/// and values that read back equal for those with keys of their own (rotations, lines of facts).
@Suite("values kept as JSON text, written as JSONEncoder would")
struct StoredJSONTests {
    private func encoderText(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func decoded<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    @Test(
        "game options, every optional field present or not",
        arguments: [
            GameOptions(),
            GameOptions(
                seed: UInt64.max, filter: "geo / \"x\"\n", limit: 10, shuffleAnswers: true, timeLimit: 12.5,
                streakAlerts: [3, 5]),
            GameOptions(seed: 42, limit: 1, shuffleAnswers: false, timeLimit: 30, streakAlerts: []),
        ])
    func options(_ options: GameOptions) throws {
        #expect(options.storedText == (try encoderText(options)))
        #expect(try decoded(GameOptions.self, options.storedText) == options)
    }

    @Test func scoresWithWholeAndFractionalTimes() throws {
        for score in [
            Score(), Score(right: 3, wrong: 2, unanswered: 1, currentStreak: 1, bestStreak: 3, answerTime: 0.1),
            Score(right: 1, answerTime: 12),
        ] {
            #expect(score.storedText == (try encoderText(score)))
            #expect(try decoded(Score.self, score.storedText) == score)
        }
    }

    @Test func answersOfEveryKind() throws {
        for answer in [Answer.option(2), .yesNo(true), .yesNo(false), .text("París \"o\" \\ / \u{1B}\t😀")] {
            #expect(answer.storedText == (try encoderText(answer)))
            #expect(try decoded(Answer.self, answer.storedText) == answer)
        }
    }

    @Test func rotationsAndLinesOfFactsReadBackEqual() throws {
        let rotation = Rotation(games: 12, lastPlayed: [1: 3, 10: 12, 2: 7, -4: 1])
        #expect(try decoded(Rotation.self, rotation.storedText) == rotation)
        #expect(try decoded(Rotation.self, Rotation().storedText) == Rotation())
        let line = FactLine(
            lines: ["science": [3, 1, 2], "arte y cultura": [], "\"odd\"": [7]], lastCategory: "science")
        #expect(try decoded(FactLine.self, line.storedText) == line)
        #expect(try decoded(FactLine.self, FactLine().storedText) == FactLine())
    }
}
