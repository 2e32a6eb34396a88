import Foundation
import QuizClass
import QuizCore

/// A room over three numbered questions whose right answer is always the first option's text, a clock that moves
/// only when told, and helpers that pick messages out of a step's deliveries.
struct RoomFixture {
    static let hostKey = "host-key-0123456789abcdef"
    static let pack = Pack(
        name: "capitals", title: "Capitals", language: "en",
        items: .choice([
            ChoiceItem(
                id: 1, question: "Capital of France?", answers: [.init(answer: "Paris"), .init(answer: "Lyon")],
                solution: 1),
            ChoiceItem(
                id: 2, question: "Capital of Spain?",
                answers: [.init(answer: "Madrid"), .init(answer: "Sevilla"), .init(answer: "Bilbao")], solution: 1),
            ChoiceItem(
                id: 3, question: "Capital of Peru?", answers: [.init(answer: "Lima"), .init(answer: "Cusco")],
                solution: 1),
        ]))
    /// The right option's text of each question, by prompt.
    static let right = ["Capital of France?": "Paris", "Capital of Spain?": "Madrid", "Capital of Peru?": "Lima"]

    var room: Room
    var now = Date(timeIntervalSince1970: 1_800_000_000)

    init(settings: RoomSettings = RoomSettings(seconds: 20, seed: 7)) {
        room = Room(pin: "123456", hostKey: Self.hostKey, pack: Self.pack, settings: settings, now: now)!
    }

    mutating func advance(_ seconds: Double) {
        now += seconds
    }

    /// The host's `next`, returning what it sends.
    mutating func next() throws -> [Room.Delivery] {
        try room.next(key: Self.hostKey, now: now)
    }

    @discardableResult
    mutating func join(_ name: String, device: String? = nil) throws -> [Room.Delivery] {
        try room.join(name: name, device: device ?? "device-\(name)", now: now).deliveries
    }

    mutating func answer(_ name: String, _ typed: String, question: Int) throws -> [Room.Delivery] {
        try room.answer(player: Self.key(name), question: question, typed: typed, now: now)
    }

    /// The player's key in the room, by which deliveries name them.
    static func key(_ name: String) -> String {
        PlayerName(name)!.key
    }

    /// The question that `deliveries` opened.
    static func question(in deliveries: [Room.Delivery]) -> QuestionShown? {
        for delivery in deliveries {
            if case .question(let shown) = delivery.message { return shown }
        }
        return nil
    }

    /// The close that `deliveries` send to `recipient`.
    static func closed(in deliveries: [Room.Delivery], to recipient: Room.Delivery.Recipient) -> QuestionClosed? {
        for delivery in deliveries where delivery.to == recipient {
            if case .closed(let closed) = delivery.message { return closed }
        }
        return nil
    }

    static func podium(in deliveries: [Room.Delivery], to recipient: Room.Delivery.Recipient) -> Podium? {
        for delivery in deliveries where delivery.to == recipient {
            if case .podium(let podium) = delivery.message { return podium }
        }
        return nil
    }

    /// The wrong option's text of a shown question.
    static func wrong(_ shown: QuestionShown) -> String {
        shown.options.first { $0 != right[shown.prompt] }!
    }
}
