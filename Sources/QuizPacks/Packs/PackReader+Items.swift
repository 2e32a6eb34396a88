import Foundation
import QuizCore

/// Items read straight from their bytes into typed items, without JSON values or positions: each field is matched on
/// its name's bytes and read as its type, and its text checked as `PackReader+Fields.swift` checks it. Anything that
/// would be a fault there, or that this reading does not know (an escaped member name, a member repeated, a number
/// written with a fraction or an exponent, a member of a nested object that the item does not read), gives the item
/// up with nothing kept or counted, and `readItem` reads it again from its JSON values, which finds and words every
/// fault. So what a file holds reads as the same pack, with the same faults, either way.
///
/// The shelf also holds what `readItem` keeps, so that items read either way count and keep their ids together.
struct ItemShelf {
    var quizzes: [QuizItem] = []
    var matches: [MatchItem] = []
    var books: [BookItem] = []
    var films: [FilmItem] = []
    var choices: [ChoiceItem] = []
    var facts: [FactItem] = []
    var extraFields: [Int: ExtraFields] = [:]
    /// How many items were read, with or without faults, and the number of the first with each id.
    var itemCount = 0
    var firstPlace = ItemPlaces()
    /// Where the elements of the items array being read begin, to foresee how many there are.
    var itemsStart = 0
    /// Texts read lately, so that a text that many items repeat is one string, checked once.
    var texts = TextCache()
    /// The authors of the quizzes read so far, so that the quizzes of one author share it.
    var authors = QuizAuthors()
    /// A buffer for decoding escapes when items are only checked.
    var scratch: [UInt8] = []

    /// Reads the item at the parser's index and keeps it, when it can be read from its bytes without a fault; false
    /// otherwise, the parser's index anywhere in the item.
    mutating func scanItem(_ parser: inout JSONParser, kind: ItemKind) -> Bool {
        switch kind {
        case .quiz: scanQuiz(&parser)
        case .match: scanMatch(&parser)
        case .book: scanBook(&parser)
        case .film: scanFilm(&parser)
        case .choice: scanChoice(&parser)
        case .fact: scanFact(&parser)
        }
    }

    // MARK: Kinds

    private static let quizFields: [MemberName] = [
        "id", "question", "answer", "author", "attachment", "favourite", "tips", "alternatives", "numbers",
    ]

    private mutating func scanQuiz(_ p: inout JSONParser) -> Bool {
        guard p.scanObjectStart() else { return false }
        var seen: UInt32 = 0
        var id = 0
        var question = ""
        var answer = ""
        var author: QuizAuthor?
        var attachment: MediaLink?
        var favourite: Bool?
        var tips: [String]?
        var alternatives: [String]?
        var extra: [(key: String, value: JSONValue)] = []
        while true {
            guard let key = p.scanKey() else { return false }
            let field = p.name(key).place(among: Self.quizFields)
            if let field {
                guard seen & 1 << field == 0 else { return false }
                seen |= 1 << field
            }
            switch field {
            case 0:
                guard let value = p.scanInteger() else { return false }
                id = value
            case 1:
                guard let value = scanText(&p, lineBreaks: true) else { return false }
                question = value
            case 2:
                guard let value = scanText(&p) else { return false }
                answer = value
            case 3:
                if !p.scanNull() {
                    guard let value = scanAuthor(&p) else { return false }
                    author = value
                }
            case 4:
                if !p.scanNull() {
                    guard let value = scanLink(&p) else { return false }
                    attachment = value
                }
            case 5:
                if !p.scanNull() {
                    guard let value = p.scanBool() else { return false }
                    favourite = value
                }
            case 6:
                if !p.scanNull() {
                    guard let value = scanTexts(&p) else { return false }
                    tips = value
                }
            case 7:
                if !p.scanNull() {
                    guard let value = scanTexts(&p) else { return false }
                    alternatives = value
                }
            case 8:
                // Numbers with fractions are read from their JSON values.
                return false
            default:
                guard scanExtra(&p, key: key, into: &extra) else { return false }
            }
            guard let more = p.scanMemberEnd() else { return false }
            if !more { break }
        }
        guard seen & 0b111 == 0b111, accept(id: id, extra: extra) else { return false }
        makeRoom(in: &quizzes, at: p.index, of: p.bytes.count)
        quizzes.append(
            QuizItem(
                id: id, question: question, author: author, attachment: attachment, answer: answer,
                favourite: favourite, tips: tips, alternatives: alternatives))
        return true
    }

