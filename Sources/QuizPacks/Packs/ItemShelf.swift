import QuizCore

/// The items of a pack as its reader keeps them, by kind, with how many were read and where each id came first.
struct ItemShelf {
    var quizzes: [QuizItem] = []
    var matches: [MatchItem] = []
    var books: [BookItem] = []
    var films: [FilmItem] = []
    var choices: [ChoiceItem] = []
    var facts: [FactItem] = []
    var mixed: [MixedItem] = []
    var extraFields: [Int: ExtraFields] = [:]
    /// How many items were read, with or without faults, and the number of the first with each id.
    var itemCount = 0
    var firstPlace = ItemPlaces()
    /// A buffer for decoding escapes while the elements of an items array are skipped.
    var scratch: [UInt8] = []

    /// The items read, as the items of a pack of `kind`.
    func items(of kind: ItemKind) -> PackItems {
        switch kind {
        case .quiz: .quiz(quizzes)
        case .match: .match(matches)
        case .book: .book(books)
        case .film: .film(films)
        case .choice: .choice(choices)
        case .fact: .fact(facts)
        case .mixed: .mixed(mixed)
        }
    }
}
