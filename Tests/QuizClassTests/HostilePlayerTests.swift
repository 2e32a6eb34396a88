import Foundation
import QuizClass
import QuizCore
import Testing

/// What a player who means harm can do to a room, and what the room and its host do against it.
@Suite struct HostilePlayerTests {
    /// Four players, one per option, each leaving and coming back while the question is open: every welcome tells
    /// the points from before the question, so that none learns whether its answer was right before the close.
    @Test func aRejoinWhileAQuestionIsOpenDoesNotTellWhetherItsAnswerWasRight() throws {
        var fixture = RoomFixture(settings: RoomSettings(seconds: 20, showAnswers: false, seed: 7))
        let names = ["Ana", "Ben", "Cai", "Dan"]
        for name in names { try fixture.join(name) }
        try fixture.join("Eve")
        let shown = try #require(RoomFixture.question(in: try fixture.next()))
        fixture.advance(1)
        var welcomed: [String: Int] = [:]
        for (index, name) in names.enumerated() where index < shown.options.count {
            _ = try fixture.answer(name, "\(index + 1)", question: 1)
            _ = fixture.room.disconnect(player: RoomFixture.key(name), now: fixture.now)
            let back = try fixture.join(name)
            guard case .welcome(let welcome)? = back.first?.message else {
                Issue.record("\(name) was not welcomed back")
                continue
            }
            welcomed[name] = welcome.points
            #expect(back.contains { $0.message == .received(question: 1) })
        }
        #expect(welcomed.count == shown.options.count && welcomed.values.allSatisfy { $0 == 0 })
        let closed = fixture.room.tick(now: fixture.now + 20)
        let right = try #require(RoomFixture.closed(in: closed, to: .host)?.solution)
        guard case .option(let number) = right else { throw CancellationError() }
        _ = fixture.room.disconnect(player: RoomFixture.key(names[number - 1]), now: fixture.now + 20)
        guard case .welcome(let welcome)? = try fixture.join(names[number - 1]).first?.message else {
            Issue.record("the right player was not welcomed back")
            return
        }
        #expect(welcome.points == 975)
    }

    /// 2,000 players who join and leave in the lobby leave it empty: a real student joins after them.
    @Test func playersWhoLeaveTheLobbyFreeTheirPlaces() throws {
        var fixture = RoomFixture()
        for number in 1...ClassProtocol.maximumPlayers {
            try fixture.join("Bot\(number)")
            _ = fixture.room.disconnect(player: RoomFixture.key("Bot\(number)"), now: fixture.now)
        }
        #expect(fixture.room.playerNames.isEmpty)
        try fixture.join("Ana")
        #expect(fixture.room.playerNames == ["Ana"])
    }

    /// Once the game has started, a full room gives a new name the place of the first player who left without a
    /// point; players with points keep theirs.
    @Test func aFullRoomGivesANewNameThePlaceOfAPlayerWhoLeftWithoutAPoint() throws {
        var fixture = RoomFixture()
        for number in 1...ClassProtocol.maximumPlayers { try fixture.join("P\(number)") }
        let shown = try #require(RoomFixture.question(in: try fixture.next()))
        _ = try fixture.answer("P1", RoomFixture.right[shown.prompt]!, question: 1)
        for name in ["P1", "P2"] { _ = fixture.room.disconnect(player: RoomFixture.key(name), now: fixture.now) }
        try fixture.join("Late")
        #expect(!fixture.room.playerNames.contains("P2") && fixture.room.playerNames.last == "Late")
        #expect(throws: RoomError.roomFull(ClassProtocol.maximumPlayers)) { try fixture.join("Later") }
        guard case .welcome(let welcome)? = try fixture.join("P1").first?.message else {
            Issue.record("P1 was not welcomed back")
            return
        }
        #expect(welcome.name == "P1")
        #expect(fixture.room.standings.first?.name == "P1" && fixture.room.standings.first?.points == 1000)
        #expect(fixture.room.playerNames.count == ClassProtocol.maximumPlayers)
    }

