import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import QuizServer
import Testing

/// Sends `method` on `target` (a path and query) to `api`, as the fixture transport does.
private func ask(_ api: PackAPI, _ target: String, method: String = "GET") async -> TransportResponse {
    await api.respond(method: method, url: URL(string: "fixture://local" + target)!)
}

private func json(_ response: TransportResponse) -> JSON? { JSON(response.body) }

@Suite("PackAPI: the quiz APIs over a set of packs")
struct PackAPITests {
    let api = PackAPI(packs: SamplePacks.all, seed: 7)

    @Test("/packs lists every pack by name, with kind, title, language and count")
    func listing() async {
        let response = await ask(api, "/packs")
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        #expect(
            json(response) == [
                ["name": "capitals", "kind": "quiz", "title": "Capitals en", "language": "en", "count": 23],
                ["name": "cinema", "kind": "film", "title": "Cinema", "language": "en", "count": 2],
                ["name": "cup", "kind": "match", "title": "The cup", "language": "en", "count": 2],
                ["name": "novels", "kind": "book", "title": "Novels", "language": "en", "count": 1],
            ])
    }

    @Test("the root routes serve the first pack of the preferred language, else the first by name")
    func defaults() async {
        let packs = [SamplePacks.quizzes(name: "b-spanish", language: "es"), SamplePacks.quizzes(name: "a-english")]
        #expect(PackAPI(packs: packs).defaults[.quiz] == "a-english")
        #expect(PackAPI(packs: packs, preferredLanguage: "es").defaults[.quiz] == "b-spanish")
        #expect(PackAPI(packs: packs, preferredLanguage: "fr").defaults[.quiz] == "a-english")
        #expect(PackAPI(packs: packs).defaults[.film] == nil)
        let response = await ask(PackAPI(packs: packs), "/films.json")
        #expect(response.status == 404)
        #expect(json(response) == ["error": "no pack of films is served here"])
    }

    @Test("/packs/NAME/... serves that pack; another kind's route or an unknown name is a 404")
    func scoped() async {
        #expect(json(await ask(api, "/packs/cup/partidos.json")) == json(await ask(api, "/partidos.json")))
        let wrongKind = await ask(api, "/packs/cup/films.json")
        #expect(wrongKind.status == 404)
        #expect(json(wrongKind) == ["error": "pack \"cup\" holds matches, not films"])
        let unknown = await ask(api, "/packs/nothing/films.json")
        #expect(unknown.status == 404)
        #expect(json(unknown) == ["error": "there is no pack named \"nothing\""])
    }

    @Test("matches: the list and the check, with 400 for bad parameters and 404 for unknown ids")
    func matches() async {
        let list = json(await ask(api, "/partidos.json"))
        #expect(list?.count == 2)
        #expect(
            list?[0] == [
                "id": 1, "phase": "Final", "team1": ["name": "Argentina", "flag": "https://example.com/ar.png"],
                "team2": ["name": "France", "flag": "https://example.com/fr.png"], "winner": 1, "details": "3(4)-3(2)",
            ])
        #expect(json(await ask(api, "/check?id=1&winner=1")) == ["id": 1, "result": true])
        #expect(json(await ask(api, "/check?id=1&winner=2")) == ["id": 1, "result": false])
        let badWinner = await ask(api, "/check?id=1&winner=3")
        #expect(badWinner.status == 400)
        #expect(json(badWinner) == ["error": "winner must be 1 or 2"])
        #expect(await ask(api, "/check?winner=1").status == 400)
        let unknown = await ask(api, "/check?id=9&winner=1")
        #expect(unknown.status == 404)
        #expect(json(unknown) == ["error": "There is no match with id=9"])
    }

    @Test("books answer at / and at /books.json; films at /films.json")
    func booksAndFilms() async {
        let root = await ask(api, "/")
        #expect(root.status == 200)
        #expect(root.body == (await ask(api, "/books.json")).body)
        #expect(json(root)?[0]?["solution"] == 1)
        #expect(json(root)?[0]?["answer2"] == ["answer": "Frodo"])
        let films = json(await ask(api, "/films.json"))
        #expect(films?[1] == ["id": 2, "title": "Metropolis", "question": "It has sound", "answer": false])
    }

    @Test("unknown routes are 404 {\"error\"}; other methods 405; HEAD has no body")
    func errors() async {
        let unknown = await ask(api, "/nothing/here")
        #expect(unknown.status == 404)
        #expect(json(unknown) == ["error": "no such route: /nothing/here"])
        #expect(await ask(api, "/api/quizzes/x/check").status == 404)
        let post = await ask(api, "/partidos.json", method: "POST")
        #expect(post.status == 405)
        #expect(post.headers["allow"] == "GET, HEAD")
        let head = await ask(api, "/partidos.json", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
    }
}
