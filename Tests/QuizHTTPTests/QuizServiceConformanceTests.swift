import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import QuizTestSupport
import Testing

/// The quiz routes of `quiz serve`, checked over HTTP on 127.0.0.1 against what the real quiz service (CORE-UPM
/// `quiz_2022` and `quiz_2023`: `routes/api.js`, `api/quiz.js`, `api/token.js`, `api/favourite.js`) answers.
@Suite("quiz serve answers like the real quiz service")
struct QuizServiceConformanceTests {
    static let quizzes = Pack(
        name: "capitals", title: "Capitals", language: "en",
        items: .quiz(
            [
                QuizItem(
                    id: 1, question: "Capital of Peru?",
                    author: QuizAuthor(username: "ana", photo: MediaLink(url: "https://example.com/ana.png")),
                    attachment: MediaLink(url: "https://example.com/lima.jpg"), answer: "Lima"),
                QuizItem(id: 2, question: "Capital of Chile?", answer: "Santiago"),
            ] + (3...12).map { QuizItem(id: $0, question: "Question number \($0)?", answer: "answer-\($0)") }))

    static let books = Pack(
        name: "novels", title: "Novels", language: "en",
        items: .book([
            BookItem(
                id: 1, book: "The Hobbit", question: "Who finds the ring?", answer1: .init(answer: "Bilbo"),
                answer2: .init(answer: "Frodo"), solution: 1)
        ]))

    /// Serves the sample packs with the token `T` (and `U`) and gives `body` a GET that returns status and body.
    private func withService(
        shape: MediaShape = .service,
        _ body: (_ get: (String, TransportRequest.Method) async throws -> (Int, Data))
            async throws -> Void
    ) async throws {
        let api = PackAPI(packs: [Self.quizzes, Self.books], tokens: ["T", "U"], seed: 5, mediaShape: shape)
        try await withPackServer(api) { base in
            try await withHTTPTransport { transport in
                try await body { path, method in
                    let response = try await transport.send(
                        TransportRequest(method: method, url: URL(string: base.absoluteString + path)!))
                    return (response.status, response.body)
                }
            }
        }
    }

