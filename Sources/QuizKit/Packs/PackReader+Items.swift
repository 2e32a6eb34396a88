import Foundation

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
        "id", "question", "answer", "author", "attachment", "favourite", "tips", "alternatives",
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

    private static let choiceFields: [MemberName] = ["id", "category", "question", "answers", "solution"]

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

/// A member name of at most 16 bytes as two words, to be matched at once.
struct MemberName: Equatable, ExpressibleByStringLiteral {
    var count: Int
    var low: UInt64
    var high: UInt64

    init(count: Int, low: UInt64, high: UInt64) {
        self.count = count
        self.low = low
        self.high = high
    }

    init(stringLiteral name: StaticString) {
        var words: (UInt64, UInt64) = (0, 0)
        for offset in 0..<name.utf8CodeUnitCount {
            let byte = UInt64(name.utf8Start[offset]) << (8 * UInt64(offset % 8))
            if offset < 8 { words.0 |= byte } else { words.1 |= byte }
        }
        self.init(count: name.utf8CodeUnitCount, low: words.0, high: words.1)
    }

    /// The place of this name among `names`.
    @inline(__always) func place(among names: [MemberName]) -> Int? {
        for index in names.indices where names[index] == self { return index }
        return nil
    }
}

extension JSONParser {
    /// The member name at `range` as words; a longer name than 16 bytes matches none.
    @inline(__always) func name(_ range: Range<Int>) -> MemberName {
        let count = range.count
        guard count <= 16 else { return MemberName(count: count, low: 0, high: 0) }
        var low: UInt64 = 0
        var high: UInt64 = 0
        let start = range.lowerBound
        if start + 16 <= bytes.count {
            let raw = UnsafeRawPointer(bytes.baseAddress! + start)
            low = raw.loadUnaligned(as: UInt64.self)
            high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            if count < 16 { high &= count <= 8 ? 0 : ~0 >> (8 * UInt64(16 - count)) }
            if count < 8 { low &= ~0 >> (8 * UInt64(8 - count)) }
        } else {
            for offset in 0..<count {
                let byte = UInt64(bytes[start + offset]) << (8 * UInt64(offset % 8))
                if offset < 8 { low |= byte } else { high |= byte }
            }
        }
        return MemberName(count: count, low: low, high: high)
    }

    /// Skips the elements of an array from the first one, and its `]`, when the parser would read them without a
    /// syntax error.
    mutating func skipElements(scratch: inout [UInt8]) -> Bool {
        while true {
            skipWhitespace()
            guard skipValue(depth: 2, scratch: &scratch), let more = scanElementEnd() else { return false }
            if !more { return true }
        }
    }
}

/// The texts of items read lately, by their bytes, so that a text many items repeat, such as a phase or the URL of
/// a flag, is made and checked once and shared by all of them. Short texts, which are kept within the string, are
/// made anew.
struct TextCache {
    /// What a text is checked for, each check passing only where the one before it does.
    enum Check: UInt8 {
        /// No character a terminal would obey or hide (`checkVisible`).
        case visible = 1
        /// Visible, and not blank (`string`).
        case shown = 2
        /// Shown, and a URL or the path of a picture beside the pack (`url`, `checkURL`).
        case link = 4

        /// This check and those it implies.
        var passedBefore: UInt8 { rawValue | (rawValue - 1) }
    }

    private var slots = [(text: String, passed: UInt8)?](repeating: nil, count: 1024)

