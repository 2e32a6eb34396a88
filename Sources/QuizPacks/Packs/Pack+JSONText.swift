import QuizCore

/// A pack as the JSON of its file, field for field what its `Encodable` conformance writes. The members are made in
/// the order of their keys, which the writer then need not sort.
extension Pack {
    var prettyJSON: JSONText {
        let items: [JSONText] =
            switch self.items {
            case .quiz(let items): items.map { withExtraFields($0.prettyJSON, of: $0.id) }
            case .match(let items): items.map { withExtraFields($0.prettyJSON, of: $0.id) }
            case .book(let items): items.map { withExtraFields($0.prettyJSON, of: $0.id) }
            case .film(let items): items.map { withExtraFields($0.prettyJSON, of: $0.id) }
            case .choice(let items): items.map { withExtraFields($0.prettyJSON, of: $0.id) }
            case .fact(let items): items.map { withExtraFields($0.prettyJSON, of: $0.id) }
            }
        return .object([
            ("format", .integer(Pack.format)), ("items", .array(items)), ("kind", .string(kind.rawValue)),
            ("language", .string(language)), ("name", .string(name)), ("title", .string(title)),
        ])
    }

    private func withExtraFields(_ item: [(key: String, value: JSONText)], of id: Int) -> JSONText {
        guard let extra = extraFields[id] else { return .object(item) }
        return .object(item + extra.members.map { ($0.key, $0.value.prettyJSON) })
    }
}

extension [(key: String, value: JSONText)] {
    /// The member, unless the value is nil: an `Encodable` leaves out an optional field that is nil.
    fileprivate mutating func append(_ key: String, _ value: JSONText?) {
        if let value { append((key, value)) }
    }
}

extension QuizItem {
    fileprivate var prettyJSON: [(key: String, value: JSONText)] {
        var members: [(key: String, value: JSONText)] = []
        members.append("alternatives", alternatives.map { .array($0.map { .string($0) }) })
        members.append("answer", answer.map { .string($0) })
        members.append("attachment", attachment?.prettyJSON)
        members.append("author", author.map { .object($0.prettyJSON) })
        members.append("favourite", favourite.map { .bool($0) })
        members += [("id", .integer(id)), ("question", .string(question))]
        members.append("tips", tips.map { .array($0.map { .string($0) }) })
        return members
    }
}

extension QuizAuthor {
    fileprivate var prettyJSON: [(key: String, value: JSONText)] {
        var members: [(key: String, value: JSONText)] = []
        members.append("accountTypeId", accountTypeId.map { .integer($0) })
        members.append("id", id.map { .integer($0) })
        members.append("isAdmin", isAdmin.map { .bool($0) })
        members.append("photo", photo?.prettyJSON)
        members.append("profileId", profileId.map { .integer($0) })
        members.append("profileName", profileName.map { .string($0) })
        members.append(("username", .string(username)))
        return members
    }
}

extension MediaLink {
    fileprivate var prettyJSON: JSONText {
        switch shape {
        case .string: return .string(url)
        case .object:
            var members: [(key: String, value: JSONText)] = []
            members.append("filename", filename.map { .string($0) })
            members.append("mime", mime.map { .string($0) })
            members.append(("url", .string(url)))
            return .object(members)
        }
    }
}

extension MatchItem {
    fileprivate var prettyJSON: [(key: String, value: JSONText)] {
        [
            ("details", .string(details)), ("id", .integer(id)), ("phase", .string(phase)),
            ("team1", team1.prettyJSON), ("team2", team2.prettyJSON), ("winner", .integer(winner)),
        ]
    }
}

extension MatchItem.Team {
    fileprivate var prettyJSON: JSONText {
        var members: [(key: String, value: JSONText)] = []
        members.append("flag", flag.map { .string($0) })
        members.append(("name", .string(name)))
        return .object(members)
    }
}

extension BookItem {
    fileprivate var prettyJSON: [(key: String, value: JSONText)] {
        [
            ("answer1", answer1.prettyJSON), ("answer2", answer2.prettyJSON), ("book", .string(book)),
            ("id", .integer(id)), ("question", .string(question)), ("solution", .integer(solution)),
        ]
    }
}

extension BookItem.Answer {
    fileprivate var prettyJSON: JSONText {
        var members: [(key: String, value: JSONText)] = [("answer", .string(answer))]
        members.append("photo", photo.map { .string($0) })
        return .object(members)
    }
}

extension FilmItem {
    fileprivate var prettyJSON: [(key: String, value: JSONText)] {
        var members: [(key: String, value: JSONText)] = [("answer", .bool(answer)), ("id", .integer(id))]
        members.append("posterUrl", posterUrl.map { .string($0) })
        members += [("question", .string(question)), ("title", .string(title))]
        return members
    }
}

extension ChoiceItem {
    fileprivate var prettyJSON: [(key: String, value: JSONText)] {
        var members: [(key: String, value: JSONText)] = [("answers", .array(answers.map(\.prettyJSON)))]
        members.append("category", category.map { .string($0) })
        members += [("id", .integer(id)), ("question", .string(question)), ("solution", .integer(solution))]
        return members
    }
}

extension FactItem {
    fileprivate var prettyJSON: [(key: String, value: JSONText)] {
        var members: [(key: String, value: JSONText)] = [("category", .string(category)), ("id", .integer(id))]
        members.append("image", image.map { .string($0) })
        members += [("text", .string(text)), ("title", .string(title))]
        return members
    }
}

extension JSONValue {
    /// The value as `JSONValue`'s `Encodable` conformance writes it: a whole number below 9e15 without a fraction.
    fileprivate var prettyJSON: JSONText {
        switch content {
        case .null: .null
        case .bool(let value): .bool(value)
        case .number(let value):
            value == value.rounded() && abs(value) < 9e15 ? .integer(Int(value)) : .number(value)
        case .string(let value): .string(value)
        case .array(let values): .array(values.map(\.prettyJSON))
        case .object(let members): .object(members.map { ($0.key, $0.value.prettyJSON) })
        }
    }
}
