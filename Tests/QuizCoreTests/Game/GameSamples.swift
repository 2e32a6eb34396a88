import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import Synchronization

/// Small packs of every kind, and server checks that judge them as the APIs would.
enum GameSamples {
    static let matches = Pack(
        name: "mundial", title: "Mundial 2022", language: "es",
        items: .match([
            MatchItem(
                id: 1, phase: "Octavos de final 2022", team1: .init(name: "Japón", flag: "https://flags.test/jp.png"),
                team2: .init(name: "Croacia", flag: "https://flags.test/hr.png"), winner: 2, details: "1(1)-1(3)"),
            MatchItem(
                id: 2, phase: "Octavos de final 2022", team1: .init(name: "Marruecos"), team2: .init(name: "España"),
                winner: 1, details: "0(3)-0(0)"),
            MatchItem(
                id: 3, phase: "Cuartos de final 2022", team1: .init(name: "Países Bajos"),
                team2: .init(name: "Argentina"), winner: 2, details: "2(3)-2(4)"),
            MatchItem(
                id: 4, phase: "Final 2022", team1: .init(name: "Argentina"), team2: .init(name: "Francia"), winner: 1,
                details: "3(4)-3(2)"),
        ]))

    static let books = Pack(
        name: "libros", title: "Libros", language: "es",
        items: .book([
            BookItem(
                id: 1, book: "El Hobbit", question: "¿Quién encuentra el anillo?",
                answer1: .init(answer: "Frodo", photo: "https://photos.test/frodo.jpg"),
                answer2: .init(answer: "Bilbo", photo: "https://photos.test/bilbo.jpg"), solution: 2),
            BookItem(
                id: 2, book: "Don Quijote", question: "¿Cómo se llama su caballo?",
                answer1: .init(answer: "Rocinante"), answer2: .init(answer: "Babieca"), solution: 1),
            BookItem(
                id: 3, book: "Cien años de soledad", question: "¿En qué pueblo transcurre?",
                answer1: .init(answer: "Comala"), answer2: .init(answer: "Macondo"), solution: 2),
        ]))

    static let films = Pack(
        name: "peliculas", title: "Películas", language: "es",
        items: .film([
            FilmItem(
                id: 1, title: "El padrino", posterUrl: "https://posters.test/padrino.jpg",
                question: "La dirigió Francis Ford Coppola", answer: true),
            FilmItem(id: 2, title: "Cadena perpetua", question: "Es del año 1978", answer: false),
            FilmItem(id: 3, title: "Mujeres enamoradas", question: "Es del año 1969", answer: true),
        ]))

    /// Quizzes carrying their answers, as local packs do.
    static let quizzes = Pack(
        name: "preguntas", title: "Cultura general", language: "es",
        items: .quiz([
            QuizItem(
                id: 1, question: "¿Cuál es la capital de Australia?",
                author: QuizAuthor(username: "profe", photo: MediaLink(url: "https://photos.test/profe.jpg")),
                attachment: MediaLink(url: "https://maps.test/australia.png"), answer: "Canberra"),
            QuizItem(
                id: 2, question: "¿Cuál es la capital de Canadá?", author: QuizAuthor(username: "ana"), answer: "Ottawa"
            ),
            QuizItem(id: 3, question: "¿Cuál es la capital de Japón?", answer: "Tokio"),
        ]))

    /// The same quizzes as `/random` serves them: without answers, so only the server can judge them.
    static let remoteQuizzes: Pack = {
        guard case .quiz(let items) = quizzes.items else { return quizzes }
        return Pack(name: quizzes.name, title: quizzes.title, language: "es", items: .quiz(items.map(\.withoutAnswer)))
    }()

    /// A pack of `count` films, all true, with ids from 1.
    static func manyFilms(_ count: Int) -> Pack {
        Pack(
            name: "muchas", title: "Muchas películas", language: "es",
            items: .film(
                (1...count).map { FilmItem(id: $0, title: "Película \($0)", question: "Existe", answer: true) }))
    }

