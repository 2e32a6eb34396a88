import QuizCore

/// The one checker of a pack's rules: texts that show, links that lead somewhere, answers and solutions in range,
/// ids unique in the pack. The reader applies it to the items it decodes, locating each fault in the file by its
/// field; a pack made by an import or an edit is checked before it is written. Faults name the item and field.
///
/// An API reply's items are checked by the same rules but for what a reply may leave out or hold: a quiz's answer,
/// blank or unsafe texts (made safe where they meet the terminal) and links of any form.
package struct PackChecker {
    let file: String
    /// Whether the items are an API reply's rather than a pack file's.
    let reply: Bool
    private(set) var faults: [PackFault] = []
    /// The folder of the pack file, whose pictures named by a path beside it are checked; nil when they are not.
    let pictures: PictureFolder?
    /// The fault of each picture checked; nil for one that play can show.
    private var pictureFaults: [String: String?] = [:]
    private var item: PackFault.ItemReference?
    /// The number of the first item with each id.
    private var places: [Int: Int] = [:]

    init(file: String, reply: Bool = false, pictures: PictureFolder? = nil) {
        self.file = file
        self.reply = reply
        self.pictures = pictures
    }

    /// The faults of `pack` as `file`; the items numbered from `first` on.
    package static func faults(of pack: Pack, file: String, numberedFrom first: Int = 1) -> [PackFault] {
        var checker = PackChecker(file: file)
        checker.checkHeader(name: pack.name, title: pack.title, language: pack.language)
        if pack.count == 0 { checker.note("is empty; a pack needs at least one item", field: "items") }
        checker.check(pack.items, numberedFrom: first)
        return checker.faults
    }

    /// The faults of `items` alone, as a form checks an item before it joins a pack.
    package static func faults(of items: PackItems, file: String) -> [PackFault] {
        var checker = PackChecker(file: file)
        checker.check(items, numberedFrom: 1)
        return checker.faults
    }

    mutating func checkHeader(name: String, title: String, language: String) {
        if checkText(name, field: "name"), let fault = Self.nameFault(name) { note(fault, field: "name") }
        checkText(title, field: "title")
        if checkText(language, field: "language"), let fault = Self.languageFault(language) {
            note(fault, field: "language")
        }
    }

    /// Checks `items`, numbered from `first` on; an id not read (`readsID` false) is not kept for later duplicates.
    mutating func check(_ items: PackItems, numberedFrom first: Int, readsID: Bool = true) {
        var number = first - 1
        func start(_ id: Int) {
            number += 1
            item = PackFault.ItemReference(number: number, id: id)
            guard readsID else { return }
            if let earlier = places[id] {
                note("duplicate id \(id); item \(earlier) has it too, and ids must be unique in a pack", field: "id")
            } else {
                places[id] = number
            }
        }
        defer { item = nil }
        if case .fact(let facts) = items {
            for fact in facts {
                start(fact.id)
                check(fact)
            }
            return
        }
        for index in 0..<items.count {
            let mixed = items.questionItem(at: index)!
            start(mixed.id)
            if let section = mixed.section { checkText(section, field: "section") }
            switch mixed.content {
            case .quiz(let quiz): check(quiz)
            case .match(let match): check(match)
            case .book(let book): check(book)
            case .film(let film): check(film)
            case .choice(let choice): check(choice)
            case .poll(let poll): check(poll, hasSolution: false)
            case .slider(let slider): check(slider)
            case .ordering(let ordering): check(ordering)
            case .pairs(let pairs): check(pairs)
            case .open(let open): checkQuestion(open.question, category: open.category)
            }
        }
    }

    private mutating func check(_ quiz: QuizItem) {
        checkText(quiz.question, field: "question", allowingLineBreaks: true)
        if let answer = quiz.answer {
            checkText(answer, field: "answer")
        } else if !reply {
            note("missing; quiz items in a local pack carry their answer", field: "answer")
        }
        if let author = quiz.author, !reply {
            checkText(author.username, field: "author.username")
            if let name = author.profileName, let fault = Self.invisibleFault(name, allowingLineBreaks: false) {
                note(fault, field: "author.profileName")
            }
            checkLink(author.photo, field: "author.photo")
        }
        checkLink(quiz.attachment, field: "attachment")
        for (index, tip) in (quiz.tips ?? []).enumerated() { checkText(tip, field: "tips[\(index)]") }
        for (index, text) in (quiz.alternatives ?? []).enumerated() { checkText(text, field: "alternatives[\(index)]") }
        if let numbers = quiz.numbers {
            if numbers.isEmpty {
                note("must be an array of one or more numbers to accept, found an array", field: "numbers")
            }
            for (index, number) in numbers.enumerated() {
                if let tolerance = number.tolerance, let fault = Self.toleranceFault(tolerance) {
                    note(fault, field: "numbers[\(index)].tolerance")
                }
            }
        }
    }

    private mutating func check(_ match: MatchItem) {
        checkText(match.phase, field: "phase")
        for (key, team) in [("team1", match.team1), ("team2", match.team2)] {
            checkText(team.name, field: "\(key).name")
            checkURL(team.flag, field: "\(key).flag")
        }
        if let fault = Self.sideFault(match.winner) { note(fault, field: "winner") }
        checkText(match.details, field: "details")
    }

    private mutating func check(_ book: BookItem) {
        checkText(book.book, field: "book")
        checkText(book.question, field: "question", allowingLineBreaks: true)
        for (key, answer) in [("answer1", book.answer1), ("answer2", book.answer2)] {
            checkText(answer.answer, field: "\(key).answer")
            checkURL(answer.photo, field: "\(key).photo")
        }
        if let fault = Self.sideFault(book.solution) { note(fault, field: "solution") }
        if book.answer1 == book.answer2 {
            note(Self.repeatedAnswerFault(1, book.answer2.answer), field: "answer2.answer")
        }
    }

    private mutating func check(_ film: FilmItem) {
        checkText(film.title, field: "title")
        checkURL(film.posterUrl, field: "posterUrl")
        checkText(film.question, field: "question", allowingLineBreaks: true)
    }

    private mutating func checkQuestion(_ question: String, category: String?) {
        if let category { checkText(category, field: "category") }
        checkText(question, field: "question", allowingLineBreaks: true)
    }

    private mutating func check(_ choice: ChoiceItem, hasSolution: Bool = true) {
        checkQuestion(choice.question, category: choice.category)
        var answersRead = true
        for (index, answer) in choice.answers.enumerated() {
            let text = checkText(answer.answer, field: "answers[\(index)].answer")
            checkURL(answer.photo, field: "answers[\(index)].photo")
            // Too many answers is a fault of its own, and too many to compare each with every other.
            if index < ChoiceItem.answerCount.upperBound, let first = choice.answers[..<index].firstIndex(of: answer) {
                note(Self.repeatedAnswerFault(first + 1, answer.answer), field: "answers[\(index)].answer")
            }
            answersRead = answersRead && text
        }
        var answers: Int?
        if let fault = Self.answerCountFault(choice.answers.count) {
            note(fault, field: "answers")
        } else if answersRead {
            answers = choice.answers.count
        }
        guard hasSolution else { return }
        let solution = choice.solution
        let solutionInRange = answers.map { (1...$0).contains(solution) } ?? true
        if let answers, !solutionInRange {
            note("must be from 1 to \(answers), the number of an answer; found \(solution)", field: "solution")
        }
        guard let solutions = choice.solutions else { return }
        if let answers, let beyond = solutions.first(where: { $0 < 1 || $0 > answers }) {
            note("must hold numbers from 1 to \(answers), the numbers of answers; found \(beyond)", field: "solutions")
        } else if solutions.count < 2 || solutions != Array(Set(solutions)).sorted() {
            note(
                "must name two or more different answers in increasing order, found \(solutions); one right answer "
                    + "goes in solution alone", field: "solutions")
        } else if solutionInRange, solutions.first != solution {
            note("must be the first of solutions, \(solutions[0]); found \(solution)", field: "solution")
        }
    }

    private mutating func check(_ slider: SliderItem) {
        checkQuestion(slider.question, category: slider.category)
        if let unit = slider.unit { checkText(unit, field: "unit") }
        let (low, high, step) = (slider.low, slider.high, slider.step ?? 1)
        let text = NumericAnswer.text(of:)
        if !(low < high) {
            note("must be above low (\(text(low))), found \(text(high))", field: "high")
        } else if !(step > 0 && step <= high - low) {
            note(
                "must be above 0 and at most the range's width, \(text(high - low)); found \(text(step))", field: "step"
            )
        } else if !(low...high).contains(slider.answer) {
            note(
                "must be from \(text(low)) to \(text(high)), the slider's range; found \(text(slider.answer))",
                field: "answer")
        }
        if let tolerance = slider.tolerance, let fault = Self.toleranceFault(tolerance) {
            note(fault, field: "tolerance")
        }
    }

    private mutating func check(_ ordering: OrderingItem) {
        checkQuestion(ordering.question, category: ordering.category)
        for (index, item) in ordering.items.enumerated() { checkText(item, field: "items[\(index)]") }
        if let fault = Self.countFault(
            ordering.items.count, of: "item", allowed: OrderingItem.itemCount, in: "an ordering")
            ?? Self.repeatedFault(ordering.items)
        {
            note(fault, field: "items")
        }
    }

    private mutating func check(_ pairs: PairsItem) {
        checkQuestion(pairs.question, category: pairs.category)
        for (index, pair) in pairs.pairs.enumerated() {
            checkText(pair.left, field: "pairs[\(index)].left")
            checkText(pair.right, field: "pairs[\(index)].right")
        }
        for (index, text) in (pairs.extra ?? []).enumerated() { checkText(text, field: "extra[\(index)]") }
        if let fault = Self.countFault(pairs.pairs.count, of: "pair", allowed: PairsItem.pairCount, in: "a pairs item")
            ?? Self.repeatedFault(pairs.pairs.map(\.left))
            ?? Self.repeatedFault(pairs.pairs.map(\.right) + (pairs.extra ?? []))
        {
            note(fault, field: "pairs")
        }
        let rightSides = pairs.pairs.count + (pairs.extra?.count ?? 0)
        if PairsItem.pairCount.contains(pairs.pairs.count),
            let fault = Self.countFault(
                rightSides, of: "right side", allowed: PairsItem.rightSideCount, in: "a pairs item")
        {
            note(fault, field: "extra")
        }
    }

    private mutating func check(_ fact: FactItem) {
        checkText(fact.category, field: "category")
        checkText(fact.title, field: "title")
        checkText(fact.text, field: "text", allowingLineBreaks: true)
        checkURL(fact.image, field: "image")
    }

    /// Whether `text` keeps the rules.
    @discardableResult
    mutating func checkText(_ text: String, field: String, allowingLineBreaks: Bool = false) -> Bool {
        guard !reply, let fault = Self.textFault(text, allowingLineBreaks: allowingLineBreaks) else { return true }
        note(fault, field: field)
        return false
    }

    private mutating func checkURL(_ link: String?, field: String) {
        guard let link, !reply, checkText(link, field: field),
            let fault = Self.linkFault(link) ?? pictureFault(link)
        else { return }
        note(fault, field: field)
    }

    /// An optional link in either API shape, as `link(_:field:)` reads it.
    private mutating func checkLink(_ link: MediaLink?, field: String) {
        guard let link, !reply else { return }
        switch link.shape {
        case .string:
            if let fault = Self.invisibleFault(link.url, allowingLineBreaks: false) ?? Self.linkFault(link.url)
                ?? pictureFault(link.url)
            {
                note(fault, field: field)
            }
        case .object:
            checkURL(link.url, field: "\(field).url")
            for (key, text) in [("mime", link.mime), ("filename", link.filename)] {
                if let text, let fault = Self.invisibleFault(text, allowingLineBreaks: false) {
                    note(fault, field: "\(field).\(key)")
                }
            }
        }
    }

    /// A picture named by its path beside the pack, when its folder is given: a file there that play can read and
    /// decode, each path checked once.
    private mutating func pictureFault(_ link: String) -> String? {
        // A URL, with its `:`, is no path: told at once, as most links are URLs.
        guard let pictures, !link.utf8.contains(UInt8(ascii: ":")), PicturePath.isValid(link) else { return nil }
        if pictureFaults[link] == nil {
            do throws(FileBytes.Failure) {
                let fault = pictures.fault(try pictures.files.picture(link, of: ""))
                pictureFaults[link] = .some(fault.map { "\"\(link)\" \($0)" })
            } catch {
                pictureFaults[link] = "\"\(link)\" cannot be read beside the pack: \(error.reason)"
            }
        }
        return pictureFaults[link]!
    }

    /// The faults found since the last call, which the checker lets go; the ids it has seen stay.
    mutating func takeFaults() -> [PackFault] {
        defer { faults = [] }
        return faults
    }

    mutating func note(_ message: String, field: String) {
        faults.append(PackFault(file: file, item: item, field: field, message: message))
    }
}
