import Foundation
import QuizClass
import QuizCore
import Testing

@Suite struct ClassReportTests {
    /// Ana, Ben and Cleo play the three questions: Ana right at 2 s each time; Ben wrong at 4 s on the first two and
    /// silent on the third; Cleo wrong at 6 s on the first and the third, right on the second.
    private func played() throws -> (results: ClassResults, prompts: [String], wrong: [String]) {
        var fixture = RoomFixture()
        for name in ["Ana", "Ben", "Cleo"] { try fixture.join(name) }
        var prompts: [String] = []
        var wrong: [String] = []
        var opened = try fixture.next()
        for number in 1...3 {
            let shown = try #require(RoomFixture.question(in: opened))
            prompts.append(shown.prompt)
            wrong.append(RoomFixture.wrong(shown))
            let start = fixture.now
            fixture.now = start + 2
            _ = try fixture.answer("Ana", RoomFixture.right[shown.prompt]!, question: number)
            if number < 3 {
                fixture.now = start + 4
                _ = try fixture.answer("Ben", RoomFixture.wrong(shown), question: number)
            }
            fixture.now = start + 6
            let cleo = number == 2 ? RoomFixture.right[shown.prompt]! : RoomFixture.wrong(shown)
            _ = try fixture.answer("Cleo", cleo, question: number)
            if number == 3 { _ = try fixture.next() }
            opened = try fixture.next()
        }
        return (try #require(fixture.room.results), prompts, wrong)
    }

    @Test func eachQuestionSaysTheShareRightTheMostChosenWrongAnswerAndTheMeanTime() throws {
        let (results, prompts, wrong) = try played()
        let summaries = results.byQuestion
        #expect(summaries.map(\.prompt) == prompts)
        #expect(summaries.map(\.solution) == prompts.map { RoomFixture.right[$0] })
        #expect(summaries.map(\.answered) == [3, 3, 2])
        #expect(summaries.map(\.right) == [1, 2, 1])
        #expect(summaries.map(\.players) == [3, 3, 3])
        #expect(summaries[0].shareRight == 1.0 / 3)
        #expect(summaries.map(\.mostChosenWrong) == [wrong[0], wrong[1], wrong[2]])
        #expect(summaries.map(\.mostChosenWrongCount) == [2, 1, 1])
        #expect(summaries.map(\.meanSeconds) == [4, 4, 4])
    }

    @Test func eachPlayerHasOneAnswerAQuestionNilWhereNoneWasGiven() throws {
        let (results, _, wrong) = try played()
        let players = results.byPlayer
        #expect(players.map(\.name) == results.standings.map(\.name))
        let ben = try #require(players.first { $0.name == "Ben" })
        #expect(ben.answers.map(\.answer) == [wrong[0], wrong[1], nil])
        #expect(ben.answers.map(\.right) == [false, false, nil])
        #expect(ben.answers.map(\.seconds) == [4, 4, nil])
        let ana = try #require(players.first { $0.name == "Ana" })
        #expect(ana.answers.allSatisfy { $0.right == true } && ana.answers.map(\.points).reduce(0, +) == ana.points)
    }

    @Test func aPlayerMissedTheQuestionsAnsweredWrongOrNotAtAllByTheirCards() throws {
        let (results, _, _) = try played()
        let cards = results.asked.map(\.card)
        #expect(Set(cards).count == 3)
        #expect(results.missed(by: "ben")?.player == "Ben")
        #expect(results.missed(by: "ben")?.cards == cards)
        #expect(results.missed(by: "Cleo")?.cards == [cards[0], cards[2]])
        #expect(results.missed(by: "Ana")?.cards == [])
        #expect(results.missed(by: "Dora") == nil)
    }

    @Test func resultsWithTheirAnswersReadBackAsTheyWereKeptWithoutTheHostKey() throws {
        let (results, _, _) = try played()
        let key = try #require(results.hostKey)
        let encoded = try JSONEncoder().encode(results)
        #expect(!String(decoding: encoded, as: UTF8.self).contains(key))
        var printed = results
        printed.hostKey = nil
        #expect(try JSONDecoder().decode(ClassResults.self, from: encoded) == printed)
    }
}
