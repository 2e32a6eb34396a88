import Hummingbird
import QuizCore

/// The matches' check, as the exam's `/check?id=ID&winner=1|2` answers it.
extension PackAPI {
    func checkMatch(_ call: APICall) throws(APIError) -> Response {
        guard case .match(let matches) = call.pack.pack.items else { throw .unknown("match", 0) }
        guard let idText = call.query["id"], let id = Int(idText) else {
            throw APIError(status: .badRequest, message: "id must be the whole number of a match")
        }
        guard let winnerText = call.query["winner"], let winner = Int(winnerText), winner == 1 || winner == 2 else {
            throw APIError(status: .badRequest, message: "winner must be 1 or 2")
        }
        guard let match = matches.first(where: { $0.id == id }) else { throw .unknown("match", id) }
        return APIResponse.json(MatchCheck(id: id, result: match.winner == winner))
    }
}

private struct MatchCheck: Encodable {
    var id: Int
    var result: Bool
}