    private static let matchFields: [MemberName] = ["id", "phase", "team1", "team2", "winner", "details"]

    private mutating func scanMatch(_ p: inout JSONParser) -> Bool {
        guard p.scanObjectStart() else { return false }
        var seen: UInt32 = 0
        var id = 0
        var phase = ""
        var team1 = MatchItem.Team(name: "")
        var team2 = team1
        var winner = 0
        var details = ""
        var extra: [(key: String, value: JSONValue)] = []
        while true {
            guard let key = p.scanKey() else { return false }
            let field = p.name(key).place(among: Self.matchFields)
            if let field {
                guard seen & 1 << field == 0 else { return false }
                seen |= 1 << field
            }
            switch field {
            case 0:
                guard let value = p.scanInteger() else { return false }
                id = value
            case 1:
                guard let value = scanText(&p) else { return false }
                phase = value
            case 2, 3:
                guard let (name, flag) = scanSide(&p, text: Self.name, link: Self.flag) else { return false }
                if field == 2 {
                    team1 = MatchItem.Team(name: name, flag: flag)
                } else {
                    team2 = MatchItem.Team(name: name, flag: flag)
                }
            case 4:
                guard let value = p.scanInteger(), value == 1 || value == 2 else { return false }
                winner = value
            case 5:
                guard let value = scanText(&p) else { return false }
                details = value
            default:
                guard scanExtra(&p, key: key, into: &extra) else { return false }
            }
            guard let more = p.scanMemberEnd() else { return false }
            if !more { break }
        }
        guard seen == 0b11_1111, accept(id: id, extra: extra) else { return false }
        makeRoom(in: &matches, at: p.index, of: p.bytes.count)
        matches.append(
            MatchItem(id: id, phase: phase, team1: team1, team2: team2, winner: winner, details: details))
        return true
    }

    private static let bookFields: [MemberName] = ["id", "book", "question", "answer1", "answer2", "solution"]

    private mutating func scanBook(_ p: inout JSONParser) -> Bool {
        guard p.scanObjectStart() else { return false }
        var seen: UInt32 = 0
        var id = 0
        var book = ""
        var question = ""
        var answer1 = BookItem.Answer(answer: "")
        var answer2 = answer1
        var solution = 0
        var extra: [(key: String, value: JSONValue)] = []
        while true {
            guard let key = p.scanKey() else { return false }
            let field = p.name(key).place(among: Self.bookFields)
            if let field {
                guard seen & 1 << field == 0 else { return false }
                seen |= 1 << field
            }
            switch field {
            case 0:
                guard let value = p.scanInteger() else { return false }
                id = value
            case 1:
                guard let value = scanText(&p) else { return false }
                book = value
            case 2:
                guard let value = scanText(&p, lineBreaks: true) else { return false }
                question = value
            case 3, 4:
                guard let (text, photo) = scanSide(&p, text: Self.answer, link: Self.photo) else { return false }
                if field == 3 {
                    answer1 = BookItem.Answer(answer: text, photo: photo)
                } else {
                    answer2 = BookItem.Answer(answer: text, photo: photo)
                }
            case 5:
                guard let value = p.scanInteger(), value == 1 || value == 2 else { return false }
                solution = value
            default:
                guard scanExtra(&p, key: key, into: &extra) else { return false }
            }
            guard let more = p.scanMemberEnd() else { return false }
            if !more { break }
        }
        guard seen == 0b11_1111, accept(id: id, extra: extra) else { return false }
        makeRoom(in: &books, at: p.index, of: p.bytes.count)
        books.append(
            BookItem(
                id: id, book: book, question: question, answer1: answer1, answer2: answer2, solution: solution))
        return true
    }

