import QuizCore

/// Quizzes read straight from their parsed members, as most quizzes of a large pack are written, rather than
/// through the `Decoder` protocol: loading a 100,000-quiz pack has a guard beside Python's `json.load` that
/// `QuizItem(from:)` alone misses.
///
/// Only a quiz whose members each hold the type `QuizItem(from:)` reads, with no attachment, numbers or author's
/// photo and no key written twice, is read here, to the same value; any other gives nil and is decoded the general
/// way, which names its faults. Members a quiz does not know are left, as the decoder leaves them.
extension QuizItem {
    init?(plain value: JSONValue) {
        guard case .object(let members) = value.content else { return nil }
        var id: Int?
        var question: String?
        var answer: String?
        var author: QuizAuthor?
        var favourite: Bool?
        var tips: [String]?
        var alternatives: [String]?
        for (key, value) in members {
            switch (key, value.content) {
            case ("id", .number):
                guard let number = value.integer else { return nil }
                id = number
            case ("question", .string(let text)): question = text
            case ("answer", .string(let text)): answer = text
            case ("author", .object):
                guard let plain = QuizAuthor(plain: value) else { return nil }
                author = plain
            case ("favourite", .bool(let flag)): favourite = flag
            case ("tips", .array):
                guard let texts = value.plainTexts else { return nil }
                tips = texts
            case ("alternatives", .array):
                guard let texts = value.plainTexts else { return nil }
                alternatives = texts
            case ("author", .null), ("favourite", .null), ("tips", .null), ("alternatives", .null),
                ("attachment", .null), ("numbers", .null):
                continue
            case ("id", _), ("question", _), ("answer", _), ("author", _), ("favourite", _), ("tips", _),
                ("alternatives", _), ("attachment", _), ("numbers", _):
                return nil
            default: continue
            }
        }
        guard let id, let question else { return nil }
        self.init(
            id: id, question: question, author: author, answer: answer, favourite: favourite, tips: tips,
            alternatives: alternatives)
    }
}

extension QuizAuthor {
    init?(plain value: JSONValue) {
        guard case .object(let members) = value.content else { return nil }
        var username: String?
        var id: Int?
        var accountTypeId: Int?
        var profileId: Int?
        var isAdmin: Bool?
        var profileName: String?
        for (key, value) in members {
            switch (key, value.content) {
            case ("username", .string(let text)): username = text
            case ("id", .number):
                guard let number = value.integer else { return nil }
                id = number
            case ("accountTypeId", .number):
                guard let number = value.integer else { return nil }
                accountTypeId = number
            case ("profileId", .number):
                guard let number = value.integer else { return nil }
                profileId = number
            case ("isAdmin", .bool(let flag)): isAdmin = flag
            case ("profileName", .string(let text)): profileName = text
            case ("id", .null), ("accountTypeId", .null), ("profileId", .null), ("isAdmin", .null),
                ("profileName", .null), ("photo", .null):
                continue
            case ("username", _), ("id", _), ("accountTypeId", _), ("profileId", _), ("isAdmin", _),
                ("profileName", _), ("photo", _):
                return nil
            default: continue
            }
        }
        guard let username else { return nil }
        self.init(
            username: username, id: id, isAdmin: isAdmin, profileName: profileName, accountTypeId: accountTypeId,
            profileId: profileId)
    }
}

extension JSONValue {
    /// The texts of an array of strings; nil for anything else.
    fileprivate var plainTexts: [String]? {
        guard case .array(let elements) = content else { return nil }
        var texts: [String] = []
        texts.reserveCapacity(elements.count)
        for element in elements {
            guard case .string(let text) = element.content else { return nil }
            texts.append(text)
        }
        return texts
    }
}
