import QuizCore

/// The items of a pack as its reader keeps them, by kind, with how many were read.
struct ItemShelf {
    var quizzes: [QuizItem] = []
    var matches: [MatchItem] = []
    var books: [BookItem] = []
    var films: [FilmItem] = []
    var choices: [ChoiceItem] = []
    var facts: [FactItem] = []
    var mixed: [MixedItem] = []
    var extraFields: [Int: ExtraFields] = [:]
    /// How many items were read, with or without faults.
    var itemCount = 0

    /// Keeps `items`, the quizzes' authors shared with those of equal ones kept before.
    mutating func append(_ items: PackItems, authors: inout QuizAuthors) {
        func shared(_ quiz: QuizItem) -> QuizItem {
            var quiz = quiz
            quiz.author = quiz.author.map { authors.shared($0) }
            return quiz
        }
        switch items {
        case .quiz(let items): quizzes += items.map(shared)
        case .match(let items): matches += items
        case .book(let items): books += items
        case .film(let items): films += items
        case .choice(let items): choices += items
        case .fact(let items): facts += items
        case .mixed(let items):
            mixed += items.map { item in
                guard case .quiz(let quiz) = item.content else { return item }
                return MixedItem(section: item.section, .quiz(shared(quiz)))
            }
        }
    }

    /// The items read, as the items of a pack of `kind`.
    func items(of kind: ItemKind) -> PackItems {
        switch kind {
        case .quiz: .quiz(quizzes)
        case .match: .match(matches)
        case .book: .book(books)
        case .film: .film(films)
        case .choice: .choice(choices)
        case .fact: .fact(facts)
        case .mixed, .poll, .slider, .ordering, .pairs, .open: .mixed(mixed)
        }
    }
}
