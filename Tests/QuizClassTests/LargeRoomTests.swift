import Foundation
import QuizClass
import QuizCore
import Testing

/// Rooms of the size `Scripts/bench class` plays, where the close of a question and the podium are worked out once for
/// the whole room rather than once for each player.
@Suite struct LargeRoomTests {
    @Test func eachOfAThousandPlayersGetsTheirOwnVerdictAndRankAtTheClose() throws {
        var fixture = RoomFixture()
        let names = (0..<1000).map { "Player\($0)" }
        for name in names { try fixture.join(name) }
        let shown = try #require(RoomFixture.question(in: try fixture.next()))
        var deliveries: [Room.Delivery] = []
        for (index, name) in names.enumerated() {
            fixture.advance(0.01)
            let typed = index % 3 == 0 ? RoomFixture.right[shown.prompt]! : RoomFixture.wrong(shown)
            deliveries = try fixture.answer(name, typed, question: 1)
        }
        let host = try #require(RoomFixture.closed(in: deliveries, to: .host))
        let standings = fixture.room.standings
        let byName = Dictionary(uniqueKeysWithValues: standings.map { ($0.name, $0) })
        #expect(host.top == Array(standings.prefix(5)))
        #expect(host.counts.first { $0.right }?.count == 334)
        for (index, name) in names.enumerated() {
            let verdict = try #require(RoomFixture.closed(in: deliveries, to: .player(RoomFixture.key(name)))?.you)
            let standing = try #require(byName[name])
            #expect(verdict.right == (index % 3 == 0))
            #expect(verdict.rank == standing.rank && verdict.points == standing.points && verdict.players == 1000)
        }
        // The 666 wrong answers share the last rank, after the 334 right ones.
        #expect(standings.last?.rank == 335 && standings.last?.tie == .shared)
    }

    @Test func theRankingOfManyTiedPlayersFollowsItsRule() {
        var generator = SeededGenerator(seed: 3)
        let scores = (0..<600).map { index in
            let right = Int.random(in: 0...3, using: &generator)
            return (
                name: "p\(index)", points: right * 250 + Int.random(in: 0...1, using: &generator) * 250, right: right
            )
        }
        let standings = Standing.rank(scores)
        #expect(standings.count == scores.count)
        for (index, standing) in standings.enumerated() {
            let better = scores.count {
                ($0.points, $0.right) > (standing.points, standing.right)
            }
            #expect(standing.rank == better + 1)
            let samePoints = scores.filter { $0.points == standing.points && $0.name != standing.name }
            let tie: Standing.Tie? =
                samePoints.isEmpty ? nil : samePoints.contains { $0.right == standing.right } ? .shared : .rightAnswers
            #expect(standing.tie == tie)
            if index > 0 {
                let previous = standings[index - 1]
                #expect(
                    (previous.points, previous.right) > (standing.points, standing.right)
                        || previous.name < standing.name)
            }
        }
    }
}
