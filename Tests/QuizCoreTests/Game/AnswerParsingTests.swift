import QuizAPI
import QuizCore
import QuizPacks
import Testing

@Suite("Answers as people type them")
struct AnswerParsingTests {
    private static let match = Question(
        MatchItem(
            id: 7, phase: "Cuartos", team1: .init(name: "Japón"), team2: .init(name: "España"), winner: 2,
            details: "1-2"))
    private static let book = Question(
        BookItem(
            id: 1, book: "El Hobbit", question: "¿Quién encuentra el anillo?", answer1: .init(answer: "Frodo Bolsón"),
            answer2: .init(answer: "Bilbo Bolsón"), solution: 2))
    private static let film = Question(FilmItem(id: 1, title: "El padrino", question: "Es de 1972", answer: true))
    private static let quiz = Question(QuizItem(id: 1, question: "¿Capital de Australia?", answer: "Canberra"))

    @Test(arguments: [
        ("1", 1), ("2", 2), (" 2 ", 2), ("Japón", 1), ("Japon", 1), ("japon", 1), ("JAPÓN", 1), ("España", 2),
        ("ESPAÑA", 2), ("espana", 2), ("  España  ", 2), ("２", 2), ("ＥＳＰＡＮＡ", 2),
    ])
    func matchByNumberOrTeam(typed: String, option: Int) throws {
        #expect(try Self.match.parse(typed) == .option(option))
    }

    @Test func anOptionIsNamedWithoutItsEmojiOrPunctuationWhenThatNamesItAlone() throws {
        let match = Question(
            MatchItem(
                id: 1, phase: "Final", team1: .init(name: "Argentina 🇦🇷"), team2: .init(name: "Francia 🇫🇷"), winner: 1,
                details: "3-3"))
        #expect(try match.parse("argentina") == .option(1) && match.parse("Francia") == .option(2))
        let poll = Question(
            ChoiceItem(
                id: 1, question: "¿Cómo estás?", answers: ["Bien 👍", "¡Muy bien!", "Bien 👎"].map { .init(answer: $0) },
                solution: 1))
        #expect(try poll.parse("muy bien") == .option(2))
        #expect(throws: GameError.notAnOption("bien", options: ["Bien 👍", "¡Muy bien!", "Bien 👎"])) {
            try poll.parse("bien")
        }
    }

    @Test(arguments: [("1", 1), ("2", 2), ("bilbo bolson", 2), ("FRODO  BOLSÓN", 1), ("Bilbo Bolsón", 2)])
    func bookByNumberOrText(typed: String, option: Int) throws {
        #expect(try Self.book.parse(typed) == .option(option))
    }

    @Test(arguments: ["sí", "si", "s", "yes", "y", "SÍ", "Si", "YES", "true", "verdadero", " sí ", "ｙｅｓ", "Ｓí"])
    func filmYes(typed: String) throws {
        #expect(try Self.film.parse(typed) == .yesNo(true))
    }

    @Test(arguments: ["no", "n", "NO", "No", "false", "falso"])
    func filmNo(typed: String) throws {
        #expect(try Self.film.parse(typed) == .yesNo(false))
    }

    @Test(arguments: [
        ("canberra", "canberra"), ("  Canberra ", "Canberra"), ("Sídney", "Sídney"), ("ｃａｎｂｅｒｒａ", "ｃａｎｂｅｒｒａ"),
    ])
    func quizFreeTextIsTrimmed(typed: String, text: String) throws {
        #expect(try Self.quiz.parse(typed) == .text(text))
    }

    @Test func aFullWidthAnswerIsJudgedAsItsASCII() throws {
        #expect(TextMatching.sameTypedAnswer("ｃａｎｂｅｒｒａ", "Canberra"))
        let year = Question(
            QuizItem(id: 2, question: "¿Año?", answer: "1969", numbers: [NumericAnswer(value: 1969, tolerance: 0)]))
        #expect(try year.parse("１９６９") == .text("1969"))
    }

    @Test(arguments: ["3", "0", "12", "Brasil", "Japó", "1 2"])
    func notAnOption(typed: String) {
        #expect(throws: GameError.notAnOption(typed, options: ["Japón", "España"])) { try Self.match.parse(typed) }
    }

    @Test func notAnOptionSaysWhatTheChoicesAre() {
        #expect(
            GameError.notAnOption("3", options: ["Japón", "España"]).description
                == "\"3\" is not one of the choices; answer 1 (Japón) or 2 (España)")
    }

    @Test(arguments: ["quizás", "1", "2", "sip", "nope", "tal vez"])
    func notYesOrNo(typed: String) {
        #expect(throws: GameError.notYesOrNo(typed)) { try Self.film.parse(typed) }
    }

    @Test(arguments: [Self.match, Self.book, Self.film, Self.quiz])
    func emptyIsRefused(question: Question) {
        #expect(throws: GameError.emptyAnswer) { try question.parse("   ") }
    }

    @Test(arguments: [
        ("canberra", true, false), ("  CANBERRA  ", true, false), ("Canberra.", true, false),
        ("Canbera", true, true), ("Cnabera", false, false), ("Sídney", false, false),
    ])
    func quizLocalCheckForgivesPunctuationAndATypo(typed: String, right: Bool, close: Bool) throws {
        let pack = Pack(
            name: "q", title: "Q", language: "es",
            items: .quiz([QuizItem(id: 1, question: "¿Capital de Australia?", answer: "Canberra")]))
        var game = try Game(pack: pack, clock: ManualClock())
        _ = try game.start()
        _ = try game.answerLocally(typed)
        #expect(game.rounds.first?.result == right)
        #expect(game.rounds.first?.nearMiss == close)
    }

    @Test(arguments: [("Tokío", "Tokio"), ("hierro", "El hierro"), ("the Nile", "Nile"), ("los Andes", "Andes")])
    func quizAccentsAndArticlesAreForgivenWhereTheGameJudges(typed: String, answer: String) throws {
        let pack = Pack(
            name: "q", title: "Q", language: "es", items: .quiz([QuizItem(id: 1, question: "¿Cuál?", answer: answer)]))
        var game = try Game(pack: pack, clock: ManualClock())
        _ = try game.start()
        _ = try game.answerLocally(typed)
        #expect(game.rounds.first?.result == true)
        #expect(game.rounds.first?.nearMiss == false)
    }
}