    private static let filmFields: [MemberName] = ["id", "title", "posterUrl", "question", "answer"]

    private mutating func scanFilm(_ p: inout JSONParser) -> Bool {
        guard p.scanObjectStart() else { return false }
        var seen: UInt32 = 0
        var id = 0
        var title = ""
        var poster: String?
        var question = ""
        var answer = false
        var extra: [(key: String, value: JSONValue)] = []
        while true {
            guard let key = p.scanKey() else { return false }
            let field = p.name(key).place(among: Self.filmFields)
            if let field {
                guard seen & 1 << field == 0 else { return false }
                seen |= 1 << field
            }
            switch field {
            case 0:
                guard let value = p.scanInteger() else { return false }
                id = value
            case 1:
                guard let value = scanText(&p) else { return false }
                title = value
            case 2:
                if !p.scanNull() {
                    guard let value = scanText(&p, link: true) else { return false }
                    poster = value
                }
            case 3:
                guard let value = scanText(&p, lineBreaks: true) else { return false }
                question = value
            case 4:
                guard let value = p.scanBool() else { return false }
                answer = value
            default:
                guard scanExtra(&p, key: key, into: &extra) else { return false }
            }
            guard let more = p.scanMemberEnd() else { return false }
            if !more { break }
        }
        guard seen | 0b100 == 0b1_1111, accept(id: id, extra: extra) else { return false }
        makeRoom(in: &films, at: p.index, of: p.bytes.count)
        films.append(FilmItem(id: id, title: title, posterUrl: poster, question: question, answer: answer))
        return true
    }

    private static let choiceFields: [MemberName] = [
        "id", "category", "question", "answers", "solution", "solutions",
    ]

    private mutating func scanChoice(_ p: inout JSONParser) -> Bool {
        guard p.scanObjectStart() else { return false }
        var seen: UInt32 = 0
        var id = 0
        var category: String?
        var question = ""
        var answers: [BookItem.Answer] = []
        var solution = 0
        var extra: [(key: String, value: JSONValue)] = []
        while true {
            guard let key = p.scanKey() else { return false }
            let field = p.name(key).place(among: Self.choiceFields)
            if let field {
                guard seen & 1 << field == 0 else { return false }
                seen |= 1 << field
            }
            switch field {
            case 0:
                guard let value = p.scanInteger() else { return false }
                id = value
            case 1:
                if !p.scanNull() {
                    guard let value = scanText(&p) else { return false }
                    category = value
                }
            case 2:
                guard let value = scanText(&p, lineBreaks: true) else { return false }
                question = value
            case 3:
                guard p.scanArrayStart() == true else { return false }
                while true {
                    guard let (text, photo) = scanSide(&p, text: Self.answer, link: Self.photo) else { return false }
                    answers.append(BookItem.Answer(answer: text, photo: photo))
                    guard let more = p.scanElementEnd() else { return false }
                    if !more { break }
                }
            case 4:
                guard let value = p.scanInteger() else { return false }
                solution = value
            case 5:
                // Several right answers, a rarity, are read and checked from their JSON values.
                return false
            default:
                guard scanExtra(&p, key: key, into: &extra) else { return false }
            }
            guard let more = p.scanMemberEnd() else { return false }
            if !more { break }
        }
        guard seen | 0b10 == 0b1_1111, ChoiceItem.answerCount.contains(answers.count),
            answers.indices.contains(solution - 1), accept(id: id, extra: extra)
        else { return false }
        makeRoom(in: &choices, at: p.index, of: p.bytes.count)
        choices.append(
            ChoiceItem(id: id, category: category, question: question, answers: answers, solution: solution))
        return true
    }

    private static let factFields: [MemberName] = ["id", "category", "title", "text", "image"]

