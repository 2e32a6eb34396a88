import Hummingbird

/// The quiz service's users: `/api/users`, `/api/users/ID` and `/api/users/tokenOwner`.
///
/// The users of a pack are the authors of its quizzes, with the ids their quizzes give them (see `ServedQuiz`),
/// then one user per token: with tokens configured, `player1`, `player2`... in the order of the sorted tokens; with
/// none, a single `guest` who owns every token. Their ids follow the authors' highest. A user that a pack does not
/// describe is a local account: not an administrator, `accountTypeId` 0, no profile, no photo.
extension PackAPI {
    func users(of pack: ServedPack) -> [ServedUser] {
        let first = (pack.authors.last?.id ?? 0) + 1
        let names = tokens.isEmpty ? ["guest"] : tokens.indices.map { "player\($0 + 1)" }
        return pack.authors
            + names.enumerated().map { offset, name in
                ServedUser(
                    id: first + offset, isAdmin: false, username: name, accountTypeId: 0, profileId: nil,
                    profileName: nil, photo: nil)
            }
    }

    func user(_ call: APICall) throws(APIError) -> Response {
        guard let user = users(of: call.pack).first(where: { $0.id == call.id }) else {
            throw .unknown("user", call.id)
        }
        return APIResponse.json(user)
    }

    /// The user of the request's token: the token middleware has let only a known one through.
    func tokenOwner(_ call: APICall) -> Response {
        let users = users(of: call.pack)
        let index = tokens.firstIndex(of: call.player.token) ?? 0
        return APIResponse.json(users[call.pack.authors.count + index])
    }
}
