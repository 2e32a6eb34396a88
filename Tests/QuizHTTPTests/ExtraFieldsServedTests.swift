import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import QuizTestSupport
import Testing

/// Fields that quiz does not read travel with their items: read from the pack file, served by `quiz serve`, written
/// back when a pack is saved.
@Suite("Packs keep their extra fields when served")
struct ExtraFieldsServedTests {
    static let matchPack = """
        {"format": 1, "name": "cup", "kind": "match", "title": "Cup", "language": "en", "items": [
          {"id": 1, "phase": "Final", "stadium": "Lusail", "attendance": 88966,
           "team1": {"name": "Argentina", "flag": null}, "team2": {"name": "France"},
           "winner": 1, "details": "3(4)-3(2)", "scorers": ["Messi", "Mbappé"], "extra": {"time": true, "minutes": 120.5}}
        ]}
        """
    static let quizPack = """
        {"format": 1, "kind": "quiz", "name": "caps", "title": "Caps", "language": "en", "items": [
          {"id": 7, "question": "Capital of Peru?", "answer": "Lima", "level": "easy", "answer_es": null}
        ]}
        """

    private func get(_ path: String, from packs: [Pack]) async throws -> [String: Any] {
        var body: Any?
        try await withPackServer(PackAPI(packs: packs)) { base in
            try await withHTTPTransport { transport in
                let response = try await transport.send(
                    TransportRequest(method: .get, url: URL(string: base.absoluteString + path)!))
                #expect(response.status == 200)
                body = try JSONSerialization.jsonObject(with: response.body)
            }
        }
        let object = body as? [String: Any]
        let list = body as? [[String: Any]] ?? object?["quizzes"] as? [[String: Any]]
        return try #require(list?.first ?? object)
    }

    @Test("a match's unknown members are in /partidos.json as the file has them")
    func matchExtras() async throws {
        let pack = try PackLoader.decode(Data(Self.matchPack.utf8), file: "cup.json")
        let match = try await get("/partidos.json", from: [pack])
        #expect(match["stadium"] as? String == "Lusail")
        #expect(match["attendance"] as? Int == 88966)
        #expect(match["scorers"] as? [String] == ["Messi", "Mbappé"])
        let extra = try #require(match["extra"] as? [String: Any])
        #expect(extra["time"] as? Bool == true)
        #expect(extra["minutes"] as? Double == 120.5)
        #expect(match["phase"] as? String == "Final")
        #expect(match["winner"] as? Int == 1)
    }

    @Test("a quiz's unknown members are in every quiz response, beside the service's keys")
    func quizExtras() async throws {
        let pack = try PackLoader.decode(Data(Self.quizPack.utf8), file: "caps.json")
        for path in ["/api/quizzes/7", "/api/quizzes/random", "/api/quizzes"] {
            let quiz = try await get(path, from: [pack])
            #expect(quiz["level"] as? String == "easy", "\(path)")
            #expect(quiz.keys.contains("answer_es") && quiz["answer_es"] is NSNull, "\(path)")
            #expect(quiz["favourite"] as? Bool == false, "\(path)")
            #expect(quiz["answer"] == nil, "\(path)")
        }
    }

    @Test("a pack written back keeps its extra fields, and reads again the same")
    func roundTrip() throws {
        let pack = try PackLoader.decode(Data(Self.matchPack.utf8), file: "cup.json")
        let written = try JSONEncoder().encode(pack)
        let again = try PackLoader.decode(written, file: "cup.json")
        #expect(Set(again.extraFields[1]?.members.map(\.key) ?? []) == ["stadium", "attendance", "scorers", "extra"])
        #expect(again.items == pack.items)
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains("\"stadium\":\"Lusail\""))
    }
}