    private mutating func scanFact(_ p: inout JSONParser) -> Bool {
        guard p.scanObjectStart() else { return false }
        var seen: UInt32 = 0
        var id = 0
        var category = ""
        var title = ""
        var text = ""
        var image: String?
        var extra: [(key: String, value: JSONValue)] = []
        while true {
            guard let key = p.scanKey() else { return false }
            let field = p.name(key).place(among: Self.factFields)
            if let field {
                guard seen & 1 << field == 0 else { return false }
                seen |= 1 << field
            }
            switch field {
            case 0:
                guard let value = p.scanInteger() else { return false }
                id = value
            case 1, 2:
                guard let value = scanText(&p) else { return false }
                if field == 1 { category = value } else { title = value }
            case 3:
                guard let value = scanText(&p, lineBreaks: true) else { return false }
                text = value
            case 4:
                if !p.scanNull() {
                    guard let value = scanText(&p, link: true) else { return false }
                    image = value
                }
            default:
                guard scanExtra(&p, key: key, into: &extra) else { return false }
            }
            guard let more = p.scanMemberEnd() else { return false }
            if !more { break }
        }
        guard seen | 0b1_0000 == 0b1_1111, accept(id: id, extra: extra) else { return false }
        makeRoom(in: &facts, at: p.index, of: p.bytes.count)
        facts.append(FactItem(id: id, category: category, title: title, text: text, image: image))
        return true
    }

    // MARK: Parts of items

    private static let authorFields: [MemberName] = [
        "username", "id", "isAdmin", "profileName", "accountTypeId", "profileId", "photo",
    ]

    /// A quiz's author object.
    private mutating func scanAuthor(_ p: inout JSONParser) -> QuizAuthor? {
        guard p.scanObjectStart() else { return nil }
        var seen: UInt32 = 0
        var username: String?
        var id: Int?
        var accountTypeId: Int?
        var profileId: Int?
        var isAdmin: Bool?
        var profileName: String?
        var photo: MediaLink?
        while true {
            guard let key = p.scanKey(), let field = p.name(key).place(among: Self.authorFields), seen & 1 << field == 0
            else { return nil }
            seen |= 1 << field
            switch field {
            case 0:
                guard let value = scanText(&p) else { return nil }
                username = value
            case 2:
                if !p.scanNull() {
                    guard let value = p.scanBool() else { return nil }
                    isAdmin = value
                }
            case 3:
                if !p.scanNull() {
                    guard let value = scanText(&p, blankAllowed: true) else { return nil }
                    profileName = value
                }
            case 6:
                if !p.scanNull() {
                    guard let value = scanLink(&p) else { return nil }
                    photo = value
                }
            default:
                if !p.scanNull() {
                    guard let value = p.scanInteger() else { return nil }
                    switch field {
                    case 1: id = value
                    case 4: accountTypeId = value
                    default: profileId = value
                    }
                }
            }
            guard let more = p.scanMemberEnd() else { return nil }
            if !more { break }
        }
        guard let username else { return nil }
        return authors.shared(
            QuizAuthor(
                username: username, photo: photo, id: id, isAdmin: isAdmin, profileName: profileName,
                accountTypeId: accountTypeId, profileId: profileId))
    }

    private static let linkFields: [MemberName] = ["url", "mime", "filename"]

    /// A link in either shape: a URL string, or an object with a `url` and perhaps a `mime` and a `filename`.
    private mutating func scanLink(_ p: inout JSONParser) -> MediaLink? {
        if p.peek(UInt8(ascii: "\"")) {
            // A link's string is not checked for blanks, but no blank text is a link.
            return scanText(&p, link: true).map { MediaLink(url: $0) }
        }
        guard p.scanObjectStart() else { return nil }
        var seen: UInt32 = 0
        var url: String?
        var mime: String?
        var filename: String?
        while true {
            guard let key = p.scanKey(), let field = p.name(key).place(among: Self.linkFields), seen & 1 << field == 0
            else { return nil }
            seen |= 1 << field
            if field == 0 {
                guard let value = scanText(&p, link: true) else { return nil }
                url = value
            } else if !p.scanNull() {
                guard let value = scanText(&p, blankAllowed: true) else { return nil }
                if field == 1 { mime = value } else { filename = value }
            }
            guard let more = p.scanMemberEnd() else { return nil }
            if !more { break }
        }
        guard let url else { return nil }
        return MediaLink(url: url, mime: mime, filename: filename, shape: .object)
    }

