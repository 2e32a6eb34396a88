import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import Testing

@Suite("PackAPI: the quiz service's routes")
struct QuizRoutesTests {
    let routes = APIRoutes(base: SourceAddress.fixtureBase)

    private func get(_ api: PackAPI, _ url: URL) async -> TransportResponse {
        await api.respond(method: "GET", url: url)
    }

    private func json(_ api: PackAPI, _ url: URL) async -> JSON? {
        JSON(await get(api, url).body)
    }

    @Test("a random quiz comes without its answer, and the same seed draws the same quizzes")
    func random() async {
        let first = PackAPI(packs: [SamplePacks.quizzes()], seed: 42)
        let second = PackAPI(packs: [SamplePacks.quizzes()], seed: 42)
        var drawn: [JSON] = []
        for _ in 0..<5 {
            let quiz = await json(first, routes.randomQuiz())
            #expect(quiz?["answer"] == nil)
            #expect(quiz?["question"] != nil)
            #expect(quiz == (await json(second, routes.randomQuiz())))
            drawn.append(quiz ?? nil)
        }
        #expect(Set(drawn.map(\.description)).count > 1)
    }

    @Test("random is stateless: quizzes answered right are drawn again, and it never says nomore")
    func randomIsStateless() async {
        let api = PackAPI(packs: [SamplePacks.quizzes(count: 2)], tokens: ["ana"], seed: 3)
        let ana = routes.withToken("ana")
        #expect(await json(api, ana.checkQuiz(id: 1, answer: "lima"))?["result"] == true)
        #expect(await json(api, ana.checkQuiz(id: 2, answer: "answer-2"))?["result"] == true)
        let drawn = Set(await (0..<12).asyncMap { _ in (await json(api, ana.randomQuiz()))?["id"]?.description })
        #expect(drawn == ["1", "2"])
    }

    @Test(
        "the check trims white space and ignores case; the answer comes back as sent",
        arguments: [("Lima", true), ("  lima\n", true), ("LIMA", true), ("Lim", false), ("Li ma", false)])
    func check(answer: String, right: Bool) async {
        let api = PackAPI(packs: [SamplePacks.quizzes()])
        #expect(
            await json(api, routes.checkQuiz(id: 1, answer: answer))
                == ["quizId": 1, "answer": .string(answer), "result": .bool(right)])
    }

    @Test("a missing answer counts as the empty string; an answer with & = and ñ arrives intact")
    func checkEncoding() async {
        var quizzes = SamplePacks.quizzes(count: 1)
        quizzes.items = .quiz([QuizItem(id: 1, question: "Tricky?", answer: "a&token=x ñ")])
        let api = PackAPI(packs: [quizzes])
        let missing = URL(string: "fixture://local/api/quizzes/1/check")!
        #expect(await json(api, missing) == ["quizId": 1, "answer": "", "result": false])
        #expect(
            await json(api, routes.checkQuiz(id: 1, answer: "a&token=x ñ"))
                == ["quizId": 1, "answer": "a&token=x ñ", "result": true])
    }

    @Test("pages hold 10 quizzes without answers; nextUrl keeps the query and is empty on the last page")
    func pages() async {
        let api = PackAPI(packs: [SamplePacks.quizzes(count: 23)], tokens: ["t"])
        let routes = routes.withToken("t")
        let first = await json(api, routes.quizPage(1))
        #expect(first?["quizzes"]?.count == 10)
        #expect(first?["quizzes"]?[0]?["answer"] == nil)
        #expect(first?["pageno"] == 1)
        #expect(first?["nextUrl"] == "fixture://local/api/quizzes?pageno=2&token=t")
        let last = await json(api, routes.quizPage(3))
        #expect(last?["quizzes"]?.count == 3)
        #expect(last?["nextUrl"] == "")
        let beyond = await json(api, routes.quizPage(4))
        #expect(beyond == ["quizzes": [], "pageno": 4, "nextUrl": ""])
        let unread = await json(api, URL(string: "fixture://local/api/quizzes?pageno=zero&token=t")!)
        #expect(unread?["pageno"] == 1)
        #expect(unread?["quizzes"]?.count == 10)
    }

    @Test("random10wa gives up to 10 different quizzes with their answers")
    func randomTen() async {
        let many = await json(PackAPI(packs: [SamplePacks.quizzes(count: 23)]), routes.url(.randomTenWithAnswers))
        #expect(many?.count == 10)
        let ids = (0..<10).compactMap { many?[$0]?["id"]?.description }
        #expect(Set(ids).count == 10)
        #expect((0..<10).allSatisfy { many?[$0]?["answer"] != nil })
        let few = await json(PackAPI(packs: [SamplePacks.quizzes(count: 3)]), routes.url(.randomTenWithAnswers))
        #expect(few?.count == 3)
    }

    @Test("the answer route tells the answer; an unknown id is a 404 naming it")
    func answer() async {
        let api = PackAPI(packs: [SamplePacks.quizzes()])
        #expect(await json(api, routes.quizAnswer(id: 1)) == ["quizId": 1, "answer": "Lima"])
        let unknown = await get(api, routes.quizAnswer(id: 99))
        #expect(unknown.status == 404)
        #expect(JSON(unknown.body) == ["error": "There is no quiz with id=99"])
    }

    @Test("with tokens configured, /api routes without a known token are 401 Unauthorized; other routes need none")
    func tokens() async {
        let api = PackAPI(packs: SamplePacks.all, tokens: ["secret"])
        for url in [routes.randomQuiz(), routes.withToken("wrong").quizPage(1), routes.quizAnswer(id: 1)] {
            let response = await get(api, url)
            #expect(response.status == 401)
            #expect(String(decoding: response.body, as: UTF8.self) == "Unauthorized")
        }
        #expect(await get(api, URL(string: "fixture://local/api/nothing")!).status == 401)
        #expect(await get(api, routes.withToken("secret").quizAnswer(id: 1)).status == 200)
        #expect(await get(api, routes.set(of: .match)).status == 200)
    }
}

extension APIRoutes {
    fileprivate func withToken(_ token: String) -> APIRoutes {
        var copy = self
        copy.token = token
        return copy
    }
}

extension Sequence {
    fileprivate func asyncMap<T>(_ transform: (Element) async -> T) async -> [T] {
        var results: [T] = []
        for element in self { results.append(await transform(element)) }
        return results
    }
}
