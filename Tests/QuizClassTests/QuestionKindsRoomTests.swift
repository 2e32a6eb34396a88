import Foundation
import QuizCore
import Testing

@testable import QuizClass

/// A room over one question of each new kind: hostile answers refused with the room unchanged, points by closeness
/// and by share, and what each close shows.
@Suite("Polls, sliders, orderings, pairs and open questions in a room")
struct QuestionKindsRoomTests {
    static let hostKey = "host-key-0123456789abcdef"

    /// A room over `item` alone, with Ana, Ben and Cai in it and the question open.
    static func room(_ content: MixedItem.Content) throws -> (Room, Date) {
        let pack = Pack(name: "kinds", title: "Kinds", language: "en", items: .mixed([MixedItem(content)]))
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        var room = try #require(
            Room(pin: "123456", hostKey: hostKey, pack: pack, settings: RoomSettings(seconds: 20, seed: 7), now: now))
        for name in ["Ana", "Ben", "Cai"] { _ = try room.join(name: name, device: name, now: now) }
        _ = try room.next(key: hostKey, now: now)
        return (room, now)
    }

    static func key(_ name: String) -> String { PlayerName(name)!.key }

    /// The host's close of the question: in `deliveries`, when the last answer closed it, or at the host's `next`.
    static func close(_ room: inout Room, at now: Date, _ deliveries: [Room.Delivery] = []) throws -> QuestionClosed? {
        let closing = deliveries.contains { $0.to == .host && $0.message.isClosed }
        for delivery in try closing ? deliveries : room.next(key: hostKey, now: now) where delivery.to == .host {
            if case .closed(let closed) = delivery.message { return closed }
        }
        return nil
    }

    static let slider: MixedItem.Content = .slider(
        SliderItem(id: 1, question: "Year?", low: 1900, high: 2020, answer: 1969, tolerance: 2))
    static let ordering: MixedItem.Content = .ordering(
        OrderingItem(id: 2, question: "Order", items: ["a", "b", "c", "d"]))
    static let pairs: MixedItem.Content = .pairs(
        PairsItem(
            id: 3, question: "Pairs",
            pairs: [.init(left: "France", right: "Paris"), .init(left: "Peru", right: "Lima")]))
    static let open: MixedItem.Content = .open(OpenItem(id: 4, question: "One word?"))

    static let hostileAnswers: [(MixedItem.Content, String)] = [
        (slider, "2500"), (slider, "soon"), (ordering, "1 1 2 3"), (ordering, "1 2 3"), (pairs, "1a 1b"),
        (open, String(repeating: "x", count: 1 << 20)),
    ]

    @Test("a mixed pack, a teacher's quiz, is played in its order whatever the seed, its first N questions")
    func mixedPackInItsOrder() throws {
        let pack = Pack(
            name: "kinds", title: "Kinds", language: "en",
            items: .mixed([Self.slider, Self.ordering, Self.pairs, Self.open].map { MixedItem($0) }))
        for seed: UInt64 in 1...5 {
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            let all = try #require(
                Room(pin: "123456", hostKey: Self.hostKey, pack: pack, settings: RoomSettings(seed: seed), now: now))
            #expect(all.questions.map(\.prompt) == ["Year?", "Order", "Pairs", "One word?"])
            let two = try #require(
                Room(
                    pin: "123456", hostKey: Self.hostKey, pack: pack, settings: RoomSettings(questions: 2, seed: seed),
                    now: now))
            #expect(two.questions.map(\.prompt) == ["Year?", "Order"])
        }
    }

    @Test(
        "each hostile answer is refused with its reason, and the room is as it was",
        arguments: hostileAnswers)
    func hostile(_ content: MixedItem.Content, _ typed: String) throws {
        var (room, now) = try Self.room(content)
        let error = #expect(throws: RoomError.self) {
            try room.answer(player: Self.key("Ana"), question: 1, typed: typed, now: now + 1)
        }
        guard case .notAnAnswer(let reason)? = error else {
            Issue.record("expected not-an-answer, got \(String(describing: error))")
            return
        }
        #expect(
            reason.description.count < 200,
            "the reason quotes the answer briefly: \(reason.description.count) characters")
        // The room took nothing: Ana's question is still hers to answer.
        let valid = ["slider": "1969", "ordering": "4 3 2 1", "pairs": "1b 2a", "open": "x"]
        let deliveries = try room.answer(
            player: Self.key("Ana"), question: 1, typed: valid[Question(MixedItem(content)).kind.rawValue]!,
            now: now + 1)
        #expect(deliveries.contains { $0.to == .player(Self.key("Ana")) && $0.message == .received(question: 1) })
    }

    @Test("a slider earns points by closeness and shows the answers' spread and average")
    func slider() throws {
        var (room, now) = try Self.room(Self.slider)
        var deliveries: [Room.Delivery] = []
        for (name, typed) in [("Ana", "1970"), ("Ben", "1984"), ("Cai", "2019")] {
            deliveries = try room.answer(player: Self.key(name), question: 1, typed: typed, now: now)
        }
        let closed = try #require(try Self.close(&room, at: now, deliveries))
        let points = Dictionary(uniqueKeysWithValues: closed.top.map { ($0.name, $0.points) })
        // Ana within the tolerance earns all; Ben 13 beyond it, a quarter of the range being 30, earns 17/30; Cai
        // 48 beyond it, none.
        #expect(points == ["Ana": 1000, "Ben": 567, "Cai": 0])
        #expect(closed.spread?.count == 3 && closed.spread?.lowest == 1970 && closed.spread?.highest == 2019)
        #expect(closed.spread.map { abs($0.average - 1991) < 0.001 } == true)
        #expect(closed.spread?.tenths == [0, 0, 0, 0, 0, 1, 0, 1, 0, 1])
    }

    @Test("an ordering and pairs earn the share of places and pairs right; only the whole answer is right")
    func partial() throws {
        var (room, now) = try Self.room(Self.ordering)
        // Shown in reverse, "d c b a": the right order is 4 3 2 1.
        _ = try room.answer(player: Self.key("Ana"), question: 1, typed: "4 3 2 1", now: now)
        _ = try room.answer(player: Self.key("Ben"), question: 1, typed: "4 3 1 2", now: now)
        now += 0.1
        let closed = try #require(try Self.close(&room, at: now))
        #expect(closed.top.map(\.points) == [1000, 500, 0])
        #expect(closed.top.map(\.right) == [1, 0, 0])
    }

    @Test("an open question's close gathers its words, case, accents and short words folded; nobody earns points")
    func wordCloud() throws {
        var (room, now) = try Self.room(Self.open)
        var deliveries: [Room.Delivery] = []
        for (name, typed) in [("Ana", "Café"), ("Ben", "the CAFE and music"), ("Cai", "Music\u{1B}[2J")] {
            deliveries = try room.answer(player: Self.key(name), question: 1, typed: typed, now: now)
        }
        let closed = try #require(try Self.close(&room, at: now, deliveries))
        #expect(
            closed.words == [
                .init(text: "Café", count: 2), .init(text: "music", count: 2), .init(text: "2J", count: 1),
            ])
        #expect(closed.opinion == true)
        #expect(closed.top.allSatisfy { $0.points == 0 })
    }

    @Test("the report of a poll counts who answered, with no answer right or wrong, and no player missed it")
    func pollReport() throws {
        let poll: MixedItem.Content = .poll(
            ChoiceItem(id: 5, question: "Mood?", answers: [.init(answer: "Fine"), .init(answer: "Tired")], solution: 0))
        var (room, now) = try Self.room(poll)
        for (name, typed) in [("Ana", "1"), ("Ben", "2")] {
            _ = try room.answer(player: Self.key(name), question: 1, typed: typed, now: now)
        }
        now += 1
        _ = try Self.close(&room, at: now)
        let report = room.report
        let summary = try #require(report.byQuestion.first)
        #expect(summary.opinion == true && summary.answered == 2 && summary.players == 3)
        #expect(summary.right == 0 && summary.mostChosenWrong == nil)
        let ana = try #require(report.byPlayer.first { $0.name == "Ana" })
        #expect(ana.answers.map(\.answer) == ["Fine"] && ana.answers.map(\.right) == [nil])
        #expect(report.missed(by: "Ben")?.cards == [])
    }
}

extension ServerMessage {
    fileprivate var isClosed: Bool {
        if case .closed = self { return true }
        return false
    }
}
