import Foundation

/// Checks a parsed pack document against the pack format and collects every fault, not only the first.
struct PackValidator {
    private let file: String
    private var faults: [PackFault] = []
    private var item: PackFault.ItemReference?

    private init(file: String) {
        self.file = file
    }

    /// The faults of `document`, the parsed contents of `file`; empty when the pack is good.
    static func faults(in document: JSONValue, file: String) -> [PackFault] {
        var validator = PackValidator(file: file)
        validator.checkPack(document)
        return validator.faults
    }

    private mutating func report(_ message: String, field: String?, at value: JSONValue) {
        faults.append(PackFault(file: file, position: value.position, item: item, field: field, message: message))
    }

    // MARK: The pack

    private mutating func checkPack(_ document: JSONValue) {
        guard case .object = document.content else {
            report(
                "a pack file holds one object {\"format\", \"name\", \"kind\", \"title\", \"language\", \"items\"}, "
                    + "found \(document.typeDescription)", field: nil, at: document)
            return
        }
        reportRepeatedKeys(in: document, skipping: ["items"])
        if let format = member("format", of: document, required: true) {
            if let number = integer(format, field: "format"), number != Pack.format {
                report(
                    "format \(number) is not supported; this version of quiz reads format \(Pack.format)",
                    field: "format", at: format)
            }
        }
        if let name = string(member("name", of: document, required: true), field: "name"),
            !name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
        {
            report(
                "\"\(name)\" is not a pack name; use lowercase letters, digits and dashes, like \"mundial-2022\"",
                field: "name", at: document["name"]!)
        }
        _ = string(member("title", of: document, required: true), field: "title")
        if let language = string(member("language", of: document, required: true), field: "language"),
            !Self.isLanguageCode(language)
        {
            report(
                "\"\(language)\" is not a language code; use one like \"es\" or \"en\"",
                field: "language", at: document["language"]!)
        }
        let kind = checkKind(member("kind", of: document, required: true))
        guard let items = member("items", of: document, required: true) else { return }
        guard case .array(let elements) = items.content else {
            report("must be an array of items, found \(items.typeDescription)", field: "items", at: items)
            return
        }
        if elements.isEmpty { report("is empty; a pack needs at least one item", field: "items", at: items) }
        guard let kind else { return }
        checkItems(elements, kind: kind)
    }

    private mutating func checkKind(_ value: JSONValue?) -> ItemKind? {
        guard let value, let text = string(value, field: "kind") else { return nil }
        guard let kind = ItemKind(rawValue: text) else {
            let known = ItemKind.allCases.map(\.rawValue).joined(separator: ", ")
            report("unknown kind \"\(text)\"; use one of \(known)", field: "kind", at: value)
            return nil
        }
        return kind
    }