    private func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("every quiz reply has the service's keys, null where empty, and favourite; client models decode it")
    func quizShape() async throws {
        try await withService { get in
            let replies = [
                "/api/quizzes/1?token=T", "/api/quizzes/2?token=T", "/api/quizzes/random?token=T",
            ]
            for path in replies {
                let (status, body) = try await get(path, .get)
                #expect(status == 200)
                let quiz = try object(body)
                #expect(Set(quiz.keys) == ["id", "question", "author", "attachment", "favourite"], "\(path)")
                _ = try JSONDecoder().decode(ServiceQuiz.self, from: body)
            }
            let withAuthor = try JSONDecoder().decode(
                ServiceQuiz.self, from: try await get("/api/quizzes/1?token=T", .get).1)
            #expect(withAuthor.author?.username == "ana")
            #expect(withAuthor.author?.photo?.url == "https://example.com/ana.png")
            #expect(withAuthor.attachment == ServiceMedia(mime: "image/jpeg", url: "https://example.com/lima.jpg"))
            #expect(withAuthor.favourite == false)
            let without = try object(try await get("/api/quizzes/2?token=T", .get).1)
            #expect(without["author"] is NSNull)
            #expect(without["attachment"] is NSNull)
            let author = try #require(
                try object(try await get("/api/quizzes/1?token=T", .get).1)["author"] as? [String: Any])
            #expect(
                Set(author.keys) == ["id", "isAdmin", "username", "accountTypeId", "profileId", "profileName", "photo"])
            let page = try JSONDecoder().decode(ServicePage.self, from: try await get("/api/quizzes?token=T", .get).1)
            #expect(page.quizzes.count == 10)
            let ten = try JSONDecoder().decode(
                [ServiceQuiz].self, from: try await get("/api/quizzes/random10?token=T", .get).1)
            #expect(Set(ten.map(\.id)).count == 10)
            let play = try JSONDecoder().decode(
                ServicePlay.self, from: try await get("/api/quizzes/randomPlay/new?token=T", .get).1)
            #expect(play.score == 0)
        }
    }

    @Test("with --media-shape exam, attachments and photos are plain URLs that the exam's models decode")
    func examShape() async throws {
        try await withService(shape: .exam) { get in
            let quiz = try JSONDecoder().decode(ExamQuiz.self, from: try await get("/api/quizzes/1?token=T", .get).1)
            #expect(quiz.attachment == "https://example.com/lima.jpg")
            #expect(quiz.author?.photo == "https://example.com/ana.png")
            _ = try JSONDecoder().decode([ExamQuiz].self, from: try await get("/api/quizzes/random10?token=T", .get).1)
        }
    }

    @Test("no token, a wrong token or an empty one is 401 with the text Unauthorized, even on unknown /api routes")
    func unauthorized() async throws {
        try await withService { get in
            for path in [
                "/api/quizzes/random", "/api/quizzes/1?token=wrong", "/api/quizzes?token=", "/api/nothing",
                "/api/quizzes/randomPlay/check?token=t",
            ] {
                let (status, body) = try await get(path, .get)
                #expect(status == 401, "\(path)")
                #expect(String(decoding: body, as: UTF8.self) == "Unauthorized", "\(path)")
            }
            #expect(try await get("/", .get).0 == 200)
        }
    }

    @Test("an unknown quiz id is 404 There is no quiz with id=ID; an unknown /api route a 404 with an error")
    func unknown() async throws {
        try await withService { get in
            for path in ["/api/quizzes/99?token=T", "/api/quizzes/99/check?token=T", "/api/quizzes/99/answer?token=T"] {
                let (status, body) = try await get(path, .get)
                #expect(status == 404)
                #expect(try object(body)["error"] as? String == "There is no quiz with id=99")
            }
            let (status, body) = try await get("/api/quizzes/abc?token=T", .get)
            #expect(status == 404)
            #expect(try object(body)["error"] is String)
        }
    }

    @Test("random is stateless and never ends; check and answer as the service")
    func randomAndCheck() async throws {
        try await withService { get in
            var seen: Set<Int> = []
            for _ in 0..<60 {
                let quiz = try JSONDecoder().decode(
                    ServiceQuiz.self, from: try await get("/api/quizzes/random?token=T", .get).1)
                seen.insert(quiz.id)
                _ = try await get("/api/quizzes/\(quiz.id)/check?answer=x&token=T", .get)
            }
            #expect(seen.count > 8)
            let check = try object(try await get("/api/quizzes/1/check?answer=%20LIMA%20&token=T", .get).1)
            #expect(check["quizId"] as? Int == 1)
            #expect(check["answer"] as? String == " LIMA ")
            #expect(check["result"] as? Bool == true)
            let missing = try object(try await get("/api/quizzes/1/check?token=T", .get).1)
            #expect(missing["answer"] as? String == "")
            #expect(missing["result"] as? Bool == false)
            let answer = try object(try await get("/api/quizzes/2/answer?token=T", .get).1)
            #expect(answer["answer"] as? String == "Santiago")
        }
    }

    @Test(
        "pageno is read like parseInt(x) || 1, pagelength like Number(x) || 10",
        arguments: [
            ("pageno=abc", 1, 10), ("pageno=0", 1, 10), ("pageno=2abc", 2, 2), ("", 1, 10), ("pageno=%202", 2, 2),
            ("pagelength=5", 1, 5), ("pagelength=5&pageno=3", 3, 2), ("pagelength=x", 1, 10), ("pageno=9", 9, 0),
        ])
    func pages(query: String, pageno: Int, count: Int) async throws {
        try await withService { get in
            let page = try JSONDecoder().decode(
                ServicePage.self, from: try await get("/api/quizzes?token=T&\(query)", .get).1)
            #expect(page.pageno == pageno)
            #expect(page.quizzes.count == count)
        }
    }

    @Test("nextUrl is the same URL with the next pageno, and empty on the last page")
    func nextUrl() async throws {
        try await withService { get in
            let first = try JSONDecoder().decode(
                ServicePage.self, from: try await get("/api/quizzes?token=T&search=number&pagelength=4", .get).1)
            #expect(first.quizzes.map(\.id) == [3, 4, 5, 6])
            let next = try #require(URLComponents(string: first.nextUrl))
            #expect(next.queryItems?.first { $0.name == "pageno" }?.value == "2")
            #expect(next.queryItems?.first { $0.name == "search" }?.value == "number")
            #expect(next.path == "/api/quizzes")
            let last = try JSONDecoder().decode(
                ServicePage.self,
                from: try await get("/api/quizzes?token=T&search=number&pagelength=4&pageno=3", .get).1)
            #expect(last.quizzes.map(\.id) == [11, 12])
            #expect(last.nextUrl == "")
        }
    }

    @Test(
        "search keeps the questions with its words in that order, case-insensitive, as SQL LIKE %a%b%",
        arguments: [
            ("capital", [1, 2]), ("CAPITAL%20peru", [1]), ("peru%20capital", []), ("number+1", [10, 11, 12]),
            ("of%20%20%20chile", [2]), ("c_ile", [2]),
        ])
    func search(search: String, ids: [Int]) async throws {
        try await withService { get in
            let page = try JSONDecoder().decode(
                ServicePage.self, from: try await get("/api/quizzes?token=T&search=\(search)", .get).1)
            #expect(page.quizzes.map(\.id) == ids)
        }
    }

    @Test("favourites are kept per token: favourite true in every reply for that token, and searchfavourites")
    func favourites() async throws {
        try await withService { get in
            let (status, body) = try await get("/api/users/tokenOwner/favourites/2?token=T", .put)
            #expect(status == 200)
            #expect(try object(body)["favourite"] as? Bool == true)
            #expect(try object(body)["id"] as? Int == 2)
            let mine = try JSONDecoder().decode(ServiceQuiz.self, from: try await get("/api/quizzes/2?token=T", .get).1)
            #expect(mine.favourite)
            let theirs = try JSONDecoder().decode(
                ServiceQuiz.self, from: try await get("/api/quizzes/2?token=U", .get).1)
            #expect(!theirs.favourite)
            let page = try JSONDecoder().decode(
                ServicePage.self, from: try await get("/api/quizzes?token=T&searchfavourites=1", .get).1)
            #expect(page.quizzes.map(\.id) == [2])
            #expect(page.quizzes.allSatisfy { $0.favourite })
            let none = try JSONDecoder().decode(
                ServicePage.self, from: try await get("/api/quizzes?token=U&searchfavourites=1", .get).1)
            #expect(none.quizzes.isEmpty)
            let removed = try await get("/api/users/tokenOwner/favourites/2?token=T", .delete)
            #expect(try object(removed.1)["favourite"] as? Bool == false)
            #expect(
                try JSONDecoder().decode(ServiceQuiz.self, from: try await get("/api/quizzes/2?token=T", .get).1)
                    .favourite == false)
            #expect(try await get("/api/users/tokenOwner/favourites/99?token=T", .put).0 == 404)
        }
    }

    @Test("random10 gives up to 10 distinct quizzes without answers, random10wa with them")
    func randomTen() async throws {
        try await withService { get in
            let plain = try JSONSerialization.jsonObject(with: try await get("/api/quizzes/random10?token=T", .get).1)
            let quizzes = try #require(plain as? [[String: Any]])
            #expect(quizzes.count == 10)
            #expect(quizzes.allSatisfy { $0["answer"] == nil && $0["favourite"] is Bool })
            let answered = try JSONSerialization.jsonObject(
                with: try await get("/api/quizzes/random10wa?token=T", .get).1)
            #expect((answered as? [[String: Any]])?.allSatisfy { $0["answer"] is String } == true)
        }
    }

    @Test("randomPlay keeps the quiz until it is answered right, scores it, ends on a wrong answer, then 409")
    func randomPlay() async throws {
        try await withService { get in
            let first = try JSONDecoder().decode(
                ServicePlay.self, from: try await get("/api/quizzes/randomPlay/new?token=T", .get).1)
            let again = try JSONDecoder().decode(
                ServicePlay.self, from: try await get("/api/quizzes/randomPlay/next?token=T", .get).1)
            #expect(again.quiz?.id == first.quiz?.id)
            let id = try #require(first.quiz?.id)
            let answer = try object(try await get("/api/quizzes/\(id)/answer?token=T", .get).1)["answer"] as! String
            let right = try object(
                try await get("/api/quizzes/randomPlay/check?token=T&answer=\(APIRoutes.encode(answer))", .get).1)
            #expect(right["result"] as? Bool == true)
            #expect(right["score"] as? Int == 1)
            #expect(right["quizId"] as? Int == id)
            let other = try JSONDecoder().decode(
                ServicePlay.self, from: try await get("/api/quizzes/randomPlay/next?token=T", .get).1)
            #expect(other.quiz?.id != id)
            #expect(other.score == 1)
            let untouched = try JSONDecoder().decode(
                ServicePlay.self, from: try await get("/api/quizzes/randomPlay/new?token=U", .get).1)
            #expect(untouched.score == 0)
            let wrong = try object(try await get("/api/quizzes/randomPlay/check?token=T&answer=nope", .get).1)
            #expect(wrong["result"] as? Bool == false)
            #expect(wrong["score"] as? Int == 1)
            let (status, body) = try await get("/api/quizzes/randomPlay/check?token=T&answer=nope", .get)
            #expect(status == 409)
            #expect(String(decoding: body, as: UTF8.self) == "Conflict")
        }
    }

    @Test("randomPlay ends with nomore and the score once every quiz was answered right")
    func randomPlayEnd() async throws {
        try await withService { get in
            var path = "/api/quizzes/randomPlay/new?token=T"
            for round in 0..<12 {
                let play = try JSONDecoder().decode(ServicePlay.self, from: try await get(path, .get).1)
                #expect(play.score == round)
                let id = try #require(play.quiz?.id)
                let answer = try object(try await get("/api/quizzes/\(id)/answer?token=T", .get).1)["answer"] as! String
                _ = try await get("/api/quizzes/randomPlay/check?token=T&answer=\(APIRoutes.encode(answer))", .get)
                path = "/api/quizzes/randomPlay/next?token=T"
            }
            let end = try object(try await get(path, .get).1)
            #expect(end["nomore"] as? Bool == true)
            #expect(end["score"] as? Int == 12)
            #expect(try await get("/api/quizzes/randomPlay/check?token=T&answer=x", .get).0 == 409)
        }
    }

    @Test("books answer at / as at /books.json")
    func booksAtRoot() async throws {
        try await withService { get in
            let root = try await get("/", .get)
            #expect(root.0 == 200)
            #expect(root.1 == (try await get("/books.json", .get)).1)
            #expect((try JSONSerialization.jsonObject(with: root.1) as? [Any])?.count == 1)
        }
    }
}

/// A client model written for the real service: `favourite` is a plain `Bool`, the author's fields required.
private struct ServiceQuiz: Decodable {
    let id: Int
    let question: String
    let author: ServiceAuthor?
    let attachment: ServiceMedia?
    let favourite: Bool
}

private struct ServiceAuthor: Decodable {
    let id: Int
    let isAdmin: Bool
    let username: String
    let accountTypeId: Int
    let profileId: Int
    let profileName: String?
    let photo: ServiceMedia?
}

private struct ServiceMedia: Decodable, Equatable {
    let mime: String
    let url: String
}

private struct ServicePage: Decodable {
    let quizzes: [ServiceQuiz]
    let pageno: Int
    let nextUrl: String
}

private struct ServicePlay: Decodable {
    let quiz: ServiceQuiz?
    let score: Int
}

/// A client model written to the exam text: URLs as strings, `author` and `photo` optional.
private struct ExamQuiz: Decodable {
    let id: Int
    let question: String
    let author: ExamAuthor?
    let attachment: String?
}

private struct ExamAuthor: Decodable {
    let username: String
    let photo: String?
}
