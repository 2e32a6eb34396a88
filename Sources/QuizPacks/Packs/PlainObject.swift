import QuizCore

/// An item read straight from its parsed members, as most items of a large pack are written, rather than through
/// its `init(from:)` and the `Decoder` protocol: loading a large pack has a guard beside Python's `json.load`
/// (`Scripts/bench decode`) that the decoder alone misses.
///
/// Only a member of the type the item's `init(from:)` reads is read here, to the same value, and a member it does not
/// know is left, as the decoder leaves it. Anything else (a wrong type, a missing field, a quiz's attachment or
/// numbers, an author's photo) throws `NotPlain`, and the item is decoded the general way, which names its faults.
struct PlainObject {
    struct NotPlain: Error {}

    private let members: [(key: String, value: JSONValue)]

    init(_ value: JSONValue) throws(NotPlain) {
        guard case .object(let members) = value.content else { throw NotPlain() }
        self.members = members
    }

    /// The item of `kind` these members hold, for the kinds that large packs are made of.
    func item(of kind: ItemKind) throws(NotPlain) -> PackItems {
        switch kind {
        case .quiz: .quiz([try QuizItem(plain: self)])
        case .film: .film([try FilmItem(plain: self)])
        case .match: .match([try MatchItem(plain: self)])
        case .book: .book([try BookItem(plain: self)])
        default: throw NotPlain()
        }
    }

    private func member(_ key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    func contains(_ key: String) -> Bool { member(key) != nil }

    func text(_ key: String) throws(NotPlain) -> String {
        guard case .string(let text)? = member(key)?.content else { throw NotPlain() }
        return text
    }

    func integer(_ key: String) throws(NotPlain) -> Int {
        guard let number = member(key)?.integer else { throw NotPlain() }
        return number
    }

    func flag(_ key: String) throws(NotPlain) -> Bool {
        guard case .bool(let flag)? = member(key)?.content else { throw NotPlain() }
        return flag
    }

    func object(_ key: String) throws(NotPlain) -> PlainObject {
        guard let value = member(key) else { throw NotPlain() }
        return try PlainObject(value)
    }

    func texts(_ key: String) throws(NotPlain) -> [String] {
        guard case .array(let elements)? = member(key)?.content else { throw NotPlain() }
        return try elements.map { (element) throws(NotPlain) -> String in
            guard case .string(let text) = element.content else { throw NotPlain() }
            return text
        }
    }

    /// What `read` reads at `key`, or nil when the member is missing or null, as `decodeIfPresent` reads it.
    func ifPresent<T>(_ key: String, _ read: (String) throws(NotPlain) -> T) throws(NotPlain) -> T? {
        guard let value = member(key), value.content != .null else { return nil }
        return try read(key)
    }

    /// Throws unless `key` is missing or null.
    func absent(_ key: String) throws(NotPlain) {
        if let value = member(key), value.content != .null { throw NotPlain() }
    }
}

extension QuizItem {
    init(plain object: PlainObject) throws(PlainObject.NotPlain) {
        try object.absent("attachment")
        try object.absent("numbers")
        self.init(
            id: try object.integer("id"), question: try object.text("question"),
            author: try object.ifPresent("author") { (key) throws(PlainObject.NotPlain) in
                try QuizAuthor(plain: object.object(key))
            },
            // An answer may be left out, as replies leave it, but not be null.
            answer: object.contains("answer") ? try object.text("answer") : nil,
            favourite: try object.ifPresent("favourite", object.flag), tips: try object.ifPresent("tips", object.texts),
            alternatives: try object.ifPresent("alternatives", object.texts))
    }
}

extension QuizAuthor {
    init(plain object: PlainObject) throws(PlainObject.NotPlain) {
        try object.absent("photo")
        self.init(
            username: try object.text("username"), id: try object.ifPresent("id", object.integer),
            isAdmin: try object.ifPresent("isAdmin", object.flag),
            profileName: try object.ifPresent("profileName", object.text),
            accountTypeId: try object.ifPresent("accountTypeId", object.integer),
            profileId: try object.ifPresent("profileId", object.integer))
    }
}

extension FilmItem {
    init(plain object: PlainObject) throws(PlainObject.NotPlain) {
        self.init(
            id: try object.integer("id"), title: try object.text("title"),
            posterUrl: try object.ifPresent("posterUrl", object.text), question: try object.text("question"),
            answer: try object.flag("answer"))
    }
}

extension MatchItem {
    init(plain object: PlainObject) throws(PlainObject.NotPlain) {
        self.init(
            id: try object.integer("id"), phase: try object.text("phase"),
            team1: try Team(plain: object.object("team1")),
            team2: try Team(plain: object.object("team2")), winner: try object.integer("winner"),
            details: try object.text("details"))
    }
}

extension MatchItem.Team {
    init(plain object: PlainObject) throws(PlainObject.NotPlain) {
        self.init(name: try object.text("name"), flag: try object.ifPresent("flag", object.text))
    }
}

extension BookItem {
    init(plain object: PlainObject) throws(PlainObject.NotPlain) {
        self.init(
            id: try object.integer("id"), book: try object.text("book"), question: try object.text("question"),
            answer1: try Answer(plain: object.object("answer1")), answer2: try Answer(plain: object.object("answer2")),
            solution: try object.integer("solution"))
    }
}

extension BookItem.Answer {
    init(plain object: PlainObject) throws(PlainObject.NotPlain) {
        self.init(answer: try object.text("answer"), photo: try object.ifPresent("photo", object.text))
    }
}
