import Foundation
import QuizCore
import Testing

@testable import QuizClass

@Suite struct RoomPlayTests {
    @Test(arguments: [
        (right: true, seconds: 0.3, points: 1000), (right: true, seconds: 1.0, points: 975),
        (right: true, seconds: 10.0, points: 750), (right: true, seconds: 20.0, points: 500),
        (right: false, seconds: 1.0, points: 0),
    ])
    func pointsFollowKahootsRule(right: Bool, seconds: Double, points: Int) {
        #expect(AnswerPoints.points(right: right, seconds: seconds, of: 20) == points)
    }

    @Test(arguments: [(1, 0), (2, 100), (3, 200), (6, 500), (9, 500)])
    func theStreakBonusGrowsByAHundredForEachRightAnswerBeforeUpToFiveHundred(inARow: Int, bonus: Int) {
        #expect(AnswerPoints.streakBonus(inARow: inARow) == bonus)
    }

    /// Ana answers the three questions right, Ben right, wrong, right; each at 0.2 s, for the full 1,000.
    @Test(arguments: [true, false])
    func withTheStreakBonusRightAnswersInARowEarnMore(streakBonus: Bool) throws {
        var fixture = RoomFixture(settings: RoomSettings(seconds: 20, seed: 7, streakBonus: streakBonus))
        try fixture.join("Ana")
        try fixture.join("Ben")
        var shown = try #require(RoomFixture.question(in: try fixture.next()))
        var verdicts: [String: [QuestionClosed.Verdict]] = [:]
        for number in 1...3 {
            fixture.advance(0.2)
            _ = try fixture.answer("Ana", RoomFixture.right[shown.prompt]!, question: number)
            let ben = number == 2 ? RoomFixture.wrong(shown) : RoomFixture.right[shown.prompt]!
            let closing = try fixture.answer("Ben", ben, question: number)
            for name in ["ana", "ben"] {
                verdicts[name, default: []].append(
                    try #require(RoomFixture.closed(in: closing, to: .player(name))?.you))
            }
            if number < 3 { shown = try #require(RoomFixture.question(in: try fixture.next())) }
        }
        let ana = try #require(verdicts["ana"])
        let ben = try #require(verdicts["ben"])
        if streakBonus {
            #expect(ana.map(\.gained) == [1000, 1100, 1200])
            #expect(ana.map(\.inARow) == [1, 2, 3])
            #expect(ben.map(\.gained) == [1000, 0, 1000])
            #expect(ben.map(\.inARow) == [1, nil, 1])
        } else {
            #expect(ana.map(\.gained) == [1000, 1000, 1000])
            #expect(ana.allSatisfy { $0.inARow == nil })
        }
        #expect(ana.last?.points == ana.map(\.gained).reduce(0, +))
    }

    @Test func settingsKeptBeforeTheStreakBonusReadAsWithoutIt() throws {
        let kept = Data(#"{"seconds": 20, "showAnswers": true, "seed": 7}"#.utf8)
        let settings = try JSONDecoder().decode(RoomSettings.self, from: kept)
        #expect(settings == RoomSettings(seconds: 20, showAnswers: true, seed: 7, streakBonus: false))
        let asked = try JSONDecoder().decode(
            RoomOpening.Request.self, from: Data(#"{"pack": "films", "streakBonus": true}"#.utf8))
        #expect(RoomSettings(asked, seed: 3) == RoomSettings(seconds: 20, seed: 3, streakBonus: true))
    }

    @Test func aQuestionClosesWhenEveryoneHasAnsweredWithVerdictsPointsAndRanks() throws {
        var fixture = RoomFixture()
        try fixture.join("Ana")
        try fixture.join("Ben")
        let shown = try #require(RoomFixture.question(in: try fixture.next()))
        fixture.advance(2)
        let first = try fixture.answer("Ana", RoomFixture.right[shown.prompt]!, question: 1)
        #expect(first.contains { $0.to == .player("ana") && $0.message == .received(question: 1) })
        #expect(first.contains { $0.to == .host && $0.message == .progress(question: 1, answered: 1, players: 2) })
        #expect(RoomFixture.closed(in: first, to: .host) == nil)
        fixture.advance(3)
        let second = try fixture.answer("Ben", RoomFixture.wrong(shown), question: 1)
        let ana = try #require(RoomFixture.closed(in: second, to: .player("ana"))?.you)
        #expect(ana == .init(answered: true, right: true, gained: 950, points: 950, rank: 1, players: 2))
        let ben = try #require(RoomFixture.closed(in: second, to: .player("ben"))?.you)
        #expect(ben == .init(answered: true, right: false, gained: 0, points: 0, rank: 2, players: 2))
        let host = try #require(RoomFixture.closed(in: second, to: .host))
        #expect(host.solutionLabel == RoomFixture.right[shown.prompt])
        #expect(host.counts.map(\.count).reduce(0, +) == 2)
        #expect(host.counts.first { $0.right }?.count == 1)
        #expect(host.top.map(\.name) == ["Ana", "Ben"])
    }

    /// The host's count of answers follows who is connected while a question is open: a late joiner, a player who
    /// drops after answering and comes back, one sent out; and the question closes when the last one still there
    /// answers.
    @Test func theHostsProgressCountsTheConnectedPlayersAsTheyComeAndGo() throws {
        var fixture = RoomFixture()
        for name in ["Ana", "Ben", "Cleo"] { try fixture.join(name) }
        let shown = try #require(RoomFixture.question(in: try fixture.next()))
        let right = RoomFixture.right[shown.prompt]!
        func progress(_ deliveries: [Room.Delivery]) -> ServerMessage? {
            deliveries.last { if case .progress = $0.message { true } else { false } }?.message
        }
        #expect(
            progress(try fixture.answer("Ana", right, question: 1)) == .progress(question: 1, answered: 1, players: 3))
        #expect(progress(try fixture.join("Dan")) == .progress(question: 1, answered: 1, players: 4))
        #expect(
            progress(try fixture.answer("Ben", right, question: 1)) == .progress(question: 1, answered: 2, players: 4))
        #expect(fixture.room.disconnect(player: "ana", now: fixture.now).isEmpty)
        #expect(
            progress(try fixture.answer("Cleo", right, question: 1)) == .progress(question: 1, answered: 2, players: 3))
        try fixture.join("Ana")
        let watched = fixture.room.watch(now: fixture.now)
        #expect(watched.last == .progress(question: 1, answered: 3, players: 4))
        let kicked = try fixture.room.kick(key: RoomFixture.hostKey, name: "Dan", now: fixture.now)
        #expect(RoomFixture.closed(in: kicked, to: .host) != nil)
    }

    /// A player sent out while a question is open leaves the host's count of answers at once.
    @Test func aKickCountsTheAnswersAgainWithoutThePlayerSentOut() throws {
        var fixture = RoomFixture()
        for name in ["Ana", "Ben", "Cleo"] { try fixture.join(name) }
        let shown = try #require(RoomFixture.question(in: try fixture.next()))
        _ = try fixture.answer("Ana", RoomFixture.right[shown.prompt]!, question: 1)
        let kicked = try fixture.room.kick(key: RoomFixture.hostKey, name: "Cleo", now: fixture.now)
        #expect(RoomFixture.closed(in: kicked, to: .host) == nil)
        let counted = ServerMessage.progress(question: 1, answered: 1, players: 2)
        for screen in [Room.Delivery.Recipient.host, .watchers] {
            #expect(kicked.contains { $0.to == screen && $0.message == counted })
        }
    }

    @Test func noMessageCarriesTheSolutionBeforeTheQuestionCloses() throws {
        var fixture = RoomFixture()
        var sent = try fixture.join("Ana")
        try fixture.join("Ben")
        sent += try fixture.next()
        let shown = try #require(RoomFixture.question(in: sent))
        fixture.advance(1)
        sent += try fixture.answer("Ana", RoomFixture.right[shown.prompt]!, question: 1)
        sent += try fixture.room.join(name: "Cleo", device: "c", now: fixture.now).deliveries
        let text = sent.map { ClassProtocol.encode($0.message) }.joined(separator: "\n")
        #expect(!text.contains("solution"))
        #expect(!text.contains("\"right\""))
        #expect(!sent.contains { if case .closed = $0.message { true } else { false } })
    }

    @Test func theDeadlineClosesOnTheServersClockAndALateAnswerIsRefused() throws {
        var fixture = RoomFixture()
        try fixture.join("Ana")
        try fixture.join("Ben")
        let shown = try #require(RoomFixture.question(in: try fixture.next()))
        #expect(fixture.room.deadline == fixture.now + 20)
        fixture.advance(19)
        #expect(fixture.room.tick(now: fixture.now).isEmpty)
        _ = try fixture.answer("Ana", RoomFixture.right[shown.prompt]!, question: 1)
        fixture.advance(1.5)
        let late = try fixture.answer("Ben", RoomFixture.right[shown.prompt]!, question: 1)
        let ben = try #require(RoomFixture.closed(in: late, to: .player("ben"))?.you)
        #expect(ben.answered == false && ben.gained == 0)
        #expect(late.last?.message == .error(code: .notOpen, detail: "question 1 is not open"))
        #expect(RoomFixture.closed(in: late, to: .player("ana"))?.you?.gained == 525)
    }

    @Test func aLateJoinerPlaysTheOpenQuestionWithTheTimeItHasLeft() throws {
        var fixture = RoomFixture()
        try fixture.join("Ana")
        let shown = try #require(RoomFixture.question(in: try fixture.next()))
        fixture.advance(12)
        let joined = try fixture.join("Dan")
        let late = try #require(RoomFixture.question(in: joined.filter { $0.to == .player("dan") }))
        #expect(late.question == 1 && late.secondsLeft == 8)
        fixture.advance(1)
        _ = try fixture.answer("Dan", RoomFixture.right[shown.prompt]!, question: 1)
        fixture.advance(7)
        let closed = fixture.room.tick(now: fixture.now)
        #expect(RoomFixture.closed(in: closed, to: .player("dan"))?.you?.gained == 675)
    }

    @Test func aPlayerWhoDropsRejoinsWithTheSameDeviceAndKeepsEveryPoint() throws {
        var fixture = RoomFixture()
        try fixture.join("Ana")
        try fixture.join("Ben")
        let shown = try #require(RoomFixture.question(in: try fixture.next()))
        _ = try fixture.answer("Ana", RoomFixture.right[shown.prompt]!, question: 1)
        let dropped = fixture.room.disconnect(player: "ben", now: fixture.now)
        #expect(RoomFixture.closed(in: dropped, to: .host) != nil)
        #expect(throws: RoomError.nameTaken("Ana")) { try fixture.join("ana", device: "someone-else") }
        _ = fixture.room.disconnect(player: "ana", now: fixture.now)
        let back = try fixture.join("Ana")
        #expect(
            back.first?.message
                == .welcome(
                    Welcome(
                        role: .player, pin: "123456", title: "Capitals", questions: 3, seconds: 20, name: "Ana",
                        points: 1000, pack: "capitals", language: "en", game: .underWay)))
        #expect(RoomFixture.closed(in: back, to: .player("ana"))?.you?.points == 1000)
        #expect(fixture.room.standings.map(\.name) == ["Ana", "Ben"])
    }

    @Test func aFullRoomRefusesANewNameButLetsItsPlayersBackIn() throws {
        var fixture = RoomFixture()
        for number in 1...ClassProtocol.maximumPlayers { try fixture.join("P\(number)") }
        #expect(throws: RoomError.roomFull(2000)) { try fixture.join("Late") }
        #expect(RoomError.roomFull(2000).description == "the room is full: it holds at most 2000 players")
        let shown = try #require(RoomFixture.question(in: try fixture.next()))
        _ = try fixture.answer("P7", RoomFixture.right[shown.prompt]!, question: 1)
        _ = fixture.room.disconnect(player: RoomFixture.key("P7"), now: fixture.now)
        #expect(throws: RoomError.roomFull(2000)) { try fixture.join("Late") }
        guard case .welcome(let welcome)? = try fixture.join("P7").first?.message else {
            Issue.record("P7 was not welcomed back")
            return
        }
        #expect(welcome.name == "P7")
    }

    @Test func onlyTheHostKeyStartsAdvancesKicksAndEnds() throws {
        var fixture = RoomFixture()
        try fixture.join("Ana")
        #expect(throws: RoomError.wrongKey) { try fixture.room.host(key: "guess", now: fixture.now) }
        #expect(throws: RoomError.wrongKey) { try fixture.room.next(key: "", now: fixture.now) }
        #expect(throws: RoomError.wrongKey) { try fixture.room.next(key: "host-key", now: fixture.now) }
        #expect(throws: RoomError.wrongKey) { try fixture.room.kick(key: "x", name: "Ana", now: fixture.now) }
        #expect(throws: RoomError.wrongKey) { try fixture.room.end(key: RoomFixture.hostKey + "0", now: fixture.now) }
        #expect(fixture.room.deadline == nil && !fixture.room.isFinished)
        #expect(try fixture.room.host(key: RoomFixture.hostKey, now: fixture.now).count == 2)
    }

    @Test func aKickedPlayerLeavesTheStandingsAndTheirDeviceCannotComeBack() throws {
        var fixture = RoomFixture()
        try fixture.join("Ana")
        try fixture.join("Ben")
        let kicked = try fixture.room.kick(key: RoomFixture.hostKey, name: "BEN", now: fixture.now)
        #expect(kicked.first == .init(to: .player("ben"), message: .kicked))
        #expect(kicked.contains { $0.to == .host && $0.message == .lobby(players: ["Ana"]) })
        #expect(throws: RoomError.kicked) { try fixture.join("Benito", device: "device-Ben") }
        #expect(throws: RoomError.noSuchPlayer("Ben")) {
            try fixture.room.kick(key: RoomFixture.hostKey, name: "Ben", now: fixture.now)
        }
    }

