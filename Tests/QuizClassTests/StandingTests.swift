import QuizClass
import Testing

@Suite struct StandingTests {
    @Test func equalPointsAndRightAnswersShareARankAndTheNextRankIsSkipped() {
        let standings = Standing.rank([
            (name: "Zoe", points: 1800, right: 2), (name: "Ana", points: 1800, right: 2),
            (name: "Ben", points: 900, right: 1),
        ])
        #expect(standings.map(\.rank) == [1, 1, 3])
        #expect(standings.map(\.name) == ["Ana", "Zoe", "Ben"])
        #expect(standings.map(\.tie) == [.shared, .shared, nil])
    }

    @Test func equalPointsAreToldApartByRightAnswers() {
        let standings = Standing.rank([
            (name: "Ana", points: 1000, right: 1), (name: "Ben", points: 1000, right: 2),
        ])
        #expect(standings.map(\.name) == ["Ben", "Ana"])
        #expect(standings.map(\.rank) == [1, 2])
        #expect(standings.map(\.tie) == [.rightAnswers, .rightAnswers])
    }
}
