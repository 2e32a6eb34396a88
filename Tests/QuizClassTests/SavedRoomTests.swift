import Foundation
import QuizCore
import Testing

@testable import QuizClass

/// The game of a room as the rooms' table keeps it between changes (`Room.Saved`, JSON).
@Suite struct SavedRoomTests {
    static let opened = Date(timeIntervalSince1970: 1_800_000_000)

    static func player(_ name: String, _ answers: [Int: RoomPlayer.Given], connected: Bool = true) -> RoomPlayer {
        RoomPlayer(name: PlayerName(name)!, device: "device-\(name)", connected: connected, answers: answers)
    }

    /// Ana answered an option, Ben several, Cleo yes then no, Dan a text (one that reads as a number or a flag too),
    /// Eve nothing, and Fay left.
    static let saved = Room.Saved(
        lastActivity: opened + 41.25,
        phase: .open(index: 2, openedAt: opened + 40, deadline: opened + 60),
        players: [
            "ana": player(
                "Ana",
                [
                    0: .init(answer: .option(2), seconds: 1.5, right: true, points: 962),
                    1: .init(answer: .option(1), seconds: 0.1, right: false, points: 0),
                ]),
            "ben": player("Ben", [1: .init(answer: .options([1, 3]), seconds: 19.999, right: true, points: 500)]),
            RoomFixture.key("Cleo"): player(
                "Cleo",
                [
                    0: .init(answer: .yesNo(true), seconds: 3, right: false, points: 0),
                    2: .init(answer: .yesNo(false), seconds: 0.73, right: true, points: 1100),
                ]),
            "dan": player(
                "Dan",
                [
                    0: .init(answer: .text("Canberra"), seconds: 7.25, right: true, points: 818),
                    1: .init(answer: .text("2"), seconds: 2, right: false, points: 0),
                    2: .init(answer: .text("true"), seconds: 1.125, right: false, points: 0),
                ]),
            "eve": player("Eve", [:]),
            "fay": player(
                "Fay", [0: .init(answer: .options([]), seconds: 4, right: false, points: 0)], connected: false),
        ],
        order: ["ana", "ben", RoomFixture.key("Cleo"), "dan", "eve", "fay"], asked: 3, isLocked: true,
        sentOut: ["device-Gil"])

    @Test func aSavedRoomWithAnswersOfEveryKindComesBackEqual() throws {
        let data = try JSONEncoder().encode(Self.saved)
        let back = try JSONDecoder().decode(Room.Saved.self, from: data)
        #expect(back == Self.saved)
        #expect(back.players["dan"]?.answers[1]?.answer == .text("2"))
        #expect(back.players[RoomFixture.key("Cleo")]?.answers[2]?.answer == .yesNo(false))
    }

    @Test func aPlayerKeepsAnswersAsArraysByQuestion() throws {
        let saved = try JSONEncoder().encode(Self.saved.players[RoomFixture.key("Cleo")])
        let object = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
        let given = try #require(object["given"] as? [Any])
        #expect(given.count == 3 && given[1] is NSNull)
        let answer = try #require(given[2] as? [Any])
        #expect(answer.first as? String == "yesNo" && answer.count == 5)
    }

    @Test(arguments: [
        (#"2"#, Answer.option(2)), (#"[1, 3]"#, .options([1, 3])), (#"true"#, .yesNo(true)),
        (#""Canberra""#, .text("Canberra")),
    ])
    func aPlayerSavedWithAnswersByKeyStillReads(saved: String, answer: Answer) throws {
        let json = """
            {"name": {"description": "Ana"}, "device": "device-Ana", "connected": true, "kicked": false,
             "answers": {"1": {"answer": \(saved), "seconds": 1.5, "right": true, "points": 962}}}
            """
        let player = try JSONDecoder().decode(RoomPlayer.self, from: Data(json.utf8))
        #expect(player == Self.player("Ana", [1: .init(answer: answer, seconds: 1.5, right: true, points: 962)]))
    }

    /// A game saved before kicks freed places and before names were keyed by their look: the player marked `kicked`
    /// is gone and their device kept out, the others keyed again, the room open.
    @Test func aGameSavedWithAKickedPlayerReadsWithThePlaceFreed() throws {
        let json = """
            {"lastActivity": 0, "phase": {"lobby": {}}, "asked": 0, "order": ["ana", "cleo", "ben"],
             "players": {
               "ana": {"name": {"description": "Ana"}, "device": "a", "connected": true, "kicked": false, "given": []},
               "cleo": {"name": {"description": "Cleo"}, "device": "c", "connected": true, "kicked": false,
                        "given": []},
               "ben": {"name": {"description": "Ben"}, "device": "b", "connected": false, "kicked": true, "given": []}
             }}
            """
        let saved = try JSONDecoder().decode(Room.Saved.self, from: Data(json.utf8))
        #expect(saved.order == ["ana", RoomFixture.key("Cleo")])
        #expect(saved.players[RoomFixture.key("Cleo")]?.name.description == "Cleo")
        #expect(saved.sentOut == ["b"] && !saved.isLocked)
        var room = try #require(
            Room(
                pin: "123456", hostKey: RoomFixture.hostKey, pack: RoomFixture.pack, settings: RoomSettings(),
                openedAt: Self.opened, saved: saved))
        #expect(throws: RoomError.kicked) { try room.join(name: "Benito", device: "b", now: Self.opened) }
    }
}
