import Foundation
import QuizClass
import QuizClient
import QuizServer
import Testing

@Suite("A room's steps as JSON")
struct RoomStepTests {
    static let steps: [RoomStep] = [
        .message(
            .join(name: "Zoë", device: "zoe-phone"), from: nil, at: Date(timeIntervalSince1970: 1_764_000_000.137)),
        .message(.host(key: "0123abcd"), from: nil, at: Date(timeIntervalSince1970: 1_764_000_001.5)),
        .message(.watch, from: nil, at: Date(timeIntervalSince1970: 1_764_000_002)),
        .message(.next, from: .host(key: "0123abcd"), at: Date(timeIntervalSince1970: 1_764_000_003.000_001)),
        .message(
            .answer(question: 2, answer: "1 3"), from: .player("zoe"), at: Date(timeIntervalSince1970: 1_764_000_004.9)),
        .message(.kick(name: "Ben"), from: .host(key: "0123abcd"), at: Date(timeIntervalSince1970: 1_764_000_005.25)),
        .message(.end, from: .watcher, at: Date(timeIntervalSince1970: 1_764_000_006)),
        .disconnect(player: "zoe", at: Date(timeIntervalSince1970: 1_764_000_007.333_333)),
        .tick(at: Date(timeIntervalSince1970: 1_764_000_008.000_999)),
        .end(key: "0123abcd", at: Date(timeIntervalSince1970: 1_764_000_009.1)),
    ]

    /// A step kept in the database comes back the same, to the microsecond of its time: a replay applies it again.
    @Test(arguments: steps)
    func aStepComesBackFromItsJSONUnchanged(_ step: RoomStep) throws {
        let json = try JSONEncoder().encode([step])
        #expect(
            try JSONDecoder().decode([RoomStep].self, from: json) == [step], "\(String(decoding: json, as: UTF8.self))")
    }
}
