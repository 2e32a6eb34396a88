import QuizCore

/// Reads a pack document, collecting every fault rather than only the first, and builds the pack in the same pass
/// when there is none.
///
/// Each item is parsed into JSON values as the parser reaches it, decoded by its own `init(from:)` through
/// `JSONValueDecoder` and checked by `PackChecker`, then let go: a large pack is never held as JSON values. A field
/// that cannot be decoded is a fault at its place in the file, and the item is decoded again with that field standing
/// for any value, so that the faults after it are found too. When `"items"` comes before `"kind"` in the file, as
/// quiz writes packs, the items are first only parsed, for syntax, and read once the rest of the file has said their
/// kind.
///
/// The items of API replies are read the same way (`readReply`), by the rules of a reply: its texts are made safe
/// where they meet the terminal, and its quizzes come without their answer.
package final class PackReader {
    /// Whose rules the items are read by: a pack file's, which a person writes and quiz plays and serves, or an API
    /// reply's, which is only decoded.
    enum Rules {
        case packFile
        case reply
    }

    let file: String
    let rules: Rules
    var faults: [PackFault] = []
    private var checker: PackChecker
    /// The kind of the items read as the parser reaches them, once the first one has been offered; nil when they are
    /// kept for the end.
    private var streamedKind: ItemKind?
    private var offeredItems = false
    /// The first `"items"` array of the document when its elements were only parsed for want of a kind: its `[` and
    /// the count of lines there, to read them from once the kind is known.
    private var deferredItems: (open: Int, count: JSONParser.Count)?
    private var shelf = ItemShelf()
    /// The authors of the quizzes read so far, so that the quizzes of one author share it.
    private var authors = QuizAuthors()

    init(file: String, rules: Rules = .packFile, pictures: PictureFolder? = nil) {
        self.file = file
        self.rules = rules
        checker = PackChecker(file: file, reply: rules == .reply, pictures: pictures)
    }

    /// The items of an API reply from `url`: `elements`, each an item of `kind`.
    ///
    /// - Returns: the items, or the first fault, whose `item` numbers the element from 1.
    package static func readReply(_ elements: [JSONValue], kind: ItemKind, url: String) -> Result<PackItems, PackFault>
    {
        let reader = PackReader(file: url, rules: .reply)
        for element in elements {
            reader.readItem(element, kind: kind)
            if let fault = reader.faults.first { return .failure(fault) }
        }
        return .success(reader.shelf.items(of: kind))
    }

    static func read(_ bytes: [UInt8], file: String, pictures: PictureFolder? = nil) throws(PackLoadError) -> Pack {
        try bytes.withUnsafeBufferPointer { (buffer) throws(PackLoadError) -> Pack in
            try read(buffer, file: file, pictures: pictures)
        }
    }

    /// The pack in `bytes`, the contents of `file`.
    ///
    /// - Throws: `PackLoadError` with the syntax error, or with every fault of the pack.
    static func read(_ buffer: UnsafeBufferPointer<UInt8>, file: String, pictures: PictureFolder? = nil)
        throws(PackLoadError) -> Pack
    {
        let reader = PackReader(file: file, pictures: pictures)
        var parser = JSONParser(bytes: buffer)
        parser.itemsReader = { (parser, header) throws(JSONParser.SyntaxError) in
            try reader.readItems(&parser, header: header)
        }
        let pack: Pack?
        do {
            let document = try parser.parseDocument()
            pack = try reader.readPack(document, parser: &parser)
        } catch {
            let fault = PackFault(file: file, position: error.position, message: "syntax error: \(error.message)")
            throw PackLoadError(file: file, faults: [fault])
        }
        guard let pack, reader.faults.isEmpty else { throw PackLoadError(file: file, faults: reader.faults) }
        return pack
    }

    private func report(_ message: String, field: String?, at value: JSONValue) {
        faults.append(PackFault(file: file, position: value.position, field: field, message: message))
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
        // Without a kind, the elements are only parsed now, for a syntax error found in its place in the file, and
        // read at the end. Only the first array of several is ever read then.
        try elements(&parser) { element in
            if let kind = streamedKind { readItem(element, kind: kind) }
        }
        if streamedKind == nil, !header.contains(where: { $0.key == "items" }) { deferredItems = (open, count) }
        return .array([])
    }

    /// Parses the elements of an array from the first one, and its `]`, giving each to `body`.
    private func elements(
        _ parser: inout JSONParser, _ body: (JSONValue) -> Void
    ) throws(JSONParser.SyntaxError) {
        while true {
            parser.skipWhitespace()
            body(try parser.parseValue(depth: 2))
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

    // MARK: The pack

    /// The members of a pack file besides its items.
    private struct Header: Decodable {
        var format: Int
        var name: String
        var title: String
        var language: String
        var kind: String
    }

    private func readPack(_ document: JSONValue, parser: inout JSONParser) throws(JSONParser.SyntaxError) -> Pack? {
        let itemFaults = faults
        faults = []
        guard case .object(let members) = document.content else {
            report(
                "a pack file holds one object {\"format\", \"name\", \"kind\", \"title\", \"language\", \"items\"}, "
                    + "found \(document.typeDescription)", field: nil, at: document)
            return nil
        }
        reportRepeatedKeys(in: document, skipping: ["items"])
        let header = decode(document) { (decoder) throws -> Header in
            let header = try Header(from: decoder)
            if header.format != Pack.format {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: [Field.format],
                        debugDescription:
                            "format \(header.format) is not supported; this version of quiz reads format \(Pack.format)"
                    ))
            }
            return header
        } check: { header, checker, _ in
            checker.checkHeader(name: header.name, title: header.title, language: header.language)
            if checker.checkText(header.kind, field: "kind"), let fault = PackChecker.packKindFault(header.kind) {
                checker.note(fault, field: "kind")
            }
        }
        guard let items = document["items"] else {
            report("missing; this field is required", field: "items", at: document)
            return nil
        }
        guard case .array(let elements) = items.content else {
            report("must be an array of items, found \(items.typeDescription)", field: "items", at: items)
            return nil
        }
        if elements.isEmpty && streamedKind == nil && deferredItems == nil {
            report("is empty; a pack needs at least one item", field: "items", at: items)
        }
        guard let header, let kind = ItemKind(rawValue: header.kind), ItemKind.packKinds.contains(kind) else {
            return nil
        }
        if let deferredItems {
            parser.recount(from: deferredItems.count)
            parser.index = deferredItems.open + 1
            try self.elements(&parser) { readItem($0, kind: kind) }
        } else if streamedKind == nil {
            for element in elements { readItem(element, kind: kind) }
        } else {
            faults += itemFaults
        }
        var pack = Pack(
            name: header.name, title: header.title, language: header.language, items: shelf.items(of: kind),
            extraFields: shelf.extraFields)
        pack.headerExtraFields = ExtraFields(members.filter { !Self.headerFields.contains($0.key) })
        return pack
    }

    private static let headerFields: Set = ["format", "name", "kind", "title", "language", "items"]

    private enum Field: String, CodingKey {
        case format
    }

    // MARK: Items

    /// Decodes the next item and keeps it when it has no fault.
    private func readItem(_ element: JSONValue, kind: ItemKind) {
        shelf.itemCount += 1
        let number = shelf.itemCount
        let reference = PackFault.ItemReference(number: number, id: element["id"]?.integer)
        let before = faults.count
        defer {
            for index in before..<faults.count { faults[index].item = reference }
        }
        guard case .object(let members) = element.content else {
            report("must be an object, found \(element.typeDescription)", field: nil, at: element)
            return
        }
        let repeats = reportRepeatedKeys(in: element)
        let plain = repeats ? nil : try? PlainObject(element).item(of: kind)
        let decoded = decode(element, plain: plain) { (decoder) throws -> PackItems in
            switch kind {
            case .quiz: .quiz([try QuizItem(from: decoder)])
            case .match: .match([try MatchItem(from: decoder)])
            case .book: .book([try BookItem(from: decoder)])
            case .film: .film([try FilmItem(from: decoder)])
            case .choice: .choice([try ChoiceItem(from: decoder)])
            case .fact: .fact([try FactItem(from: decoder)])
            case .mixed, .poll, .slider, .ordering, .pairs, .open: .mixed([try MixedItem(from: decoder)])
            }
        } check: { items, checker, readsID in
            checker.check(items, numberedFrom: number, readsID: readsID)
        }
        guard let decoded, faults.count == before else { return }
        if rules == .packFile, let id = decoded.ids.first {
            var known = ExtraFields.known(for: kind)
            if case .mixed(let items) = decoded, let item = items.first {
                known = known.union(ExtraFields.known(for: item.kind))
            }
            let extra = members.filter { !known.contains($0.key) }
            if !extra.isEmpty { shelf.extraFields[id] = ExtraFields(extra) }
        }
        shelf.append(decoded, authors: &authors)
    }

    /// The value `make` decodes from `value`, checked by `check`, with a fault for each field that cannot be decoded
    /// or breaks a rule, in the order the fields are read. Past a field that cannot be decoded, the value holds a
    /// placeholder; nil when nothing could be decoded. `plain` is the value when it was read without the decoder.
    private func decode<Value>(
        _ value: JSONValue, plain: Value? = nil, _ make: (JSONValueDecoder) throws -> Value,
        check: (Value, inout PackChecker, _ readsID: Bool) -> Void
    ) -> Value? {
        let state = JSONDecodingState()
        var found: [PackFault] = []
        var decoded = plain
        // Each fault masks its field, so that the next decoding goes past it; one more than the fields there are.
        for _ in 0..<(plain == nil ? Self.maximumDecodings : 0) {
            do {
                decoded = try make(JSONValueDecoder(value, state: state))
                break
            } catch {
                guard let (path, fault) = fault(of: error, in: value, state: state) else { break }
                found.append(fault)
                if path.isEmpty { break }
                state.masks.insert(path)
            }
        }
        if let decoded {
            check(decoded, &checker, !state.masks.contains("id"))
            for var fault in checker.takeFaults() where !state.isMasked(fault.field ?? "") {
                fault.position = value.value(atField: fault.field ?? "").position
                found.append(fault)
            }
        }
        guard !found.isEmpty else { return decoded }
        if found.count > 1 {
            // In the order the fields are read: decoded once more, recording that order.
            state.visits = []
            _ = try? make(JSONValueDecoder(value, state: state))
            let order = Dictionary(state.visits!.enumerated().map { ($1, $0) }) { first, _ in first }
            found = found.enumerated().sorted { a, b in
                let (x, y) = (order[a.element.field ?? ""] ?? -1, order[b.element.field ?? ""] ?? -1)
                return x == y ? a.offset < b.offset : x < y
            }.map(\.element)
        }
        faults += found
        return decoded
    }

    private static let maximumDecodings = 64

    /// The fault a decoding error stands for, and the path of its field; nil when it comes from a masked field.
    private func fault(of error: any Error, in value: JSONValue, state: JSONDecodingState) -> (String, PackFault)? {
        let path: [any CodingKey]
        let message: String
        var at: JSONValue
        switch error as? DecodingError {
        case .keyNotFound(let key, let context):
            path = context.codingPath + [key]
            at = value.value(at: context.codingPath)
            message = "missing; this field is required"
        case .typeMismatch(let type, let context):
            path = context.codingPath
            at = value.value(at: path)
            message = "must be \(Self.noun(type)), found \(at.typeDescription)"
        case .dataCorrupted(let context):
            path = context.codingPath
            at = value.value(at: path)
            message = context.debugDescription
        default:
            return nil
        }
        let field = JSONValueDecoder.path(path)
        guard !state.isMasked(field) else { return nil }
        return (
            field, PackFault(file: file, position: at.position, field: field.isEmpty ? nil : field, message: message)
        )
    }

    /// How a fault names what a value of `type` must be.
    private static func noun(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is MediaLink.Type: "a URL string or an object {\"url\": ...}"
        case is [String].Type: "an array of strings"
        case is [BookItem.Answer].Type: "an array of answers"
        case is [Int].Type: "an array of answer numbers"
        case is [NumericAnswer].Type: "an array of one or more numbers to accept"
        default: "an object"
        }
    }

    /// One fault for each key that appears more than once in an object, at its second occurrence; whether there was
    /// any.
    @discardableResult
    private func reportRepeatedKeys(in value: JSONValue, skipping: Set<String> = []) -> Bool {
        guard RepeatedKey.anyIn(value, skipping: skipping) else { return false }
        for repeated in RepeatedKey.all(in: value, skipping: skipping) {
            report(repeated.message, field: repeated.path, at: repeated.second)
        }
        return true
    }
}
