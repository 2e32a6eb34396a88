import QuizAPI
import QuizCore
import QuizPacks
import Testing

@Suite("A question of each kind")
struct QuestionTests {
    private static func first(_ pack: Pack) throws -> Question {
        try #require(Question.all(in: pack.items).first)
    }

    @Test func match() throws {
        let question = try Self.first(GameSamples.matches)
        #expect(question.id == 1 && question.kind == .match)
        #expect(question.heading == "Octavos de final 2022")
        #expect(question.options == .two("Japón", "Croacia"))
        #expect(question.pictures.map(\.url) == ["https://flags.test/jp.png", "https://flags.test/hr.png"])
        #expect(question.pictures.map(\.caption) == ["Japón", "Croacia"])
        #expect(question.check == .remote)
        #expect(question.solution == .option(2) && question.label(of: .option(2)) == "Croacia")
        #expect(question.details == "1(1)-1(3)")
    }

    @Test func book() throws {
        let question = try Self.first(GameSamples.books)
        #expect(question.kind == .book && question.heading == "El Hobbit")
        #expect(question.prompt == "¿Quién encuentra el anillo?")
        #expect(question.options == .two("Frodo", "Bilbo"))
        #expect(question.pictures.map(\.role) == [.photo, .photo])
        #expect(question.check == .local(.option(2)))
        #expect(question.label(of: .option(2)) == "Bilbo")
    }

    @Test func film() throws {
        let question = try Self.first(GameSamples.films)
        #expect(question.kind == .film && question.heading == "El padrino")
        #expect(question.prompt == "La dirigió Francis Ford Coppola")
        #expect(question.options == .yesNo)
        #expect(
            question.pictures == [
                Picture(role: .poster, url: "https://posters.test/padrino.jpg", caption: "El padrino")
            ])
        #expect(question.check == .local(.yesNo(true)))
        #expect(question.label(of: .yesNo(true)) == nil)
    }

    @Test func filmWithoutPoster() throws {
        let question = try #require(Question.all(in: GameSamples.films.items).last)
        #expect(question.pictures.isEmpty)
    }

    @Test func quizWithItsAnswerIsCheckedLocally() throws {
        let question = try Self.first(GameSamples.quizzes)
        #expect(question.kind == .quiz && question.heading == nil && question.author == "profe")
        #expect(question.options == .freeText)
        #expect(
            question.pictures == [
                Picture(role: .attachment, url: "https://maps.test/australia.png"),
                Picture(role: .authorPhoto, url: "https://photos.test/profe.jpg", caption: "profe"),
            ])
        #expect(question.check == .local(.text("Canberra")))
        #expect(question.solution == .text("Canberra"))
    }

    @Test func quizWithoutItsAnswerIsCheckedByTheServer() throws {
        let question = try Self.first(GameSamples.remoteQuizzes)
        #expect(question.check == .remote)
        #expect(question.solution == nil)
    }

    @Test func realServiceQuizWithNullPictures() throws {
        let question = Question(QuizItem(id: 9, question: "¿?", author: QuizAuthor(username: "x", photo: nil)))
        #expect(question.pictures.isEmpty && question.author == "x")
    }
}