    /// The host of a full room kicks ten: ten real students take their places. A kicked player is back at once with
    /// another name and device key, until the host locks the room; its players may still come back, and the room
    /// opens again with `unlock`.
    @Test func aKickFreesThePlaceAndALockKeepsNewNamesOut() throws {
        var fixture = RoomFixture()
        for number in 1...ClassProtocol.maximumPlayers { try fixture.join("P\(number)") }
        for number in 1...10 {
            _ = try fixture.room.kick(key: RoomFixture.hostKey, name: "P\(number)", now: fixture.now)
        }
        for number in 1...10 { try fixture.join("Student\(number)") }
        #expect(throws: RoomError.roomFull(ClassProtocol.maximumPlayers)) { try fixture.join("Eleventh") }
        _ = try fixture.room.kick(key: RoomFixture.hostKey, name: "P11", now: fixture.now)
        #expect(throws: RoomError.kicked) { try fixture.join("P11", device: "device-P11") }
        try fixture.join("P11-again", device: "another-device")

        let locked = try fixture.room.lock(key: RoomFixture.hostKey, true, now: fixture.now)
        #expect(locked.contains { $0.to == .host && $0.message == .locked(true) })
        #expect(locked.contains { $0.to == .watchers && $0.message == .locked(true) })
        #expect(!locked.contains { if case .player = $0.to { true } else { false } })
        _ = try fixture.room.kick(key: RoomFixture.hostKey, name: "P11-again", now: fixture.now)
        #expect(throws: RoomError.roomLocked) { try fixture.join("P11-third", device: "a-third-device") }
        #expect(RoomError.roomLocked.description == "the host locked the room: no new player may join")
        #expect(
            try fixture.room.host(key: RoomFixture.hostKey, now: fixture.now).contains { $0.message == .locked(true) })
        _ = try fixture.next()
        _ = fixture.room.disconnect(player: RoomFixture.key("Student1"), now: fixture.now)
        guard case .welcome? = try fixture.join("Student1").first?.message else {
            Issue.record("a player of a locked room was not let back in")
            return
        }
        #expect(throws: RoomError.wrongKey) { try fixture.room.lock(key: "guess", false, now: fixture.now) }
        _ = try fixture.room.lock(key: RoomFixture.hostKey, false, now: fixture.now)
        try fixture.join("Latecomer")
    }

    /// Names that look like "Ana" are her name: another device cannot take them.
    @Test(arguments: ["ANA", "ａｎａ", "\u{410}na", "An\u{430}", "Ana\u{34F}", "\u{391}na", "Ana\u{FE0F}", " Ana "])
    func aNameThatLooksLikeAnotherIsTaken(lookAlike: String) throws {
        var fixture = RoomFixture()
        try fixture.join("Ana")
        #expect(throws: RoomError.nameTaken("Ana")) { try fixture.join(lookAlike, device: "impostor") }
        #expect(PlayerName(lookAlike)?.key == PlayerName("Ana")?.key)
    }

    @Test func namesThatLookAlikeButDifferStayTwo() throws {
        #expect(PlayerName("Ana")?.key != PlayerName("Ane")?.key)
        #expect(PlayerName("José")?.key != PlayerName("Jose")?.key)
        #expect(PlayerName("B0b")?.key == PlayerName("Bob")?.key)
    }

    /// Names that show nothing, or only spaces, are no names.
    @Test(arguments: ["\u{3164}\u{3164}\u{3164}", "\u{2800}", "\u{115F}", "\u{34F}", "\u{200B}\u{200B}", "\u{FFA0}"])
    func aNameThatShowsNothingIsRefused(blank: String) throws {
        var fixture = RoomFixture()
        #expect(PlayerName(blank) == nil)
        #expect(throws: RoomError.self) { try fixture.join(blank) }
    }

    /// A room that hides answers from the players hides them from the screens without the host key too.
    @Test(arguments: [false, true])
    func watchersSeeTheAnswersOnlyWhenPlayersDo(showAnswers: Bool) throws {
        var fixture = RoomFixture(settings: RoomSettings(seconds: 20, showAnswers: showAnswers, seed: 7))
        try fixture.join("Ana")
        let shown = try #require(RoomFixture.question(in: try fixture.next()))
        let closing = try fixture.answer("Ana", RoomFixture.right[shown.prompt]!, question: 1)
        let host = try #require(RoomFixture.closed(in: closing, to: .host))
        let watched = try #require(RoomFixture.closed(in: closing, to: .watchers))
        #expect(host.solution != nil && !host.counts.isEmpty)
        #expect((watched.solution != nil) == showAnswers && watched.counts.isEmpty == !showAnswers)
        #expect(watched.you == nil && watched.top == host.top)
        let arriving = fixture.room.watch(now: fixture.now)
        let caughtUp = arriving.compactMap { if case .closed(let closed) = $0 { closed } else { nil } }
        #expect(caughtUp == [watched])
    }
}