    /// Judges checks as the match and quiz APIs do, from the answers these samples carry.
    static let referee: @Sendable (CheckRequest) async throws -> Bool = { request in
        switch request {
        case .match(let id, let winner):
            guard case .match(let items) = matches.items, let match = items.first(where: { $0.id == id }) else {
                return false
            }
            return match.winner == winner
        case .quiz(let id, let answer):
            guard case .quiz(let items) = quizzes.items, let quiz = items.first(where: { $0.id == id }) else {
                return false
            }
            return answer.trimmingCharacters(in: .whitespaces).lowercased() == quiz.answer?.lowercased()
        }
    }
}

/// A server check that fails a given number of times before it answers as the referee, and counts its calls.
final class FlakyCheck: Sendable {
    private let failuresLeft: Mutex<Int>
    private let calls = Mutex<[CheckRequest]>([])

    init(failures: Int) {
        failuresLeft = Mutex(failures)
    }

    var requests: [CheckRequest] { calls.withLock { $0 } }

    var check: @Sendable (CheckRequest) async throws -> Bool {
        { request in
            self.calls.withLock { $0.append(request) }
            let fails = self.failuresLeft.withLock { left in
                defer { left = max(0, left - 1) }
                return left > 0
            }
            if fails {
                throw TransportError.timedOut(
                    url: URL(string: "http://quiz.test/check?id=1&winner=2")!, after: .seconds(10))
            }
            return try await GameSamples.referee(request)
        }
    }
}

/// What a test compares to see that a refused step changed nothing.
struct GameSnapshot: Equatable {
    var state: GameState
    var rounds: [Round]
    var score: Score
    var rotation: Rotation
    var elapsed: TimeInterval
}

extension Game {
    func snapshot() -> GameSnapshot {
        GameSnapshot(state: state, rounds: rounds, score: score, rotation: rotation, elapsed: elapsed)
    }

    /// The question on the table.
    func question() -> Question? { current?.question }

    /// Answers a question that the item judges: the events of its verdict. One left for a server fails the test.
    mutating func answerLocally(_ typed: String) throws -> [GameEvent] {
        guard case .judged(let events) = try answer(typed) else { throw LeftForAServer() }
        return events
    }
}

/// An answer that `Game.answerLocally` was given and that only a server can judge.
struct LeftForAServer: Error {}

extension GameSamples {
    /// What a player types to answer `question` right.
    static func rightAnswer(to question: Question) -> String {
        switch question.solution {
        case .option(let number)?: String(number)
        case .options(let numbers)?: numbers.map(String.init).joined(separator: " ")
        case .yesNo(let flag)?: flag ? "sí" : "no"
        case .text(let text)?: text
        case nil:
            if case .quiz(let items) = quizzes.items, let quiz = items.first(where: { $0.id == question.id }) {
                quiz.answer ?? ""
            } else {
                ""
            }
        }
    }

    /// What a player types to answer `question` wrong.
    static func wrongAnswer(to question: Question) -> String {
        switch question.solution {
        case .option(let number)?: String(3 - number)
        case .options(let numbers)?: numbers.dropLast().map(String.init).joined(separator: " ")
        case .yesNo(let flag)?: flag ? "no" : "sí"
        case .text?, nil: "no lo sé"
        }
    }
}

extension Pack {
    /// The same pack with only the items whose ids are given.
    func only(_ ids: Set<Int>) -> Pack {
        var copy = self
        switch items {
        case .quiz(let items): copy.items = .quiz(items.filter { ids.contains($0.id) })
        case .match(let items): copy.items = .match(items.filter { ids.contains($0.id) })
        case .book(let items): copy.items = .book(items.filter { ids.contains($0.id) })
        case .film(let items): copy.items = .film(items.filter { ids.contains($0.id) })
        case .choice(let items): copy.items = .choice(items.filter { ids.contains($0.id) })
        case .fact(let items): copy.items = .fact(items.filter { ids.contains($0.id) })
        case .mixed(let items): copy.items = .mixed(items.filter { ids.contains($0.id) })
        }
        return copy
    }
}