    private static func isLanguageCode(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count),
            first.allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return false }
        return parts.dropFirst().allSatisfy {
            !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    // MARK: Items

    private mutating func checkItems(_ elements: [JSONValue], kind: ItemKind) {
        var firstPlace: [Int: Int] = [:]
        for (index, element) in elements.enumerated() {
            let idValue = element["id"]
            item = PackFault.ItemReference(number: index + 1, id: idValue.flatMap(Self.integerValue))
            defer { item = nil }
            guard case .object = element.content else {
                report("must be an object, found \(element.typeDescription)", field: nil, at: element)
                continue
            }
            reportRepeatedKeys(in: element)
            if let idValue = member("id", of: element, required: true), let id = integer(idValue, field: "id") {
                if let earlier = firstPlace[id] {
                    report(
                        "duplicate id \(id); item \(earlier) has it too, and ids must be unique in a pack",
                        field: "id", at: idValue)
                } else {
                    firstPlace[id] = index + 1
                }
            }
            switch kind {
            case .quiz: checkQuiz(element)
            case .match: checkMatch(element)
            case .book: checkBook(element)
            case .film: checkFilm(element)
            }
        }
    }

    private mutating func checkQuiz(_ item: JSONValue) {
        text("question", of: item, required: true)
        text("answer", of: item, required: true, hint: "quiz items in a local pack carry their answer")
        if let author = nullable(member("author", of: item, required: false)) {
            if object(author, field: "author") {
                text("username", of: author, path: "author.", required: true)
                for key in ["id", "accountTypeId", "profileId"] {
                    if let number = nullable(author[key]) { _ = integer(number, field: "author.\(key)") }
                }
                if let flag = nullable(author["isAdmin"]) { _ = boolean(flag, field: "author.isAdmin") }
                anyString(author["profileName"], field: "author.profileName")
                link(member("photo", of: author, path: "author.", required: false), field: "author.photo")
            }
        }
        link(member("attachment", of: item, required: false), field: "attachment")
        if let favourite = nullable(member("favourite", of: item, required: false)) {
            _ = boolean(favourite, field: "favourite")
        }
        if let tips = nullable(member("tips", of: item, required: false)) {
            guard case .array(let entries) = tips.content else {
                report("must be an array of strings, found \(tips.typeDescription)", field: "tips", at: tips)
                return
            }
            for (index, entry) in entries.enumerated() { _ = string(entry, field: "tips[\(index)]") }
        }
    }

    private mutating func checkMatch(_ item: JSONValue) {
        text("phase", of: item, required: true)
        for team in ["team1", "team2"] {
            guard let value = member(team, of: item, required: true), object(value, field: team) else { continue }
            text("name", of: value, path: "\(team).", required: true)
            url(member("flag", of: value, path: "\(team).", required: false), field: "\(team).flag")
        }
        choice(member("winner", of: item, required: true), field: "winner")
        text("details", of: item, required: true)
    }

    private mutating func checkBook(_ item: JSONValue) {
        text("book", of: item, required: true)
        text("question", of: item, required: true)
        for answer in ["answer1", "answer2"] {
            guard let value = member(answer, of: item, required: true), object(value, field: answer) else {
                continue
            }
            text("answer", of: value, path: "\(answer).", required: true)
            url(member("photo", of: value, path: "\(answer).", required: false), field: "\(answer).photo")
        }
        choice(member("solution", of: item, required: true), field: "solution")
    }

    private mutating func checkFilm(_ item: JSONValue) {
        text("title", of: item, required: true)
        url(member("posterUrl", of: item, required: false), field: "posterUrl")
        text("question", of: item, required: true)
        if let answer = member("answer", of: item, required: true) { _ = boolean(answer, field: "answer") }
    }

    /// One fault for each key that appears more than once in an object, at its second occurrence.
    private mutating func reportRepeatedKeys(in value: JSONValue, skipping: Set<String> = []) {
        for repeated in RepeatedKey.all(in: value, skipping: skipping) {
            report(repeated.message, field: repeated.path, at: repeated.second)
        }
    }

    // MARK: Fields

    private mutating func member(_ key: String, of value: JSONValue, path: String = "", required: Bool)
        -> JSONValue?
    {
        if let found = value[key] { return found }
        if required { report("missing; this field is required", field: path + key, at: value) }
        return nil
    }

    private func nullable(_ value: JSONValue?) -> JSONValue? {
        guard let value, value.content != .null else { return nil }
        return value
    }

    private mutating func text(
        _ key: String, of value: JSONValue, path: String = "", required: Bool, hint: String? = nil
    ) {
        guard let found = value[key] else {
            if required {
                report(hint.map { "missing; \($0)" } ?? "missing; this field is required", field: path + key, at: value)
            }
            return
        }
        _ = string(found, field: path + key)
    }

    private mutating func string(_ value: JSONValue?, field: String) -> String? {
        guard let value else { return nil }
        guard case .string(let text) = value.content else {
            report("must be a string, found \(value.typeDescription)", field: field, at: value)
            return nil
        }
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            report("is empty; write some text here", field: field, at: value)
            return nil
        }
        return text
    }

    /// An optional string that may be empty, such as a `mime` the service leaves blank.
    private mutating func anyString(_ value: JSONValue?, field: String) {
        guard let value = nullable(value) else { return }
        if case .string = value.content { return }
        report("must be a string, found \(value.typeDescription)", field: field, at: value)
    }

    private mutating func object(_ value: JSONValue, field: String) -> Bool {
        guard case .object = value.content else {
            report("must be an object, found \(value.typeDescription)", field: field, at: value)
            return false
        }
        return true
    }

    private mutating func boolean(_ value: JSONValue, field: String) -> Bool? {
        guard case .bool(let flag) = value.content else {
            report("must be true or false, found \(value.typeDescription)", field: field, at: value)
            return nil
        }
        return flag
    }

    private static func integerValue(_ value: JSONValue) -> Int? {
        guard case .number(let number) = value.content, number.rounded() == number, abs(number) < 1e15 else {
            return nil
        }
        return Int(number)
    }

    private mutating func integer(_ value: JSONValue, field: String) -> Int? {
        guard let number = Self.integerValue(value) else {
            report("must be a whole number, found \(value.typeDescription)", field: field, at: value)
            return nil
        }
        return number
    }

    private mutating func choice(_ value: JSONValue?, field: String) {
        guard let value, let number = integer(value, field: field) else { return }
        if number != 1 && number != 2 { report("must be 1 or 2, found \(number)", field: field, at: value) }
    }

    /// An optional URL string.
    private mutating func url(_ value: JSONValue?, field: String) {
        guard let value = nullable(value), let text = string(value, field: field) else { return }
        checkURL(text, field: field, at: value)
    }

    /// An optional link in either API shape: a URL string, or an object with a `url` (and `mime`, `filename`).
    private mutating func link(_ value: JSONValue?, field: String) {
        guard let value = nullable(value) else { return }
        switch value.content {
        case .string(let text): checkURL(text, field: field, at: value)
        case .object:
            if let urlValue = member("url", of: value, path: "\(field).", required: true),
                let text = string(urlValue, field: "\(field).url")
            {
                checkURL(text, field: "\(field).url", at: urlValue)
            }
            for key in ["mime", "filename"] { anyString(value[key], field: "\(field).\(key)") }
        default:
            report(
                "must be a URL string or an object {\"url\": ...}, found \(value.typeDescription)", field: field,
                at: value)
        }
    }

    private mutating func checkURL(_ text: String, field: String, at value: JSONValue) {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else {
            report("\"\(text)\" is not a valid http or https URL", field: field, at: value)
            return
        }
    }
}
