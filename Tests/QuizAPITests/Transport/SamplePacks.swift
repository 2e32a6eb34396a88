import QuizAPI
import QuizCore
import QuizPacks

/// Small packs of every kind, made in code so that the tests do not depend on what `Content/` says.
enum SamplePacks {
    /// `count` quizzes whose answers are `answer-N`; quiz 1's answer is `Lima`.
    static func quizzes(name: String = "capitals", language: String = "en", count: Int = 23) -> Pack {
        let items = (1...count).map { id in
            QuizItem(
                id: id, question: "Question \(id)?", author: QuizAuthor(username: "teacher"),
                attachment: id == 2 ? MediaLink(url: "https://example.com/2.png") : nil,
                answer: id == 1 ? "Lima" : "answer-\(id)")
        }
        return Pack(name: name, title: "Capitals \(language)", language: language, items: .quiz(items))
    }

    static let matches = Pack(
        name: "cup", title: "The cup", language: "en",
        items: .match([
            MatchItem(
                id: 1, phase: "Final", team1: .init(name: "Argentina", flag: "https://example.com/ar.png"),
                team2: .init(name: "France", flag: "https://example.com/fr.png"), winner: 1, details: "3(4)-3(2)"),
            MatchItem(
                id: 2, phase: "Semi-final", team1: .init(name: "Morocco"), team2: .init(name: "France"), winner: 2,
                details: "0-2"),
        ]))

    static let books = Pack(
        name: "novels", title: "Novels", language: "en",
        items: .book([
            BookItem(
                id: 1, book: "The Hobbit", question: "Who finds the ring?",
                answer1: .init(answer: "Bilbo", photo: "https://example.com/bilbo.png"),
                answer2: .init(answer: "Frodo"), solution: 1)
        ]))

    static let films = Pack(
        name: "cinema", title: "Cinema", language: "en",
        items: .film([
            FilmItem(
                id: 1, title: "Women in Love", posterUrl: "https://example.com/poster.png",
                question: "It is from 1969", answer: true),
            FilmItem(id: 2, title: "Metropolis", question: "It has sound", answer: false),
        ]))

    /// One pack of each kind.
    static var all: [Pack] { [quizzes(), matches, books, films] }
}
