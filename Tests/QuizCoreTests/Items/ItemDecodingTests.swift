import Foundation
import Testing

@testable import QuizAPI
@testable import QuizCore
@testable import QuizPacks

@Suite("Items are read as API replies and encoded in their API shapes")
struct ItemDecodingTests {
    /// The item `json` as the reader of API replies reads it.
    private func decode<T>(_ type: T.Type, _ json: String) throws -> T {
        let kind: ItemKind =
            switch type {
            case is QuizItem.Type: .quiz
            case is MatchItem.Type: .match
            case is BookItem.Type: .book
            default: .film
            }
        let items = try PackReader.readReply([JSONParser.parse(Array(json.utf8))], kind: kind, url: "reply").get()
        let item: Any? =
            switch items {
            case .quiz(let items): items.first
            case .match(let items): items.first
            case .book(let items): items.first
            case .film(let items): items.first
            default: nil
            }
        return try #require(item as? T)
    }

    private func roundTrip<T: Encodable>(_ value: T) throws -> T {
        try decode(T.self, String(decoding: JSONEncoder().encode(value), as: UTF8.self))
    }

    @Test func quizInTheExamShape() throws {
        let quiz = try decode(
            QuizItem.self,
            """
            {"id": 1, "question": "Capital de Italia", "author": {"username": "pepe", "photo": "https://x.es/p.jpg"},
             "attachment": "https://x.es/roma.jpg"}
            """)
        #expect(quiz.id == 1)
        #expect(quiz.question == "Capital de Italia")
        #expect(quiz.author?.username == "pepe")
        #expect(quiz.author?.photo == MediaLink(url: "https://x.es/p.jpg"))
        #expect(quiz.attachment?.url == "https://x.es/roma.jpg")
        #expect(quiz.attachment?.shape == .string)
        #expect(quiz.answer == nil)
    }

    @Test func quizInTheRealServiceShape() throws {
        let quiz = try decode(
            QuizItem.self,
            """
            {"id": 4, "question": "Capital of Spain", "answer": "Madrid",
             "attachment": {"filename": "madrid.jpg", "mime": "image/jpeg", "url": "https://q.es/a/1"},
             "author": {"id": 2, "isAdmin": false, "username": "ana", "profileName": "Ana", "accountTypeId": 1,
                        "profileId": 7, "photo": {"mime": "image/png", "url": "https://q.es/p/2"}},
             "favourite": true, "tips": ["Starts with M", "Bernabéu"], "createdAt": "2020-01-01", "extra": {"x": 1}}
            """)
        #expect(quiz.answer == "Madrid")
        #expect(
            quiz.attachment
                == MediaLink(url: "https://q.es/a/1", mime: "image/jpeg", filename: "madrid.jpg", shape: .object))
        #expect(quiz.author?.photo == MediaLink(url: "https://q.es/p/2", mime: "image/png", shape: .object))
        #expect(quiz.author?.id == 2)
        #expect(quiz.author?.isAdmin == false)
        #expect(quiz.author?.profileName == "Ana")
        #expect(quiz.author?.accountTypeId == 1)
        #expect(quiz.author?.profileId == 7)
        #expect(quiz.favourite == true)
        #expect(quiz.tips == ["Starts with M", "Bernabéu"])
    }

    @Test func quizWithNullAuthorAndAttachment() throws {
        let quiz = try decode(
            QuizItem.self, #"{"id": 9, "question": "¿Dos más dos?", "author": null, "attachment": null}"#)
        #expect(quiz.author == nil)
        #expect(quiz.attachment == nil)
        let bare = try decode(QuizItem.self, #"{"id": 9, "question": "¿Dos más dos?"}"#)
        #expect(bare == quiz)
    }

    @Test func quizAuthorWithNullPhoto() throws {
        let quiz = try decode(
            QuizItem.self, #"{"id": 3, "question": "q", "author": {"id": 1, "username": "u", "photo": null}}"#)
        #expect(quiz.author?.photo == nil)
        #expect(quiz.author?.username == "u")
    }

    @Test func encodingGivesBackTheShapeThatWasDecoded() throws {
        let exam = #"{"attachment":"https:\/\/x.es\/a.jpg","id":1,"question":"q"}"#
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let examQuiz = try decode(QuizItem.self, exam)
        #expect(String(decoding: try encoder.encode(examQuiz), as: UTF8.self) == exam)

        let service = #"{"attachment":{"mime":"image\/jpeg","url":"https:\/\/q.es\/1"},"id":1,"question":"q"}"#
        let serviceQuiz = try decode(QuizItem.self, service)
        #expect(String(decoding: try encoder.encode(serviceQuiz), as: UTF8.self) == service)
    }

    @Test func withoutAnswerDropsOnlyTheAnswer() {
        let quiz = QuizItem(id: 1, question: "q", answer: "a", tips: ["t"])
        #expect(quiz.withoutAnswer == QuizItem(id: 1, question: "q", tips: ["t"]))
    }

    @Test func match() throws {
        let match = try decode(
            MatchItem.self,
            """
            {"id": 1, "phase": "Octavos de final 2022", "team1": {"name": "Marruecos", "flag": "https://f.es/ma.png"},
             "team2": {"name": "España"}, "winner": 1, "details": "0(3)-0(0)"}
            """)
        #expect(match.team1 == MatchItem.Team(name: "Marruecos", flag: "https://f.es/ma.png"))
        #expect(match.team2.flag == nil)
        #expect(match.winner == 1)
        #expect(match.details == "0(3)-0(0)")
        #expect(try roundTrip(match) == match)
    }

    @Test func book() throws {
        let book = try decode(
            BookItem.self,
            """
            {"id": 1, "book": "El Hobbit", "question": "¿Quién encuentra el anillo?",
             "answer1": {"answer": "Frodo", "photo": "https://b.es/f.jpg"}, "answer2": {"answer": "Bilbo"},
             "solution": 2}
            """)
        #expect(book.answer1 == BookItem.Answer(answer: "Frodo", photo: "https://b.es/f.jpg"))
        #expect(book.answer2.photo == nil)
        #expect(book.solution == 2)
        #expect(try roundTrip(book) == book)
    }

    @Test func film() throws {
        let film = try decode(
            FilmItem.self,
            #"{"id": 1, "title": "Mujeres enamoradas", "question": "Es del año 1969", "answer": true}"#)
        #expect(film.posterUrl == nil)
        #expect(film.answer)
        #expect(try roundTrip(film) == film)
    }

    @Test func packRoundTripsThroughTheFileFormat() throws {
        let pack = Pack(
            name: "cine", title: "Cine", language: "es",
            items: .film([FilmItem(id: 1, title: "T", posterUrl: "https://p.es/1.jpg", question: "Q", answer: false)]))
        let data = try JSONEncoder().encode(pack)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["format"] as? Int == 1)
        #expect(object["kind"] as? String == "film")
        #expect(try PackLoader.decode(data, file: "cine.json") == pack)
    }
}
