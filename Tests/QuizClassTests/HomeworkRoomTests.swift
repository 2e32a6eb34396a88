import Foundation
import QuizCore
import Testing

@testable import QuizClass

@Suite struct HomeworkRoomTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    static let twoDays = start.addingTimeInterval(2 * 86_400)

    static func homework(showAnswers: Bool = true) -> RoomFixture {
        RoomFixture(settings: RoomSettings(seconds: 20, showAnswers: showAnswers, seed: 7, until: twoDays))
    }

    static func messages(_ deliveries: [Room.Delivery], to recipient: Room.Delivery.Recipient) -> [ServerMessage] {
        deliveries.filter { $0.to == recipient }.map(\.message)
    }

    /// Applies a message as the hub does, the homework's tick first.
    static func step(_ fixture: inout RoomFixture, _ message: ClientMessage, from name: String) -> [Room.Delivery] {
        RoomStep.message(message, from: .player(RoomFixture.key(name)), at: fixture.now).apply(to: &fixture.room)
            .deliveries
    }

    @Test func eachStudentGetsTheirOwnQuestionAtOnceAndTheirOwnVerdictAfterAnswering() throws {
        var fixture = Self.homework()
        let ana = RoomFixture.key("Ana")
        fixture.advance(3600)
        let joined = try fixture.join("Ana")
        try fixture.join("Ben")
        let welcome = try #require(
            joined.compactMap { if case .welcome(let welcome) = $0.message { welcome } else { nil } }.first)
        #expect(welcome.until == Self.twoDays.formatted(.iso8601))
        let first = try #require(
            RoomFixture.question(
                in: Self.messages(joined, to: .player(ana)).map {
                    Room.Delivery(to: .player(ana), message: $0)
                }))
        #expect(first.question == 1 && first.secondsLeft == 20)
        #expect(throws: RoomError.homework(until: Self.twoDays)) { try fixture.next() }

        fixture.advance(5)
        let answered = Self.step(&fixture, .answer(question: 1, answer: RoomFixture.right[first.prompt]!), from: "Ana")
        // Only Ana hears of her answer; the screens only how many are past question 1.
        #expect(Set(answered.map(\.to)) == [.player(ana), .host, .watchers])
        let closed = try #require(RoomFixture.closed(in: answered, to: .player(ana)))
        #expect(closed.solutionLabel == RoomFixture.right[first.prompt])
        #expect(closed.counts.isEmpty && closed.top.isEmpty)
        #expect(closed.you?.right == true && closed.you?.gained == 875 && closed.you?.players == 0)
        #expect(Self.messages(answered, to: .host).contains(.progress(question: 1, answered: 1, players: 2)))
        let second = try #require(RoomFixture.question(in: answered))
        #expect(second.question == 2 && second.prompt != first.prompt)
        #expect(!Self.messages(answered, to: .host).contains { if case .question = $0 { true } else { false } })
    }

    /// A student who joins counts at once in how many of the class answered each question, on the host's screen.
    @Test func aNewStudentCountsInTheScreensProgressAtOnce() throws {
        var fixture = Self.homework()
        let first = try #require(RoomFixture.question(in: try fixture.join("Ana")))
        fixture.advance(5)
        _ = Self.step(&fixture, .answer(question: 1, answer: RoomFixture.right[first.prompt]!), from: "Ana")
        let joined = try fixture.join("Ben")
        #expect(Self.messages(joined, to: .host).contains(.progress(question: 1, answered: 1, players: 2)))
        #expect(Self.messages(joined, to: .watchers).contains(.progress(question: 1, answered: 1, players: 2)))
    }

    @Test func noPlayerEverReceivesAnotherPlayersAnswersCountsOrASolutionBeforeAnswering() throws {
        var fixture = Self.homework()
        var all: [Room.Delivery] = []
        for name in ["Ana", "Ben", "Cai"] { all += try fixture.join(name) }
        for number in 1...3 {
            for name in ["Ana", "Ben"] {
                fixture.advance(2)
                all += Self.step(&fixture, .answer(question: number, answer: "1"), from: name)
            }
        }
        for delivery in all {
            guard case .player(let key) = delivery.to else { continue }
            switch delivery.message {
            case .closed(let closed):
                #expect(closed.counts.isEmpty && closed.top.isEmpty && closed.words == nil)
                #expect(closed.you?.answered == true, "a close reaches only the player who answered")
            case .lobby(let names): #expect(names.count <= 3)
            case .progress: Issue.record("progress went to player \(key)")
            case .question(let shown): #expect(!shown.prompt.isEmpty)
            case .podium: Issue.record("a podium before the deadline")
            default: break
            }
        }
        // Cai, who answered nothing, received only the welcome, the lobby and question 1.
        let cai = all.filter { $0.to == .player(RoomFixture.key("Cai")) }.map(\.message)
        #expect(cai.count == 3)
    }

    @Test func aQuestionThatRanOutCountsAsUnansweredAlsoWhileTheStudentIsAway() throws {
        var fixture = Self.homework()
        let ben = RoomFixture.key("Ben")
        try fixture.join("Ben")
        #expect(fixture.room.deadline == fixture.now.addingTimeInterval(20))
        fixture.advance(21)
        let ticked = fixture.room.tick(now: fixture.now)
        #expect(RoomFixture.closed(in: ticked, to: .player(ben))?.you?.answered == false)
        let second = try #require(RoomFixture.question(in: ticked))
        #expect(second.question == 2 && second.secondsLeft == 20)

        // Ben leaves during question 2 and comes back a day later: it ran out, question 3 waits for him, unseen.
        fixture.advance(5)
        _ = fixture.room.disconnect(player: ben, now: fixture.now)
        fixture.advance(86_400)
        #expect(fixture.room.tick(now: fixture.now).allSatisfy { $0.to != .player(ben) })
        let back = try fixture.join("Ben")
        let third = try #require(RoomFixture.question(in: back))
        #expect(third.question == 3 && third.secondsLeft == 20)
        #expect(fixture.room.report.asked.allSatisfy { $0.answers.isEmpty })
    }

    @Test func aStudentWhoLeavesComesBackWhereTheyStoppedWithTheSameNameAndDevice() throws {
        var fixture = Self.homework()
        let ana = RoomFixture.key("Ana")
        let shown = try #require(RoomFixture.question(in: try fixture.join("Ana")))
        fixture.advance(2)
        _ = Self.step(&fixture, .answer(question: 1, answer: RoomFixture.right[shown.prompt]!), from: "Ana")
        fixture.advance(4)
        _ = fixture.room.disconnect(player: ana, now: fixture.now)
        #expect(throws: RoomError.nameTaken("Ana")) { try fixture.join("Ana", device: "another-device") }
        fixture.advance(10)
        let back = try fixture.join("Ana")
        let welcome = back.compactMap { if case .welcome(let welcome) = $0.message { welcome } else { nil } }.first
        #expect(welcome?.points == 950)
        // Question 2 was seen 14 s ago: 6 s are left of it.
        let again = try #require(RoomFixture.question(in: back))
        #expect(again.question == 2 && again.secondsLeft == 6)
    }

    @Test func aSecondAnswerIsRefusedWithItsReasonAndCountedOnce() throws {
        var fixture = Self.homework()
        let shown = try #require(RoomFixture.question(in: try fixture.join("Ana")))
        fixture.advance(2)
        _ = try fixture.answer("Ana", RoomFixture.right[shown.prompt]!, question: 1)
        // The same device again, from a second connection: the answer to question 1 stays the first.
        _ = try fixture.join("Ana")
        #expect(throws: RoomError.alreadyAnswered(question: 1)) {
            try fixture.answer("Ana", RoomFixture.wrong(shown), question: 1)
        }
        #expect(throws: RoomError.notOpen(question: 3)) { try fixture.answer("Ana", "1", question: 3) }
        #expect(fixture.room.standings.first?.points == 950)
        #expect(fixture.room.report.asked.map(\.answers.count).reduce(0, +) == 1)
    }

    @Test func afterTheLastQuestionTheStudentSeesTheirScoreAndTheDeadlineEndsTheGame() throws {
        var fixture = Self.homework()
        try fixture.join("Ana")
        try fixture.join("Ben")
        var last: [Room.Delivery] = []
        for number in 1...3 {
            fixture.advance(2)
            last = Self.step(&fixture, .answer(question: number, answer: "1"), from: "Ana")
        }
        let done = last.compactMap { if case .done(let done) = $0.message { done } else { nil } }.first
        #expect(done == HomeworkDone(questions: 3, answered: 3, right: 3, points: 2850, until: done?.until ?? ""))
        #expect(fixture.room.results == nil)

        fixture.now = Self.twoDays
        let end = fixture.room.tick(now: fixture.now)
        let podium = try #require(RoomFixture.podium(in: end, to: .host))
        #expect(podium.standings.map(\.name) == ["Ana", "Ben"])
        let results = try #require(fixture.room.results)
        #expect(results.questions == 3 && results.asked.map(\.answers.count) == [1, 1, 1])
        #expect(throws: RoomError.gameOver) { try fixture.join("Cai") }
    }

    @Test func aSavedHomeworkRoomGoesOnWhereItWas() throws {
        var fixture = Self.homework()
        let shown = try #require(RoomFixture.question(in: try fixture.join("Ana")))
        fixture.advance(2)
        _ = try fixture.answer("Ana", RoomFixture.right[shown.prompt]!, question: 1)
        let data = try JSONEncoder().encode(fixture.room.saved)
        let saved = try JSONDecoder().decode(Room.Saved.self, from: data)
        var rebuilt = try #require(
            Room(
                pin: "123456", hostKey: RoomFixture.hostKey, pack: RoomFixture.pack, settings: fixture.room.settings,
                openedAt: fixture.room.openedAt, saved: saved))
        #expect(rebuilt.deadline == fixture.room.deadline)
        let second = try rebuilt.answer(player: RoomFixture.key("Ana"), question: 2, typed: "1", now: fixture.now)
        #expect(RoomFixture.question(in: second)?.question == 3)
        #expect(throws: RoomError.alreadyAnswered(question: 1)) {
            try rebuilt.answer(player: RoomFixture.key("Ana"), question: 1, typed: "1", now: fixture.now)
        }
    }

    @Test(arguments: [
        ("2026-12-01", "2026-12-01T23:59:59Z"), ("2026-12-01T18:00", "2026-12-01T18:00:00Z"),
        ("2026-12-01 18:30", "2026-12-01T18:30:00Z"), ("2026-12-01T18:00:00+01:00", "2026-12-01T17:00:00Z"),
        ("+2d", "2026-11-03T00:00:00Z"), ("+36h", "2026-11-02T12:00:00Z"),
    ])
    func deadlinesReadAsTyped(typed: String, expected: String) throws {
        let now = try Date("2026-11-01T00:00:00Z", strategy: .iso8601)
        let read = try HomeworkDeadline.parse(typed, now: now, zone: TimeZone(identifier: "UTC")!)
        #expect(read.formatted(.iso8601) == expected)
    }

    @Test(arguments: ["tomorrow", "2026-13-01", "2026-02-30", "+2w", "+d", "2026-12-01T25:00", "1/12/2026", ""])
    func unreadableDeadlinesSayTheFormsRead(typed: String) {
        #expect(throws: HomeworkDeadline.Unreadable(typed: typed)) {
            try HomeworkDeadline.parse(typed, now: Self.start, zone: TimeZone(identifier: "UTC")!)
        }
        #expect(HomeworkDeadline.Unreadable(typed: typed).description.contains("2026-12-01T18:00"))
    }

    @Test func aDeadlinePastOrMoreThanThirtyDaysAheadIsRefused() async throws {
        let clock = ManualClock(Self.start)
        let hub = RoomHub(packs: { _ in RoomFixture.pack }, clock: clock, seed: 1)
        for (until, expected) in [
            (Self.start.addingTimeInterval(-60), RoomHub.OpenError.deadlinePassed(Self.start.addingTimeInterval(-60))),
            (Self.start.addingTimeInterval(365 * 86_400), .deadlineTooFar(Self.start.addingTimeInterval(365 * 86_400))),
        ] {
            await #expect(throws: expected) {
                try await hub.open(pack: "capitals", settings: RoomSettings(until: until))
            }
        }
        #expect(RoomHub.OpenError.deadlineTooFar(Self.twoDays).description.contains("at most 30 days"))
        let room = try await hub.open(pack: "capitals", settings: RoomSettings(until: Self.twoDays))
        #expect(room.isHomework && room.deadline == Self.twoDays)
    }
}
