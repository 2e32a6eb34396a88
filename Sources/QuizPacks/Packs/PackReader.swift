import QuizCore

/// Checks a pack document against the pack format, collecting every fault rather than only the first, and builds
/// the pack in the same pass when there is none.
///
/// The items are read as the parser reaches them, each parsed into JSON values and checked field by field
/// (`readItem`), which finds and words every fault, then let go: a large pack is never held as JSON values. When `"items"` comes before `"kind"` in the file, as
/// quiz writes packs, the items are first only checked for syntax, and read once the rest of the file has said
/// their kind.
///
/// The items of API replies are read by the same rules of each kind (`readReply`), but for what a reply may leave
/// out or hold: a quiz's answer, blank or unsafe texts and links of another form.
package final class PackReader {
    /// Whose rules the items are read by: a pack file's, which a person writes and quiz plays and serves, or an API
    /// reply's, whose texts are made safe where they meet the terminal and whose quizzes come without their answer.
    enum Rules {
        case packFile
        case reply
    }

    let file: String
    let rules: Rules
    var faults: [PackFault] = []
    var item: PackFault.ItemReference?
    /// The kind of the items read as the parser reaches them, once the first one has been offered; nil when they are
    /// kept for the end.
    private var streamedKind: ItemKind?
    private var offeredItems = false
    /// The first `"items"` array of the document when its elements were skipped for want of a kind: its `[` and
    /// the count of lines there, to read them from once the kind is known.
    private var deferredItems: (open: Int, count: JSONParser.Count)?
    /// The items read so far, and what reading them needs.
    private var shelf = ItemShelf()
    /// The authors of the quizzes read so far, so that the quizzes of one author share it.
    private var authors = QuizAuthors()
    /// Lets the bytes before an offset go once the parser is past them, or nil when they are the caller's.
    private let release: ((Int) -> Void)?
    private var released = 0
    init(file: String, rules: Rules = .packFile, release: ((Int) -> Void)?) {
        self.file = file
        self.rules = rules
        self.release = release
    }

    /// The items of an API reply from `url`: `elements`, each an item of `kind` by the rules of a reply.
    ///
    /// - Returns: the items, or the first fault, whose `item` numbers the element from 1.
    package static func readReply(_ elements: [JSONValue], kind: ItemKind, url: String) -> Result<PackItems, PackFault>
    {
        let reader = PackReader(file: url, rules: .reply, release: nil)
        var shelf = ItemShelf()
        for element in elements {
            reader.readItem(element, kind: kind, into: &shelf)
            if let fault = reader.faults.first { return .failure(fault) }
        }
        return .success(shelf.items(of: kind))
    }

    /// The pack in `bytes`, the contents of `file`.
    ///
    /// - Throws: `PackLoadError` with the syntax error, or with every fault of the pack.
    static func read(_ bytes: [UInt8], file: String) throws(PackLoadError) -> Pack {
        try bytes.withUnsafeBufferPointer { (buffer) throws(PackLoadError) -> Pack in
            try read(buffer, file: file)
        }
    }

    /// The pack in `bytes`, the contents of `file`.
    ///
    /// - Parameters:
    ///   - release: called with an offset of `bytes` when nothing before it will be read again, so that the memory
    ///     can go while the rest is read; nil when the bytes must stay as they are.
    /// - Throws: `PackLoadError` with the syntax error, or with every fault of the pack.
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String, release: ((Int) -> Void)? = nil
    ) throws(PackLoadError) -> Pack {
        let reader = PackReader(file: file, release: release)
        var parser = JSONParser(bytes: bytes)
        parser.itemsReader = { (parser, header) throws(JSONParser.SyntaxError) in
            try reader.readItems(&parser, header: header)
        }
        let pack: Pack?
        do {
            let document = try parser.parseDocument()
            pack = try reader.readPack(document, parser: &parser)
        } catch {
            throw PackLoadError(
                file: file,
                faults: [PackFault(file: file, position: error.position, message: "syntax error: \(error.message)")])
        }
        guard let pack, reader.faults.isEmpty else { throw PackLoadError(file: file, faults: reader.faults) }
        return pack
    }

    func report(_ message: String, field: String?, at value: JSONValue) {
        faults.append(PackFault(file: file, position: value.position, item: item, field: field, message: message))
    }

    // MARK: The items array

    /// Reads the top-level `"items"` array from its `[`: gives the elements the document keeps, none when they
    /// were read as they came or are to be read at the end.
    private func readItems(
        _ parser: inout JSONParser, header: [(key: String, value: JSONValue)]
    ) throws(JSONParser.SyntaxError) -> JSONValue.Content {
        let open = parser.index
        let count = parser.counted
        parser.index += 1
        parser.skipWhitespace()
        if parser.peek(UInt8(ascii: "]")) {
            parser.index += 1
            return .array([])
        }
        if !offeredItems {
            offeredItems = true
            if let kind = header.last(where: { $0.key == "kind" }), case .string(let text) = kind.value.content {
                streamedKind = ItemKind(rawValue: text)
            }
        }
        if let kind = streamedKind {
            try stream(&parser, kind: kind, into: &shelf)
            return .array([])
        }
        // No kind yet: the elements are checked now, for a syntax error found in its place in the file, and read
        // at the end. Only the first array of several is ever read.
        if parser.skipElements(scratch: &shelf.scratch) {
            if !header.contains(where: { $0.key == "items" }) { deferredItems = (open, count) }
            return .array([])
        }
        parser.index = open
        return try parser.parseArray(depth: 1)
    }

    /// Reads the elements of an items array from the first one, and its `]`.
    private func stream(
        _ parser: inout JSONParser, kind: ItemKind, into shelf: inout ItemShelf
    ) throws(JSONParser.SyntaxError) {
        while true {
            parser.skipWhitespace()
            let start = parser.index
            if let release, start - released >= Self.releaseStep {
                parser.anchor(at: start)
                release(start)
                released = start
            }
            readItem(try parser.parseValue(depth: 2), kind: kind, into: &shelf)
            parser.skipWhitespace()
            guard parser.index < parser.bytes.count else {
                throw parser.error("unexpected end of file; ',' or ']' was expected")
            }
            if parser.bytes[parser.index] == UInt8(ascii: ",") {
                parser.index += 1
            } else if parser.bytes[parser.index] == UInt8(ascii: "]") {
                parser.index += 1
                return
            } else {
                throw parser.error("unexpected \(parser.describeCurrent()); ',' or ']' was expected")
            }
        }
    }

    /// How many bytes are read between two releases of the bytes before.
    private static let releaseStep = 1 << 20

    /// Reads the items skipped for want of a kind, now that the document says it.
    private func readDeferredItems(
        _ parser: inout JSONParser, at deferred: (open: Int, count: JSONParser.Count), kind: ItemKind
    ) throws(JSONParser.SyntaxError) {
        parser.recount(from: deferred.count)
        parser.index = deferred.open + 1
        parser.skipWhitespace()
        try stream(&parser, kind: kind, into: &shelf)
    }

    // MARK: The pack

    private func readPack(_ document: JSONValue, parser: inout JSONParser) throws(JSONParser.SyntaxError) -> Pack? {
        let itemFaults = faults
        faults = []
        guard case .object = document.content else {
            report(
                "a pack file holds one object {\"format\", \"name\", \"kind\", \"title\", \"language\", \"items\"}, "
                    + "found \(document.typeDescription)", field: nil, at: document)
            return nil
        }
        reportRepeatedKeys(in: document, skipping: ["items"])
        if let format = member("format", of: document, required: true) {
            if let number = integer(format, field: "format"), number != Pack.format {
                report(
                    "format \(number) is not supported; this version of quiz reads format \(Pack.format)",
                    field: "format", at: format)
            }
        }
        let name = string(member("name", of: document, required: true), field: "name")
        if let name, let fault = Self.nameFault(name) { report(fault, field: "name", at: document["name"]!) }
        let title = string(member("title", of: document, required: true), field: "title")
        let language = string(member("language", of: document, required: true), field: "language")
        if let language, let fault = Self.languageFault(language) {
            report(fault, field: "language", at: document["language"]!)
        }
        let kind = checkKind(member("kind", of: document, required: true))
        guard let items = member("items", of: document, required: true) else { return nil }
        guard case .array(let elements) = items.content else {
            report("must be an array of items, found \(items.typeDescription)", field: "items", at: items)
            return nil
        }
        if elements.isEmpty && streamedKind == nil && deferredItems == nil {
            report("is empty; a pack needs at least one item", field: "items", at: items)
        }
        guard let kind else { return nil }
        if let deferredItems {
            try readDeferredItems(&parser, at: deferredItems, kind: kind)
        } else if streamedKind == nil {
            for element in elements { readItem(element, kind: kind, into: &shelf) }
        } else {
            faults += itemFaults
        }
        guard let name, let title, let language else { return nil }
        return Pack(
            name: name, title: title, language: language, items: shelf.items(of: kind),
            extraFields: shelf.extraFields)
    }

    private func checkKind(_ value: JSONValue?) -> ItemKind? {
        guard let value, let text = string(value, field: "kind") else { return nil }
        guard let kind = ItemKind(rawValue: text) else {
            let known = ItemKind.allCases.map(\.rawValue).joined(separator: ", ")
            report("unknown kind \"\(text)\"; use one of \(known)", field: "kind", at: value)
            return nil
        }
        return kind
    }

    // MARK: Items

    /// Checks the next item and keeps it when it has no fault.
    private func readItem(_ element: JSONValue, kind: ItemKind, into shelf: inout ItemShelf) {
        shelf.itemCount += 1
        let number = shelf.itemCount
        let idValue = element["id"]
        item = PackFault.ItemReference(number: number, id: idValue.flatMap(Self.integerValue))
        defer { item = nil }
        guard case .object = element.content else {
            report("must be an object, found \(element.typeDescription)", field: nil, at: element)
            return
        }
        let before = faults.count
        reportRepeatedKeys(in: element)
        var id: Int?
        if let idValue = member("id", of: element, required: true), let number = integer(idValue, field: "id") {
            id = number
            // The ids of a reply are unique or not as the downloader judges, as with pages that repeat quizzes.
            if rules == .packFile, let earlier = shelf.firstPlace[number] {
                report(Self.duplicateIDFault(number, earlier: earlier), field: "id", at: idValue)
            } else if rules == .packFile {
                shelf.firstPlace[number] = shelf.itemCount
            }
        }
        let isMixed = kind == .mixed
        var kind = kind
        var section: String?
        if isMixed {
            guard let itemKind = mixedKind(of: element) else { return }
            kind = itemKind
            section = nullable(member("section", of: element, required: false)).flatMap {
                string($0, field: "section")
            }
        }
        if let id, rules == .packFile, case .object(let members) = element.content {
            var known = ExtraFields.known(for: kind)
            if isMixed { known.formUnion(ExtraFields.known(for: .mixed)) }
            let extra = members.filter { !known.contains($0.key) }
            if !extra.isEmpty, shelf.firstPlace[id] == shelf.itemCount { shelf.extraFields[id] = ExtraFields(extra) }
        }
        let content: MixedItem.Content?
        switch kind {
        case .quiz: content = readQuiz(element).flatMap { quiz in id.map { .quiz(quiz($0)) } }
        case .match: content = readMatch(element).flatMap { match in id.map { .match(match($0)) } }
        case .book: content = readBook(element).flatMap { book in id.map { .book(book($0)) } }
        case .film: content = readFilm(element).flatMap { film in id.map { .film(film($0)) } }
        case .choice: content = readChoice(element).flatMap { choice in id.map { .choice(choice($0)) } }
        case .fact:
            let fact = readFact(element)
            if let id, let fact, faults.count == before { shelf.facts.append(fact(id)) }
            return
        case .mixed: return
        }
        guard let content, faults.count == before else { return }
        if isMixed {
            shelf.mixed.append(MixedItem(section: section, content))
            return
        }
        switch content {
        case .quiz(let item): shelf.quizzes.append(item)
        case .match(let item): shelf.matches.append(item)
        case .book(let item): shelf.books.append(item)
        case .film(let item): shelf.films.append(item)
        case .choice(let item): shelf.choices.append(item)
        }
    }

    /// The kind an item of a mixed pack names, with a fault when it names none that a mixed pack holds.
    private func mixedKind(of element: JSONValue) -> ItemKind? {
        guard let value = member("kind", of: element, required: true), let text = string(value, field: "kind") else {
            return nil
        }
        guard let kind = ItemKind(rawValue: text), MixedItem.kinds.contains(kind) else {
            let known = MixedItem.kinds.map(\.rawValue).joined(separator: ", ")
            report(
                "unknown kind \"\(text)\" for an item of a mixed pack; use one of \(known)", field: "kind", at: value)
            return nil
        }
        return kind
    }

    private func readQuiz(_ item: JSONValue) -> ((Int) -> QuizItem)? {
        let question = text("question", of: item, required: true, allowingLineBreaks: true)
        let answer = text(
            "answer", of: item, required: rules == .packFile, missing: Self.missingAnswerFault)
        var author: QuizAuthor?
        if let value = nullable(member("author", of: item, required: false)), object(value, field: "author") {
            let username = text("username", of: value, field: "author.username", required: true)
            var numbers: [Int?] = []
            for (key, field) in [
                ("id", "author.id"), ("accountTypeId", "author.accountTypeId"),
                ("profileId", "author.profileId"),
            ] {
                numbers.append(nullable(value[key]).flatMap { integer($0, field: field) })
            }
            let isAdmin = nullable(value["isAdmin"]).flatMap { boolean($0, field: "author.isAdmin") }
            let profileName = anyString(value["profileName"], field: "author.profileName")
            let photo = link(member("photo", of: value, required: false), field: "author.photo")
            if let username {
                author = authors.shared(
                    QuizAuthor(
                        username: username, photo: photo, id: numbers[0], isAdmin: isAdmin,
                        profileName: profileName, accountTypeId: numbers[1], profileId: numbers[2]))
            }
        }
        let attachment = link(member("attachment", of: item, required: false), field: "attachment")
        let favourite = nullable(member("favourite", of: item, required: false)).flatMap {
            boolean($0, field: "favourite")
        }
        let tips = strings("tips", of: item)
        let alternatives = strings("alternatives", of: item)
        let numbers = numbers(of: item)
        guard let question else { return nil }
        return { id in
            QuizItem(
                id: id, question: question, author: author, attachment: attachment, answer: answer,
                favourite: favourite, tips: tips, alternatives: alternatives, numbers: numbers)
        }
    }

    /// An optional array of texts, such as a quiz's `tips`.
    private func strings(_ key: String, of item: JSONValue) -> [String]? {
        guard let value = nullable(member(key, of: item, required: false)) else { return nil }
        guard case .array(let entries) = value.content else {
            report("must be an array of strings, found \(value.typeDescription)", field: key, at: value)
            return nil
        }
        return entries.enumerated().compactMap { index, entry in string(entry, field: "\(key)[\(index)]") }
    }

    private func readMatch(_ item: JSONValue) -> ((Int) -> MatchItem)? {
        let phase = text("phase", of: item, required: true)
        let teams = ["team1", "team2"].compactMap { key in
            side(key, of: item, text: "name", link: "flag").map { MatchItem.Team(name: $0.text, flag: $0.link) }
        }
        let winner = choice(member("winner", of: item, required: true), field: "winner")
        let details = text("details", of: item, required: true)
        guard let phase, teams.count == 2, let winner, let details else { return nil }
        return { id in
            MatchItem(id: id, phase: phase, team1: teams[0], team2: teams[1], winner: winner, details: details)
        }
    }

    private func readBook(_ item: JSONValue) -> ((Int) -> BookItem)? {
        let book = text("book", of: item, required: true)
        let question = text("question", of: item, required: true, allowingLineBreaks: true)
        let answers = ["answer1", "answer2"].compactMap { key in
            side(key, of: item, text: "answer", link: "photo").map {
                BookItem.Answer(answer: $0.text, photo: $0.link)
            }
        }
        let solution = choice(member("solution", of: item, required: true), field: "solution")
        guard let book, let question, answers.count == 2, let solution else { return nil }
        return { id in
            BookItem(
                id: id, book: book, question: question, answer1: answers[0], answer2: answers[1], solution: solution)
        }
    }

    /// One of the two choices of a match or book item: an object `key` with a required text and an optional URL.
    private func side(_ key: String, of item: JSONValue, text textKey: String, link linkKey: String)
        -> (text: String, link: String?)?
    {
        guard let value = member(key, of: item, required: true), object(value, field: key) else { return nil }
        let text = text(textKey, of: value, field: "\(key).\(textKey)", required: true)
        let link = url(member(linkKey, of: value, required: false), field: "\(key).\(linkKey)")
        return text.map { ($0, link) }
    }

    private func readFilm(_ item: JSONValue) -> ((Int) -> FilmItem)? {
        let title = text("title", of: item, required: true)
        let poster = url(member("posterUrl", of: item, required: false), field: "posterUrl")
        let question = text("question", of: item, required: true, allowingLineBreaks: true)
        let answer = member("answer", of: item, required: true).flatMap { boolean($0, field: "answer") }
        guard let title, let question, let answer else { return nil }
        return { id in FilmItem(id: id, title: title, posterUrl: poster, question: question, answer: answer) }
    }

    private func readChoice(_ item: JSONValue) -> ((Int) -> ChoiceItem)? {
        let category = nullable(member("category", of: item, required: false)).flatMap {
            string($0, field: "category")
        }
        let question = text("question", of: item, required: true, allowingLineBreaks: true)
        var answers: [BookItem.Answer]?
        if let value = member("answers", of: item, required: true) {
            if case .array(let entries) = value.content {
                let read = entries.indices.compactMap { index in
                    answer(entries[index], field: "answers[\(index)]").map {
                        BookItem.Answer(answer: $0.text, photo: $0.link)
                    }
                }
                if let fault = Self.answerCountFault(entries.count) {
                    report(fault, field: "answers", at: value)
                } else if read.count == entries.count {
                    answers = read
                }
            } else {
                report("must be an array of answers, found \(value.typeDescription)", field: "answers", at: value)
            }
        }
        var solution: Int?
        if let value = member("solution", of: item, required: true), let number = integer(value, field: "solution") {
            if let answers, let fault = Self.solutionFault(number, answers: answers.count) {
                report(fault, field: "solution", at: value)
            } else {
                solution = number
            }
        }
        let solutions = solutions(of: item, answers: answers?.count)
        if let solutions, let solution, let fault = Self.firstSolutionFault(solution, solutions: solutions) {
            report(fault, field: "solution", at: item["solution"] ?? item)
        }
        guard let question, let answers, let solution else { return nil }
        return { id in
            ChoiceItem(
                id: id, category: category, question: question, answers: answers, solution: solution,
                solutions: solutions)
        }
    }

    /// One answer of a choice item: an object with a required `answer` and an optional `photo` URL.
    private func answer(_ value: JSONValue, field: String) -> (text: String, link: String?)? {
        guard object(value, field: field) else { return nil }
        let text = text("answer", of: value, field: "\(field).answer", required: true)
        let link = url(member("photo", of: value, required: false), field: "\(field).photo")
        return text.map { ($0, link) }
    }

    private func readFact(_ item: JSONValue) -> ((Int) -> FactItem)? {
        let category = text("category", of: item, required: true)
        let title = text("title", of: item, required: true)
        let body = text("text", of: item, required: true, allowingLineBreaks: true)
        let image = url(member("image", of: item, required: false), field: "image")
        guard let category, let title, let body else { return nil }
        return { id in FactItem(id: id, category: category, title: title, text: body, image: image) }
    }

    /// One fault for each key that appears more than once in an object, at its second occurrence.
    private func reportRepeatedKeys(in value: JSONValue, skipping: Set<String> = []) {
        guard RepeatedKey.anyIn(value, skipping: skipping) else { return }
        for repeated in RepeatedKey.all(in: value, skipping: skipping) {
            report(repeated.message, field: repeated.path, at: repeated.second)
        }
    }
}
