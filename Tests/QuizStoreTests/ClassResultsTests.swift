import Foundation
import QuizStore
import Testing

@testable import QuizClass

@Suite struct ClassResultsTests {
    @Test func aFinishedRoomsResultsAreKeptRankedWithEveryAnswerAndListedByPin() throws {
        let database = PlayerDatabase()
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let first = ClassResults(
            pin: "123456", pack: "mundial-2022", title: "World Cup 2022", startedAt: start,
            endedAt: start + 300, questions: 3,
            standings: [
                Standing(rank: 1, name: "Ana", points: 1950, right: 2, tie: .shared),
                Standing(rank: 1, name: "Ben", points: 1950, right: 2, tie: .shared),
                Standing(rank: 3, name: "Cleo", points: 975, right: 1),
            ],
            asked: [
                AskedQuestion(
                    number: 1, prompt: "Who won?", solution: "Argentina", card: "00112233aabbccdd",
                    answers: [
                        .init(player: "Ana", answer: "Argentina", right: true, seconds: 1.5, points: 962),
                        .init(player: "Ben", answer: "=1+1", right: false, seconds: 19.25, points: 0),
                    ])
            ])
        var second = first
        second.pin = "654321"
        second.endedAt = start + 600
        second.standings = [Standing(rank: 1, name: "Dan", points: 0, right: 0)]
        // A game of teams keeps them, and its host key, which opens its report.
        second.teams = [TeamStanding(rank: 1, name: "Red", points: 0, members: second.standings)]
        second.hostKey = "0123456789abcdef0123456789abcdef"
        try database.keep(first)
        try database.keep(second)
        #expect(try database.classResults() == [first, second])
        #expect(try database.classResults(pin: "123456") == [first])
        #expect(try database.classResults(pin: "999999").isEmpty)
        #expect(try database.classResults(pin: "654321").first?.teams?.first?.name == "Red")
    }
}
