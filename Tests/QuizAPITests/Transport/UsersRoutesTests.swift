import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import QuizServer
import Testing

@Suite("PackAPI: the quiz service's users")
struct UsersRoutesTests {
    /// Two authors, one with a photo and an id of its own, and a quiz without an author.
    static let pack = Pack(
        name: "capitals", title: "Capitals", language: "en",
        items: .quiz([
            QuizItem(id: 1, question: "Capital of Peru?", author: QuizAuthor(username: "ana"), answer: "Lima"),
            QuizItem(
                id: 2, question: "Capital of Chile?",
                author: QuizAuthor(username: "luis", photo: MediaLink(url: "https://example.com/luis.png"), id: 7),
                answer: "Santiago"),
            QuizItem(id: 3, question: "Capital of Peru, again?", author: QuizAuthor(username: "ana"), answer: "Lima"),
            QuizItem(id: 4, question: "Capital of Spain?", answer: "Madrid"),
        ]))

    private func get(_ api: PackAPI, _ target: String) async -> (status: Int, body: JSON?) {
        let response = await api.respond(method: "GET", url: URL(string: "fixture://local" + target)!)
        return (response.status, JSON(response.body))
    }

    @Test("the users are the pack's authors by id, then a guest who owns every token when none is configured")
    func withoutTokens() async {
        let api = PackAPI(packs: [Self.pack])
        let users = await get(api, "/api/users")
        #expect(users.status == 200)
        #expect(
            users.body == [
                [
                    "id": 1, "isAdmin": false, "username": "ana", "accountTypeId": 0, "profileId": nil,
                    "profileName": nil, "photo": nil,
                ],
                [
                    "id": 7, "isAdmin": false, "username": "luis", "accountTypeId": 0, "profileId": nil,
                    "profileName": nil, "photo": ["mime": "image/png", "url": "https://example.com/luis.png"],
                ],
                [
                    "id": 8, "isAdmin": false, "username": "guest", "accountTypeId": 0, "profileId": nil,
                    "profileName": nil, "photo": nil,
                ],
            ])
        #expect(await get(api, "/api/users/7").body?["username"] == "luis")
        #expect(await get(api, "/api/users/tokenOwner?token=anything").body?["username"] == "guest")
        #expect(await get(api, "/api/users/tokenOwner").body?["id"] == 8)
    }

    @Test("a quiz's author has the id of its user")
    func authorsAreUsers() async {
        let api = PackAPI(packs: [Self.pack])
        for quiz in 1...3 {
            let author = await get(api, "/api/quizzes/\(quiz)").body?["author"]
            let user = await get(api, "/api/users/\(author?["id"]?.description ?? "")").body
            #expect(user?["username"] == author?["username"], "quiz \(quiz)")
        }
    }

    @Test("with tokens, each token's owner is a player of its own, numbered in the order of the sorted tokens")
    func withTokens() async {
        let api = PackAPI(packs: [Self.pack], tokens: ["zeta", "alpha"])
        let users = await get(api, "/api/users?token=zeta").body
        #expect((0..<4).map { users?[$0]?["username"] } == ["ana", "luis", "player1", "player2"])
        #expect(await get(api, "/api/users/tokenOwner?token=alpha").body?["username"] == "player1")
        #expect(await get(api, "/api/users/tokenOwner?token=zeta").body?["id"] == 9)
        #expect(await get(api, "/api/users/tokenOwner").status == 401)
        #expect(await get(api, "/api/users?token=wrong").status == 401)
    }

    @Test("an unknown user id is a 404 naming it; an id that is not a number no route")
    func unknown() async {
        let api = PackAPI(packs: [Self.pack])
        let missing = await get(api, "/api/users/99")
        #expect(missing.status == 404)
        #expect(missing.body == ["error": "There is no user with id=99"])
        let word = await get(api, "/api/users/ana")
        #expect(word.status == 404)
        #expect(word.body == ["error": "no such route: /api/users/ana"])
    }

    @Test("the users of a pack answer below its scope; a pack of another kind has none")
    func scoped() async {
        let api = PackAPI(packs: [Self.pack, SamplePacks.matches])
        #expect(await get(api, "/packs/capitals/api/users").body?.count == 3)
        let matches = await get(api, "/packs/cup/api/users")
        #expect(matches.status == 404)
        #expect(matches.body == ["error": "pack \"cup\" holds matches, not quizzes"])
    }
}
