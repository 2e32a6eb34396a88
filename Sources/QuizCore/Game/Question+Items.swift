extension Question {
    /// A match: which of two teams won. Always checked through `/check?id=&winner=`, as the original app did; the
    /// winner and the result are still shown with the verdict.
    public init(_ match: MatchItem) {
        self.init(
            id: match.id, kind: .match, heading: match.phase,
            prompt: "\(match.team1.name) – \(match.team2.name)",
            options: .two(match.team1.name, match.team2.name),
            pictures: [match.team1, match.team2].compactMap { team in
                team.flag.map { Picture(role: .flag, url: $0, caption: team.name) }
            },
            check: .remote, solution: .option(match.winner), details: match.details
        )
    }

    /// A book question: two answers, checked locally against `solution`.
    public init(_ book: BookItem) {
        self.init(
            id: book.id, kind: .book, heading: book.book, prompt: book.question,
            options: .two(book.answer1.answer, book.answer2.answer),
            pictures: [book.answer1, book.answer2].compactMap { answer in
                answer.photo.map { Picture(role: .photo, url: $0, caption: answer.answer) }
            },
            check: .local(.option(book.solution)), solution: .option(book.solution)
        )
    }

    /// A film statement: yes or no, checked locally against `answer`.
    public init(_ film: FilmItem) {
        self.init(
            id: film.id, kind: .film, heading: film.title, prompt: film.question, options: .yesNo,
            pictures: film.posterUrl.map { [Picture(role: .poster, url: $0, caption: film.title)] } ?? [],
            check: .local(.yesNo(film.answer)), solution: .yesNo(film.answer)
        )
    }

    /// A question with numbered answers, checked locally against `solution`, or all of `solutions` when several are.
    public init(_ choice: ChoiceItem) {
        let solution: Answer = choice.solutions.map { .options($0) } ?? .option(choice.solution)
        self.init(
            id: choice.id, kind: .choice, heading: choice.category, prompt: choice.question,
            options: .choices(choice.answers.map(\.answer)),
            pictures: choice.answers.compactMap { answer in
                answer.photo.map { Picture(role: .photo, url: $0, caption: answer.answer) }
            },
            check: .local(solution), solution: solution
        )
    }

    /// An estimate: a number in the slider's range, right within the item's tolerance, judged as a numerical quiz.
    public init(_ slider: SliderItem) {
        let solution = Answer.text(NumericAnswer.text(of: slider.answer))
        self.init(
            id: slider.id, kind: .slider, heading: slider.category, prompt: slider.question,
            options: .slider(low: slider.low, high: slider.high, step: slider.step ?? 1, unit: slider.unit),
            check: .local(solution), solution: solution, numbers: [slider.accepted]
        )
    }

    /// An ordering: the items shown shuffled (see `shuffledOrder(of:)`), right in the pack's order alone.
    public init(_ ordering: OrderingItem) {
        let shown = Self.shuffledOrder(of: ordering.items)
        let solution = Answer.options(ordering.items.indices.map { item in shown.firstIndex(of: item)! + 1 })
        self.init(
            id: ordering.id, kind: .ordering, heading: ordering.category, prompt: ordering.question,
            options: .ordering(shown.map { ordering.items[$0] }), check: .local(solution), solution: solution
        )
    }

    /// Pairs: the left sides in the pack's order, the right ones shuffled (see `shuffledOrder(of:)`); the solution
    /// names each left side's right one by its place.
    public init(_ pairs: PairsItem) {
        let rights = pairs.pairs.map(\.right) + (pairs.extra ?? [])
        let shown = Self.shuffledOrder(of: rights)
        let solution = Answer.options(pairs.pairs.indices.map { pair in shown.firstIndex(of: pair)! + 1 })
        self.init(
            id: pairs.id, kind: .pairs, heading: pairs.category, prompt: pairs.question,
            options: .pairs(left: pairs.pairs.map(\.left), right: shown.map { rights[$0] }), check: .local(solution),
            solution: solution
        )
    }

    /// An open question: any text, none of them right.
    public init(_ open: OpenItem) {
        self.init(
            id: open.id, kind: .open, heading: open.category, prompt: open.question, options: .freeText, check: .none)
    }

    /// The order in which an ordering's items or the right sides of pairs are shown, as indices of `texts`: in
    /// alphabetical order, or its reverse where that is the pack's own order, so that the same pack always shows
    /// the same way and never gives its answer away.
    static func shuffledOrder(of texts: [String]) -> [Int] {
        let sorted = texts.indices.sorted {
            (TextMatching.folded(texts[$0]), $0) < (TextMatching.folded(texts[$1]), $1)
        }
        return sorted == Array(texts.indices) ? sorted.reversed() : sorted
    }

    /// A free-text quiz: checked locally when it carries its `answer` (local packs, `random10wa`), otherwise
    /// through `/api/quizzes/ID/check`. Both use the service's rule.
    public init(_ quiz: QuizItem) {
        var pictures: [Picture] = []
        if let attachment = quiz.attachment { pictures.append(Picture(role: .attachment, url: attachment.url)) }
        if let author = quiz.author, let photo = author.photo {
            pictures.append(Picture(role: .authorPhoto, url: photo.url, caption: author.username))
        }
        let solution = quiz.answer.map { Answer.text($0) }
        self.init(
            id: quiz.id, kind: .quiz, author: quiz.author?.username, prompt: quiz.question, options: .freeText,
            pictures: pictures, check: solution.map { .local($0) } ?? .remote, solution: solution,
            tips: quiz.tips ?? [], alternatives: quiz.alternatives ?? [], numbers: quiz.numbers ?? []
        )
    }

    /// An item of a mixed pack: the question of its kind, headed by its section when it has one.
    public init(_ mixed: MixedItem) {
        switch mixed.content {
        case .quiz(let item): self.init(item)
        case .match(let item): self.init(item)
        case .book(let item): self.init(item)
        case .film(let item): self.init(item)
        case .choice(let item): self.init(item)
        case .poll(let item):
            // A choice's numbered answers, none of them right.
            self.init(item)
            self = changing { ($0.kind, $0.check, $0.solution) = (.poll, .none, nil) }
        case .slider(let item): self.init(item)
        case .ordering(let item): self.init(item)
        case .pairs(let item): self.init(item)
        case .open(let item): self.init(item)
        }
        if let section = mixed.section { self = changing { $0.heading = section } }
    }

    /// Every item of a pack as a question, in the pack's order; facts are read, not asked, and make none.
    public static func all(in items: PackItems) -> [Question] {
        (0..<items.count).compactMap { items.questionItem(at: $0).map(Question.init) }
    }
}