    @Test func aKickNamesAPlayerAsAPersonTypesItUnlessThatNamesSeveral() throws {
        var fixture = RoomFixture()
        for name in ["José", "Josè", "Ana María"] { try fixture.join(name) }
        #expect(throws: RoomError.ambiguousPlayer("jose", names: ["José", "Josè"])) {
            try fixture.room.kick(key: RoomFixture.hostKey, name: "jose", now: fixture.now)
        }
        #expect(
            RoomError.ambiguousPlayer("jose", names: ["José", "Josè"]).description
                == #""jose" could be any of José, Josè; type the name as the room shows it"#)
        let kicked = try fixture.room.kick(key: RoomFixture.hostKey, name: "ANA MARIA", now: fixture.now)
        #expect(kicked.contains { $0.to == .host && $0.message == .lobby(players: ["José", "Josè"]) })
        _ = try fixture.room.kick(key: RoomFixture.hostKey, name: "JOSÈ", now: fixture.now)
        let last = try fixture.room.kick(key: RoomFixture.hostKey, name: "jose", now: fixture.now)
        #expect(last.contains { $0.to == .host && $0.message == .lobby(players: []) })
    }

    @Test func theGameEndsWithEveryPlayerRankedAndTheResultsToKeep() throws {
        var fixture = RoomFixture(settings: RoomSettings(seconds: 20, questions: 2, seed: 3))
        for name in ["Ana", "Ben", "Cleo"] { try fixture.join(name) }
        for number in 1...2 {
            let shown = try #require(RoomFixture.question(in: try fixture.next()))
            fixture.advance(1)
            _ = try fixture.answer("Ana", RoomFixture.right[shown.prompt]!, question: number)
            _ = try fixture.answer("Ben", RoomFixture.right[shown.prompt]!, question: number)
            _ = try fixture.answer("Cleo", number == 1 ? RoomFixture.wrong(shown) : "1", question: number)
        }
        let podium = try #require(RoomFixture.podium(in: try fixture.next(), to: .player(RoomFixture.key("Cleo"))))
        #expect(
            podium.standings == [
                Standing(rank: 1, name: "Ana", points: 1950, right: 2, tie: .shared),
                Standing(rank: 1, name: "Ben", points: 1950, right: 2, tie: .shared),
                Standing(rank: 3, name: "Cleo", points: 975, right: 1),
            ])
        #expect(podium.you?.rank == 3)
        let results = try #require(fixture.room.results)
        #expect(results.questions == 2 && results.standings == podium.standings)
        #expect(throws: RoomError.gameOver) { try fixture.next() }
    }

    @Test func playersSeeNoSolutionNorCountsWhenTheRoomShowsAnswersOnlyToTheHost() throws {
        var fixture = RoomFixture(settings: RoomSettings(showAnswers: false))
        try fixture.join("Ana")
        let shown = try #require(RoomFixture.question(in: try fixture.next()))
        let closed = try fixture.answer("Ana", RoomFixture.wrong(shown), question: 1)
        let ana = try #require(RoomFixture.closed(in: closed, to: .player("ana")))
        #expect(ana.solution == nil && ana.solutionLabel == nil && ana.counts.isEmpty)
        #expect(ana.you?.right == false)
        #expect(RoomFixture.closed(in: closed, to: .host)?.solutionLabel == RoomFixture.right[shown.prompt])
    }

    @Test func anAnswerThatIsNoOptionIsExplainedAndCanBeGivenAgain() throws {
        var fixture = RoomFixture()
        try fixture.join("Ana")
        let shown = try #require(RoomFixture.question(in: try fixture.next()))
        #expect(throws: RoomError.self) { try fixture.answer("Ana", "9", question: 1) }
        #expect(throws: RoomError.notOpen(question: 2)) { try fixture.answer("Ana", "1", question: 2) }
        let taken = try fixture.answer("Ana", RoomFixture.right[shown.prompt]!, question: 1)
        #expect(RoomFixture.closed(in: taken, to: .player("ana"))?.you?.right == true)
    }
}
