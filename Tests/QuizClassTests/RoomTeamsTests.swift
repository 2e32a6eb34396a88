import Foundation
import QuizClass
import QuizCore
import Testing

@Suite struct RoomTeamsTests {
    static func teams(_ names: [String], shared: Bool = false) -> RoomSettings {
        RoomSettings(seconds: 20, seed: 7, teams: names, sharedDevices: shared)
    }

    static func welcome(in deliveries: [Room.Delivery]) -> Welcome? {
        for delivery in deliveries { if case .welcome(let welcome) = delivery.message { return welcome } }
        return nil
    }

    @Test func playersPickATeamOrAreDealtToTheSmallestTheSameWayEveryTime() throws {
        var dealt: [[String?]] = []
        for _ in 0..<2 {
            var fixture = RoomFixture(settings: Self.teams(["Red", "Blue", "Green"]))
            var teams: [String?] = []
            teams.append(
                Self.welcome(
                    in: try fixture.room.join(name: "Ana", device: "a", team: "blue", now: fixture.now).deliveries)?
                    .team)
            for name in ["Ben", "Cleo", "Dan"] {
                teams.append(
                    Self.welcome(in: try fixture.room.join(name: name, device: name, now: fixture.now).deliveries)?.team
                )
            }
            dealt.append(teams)
        }
        #expect(dealt[0] == dealt[1])
        #expect(dealt[0][0] == "Blue")
        // Ana took Blue: the next two go to Red and Green, in the seed's order, then one to a team of one.
        #expect(Set(dealt[0][1...2].compactMap { $0 }) == ["Red", "Green"])
        #expect(dealt[0].compactMap { $0 }.count == 4)
    }

    @Test func aTeamScoresItsMembersMeanSoATeamOfOneComparesOnTheSameScale() throws {
        var fixture = RoomFixture(settings: Self.teams(["Pairs", "Solo", "Nobody"]))
        for (name, team) in [("Ana", "Pairs"), ("Ben", "Pairs"), ("Cleo", "Solo")] {
            _ = try fixture.room.join(name: name, device: name, team: team, now: fixture.now)
        }
        var opened = try fixture.next()
        for number in 1...3 {
            let shown = try #require(RoomFixture.question(in: opened))
            let right = RoomFixture.right[shown.prompt]!
            fixture.advance(1)
            _ = try fixture.answer("Ana", right, question: number)
            _ = try fixture.answer("Ben", RoomFixture.wrong(shown), question: number)
            _ = try fixture.answer("Cleo", number == 1 ? right : RoomFixture.wrong(shown), question: number)
            opened = try fixture.next()
        }
        let podium = try #require(RoomFixture.podium(in: opened, to: .host))
        let teams = try #require(podium.teams)
        // Ana's 2,925 and Ben's 0 make a mean of 1,463 (rounded); Cleo alone has 975. Nobody's team is left out.
        #expect(teams.map(\.name) == ["Pairs", "Solo"])
        #expect(teams.map(\.points) == [1463, 975])
        #expect(teams.map(\.rank) == [1, 2])
        #expect(teams[0].members.map(\.name) == ["Ana", "Ben"] && teams[0].members.map(\.rank) == [1, 2])
        #expect(teams[1].members.map(\.name) == ["Cleo"])
        #expect(RoomFixture.podium(in: opened, to: .player("cleo"))?.teams == teams)
        // The results kept hold the teams as the podium showed them.
        #expect(fixture.room.results?.teams == teams)
        // The host's report names each player's team.
        #expect(fixture.room.report.byPlayer.map(\.team) == ["Pairs", "Solo", "Pairs"])
    }

    @Test func aPlayerChangesTeamInTheLobbyButNotOnceTheGameHasStarted() throws {
        var fixture = RoomFixture(settings: Self.teams(["Red", "Blue"]))
        _ = try fixture.room.join(name: "Ana", device: "a", team: "Red", now: fixture.now)
        let moved = try fixture.room.join(name: "Ana", device: "a", team: "Blue", now: fixture.now)
        #expect(Self.welcome(in: moved.deliveries)?.team == "Blue")
        _ = try fixture.next()
        let later = try fixture.room.join(name: "Ana", device: "a", team: "Red", now: fixture.now)
        #expect(Self.welcome(in: later.deliveries)?.team == "Blue")
        #expect(throws: RoomError.noSuchTeam("Purple", teams: ["Red", "Blue"])) {
            try fixture.room.join(name: "Ben", device: "b", team: "Purple", now: fixture.now)
        }
        #expect(
            RoomError.noSuchTeam("Purple", teams: ["Red", "Blue"]).description
                == "this room has no team \"Purple\"; its teams: Red, Blue")
    }

    @Test func withSharedDevicesEachDeviceIsATeamThatAnswersAfterTheTeamTalk() throws {
        var fixture = RoomFixture(settings: Self.teams(["Red", "Blue"], shared: true))
        #expect(throws: RoomError.noSuchTeam("Ana", teams: ["Red", "Blue"])) {
            try fixture.room.join(name: "Ana", device: "tablet-1", now: fixture.now)
        }
        let red = try fixture.room.join(name: "red", device: "tablet-1", now: fixture.now)
        let welcome = try #require(Self.welcome(in: red.deliveries))
        #expect(welcome.name == "Red" && welcome.team == "Red")
        _ = try fixture.room.join(name: "Blue", device: "tablet-2", now: fixture.now)
        let shown = try #require(RoomFixture.question(in: try fixture.next()))
        #expect(shown.teamTalk == Double(RoomSettings.teamTalkSeconds))
        #expect(shown.secondsLeft == Double(20 + RoomSettings.teamTalkSeconds))
        fixture.advance(2)
        #expect(throws: RoomError.teamTalk(seconds: 3)) {
            try fixture.answer("Red", RoomFixture.right[shown.prompt]!, question: 1)
        }
        fixture.advance(3)
        _ = try fixture.answer("Red", RoomFixture.right[shown.prompt]!, question: 1)
        let closing = try fixture.answer("Blue", RoomFixture.wrong(shown), question: 1)
        // Timed from the end of the talk: at once, the full 1,000.
        #expect(RoomFixture.closed(in: closing, to: .player("red"))?.you?.gained == 1000)
    }

    @Test func tenThousandTeamsANameOfControlCharactersAndTwinNamesAreRefusedWithTheReason() async throws {
        let hub = RoomHub(packs: { _ in RoomFixture.pack }, seed: 1)
        let open = { (teams: [String]) async -> String? in
            do throws(RoomHub.OpenError) {
                _ = try await hub.open(pack: "capitals", settings: Self.teams(teams))
                return nil
            } catch {
                return error.description
            }
        }
        #expect(await open(RoomSettings.teams(typed: "10000")) == "10000 teams: give 2 to 50")
        #expect(await open(["Red"]) == "1 team: give 2 to 50")
        #expect(
            await open(["Red", "\u{1}\u{7}\u{1B}[31m"])
                == "team 2's name \"\\u{01}\\u{07}\\u{1B}[31m\" is not a name: 1 to 24 characters that show, control "
                + "characters left out")
        #expect(await open(["Red", "RED"]) == "two teams are called \"RED\"; give each its own name")
        #expect(await open(RoomSettings.teams(typed: "3")) == nil)
    }
}