    /// The text of UTF-8 `bytes` that hold no control byte, escape or quote, when it passes `check`.
    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>, ascii: Bool, check: Check) -> String? {
        let count = bytes.count
        guard count >= 16, count <= 512, let base = bytes.baseAddress else {
            return Self.passes(bytes, ascii: ascii, check: check) ? String(decoding: bytes, as: UTF8.self) : nil
        }
        let raw = UnsafeRawPointer(base)
        let first = raw.loadUnaligned(as: UInt64.self)
        let middle = raw.loadUnaligned(fromByteOffset: count / 2 - 4, as: UInt64.self)
        let last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        let hash =
            (first ^ (middle &* 0x9E37_79B9_7F4A_7C15) ^ (last >> 7 | last << 57) ^ UInt64(count))
            &* 0xBF58_476D_1CE4_E5B9
        let slot = Int(hash >> 54)
        if let (text, passed) = slots[slot], text.utf8.count == count,
            text.utf8.withContiguousStorageIfAvailable({ memcmp($0.baseAddress!, base, count) == 0 }) == true
        {
            if passed & check.rawValue != 0 { return text }
            guard Self.passes(bytes, ascii: ascii, check: check) else { return nil }
            slots[slot]!.passed |= check.passedBefore
            return text
        }
        guard Self.passes(bytes, ascii: ascii, check: check) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        slots[slot] = (text, check.passedBefore)
        return text
    }

    /// Whether the text of `bytes` is UTF-8 and passes `check`.
    private static func passes(_ bytes: UnsafeBufferPointer<UInt8>, ascii: Bool, check: Check) -> Bool {
        if ascii {
            // No control byte but DEL, and blank only when all spaces.
            var blank = check != .visible
            for byte in bytes {
                if byte == 0x7F { return false }
                if byte != 0x20 { blank = false }
            }
            return !blank && (check != .link || isLink(String(decoding: bytes, as: UTF8.self)))
        }
        switch inspect(bytes) {
        case .invalid: return false
        case .plain:
            let text = String(decoding: bytes, as: UTF8.self)
            return (check == .visible || !PackReader.isBlank(text)) && (check != .link || isLink(text))
        case .unsure:
            return passes(String(decoding: bytes, as: UTF8.self), check, lineBreaks: false)
        }
    }

    /// Whether `text` passes `check`, as `PackReader+Fields.swift` checks it.
    static func passes(_ text: String, _ check: Check, lineBreaks: Bool) -> Bool {
        (check == .visible || !PackReader.isBlank(text))
            && InvisibleCharacter.first(in: text, allowingLineBreaks: lineBreaks) == nil
            && (check != .link || isLink(text))
    }

    private static func isLink(_ text: String) -> Bool {
        WebAddress.isValid(text) || PicturePath.isValid(text)
    }

    private enum Inspection {
        case invalid
        /// Well-formed, without any character that `InvisibleCharacter` names.
        case plain
        /// Well-formed, with a character that `InvisibleCharacter` might name.
        case unsure
    }

    /// Whether `bytes` are well-formed UTF-8 (no overlong form, surrogate, or scalar above U+10FFFF), and whether
    /// they may hold an invisible character: DEL, or a sequence of one of the code points `InvisibleCharacter`
    /// names above ASCII, which all begin with C2, D8, E1, E2, E3 or EF.
    private static func inspect(_ bytes: UnsafeBufferPointer<UInt8>) -> Inspection {
        var next = 0
        let count = bytes.count
        var unsure = false
        while next < count {
            let lead = bytes[next]
            if lead < 0x80 {
                if lead == 0x7F { unsure = true }
                next += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return .invalid
            }
            guard next + length <= count, (low...high).contains(bytes[next + 1]) else { return .invalid }
            for offset in 2..<max(2, length) where bytes[next + offset] & 0xC0 != 0x80 { return .invalid }
            let second = bytes[next + 1]
            let third = length > 2 ? bytes[next + 2] : 0
            switch lead {
            case 0xC2: unsure = unsure || second <= 0x9F
            case 0xD8: unsure = unsure || second == 0x9C
            case 0xE1:
                unsure =
                    unsure || (second == 0x85 && (third == 0x9F || third == 0xA0)) || (second == 0xA0 && third == 0x8E)
            case 0xE2:
                let marks = third == 0x8B || third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third)
                unsure =
                    unsure || (second == 0x80 && marks)
                    || (second == 0x81 && (0xA0...0xAF).contains(third) && third != 0xA5)
            case 0xE3: unsure = unsure || (second == 0x85 && third == 0xA4)
            case 0xEF:
                unsure =
                    unsure || (second == 0xBB && third == 0xBF) || (second == 0xBE && third == 0xA0)
                    || (second == 0xBF && (0xB9...0xBB).contains(third))
            default: break
            }
            next += length
        }
        return unsure ? .unsure : .plain
    }
}

/// The item number of each item id read so far: in an array for the small ids that packs mostly have, in a
/// dictionary for the others.
struct ItemPlaces {
    private var small: [Int32] = []
    private var others: [Int: Int] = [:]

    subscript(id: Int) -> Int? {
        get {
            if id >= 0, id < small.count, small[id] != 0 { return Int(small[id]) }
            return others.isEmpty ? nil : others[id]
        }
        set {
            guard let newValue else {
                if id >= 0, id < small.count { small[id] = 0 }
                others[id] = nil
                return
            }
            if id >= 0, id < 4 * newValue + 1024, newValue < Int(Int32.max) {
                if id >= small.count { small.append(contentsOf: repeatElement(0, count: id + 1 - small.count)) }
                small[id] = Int32(newValue)
            } else {
                others[id] = newValue
            }
        }
    }
}
