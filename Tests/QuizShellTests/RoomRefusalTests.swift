import Foundation
import QuizClass
import QuizCore
import Testing

@testable import QuizShell

/// A room's refusal of an answer travels with its reason, which the player's terminal says in the player's language.
@Suite("An answer a room refuses, in the player's language")
struct RoomRefusalTests {
    /// What a player's terminal shows when the room refuses `typed` to a question over `content`, the refusal sent as
    /// JSON and read back as a client reads it.
    static func refusal(of typed: String, to content: MixedItem.Content, in language: Language) throws -> [String] {
        let pack = Pack(name: "kinds", title: "Kinds", language: "es", items: .mixed([MixedItem(content)]))
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        var room = try #require(
            Room(pin: "123456", hostKey: "host", pack: pack, settings: RoomSettings(seconds: 20, seed: 7), now: now))
        _ = try room.join(name: "Ana", device: "ana", now: now)
        _ = try room.next(key: "host", now: now)
        let error = try #require(
            #expect(throws: RoomError.self) {
                try room.answer(player: PlayerName("Ana")!.key, question: 1, typed: typed, now: now + 1)
            })
        let sent = ClassProtocol.encode(
            ServerMessage.error(code: error.code, detail: error.description, reason: error.answerRefusal))
        return Messages(language: language).roomLines(for: try ClassProtocol.decodeServerMessage(sent))
    }

    static let ordering: MixedItem.Content = .ordering(
        OrderingItem(id: 1, question: "Ordena", items: ["Roma", "Guiza", "Constantinopla", "Versalles"]))
    static let slider: MixedItem.Content = .slider(
        SliderItem(id: 1, question: "¿Año?", low: 1900, high: 2020, answer: 1969))

    @Test func aSpanishPlayerReadsTheReasonInSpanish() throws {
        #expect(
            try Self.refusal(of: "1 2 3", to: Self.ordering, in: .es) == [
                "error: eso no responde a la pregunta («1 2 3» no ordena los 4 elementos; nombra cada número del 1 "
                    + "al 4 una vez, en orden, como 4 3 2 1)"
            ])
        #expect(
            try Self.refusal(of: "2500", to: Self.slider, in: .es) == [
                "error: eso no responde a la pregunta (2500 está fuera del intervalo; responde con un número del "
                    + "1900 al 2020)"
            ])
    }

    @Test func anEnglishPlayerReadsTheRoomsOwnWords() throws {
        #expect(
            try Self.refusal(of: "soon", to: Self.slider, in: .en) == [
                #"error: "soon" is not a number; answer with digits, such as 1822 or 3.14 (3,14 too)"#
            ])
    }

    @Test func aRefusalWithoutItsReasonStillSaysTheRoomsWords() throws {
        let message = try ClassProtocol.decodeServerMessage(
            #"{"v": 1, "type": "error", "code": "not-an-answer", "detail": "no such answer"}"#)
        #expect(
            Messages(language: .es).roomLines(for: message) == [
                "error: eso no responde a la pregunta (no such answer)"
            ])
    }
}
