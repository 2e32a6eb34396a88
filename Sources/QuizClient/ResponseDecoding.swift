import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// Turns responses into values, and every way they can be wrong into a `TransportError` that names the URL.
enum ResponseDecoding {
    /// The body of a 2xx response; any other status becomes `.status`, with the `{"error": ...}` message when the
    /// body has one, else the start of its text when it is not JSON (an error page).
    static func body(of response: TransportResponse, from url: URL) throws(TransportError) -> Data {
        guard (200..<300).contains(response.status) else {
            // A body over 64 KiB is not read as a message at all; a message is shown cut to 200 characters.
            let body = response.body.count <= 64 * 1024 ? response.body : Data()
            let message = (try? JSONDecoder().decode(ErrorBody.self, from: body))?.error
            let shown = (message ?? defaultMessages[response.status] ?? text(of: body))
                .map { $0.count <= 200 ? $0 : $0.prefix(200) + "…" }
            let error = TransportError.status(url: url, code: response.status, message: shown)
            guard response.status == 429, let seconds = retryAfter(response.headers["retry-after"]) else { throw error }
            throw .retryLater(error, seconds: seconds)
        }
        return response.body
    }

    /// The seconds that a `Retry-After` of seconds or of an HTTP date asks to wait; nil for none or an unreadable one.
    /// Dates are read in RFC 9110's three forms: IMF-fixdate, RFC 850 (its year within 50 years of now) and asctime.
    private static func retryAfter(_ value: String?) -> Int? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.twoDigitStartDate = Date(timeIntervalSinceNow: -50 * 365.25 * 86400)
        let date = ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"].lazy
            .compactMap { format in
                formatter.dateFormat = format
                return formatter.date(from: value)
            }.first
        let seconds = Int(value) ?? date.map { Int($0.timeIntervalSinceNow.rounded(.up)) }
        return seconds.flatMap { $0 > 0 ? $0 : nil }
    }

    /// A picture's body, unless it is an HTML page (a login page answered with 200), which is refused.
    static func picture(_ data: Data, url: URL) throws(TransportError) -> Data {
        let start = String(decoding: data.prefix(512), as: UTF8.self).lowercased()
            .trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{FEFF}")))
        guard start.hasPrefix("<"), start.hasPrefix("<!doctype html") || start.contains("<html") else { return data }
        throw .malformedBody(url: url, path: "", reason: TransportError.webPageForPicture)
    }

    /// The words of a body that is not JSON on one line, an HTML page's without its tags; nil when there are none.
    private static func text(of body: Data) -> String? {
        let text = String(decoding: body, as: UTF8.self)
        guard let first = text.first(where: { !$0.isWhitespace }), first != "{", first != "[" else { return nil }
        let words = text.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
            .split(whereSeparator: \.isWhitespace)
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    private struct ErrorBody: Decodable {
        var error: String
    }

    /// What a status says when its body has no message.
    private static let defaultMessages = [401: "the token is missing or not accepted"]

    /// The answer to a GET of `url` through `transport`, its body decoded as `T`.
    static func fetch<T: Decodable>(_ type: T.Type, from url: URL, through transport: any Transport)
        async throws(TransportError) -> T
    {
        let response = try await transport.send(TransportRequest(url: url))
        return try decode(T.self, from: try body(of: response, from: url), url: url)
    }

    /// `data` decoded as `T`; a failure names the field, like `[3].team1.name` or `quizzes[0].question`.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, url: URL) throws(TransportError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            let (path, reason) = describe(error, data: data)
            throw .malformedBody(url: url, path: path, reason: reason)
        } catch {
            throw .malformedBody(url: url, path: "", reason: notJSON(data))
        }
    }

    /// The JSON of a body; a body that is not JSON is `.malformedBody` saying what it looks like.
    static func document(_ data: Data, url: URL) throws(TransportError) -> JSONValue {
        do {
            return try JSONParser.parse([UInt8](data))
        } catch {
            throw .malformedBody(url: url, path: "", reason: notJSON(data))
        }
    }

    /// The items of `kind` in `value`, an array that `path` names in the body ("" for the whole body), read by the
    /// pack reader; a fault names the item's place and field, like `[3].team1.name`, and its line and column.
    static func items(_ value: JSONValue?, kind: ItemKind, path: String, url: URL) throws(TransportError) -> PackItems {
        guard let value else { throw .malformedBody(url: url, path: path, reason: "missing") }
        guard case .array(let elements) = value.content else {
            throw .malformedBody(
                url: url, path: path, reason: "expected an array, found \(value.typeDescription)" + at(value.position))
        }
        return try read(elements, kind: kind, url: url) { fault in
            path + "[\((fault.item?.number ?? 1) - 1)]" + (fault.field.map { ".\($0)" } ?? "")
        }
    }

    /// The quiz that `value` is, which `path` names in the body ("" for the whole body).
    static func quiz(_ value: JSONValue, path: String, url: URL) throws(TransportError) -> QuizItem {
        let items = try read([value], kind: .quiz, url: url) { fault in
            [path, fault.field ?? ""].filter { !$0.isEmpty }.joined(separator: ".")
        }
        guard case .quiz(let quizzes) = items, let quiz = quizzes.first else {
            throw .malformedBody(url: url, path: path, reason: "not a quiz")
        }
        return quiz
    }

    private static func read(
        _ elements: [JSONValue], kind: ItemKind, url: URL, place: (PackFault) -> String
    ) throws(TransportError) -> PackItems {
        switch PackReader.readReply(elements, kind: kind, url: url.redactingToken) {
        case .success(let items): return items
        case .failure(let fault):
            throw .malformedBody(url: url, path: place(fault), reason: fault.message + at(fault.position))
        }
    }

    /// Where in the body a fault is: ` (line 3, column 17)`.
    private static func at(_ position: TextPosition?) -> String {
        position.map { " (line \($0.line), column \($0.column))" } ?? ""
    }

    private static func describe(_ error: DecodingError, data: Data) -> (path: String, reason: String) {
        switch error {
        case .keyNotFound(let key, let context): return (fieldPath(context.codingPath + [key]), "missing")
        case .valueNotFound(_, let context): return (fieldPath(context.codingPath), "null where a value is needed")
        case .typeMismatch(let type, let context):
            return (fieldPath(context.codingPath), "expected \(noun(for: type)), found \(found(at: context))")
        case .dataCorrupted(let context) where context.codingPath.isEmpty: return ("", notJSON(data))
        case .dataCorrupted(let context):
            return (fieldPath(context.codingPath), context.debugDescription)
        @unknown default:
            return ("", "not the shape expected")
        }
    }

    /// Why a body that is not JSON at all is not: HTML pages, cut-off bodies and text in another encoding than UTF-8
    /// (Latin-1) say so, the last with where.
    private static func notJSON(_ data: Data) -> String {
        let start = String(decoding: data.prefix(512), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if start.isEmpty { return "an empty body, where JSON was expected" }
        if start.hasPrefix("<") { return "an HTML page, where JSON was expected" }
        if case .failure(let error) = Result(catching: { () throws(JSONParser.SyntaxError) in
            try JSONParser.parse([UInt8](data))
        }), error.message.hasSuffix("not valid UTF-8") {
            return "syntax error: \(error.message)" + at(error.position)
        }
        if start.hasPrefix("{") || start.hasPrefix("[") { return "JSON that is cut off or broken" }
        return "not JSON"
    }

    private static func noun(for type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default: type is any Collection.Type ? "an array" : "an object"
        }
    }

    private static func found(at context: DecodingError.Context) -> String {
        let text = context.debugDescription
        for (word, noun) in [
            ("string", "a string"), ("number", "a number"), ("bool", "true or false"), ("array", "an array"),
            ("dictionary", "an object"), ("null", "null"),
        ] where text.lowercased().contains("found \(word)") || text.lowercased().contains("found a \(word)") {
            return noun
        }
        return "something else"
    }
}
