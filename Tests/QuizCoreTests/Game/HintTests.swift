import Foundation
import QuizServer
import Testing

@testable import QuizAPI
@testable import QuizCore
@testable import QuizPacks

@Suite("Hints show a question's tips one at a time; alternatives are judged right")
struct HintTests {
    private static let pack = Pack(
        name: "capitals", title: "Capitals", language: "en",
        items: .quiz([
            QuizItem(
                id: 1, question: "Capital of Australia?", answer: "Canberra", tips: ["Not Sydney.", "Starts with C."]),
            QuizItem(id: 2, question: "Formula of water?", answer: "H2O", alternatives: ["H₂O"]),
        ]))

    private func game(_ id: Int) throws -> Game {
        var game = try Game(pack: Self.pack.only([id]), options: GameOptions(seed: 1), clock: ManualClock())
        _ = try game.start()
        return game
    }

    @Test func eachHintCountsOnceAndStopsAtTheLastTip() throws {
        var game = try game(1)
        #expect(try game.hint().hintsUsed == 1)
        #expect(try game.hint().hintsUsed == 2)
        #expect(try game.hint().hintsUsed == 2)
        _ = try game.answerLocally("canberra")
        #expect(game.rounds[0].hintsUsed == 2)
    }

    @Test func aQuestionWithoutTipsCountsNone() throws {
        var game = try game(2)
        #expect(try game.hint().hintsUsed == 0)
    }

    @Test func noHintOnceTheRoundIsAnswered() throws {
        var game = try Game(pack: Self.pack, options: GameOptions(seed: 1), clock: ManualClock())
        _ = try game.start()
        _ = try game.answerLocally("no idea")
        #expect(throws: GameError.self) { try game.hint() }
    }

    @Test func anAlternativeIsRightLocallyOfflineAndOnTheServer() async throws {
        var game = try game(2)
        #expect(
            try game.answerLocally(" h₂o ").contains {
                if case .verdict(let round) = $0 { round.result == true } else { false }
            })
        #expect(try OfflineCheck(pack: Self.pack).check(.quiz(id: 2, answer: "H₂O")))
        #expect(try !OfflineCheck(pack: Self.pack).check(.quiz(id: 2, answer: "water")))
        let api = PackAPI(packs: [Self.pack])
        let reply = await api.respond(
            method: "GET", url: URL(string: "http://x/packs/capitals/api/quizzes/2/check?answer=H%E2%82%82O")!)
        #expect(String(decoding: reply.body, as: UTF8.self).contains(#""result":true"#))
    }

    @Test func alternativesAreReadFromAPackAndNeverServed() throws {
        let json = """
            {"format": 1, "name": "p", "kind": "quiz", "title": "T", "language": "en", "items": [
             {"id": 1, "question": "Q", "answer": "United Kingdom", "alternatives": ["UK", "Britain"]}]}
            """
        let pack = try PackReader.read(Array(json.utf8), file: "p.json")
        guard case .quiz(let quizzes) = pack.items else { throw Unexpected() }
        #expect(quizzes[0].alternatives == ["UK", "Britain"])
        #expect(quizzes[0].accepts("uk"))
        #expect(quizzes[0].withoutAnswer.alternatives == nil)
        let oneString = json.replacingOccurrences(of: #"["UK", "Britain"]"#, with: "\"UK\"")
        #expect(
            PackLoadErrorText.of(oneString)
                == #"bad.json:2:73: item 1 (id 1): alternatives: must be an array of strings, found a string"#)
    }

    struct Unexpected: Error {}
}

/// The description of the error of loading a pack file with these contents.
private enum PackLoadErrorText {
    static func of(_ json: String) -> String {
        do {
            _ = try PackReader.read(Array(json.utf8), file: "bad.json")
            return ""
        } catch {
            return error.description
        }
    }
}