    /// One of the two choices of a match or a book item, or an answer of a choice item: an object with a text
    /// `textKey` and perhaps a URL `linkKey`.
    private mutating func scanSide(
        _ p: inout JSONParser, text textKey: MemberName, link linkKey: MemberName
    ) -> (text: String, link: String?)? {
        guard p.scanObjectStart() else { return nil }
        var text: String?
        var link: String?
        var seenLink = false
        while true {
            guard let key = p.scanKey() else { return nil }
            let name = p.name(key)
            if name == textKey {
                guard text == nil, let value = scanText(&p) else { return nil }
                text = value
            } else if name == linkKey {
                guard !seenLink else { return nil }
                seenLink = true
                if !p.scanNull() {
                    guard let value = scanText(&p, link: true) else { return nil }
                    link = value
                }
            } else {
                return nil
            }
            guard let more = p.scanMemberEnd() else { return nil }
            if !more { break }
        }
        return text.map { ($0, link) }
    }

    /// An array of texts, such as a quiz's `tips`.
    private mutating func scanTexts(_ p: inout JSONParser) -> [String]? {
        guard let any = p.scanArrayStart() else { return nil }
        var texts: [String] = []
        guard any else { return texts }
        while true {
            guard let text = scanText(&p) else { return nil }
            texts.append(text)
            guard let more = p.scanElementEnd() else { return nil }
            if !more { return texts }
        }
    }

    /// A member that the item does not read, kept as its JSON value: nil when its name repeats another's or
    /// anything in it repeats a key.
    private mutating func scanExtra(
        _ p: inout JSONParser, key: Range<Int>, into extra: inout [(key: String, value: JSONValue)]
    ) -> Bool {
        guard let name = p.text(key, ascii: false), !extra.contains(where: { $0.key == name }),
            let value = try? p.parseValue(depth: 3), !RepeatedKey.anyIn(value)
        else { return false }
        extra.append((name, value))
        return true
    }

    private static let name: MemberName = "name"
    private static let flag: MemberName = "flag"
    private static let answer: MemberName = "answer"
    private static let photo: MemberName = "photo"

    // MARK: Keeping items

    /// Whether an item read from its bytes may join the pack: its id is new. Then it counts as read, and keeps its
    /// extra fields.
    private mutating func accept(id: Int, extra: [(key: String, value: JSONValue)]) -> Bool {
        guard firstPlace[id] == nil else { return false }
        itemCount += 1
        firstPlace[id] = itemCount
        if !extra.isEmpty { extraFields[id] = ExtraFields(extra) }
        return true
    }

    /// Room for one more item, made as large as the items left in the file are likely to need when it is full, so
    /// that a large pack is not copied into ever larger arrays on its way in.
    private func makeRoom<Item>(in items: inout [Item], at index: Int, of count: Int) {
        guard items.count == items.capacity else { return }
        let read = max(1, index - itemsStart)
        let expected = Double(count - index) * Double(items.count + 1) / Double(read) * 1.05
        items.reserveCapacity(items.count + max(16, items.count / 4, Int(min(expected, 1e9))))
    }

    // MARK: Texts

    /// A text as `string(_:field:allowingLineBreaks:)` takes it without a fault: a string, not blank unless
    /// `blankAllowed` (as `anyString(_:field:)` takes it), every character one a terminal shows; and, for a `link`,
    /// a URL or a picture's path as `checkURL(_:field:at:)` takes it.
    mutating func scanText(
        _ p: inout JSONParser, lineBreaks: Bool = false, blankAllowed: Bool = false, link: Bool = false
    ) -> String? {
        let start = p.index
        let check: TextCache.Check = link ? .link : blankAllowed ? .visible : .shown
        if let (range, ascii) = p.scanPlainString() {
            // Line feeds and tabs, allowed or not, are escaped in a plain string's bytes.
            return texts.text(UnsafeBufferPointer(rebasing: p.bytes[range]), ascii: ascii, check: check)
        }
        p.index = start
        guard p.peek(UInt8(ascii: "\"")), let text = try? p.parseString(),
            TextCache.passes(text, check, lineBreaks: lineBreaks)
        else { return nil }
        return text
    }
}
