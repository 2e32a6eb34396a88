import QuizCore

extension Pack {
    /// Three questions of two options each, whose right answer is always the first: what the tests of rooms play.
    public static let capitals = Pack(
        name: "capitals", title: "Capitals", language: "en",
        items: .choice([
            ChoiceItem(
                id: 1, question: "Capital of France?", answers: [.init(answer: "Paris"), .init(answer: "Lyon")],
                solution: 1),
            ChoiceItem(
                id: 2, question: "Capital of Spain?", answers: [.init(answer: "Madrid"), .init(answer: "Bilbao")],
                solution: 1),
            ChoiceItem(
                id: 3, question: "Capital of Peru?", answers: [.init(answer: "Lima"), .init(answer: "Cusco")],
                solution: 1),
        ]))
}
