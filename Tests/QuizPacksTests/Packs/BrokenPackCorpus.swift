import Foundation

@testable import QuizCore
@testable import QuizPacks

/// A JSON document as the corpus writes it: members in the order given, strings escaped as Python's `json.dump`
/// escapes them with `ensure_ascii=False`, and raw text or bytes where a case needs JSON that is not valid.
indirect enum CorpusJSON {
    case raw(String)
    case bytes([UInt8])
    case string(String)
    case array([CorpusJSON])
    case object([(String, CorpusJSON)])

    enum Style: String, CaseIterable {
        /// One line without spaces, as `json.dump(separators=(",", ":"))` writes it.
        case min
        /// Indented by two spaces, as `json.dump(indent=2)` writes it.
        case pretty
    }

    /// The text, written as at `depth` in a document.
    func bytes(_ style: Style, depth: Int = 0) -> [UInt8] {
        var output: [UInt8] = []
        write(to: &output, style: style, depth: depth)
        return output
    }

    private func write(to output: inout [UInt8], style: Style, depth: Int) {
        switch self {
        case .raw(let text): output += Array(text.utf8)
        case .bytes(let bytes): output += bytes
        case .string(let text): Self.write(text, to: &output)
        case .array(let values):
            output.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.indent(&output, style, depth + 1)
                value.write(to: &output, style: style, depth: depth + 1)
            }
            if !values.isEmpty { Self.indent(&output, style, depth) }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.indent(&output, style, depth + 1)
                Self.write(member.0, to: &output)
                output += Array((style == .min ? ":" : ": ").utf8)
                member.1.write(to: &output, style: style, depth: depth + 1)
            }
            if !members.isEmpty { Self.indent(&output, style, depth) }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func indent(_ output: inout [UInt8], _ style: Style, _ depth: Int) {
        guard style == .pretty else { return }
        output.append(UInt8(ascii: "\n"))
        output += repeatElement(UInt8(ascii: " "), count: 2 * depth)
    }

    private static func write(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += Array(#"\""#.utf8)
            case UInt8(ascii: "\\"): output += Array(#"\\"#.utf8)
            case 0x0A: output += Array(#"\n"#.utf8)
            case 0x0D: output += Array(#"\r"#.utf8)
            case 0x09: output += Array(#"\t"#.utf8)
            case 0x08: output += Array(#"\b"#.utf8)
            case 0x0C: output += Array(#"\f"#.utf8)
            case ..<0x20: output += Array(String(format: "\\u%04x", byte).utf8)
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The document with the value at `path` (member names, or array indices as numbers) replaced, or removed when
    /// `value` is nil; a missing member is added at the end of its object.
    func setting(_ path: ArraySlice<String>, to value: CorpusJSON?) -> CorpusJSON {
        guard let first = path.first else { return value ?? self }
        switch self {
        case .object(var members):
            if let index = members.firstIndex(where: { $0.0 == first }) {
                if path.count == 1, value == nil {
                    members.remove(at: index)
                } else {
                    members[index].1 = members[index].1.setting(path.dropFirst(), to: value)
                }
            } else if path.count == 1, let value {
                members.append((first, value))
            }
            return .object(members)
        case .array(var values):
            guard let index = Int(first), values.indices.contains(index) else { return self }
            if path.count == 1, value == nil {
                values.remove(at: index)
            } else {
                values[index] = values[index].setting(path.dropFirst(), to: value)
            }
            return .array(values)
        default:
            return self
        }
    }

    func setting(_ path: String, to value: CorpusJSON?) -> CorpusJSON {
        setting(ArraySlice(path.split(separator: ".").map(String.init)), to: value)
    }

    /// The object with its member `key` written a second time, right after the first.
    func repeating(_ key: String) -> CorpusJSON {
        guard case .object(var members) = self, let index = members.firstIndex(where: { $0.0 == key }) else {
            return self
        }
        members.insert(members[index], at: index + 1)
        return .object(members)
    }
}

extension CorpusJSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
    typealias ArrayLiteralElement = CorpusJSON

    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .raw(String(value)) }
    init(booleanLiteral value: Bool) { self = .raw(value ? "true" : "false") }
    init(arrayLiteral elements: CorpusJSON...) { self = .array(elements) }
    init(nilLiteral: ()) { self = .raw("null") }
}

/// Pack files with faults of every kind, and good ones beside them, each written minified and pretty-printed: what
/// the reader must say of each is recorded in `BrokenPackGolden.swift`.
enum BrokenPackCorpus {
    struct Case: Sendable {
        var name: String
        var bytes: [UInt8]
        /// For a pack of one item per value tried at a field: how to write a pack of some of its items.
        var subset: (@Sendable (_ items: [Int]) -> [UInt8])?
        /// How many items that pack has.
        var items = 0
    }

    static func header(_ kind: String, items: CorpusJSON, itemsFirst: Bool = false) -> CorpusJSON {
        let fields: [(String, CorpusJSON)] = [
            ("format", 1), ("name", "p"), ("kind", .string(kind)), ("title", "Título"), ("language", "es"),
        ]
        return .object(itemsFirst ? [("items", items)] + fields : fields + [("items", items)])
    }

    // MARK: Items

    static let items: [(kind: String, item: CorpusJSON)] = [
        (
            "quiz",
            .object([
                ("id", 1), ("question", "¿Cuál es la capital de Francia?\nPiénsalo"), ("answer", "París"),
                (
                    "author",
                    .object([
                        ("id", 3), ("isAdmin", false), ("username", "ana"), ("profileName", "Ana María"),
                        ("accountTypeId", 1), ("profileId", nil),
                        (
                            "photo",
                            .object([("filename", "a.png"), ("mime", "image/png"), ("url", "https://x.test/a.png")])
                        ),
                    ])
                ),
                ("attachment", "https://x.test/b.jpg"), ("favourite", true), ("tips", ["Europa", "Sena"]),
                ("alternatives", ["Paris"]), ("nivel", .object([("n", 1), ("tags", ["a", "b"])])),
            ])
        ),
        (
            "match",
            .object([
                ("id", 1), ("phase", "Octavos de final"),
                ("team1", .object([("name", "Países Bajos"), ("flag", "https://flagcdn.com/w320/nl.png")])),
                ("team2", .object([("name", "Estados Unidos"), ("flag", "images/us.png")])), ("winner", 1),
                ("details", "3-1"), ("stadium", "Khalifa"),
            ])
        ),
        (
            "book",
            .object([
                ("id", 1), ("book", "1984"), ("question", "¿Quién escribió esta novela?"),
                ("answer1", .object([("answer", "George Orwell"), ("photo", "https://covers.test/o.jpg")])),
                ("answer2", .object([("answer", "Aldous Huxley")])), ("solution", 1),
            ])
        ),
        (
            "film",
            .object([
                ("id", 1), ("title", "Película"), ("posterUrl", "https://x.test/p.jpg"),
                ("question", "Se estrenó en 1972"), ("answer", true),
            ])
        ),
        (
            "choice",
            .object([
                ("id", 1), ("category", "Historia"), ("question", "¿En qué año llegó Colón a América?"),
                (
                    "answers",
                    [
                        .object([("answer", "1492"), ("photo", "images/a.png")]), .object([("answer", "1500")]),
                        .object([("answer", "1600")]),
                    ]
                ),
                ("solution", 1),
            ])
        ),
        (
            "fact",
            .object([
                ("id", 1), ("category", "arte"), ("title", "La Gioconda"), ("text", "Dos\nlíneas"),
                ("image", "https://x.test/g.jpg"),
            ])
        ),
    ]

    static func item(_ kind: String) -> CorpusJSON { items.first { $0.kind == kind }!.item }

    /// The values tried at a field, by what the field holds; nil removes the field.
    enum Palette {
        case id, text, url, link, choice, bool, optionalInteger, optionalBool, anyString
        case side(String, String)
        case author, strings, answers, solution, optionalText, extra

        static let wrongTypes: [CorpusJSON?] = [nil, .raw("null"), 7, .raw("1.5"), true, [], .object([])]

        static let texts: [CorpusJSON?] = [
            ["a"], "", "   ", "\u{A0}\u{3000}", "a\u{7}b", "tab\there", "two\nlines", "cr\rx", "\u{200B}zero",
            "rtl\u{202E}x", "del\u{7F}x", "c1\u{85}x", "sep\u{2028}x", "bom\u{FEFF}x", "joiner\u{200D}ok",
            "Ñandú 😀 ok", .raw(#""\u00c9t\u00e9""#), .raw(#""caf\u00e9 \ud83d\ude00""#),
            .raw(#""quote \" slash \/ back \\""#), .raw(#""\u0000""#), .raw(#""\u001b[31m""#),
            .string(String(repeating: "abcdefghij", count: 30)), "  padded  ", "x", "invisible at the end\u{2060}",
            "e\u{301}\u{200E}", "\u{1F1EA}\u{1F1F8} \u{1F469}\u{200D}\u{1F4BB}",
        ]

        static let urls: [CorpusJSON?] = [
            "", " ", "https://flagcdn.com/w320/nl.png", "HTTP://X.TEST", "https://", "http://:80/", "http://h:8a/",
            "http://h:8080/p?q#f", "http://[::1]:8080/p", "http://[::1", "http://[::1]x", "http://user@host/",
            "http://user@/", "ftp://x/y.png", "images/a.png", "a/b/c.JPEG", "../a.png", "/abs.png", "a//b.png",
            "x.txt", "a b.png", "https://x.test/a b", "https://x.test/\u{200B}", "https://x.test/\u{7}",
            "imágenes/a.png", .raw(#""https:\/\/x.test\/a.png""#), "https://x.test/ñ.png", ".png", "a/.png",
            "./a.png",
        ]

        var values: [CorpusJSON?] {
            switch self {
            case .id:
                return [
                    nil, .raw("null"), "1", true, [], .object([]), 0, -5, 42, .raw("42.0"), .raw("43.0"),
                    .raw("4.4e1"), .raw("4500e-2"), .raw("-0"), .raw("1e15"), .raw("999999999999999"),
                    .raw("-999999999999999"), .raw("1234567890123456789"), .raw("46.5"),
                    .raw("47E+0"), .raw("0.0"), .raw("-0.0"), .raw("1e-400"), .raw("48.00000000000001"),
                ]
            case .text:
                return Self.wrongTypes + Self.texts
            case .optionalText:
                return [nil, .raw("null"), 3, .raw("false")] + Self.texts
            case .url:
                return Self.wrongTypes + Self.urls
            case .link:
                let objects: [CorpusJSON?] = [
                    .object([("url", "https://x.test/a.png")]),
                    .object([("url", "https://x.test/a.png"), ("mime", "image/png"), ("filename", "a.png")]),
                    .object([("filename", "a.png"), ("mime", "image/png"), ("url", "images/a.png")]),
                    .object([("url", nil)]), .object([]), .object([("url", "ftp://x")]), .object([("url", "")]),
                    .object([("url", " ")]), .object([("url", "https://x"), ("mime", 3)]),
                    .object([("url", "https://x"), ("mime", "")]),
                    .object([("url", "https://x"), ("mime", nil), ("filename", "a\u{7}")]),
                    .object([("url", "https://x"), ("size", 1)]),
                    .object([("url", "https://x"), ("url", "https://y")]),
                    .object([("url", "https://x"), ("mime", .object([("a", 1), ("a", 2)]))]),
                    ["https://x"], .object([("url", ["https://x"])]), .object([("mime", "image/png")]),
                ]
                return Self.wrongTypes + Self.urls + objects
            case .choice:
                return [
                    nil, .raw("null"), 0, 1, 2, 3, -1, .raw("1.0"), .raw("2e0"), .raw("20e-1"), .raw("1.5"), "1",
                    true, .raw("10000000000000000"), .raw("-0"), [], .object([]), .raw("2.0000000000000001"),
                ]
            case .bool:
                return [nil, .raw("null"), true, false, 0, 1, "true", [], .object([])]
            case .optionalInteger:
                return [nil, .raw("null"), 7, -7, "7", .raw("1.5"), .raw("2.0"), true, [], .raw("1e16"), .raw("1e14")]
            case .optionalBool:
                return [nil, .raw("null"), true, false, 0, "yes", []]
            case .anyString:
                return [nil, .raw("null"), "", " ", "x", 3, "a\u{7}b", "tab\tx", "Ñ", [], .object([]), "\u{200B}"]
            case .side(let text, let link):
                let uno: (String, CorpusJSON) = (text, "Uno")
                let objects: [[(String, CorpusJSON)]] = [
                    [uno], [uno, (link, nil)], [uno, ("extra", 1)], [uno, (text, "Dos")],
                    [(text, ""), (link, "../x.png")], [(link, "images/x.png")], [(text, 1), (link, 2)],
                    [uno, ("extra", .object([("a", 1), ("a", 2)]))], [(link, "images/x.png"), (text, "Dos 😀")],
                ]
                return [nil, .raw("null"), "x", [], .object([])] + objects.map { .object($0) }
            case .author:
                return [
                    nil, .raw("null"), "ana", [], .object([]), .object([("username", "u")]),
                    .object([("username", "u"), ("photo", "images/u.png")]), .object([("username", "u"), ("x", 1)]),
                    .object([("username", "u"), ("username", "v")]), .object([("username", nil)]),
                    .object([("photo", "../u.png"), ("id", "1")]),
                ]
            case .strings:
                return [
                    nil, .raw("null"), [], ["a"], ["a", "b"], ["a", ""], ["a", 1], ["a", nil], "a", .object([]),
                    ["x\ty"], ["  "], [["a"]], ["ok", "x\u{200B}", 3],
                ]
            case .answers:
                let answer: (String) -> CorpusJSON = { .object([("answer", .string($0))]) }
                return [
                    nil, .raw("null"), [], [answer("a")], [answer("a"), answer("b")],
                    .array((1...8).map { answer("r\($0)") }), .array((1...9).map { answer("r\($0)") }),
                    [answer("a"), "b"], [answer(""), answer("b")],
                    [.object([("answer", "a"), ("photo", "../x")]), answer("b")], .object([]),
                    [answer("a"), .object([("answer", "b"), ("x", 1)])],
                    [answer("a"), .object([("answer", "b"), ("answer", "c")])], [answer("a"), .object([])],
                    [answer("a"), .object([("answer", "b"), ("photo", nil)])],
                ]
            case .solution:
                return [nil, .raw("null"), 0, 1, 3, 4, -1, .raw("2.0"), "1", true, .raw("3e0")]
            case .extra:
                return [
                    nil, 1, "x", .raw("null"), true, [], .object([]), .object([("a", 1), ("a", 2)]),
                    [.object([("b", 1), ("b", 2)])], .object([("deep", [[[[1]]]])]), .raw("1.5"), .raw("-0.0"),
                    "ex con ünïcode", .raw(#""\u00e9""#), .object([("n", 1), ("tags", ["a", "b"])]),
                    .raw("12345678901234567890"), .raw("1e300"), .raw("0.1"), "a\u{7}b",
                    .object([("x", .object([("y", 1), ("y", 2), ("y", 3)]))]),
                ]
            }
        }
    }

    static let fields: [String: [(path: String, palette: Palette)]] = [
        "quiz": [
            ("id", .id), ("question", .text), ("answer", .text), ("author", .author), ("author.username", .text),
            ("author.id", .optionalInteger), ("author.isAdmin", .optionalBool), ("author.profileName", .anyString),
            ("author.accountTypeId", .optionalInteger), ("author.profileId", .optionalInteger),
            ("author.photo", .link), ("author.photo.url", .text), ("author.photo.mime", .anyString),
            ("author.photo.filename", .anyString), ("attachment", .link), ("favourite", .optionalBool),
            ("tips", .strings), ("alternatives", .strings), ("nivel", .extra),
        ],
        "match": [
            ("id", .id), ("phase", .text), ("team1", .side("name", "flag")), ("team1.name", .text),
            ("team1.flag", .url), ("team2", .side("name", "flag")), ("team2.name", .text), ("team2.flag", .url),
            ("winner", .choice), ("details", .text), ("stadium", .extra),
        ],
        "book": [
            ("id", .id), ("book", .text), ("question", .text), ("answer1", .side("answer", "photo")),
            ("answer1.answer", .text), ("answer1.photo", .url), ("answer2", .side("answer", "photo")),
            ("answer2.photo", .url), ("solution", .choice), ("extra", .extra),
        ],
        "film": [
            ("id", .id), ("title", .text), ("posterUrl", .url), ("question", .text), ("answer", .bool),
            ("extra", .extra),
        ],
        "choice": [
            ("id", .id), ("category", .optionalText), ("question", .text), ("answers", .answers),
            ("answers.0.answer", .text), ("answers.0.photo", .url), ("answers.2", .side("answer", "photo")),
            ("solution", .solution), ("extra", .extra),
        ],
        "fact": [
            ("id", .id), ("category", .text), ("title", .text), ("text", .text), ("image", .url), ("extra", .extra),
        ],
    ]

    /// For each field of each kind, a pack with one item per value tried there: ids count from 1000, except where
    /// the id is the field tried.
    static func fieldPacks() -> [(name: String, kind: String, elements: [CorpusJSON], itemsFirst: Bool)] {
        var packs: [(String, String, [CorpusJSON], Bool)] = []
        for (kind, base) in items {
            for (path, palette) in fields[kind]! {
                let elements = palette.values.enumerated().map { index, value in
                    let item = base.setting("id", to: .raw(String(1000 + index)))
                    return item.setting(path, to: value)
                }
                packs.append(("\(kind) \(path)", kind, elements, false))
            }
            // Every member of the item written twice, one at a time.
            guard case .object(let members) = base else { continue }
            let repeated = members.enumerated().map { index, member in
                base.setting("id", to: .raw(String(2000 + index))).repeating(member.0)
            }
            packs.append(("\(kind) repeated members", kind, repeated, false))
            // The same items with the header after them, as quiz writes packs (keys in order).
            let first = fields[kind]![1]
            let elements = first.palette.values.enumerated().map { index, value in
                base.setting("id", to: .raw(String(3000 + index))).setting(first.path, to: value)
            }
            packs.append(("\(kind) \(first.path) items first", kind, elements, true))
        }
        return packs
    }

    // MARK: Whole packs

    static func headerPacks() -> [(name: String, document: CorpusJSON)] {
        let film = item("film")
        let items: CorpusJSON = [film, film.setting("id", to: 2)]
        let good = header("film", items: items)
        var packs: [(String, CorpusJSON)] = [
            ("good film", good), ("good items first", header("film", items: items, itemsFirst: true)),
        ]
        for key in ["format", "name", "kind", "title", "language", "items"] {
            packs.append(("header without \(key)", good.setting(key, to: nil)))
            packs.append(("header \(key) repeated", good.repeating(key)))
            for (label, value) in [
                ("null", CorpusJSON.raw("null")), ("number", 2), ("decimal", .raw("1.0")), ("text", "1"),
                ("empty text", ""), ("array", []), ("object", .object([])), ("bad text", "a\u{7}"),
                ("spanish", "Español"), ("kind", "quizz"), ("name", "mi-pack-2"), ("code", "es-419"),
                ("subtag", "en-"), ("long code", "spa"), ("upper", "ES"),
            ] {
                packs.append(("header \(key) \(label)", good.setting(key, to: value)))
            }
        }
        packs += [
            ("kind after items", header("film", items: items, itemsFirst: true)),
            (
                "kind twice, different",
                .object([
                    ("format", 1), ("name", "p"), ("kind", "film"), ("kind", "match"), ("title", "T"),
                    ("language", "es"), ("items", items),
                ])
            ),
            (
                "items twice, first empty",
                .object([
                    ("format", 1), ("name", "p"), ("kind", "film"), ("title", "T"), ("language", "es"),
                    ("items", []), ("items", items),
                ])
            ),
            (
                "items twice, both full",
                .object([
                    ("format", 1), ("name", "p"), ("kind", "film"), ("title", "T"), ("language", "es"),
                    ("items", items), ("items", [film.setting("id", to: 9).setting("answer", to: 3)]),
                ])
            ),
            (
                "items twice before the kind",
                .object([
                    ("items", items), ("items", [film.setting("title", to: "")]), ("format", 1), ("name", "p"),
                    ("kind", "film"), ("title", "T"), ("language", "es"),
                ])
            ),
            (
                "items between header fields",
                .object([
                    ("format", 1), ("name", "p"), ("items", items), ("kind", "film"), ("title", "T"),
                    ("language", "es"),
                ])
            ),
            ("empty items", good.setting("items", to: [])),
            ("empty items, kind unknown", good.setting("items", to: []).setting("kind", to: "x")),
            ("items of an unknown kind", good.setting("kind", to: "pelicula")),
            ("items of a kind that is not text", good.setting("kind", to: 3)),
            ("items of no kind", good.setting("kind", to: nil)),
            ("items that are not objects", good.setting("items", to: [1, "x", nil, [], film])),
            ("top level array", [good]),
            ("top level text", "pack"),
            ("top level number", 1),
            ("empty object", .object([])),
            ("header extra member", good.setting("author", to: "ana")),
            ("header extra repeated", good.setting("x", to: .object([("a", 1), ("a", 2)]))),
            (
                "header extra repeated in items field",
                good.setting("items", to: [film.setting("x", to: .object([("a", 1), ("a", 2)]))])
            ),
            (
                "duplicate ids",
                header("film", items: [film, film, film.setting("id", to: 2), film, film.setting("id", to: 2)])
            ),
            ("duplicate ids with faults", header("film", items: [film.setting("title", to: 1), film, film])),
            (
                "duplicate ids as decimals",
                header("film", items: [film, film.setting("id", to: .raw("1.0")), film.setting("id", to: .raw("1e0"))])
            ),
            (
                "mixed kinds",
                header("film", items: [film, item("match").setting("id", to: 2), item("quiz").setting("id", to: 3)])
            ),
        ]
        for (kind, base) in Self.items {
            packs.append(("good \(kind)", header(kind, items: [base, base.setting("id", to: 2)])))
            packs.append(("\(kind) items of the wrong kind", header(kind == "film" ? "book" : "film", items: [base])))
        }
        return packs
    }

    /// Documents that are not JSON, as a film pack whose second item carries `raw` in its title.
    static func syntaxPacks() -> [(name: String, document: CorpusJSON)] {
        let film = item("film")
        var packs: [(String, CorpusJSON)] = []
        let raws: [(String, CorpusJSON)] = [
            ("leading zero", .raw("01")), ("minus", .raw("-")), ("dot", .raw("1.")), ("exponent", .raw("1e")),
            ("exponent sign", .raw("1e+")), ("negative leading zero", .raw("-01")), ("bare fraction", .raw(".5")),
            ("plus", .raw("+1")), ("out of range", .raw("1e400")), ("negative out of range", .raw("-1e400")),
            ("true", .raw("tru")), ("null", .raw("nul")), ("false", .raw("fals")), ("word", .raw("yes")),
            ("invalid escape", .raw(#""a\x""#)), ("short unicode escape", .raw(#""\u12""#)),
            ("unicode escape not hex", .raw(#""\u12G4""#)), ("lone high surrogate", .raw(#""\ud800""#)),
            ("lone low surrogate", .raw(#""\udc00""#)), ("high surrogate then letter", .raw(#""\ud800\u0041""#)),
            ("high surrogate then text", .raw(#""\ud800x""#)), ("high surrogate then escape", .raw(#""\ud800\n""#)),
            ("two high surrogates", .raw(#""\ud800\ud800""#)), ("escaped nul", .raw(#""a\u0000b""#)),
            ("raw control", .bytes(Array("\"a\u{1}b\"".utf8))), ("raw tab", .bytes(Array("\"a\tb\"".utf8))),
            ("raw newline", .bytes(Array("\"a\nb\"".utf8))), ("raw delete", .bytes(Array("\"a\u{7F}b\"".utf8))),
            ("bad utf-8", .bytes([0x22, 0x61, 0xC3, 0x28, 0x22])),
            ("utf-8 surrogate", .bytes([0x22, 0xED, 0xA0, 0x80, 0x22])),
            ("utf-8 above range", .bytes([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22])),
            ("overlong utf-8", .bytes([0x22, 0xC0, 0x80, 0x22])),
            ("truncated utf-8", .bytes([0x22, 0xE2, 0x82, 0x22])),
            ("utf-8 before escape", .bytes(Array(#""\#u{F1}"#.utf8) + [0xC3] + Array(#"\u00e9""#.utf8))),
            ("continuation byte", .bytes([0x22, 0x80, 0x22])),
            ("bad utf-8 after escape", .bytes(Array(#""\n"#.utf8) + [0xFF, 0x22])),
            ("trailing comma in array", .raw("[1,]")), ("trailing comma in object", .raw(#"{"a":1,}"#)),
            ("missing colon", .raw(#"{"a" 1}"#)), ("missing comma", .raw(#"{"a":1 "b":2}"#)),
            ("lone comma", .raw("{,}")),
            ("leading comma", .raw("[,1]")), ("numeric key", .raw("{1:2}")), ("single quotes", .raw("'a'")),
            ("unclosed array", .raw("[1")), ("unclosed object", .raw(#"{"a":1"#)),
            ("deep", .raw(String(repeating: "[", count: 600) + String(repeating: "]", count: 600))),
            ("deep objects", .raw(String(repeating: #"{"a":"#, count: 600) + "1" + String(repeating: "}", count: 600))),
            ("nested 509", .raw(String(repeating: "[", count: 509) + String(repeating: "]", count: 509))),
            ("nested 510", .raw(String(repeating: "[", count: 510) + String(repeating: "]", count: 510))),
            ("escaped key", .raw(#"{"\u0061":1}"#)), ("key with bad escape", .raw(#"{"\q":1}"#)),
            ("big integer", .raw("123456789012345678901234567890")), ("tiny", .raw("1e-400")),
        ]
        for (label, raw) in raws {
            packs.append(
                ("syntax \(label)", header("film", items: [film, film.setting("id", to: 2).setting("title", to: raw)])))
            packs.append(("syntax \(label) in an extra field", header("film", items: [film.setting("extra", to: raw)])))
        }
        let rawItems: [(String, String)] = [
            ("escaped member name", #"{"id": 1, "ti\u0074le": "T", "question": "Q", "answer": true}"#),
            (
                "escaped member name repeated",
                #"{"id": 1, "title": "T", "question": "Q", "answer": true, "ti\u0074le": "U"}"#
            ),
            ("escaped extra member name", #"{"id": 1, "title": "T", "question": "Q", "answer": true, "ni\u00f1o": 1}"#),
            (
                "extra member names",
                #"{"id": 1, "title": "T", "question": "Q", "answer": true, "ñame": 1, "Title": 2, "": 3}"#
            ),
            ("a member name in capitals", #"{"id": 1, "Title": "T", "question": "Q", "answer": true}"#),
            ("spaces everywhere", " {\t\"id\" :\r\n 1 ,\"title\"\n:\"T\" , \"question\":\"Q\",\"answer\" : true } "),
        ]
        for (label, raw) in rawItems {
            packs.append(("raw \(label)", header("film", items: [.raw(raw), film.setting("id", to: 2)])))
        }
        return packs
    }

    /// Every case: each document in both styles, plus raw files that no style writes.
    static func cases() -> [Case] {
        var cases: [Case] = []
        for (name, kind, elements, itemsFirst) in fieldPacks() {
            for style in CorpusJSON.Style.allCases {
                let pack = { @Sendable (chosen: [CorpusJSON]) in
                    header(kind, items: .array(chosen), itemsFirst: itemsFirst).bytes(style)
                }
                cases.append(
                    Case(
                        name: "\(name) [\(style.rawValue)]", bytes: pack(elements),
                        subset: { chosen in pack(chosen.map { elements[$0] }) }, items: elements.count))
            }
        }
        for (name, document) in headerPacks() + syntaxPacks() {
            for style in CorpusJSON.Style.allCases {
                cases.append(Case(name: "\(name) [\(style.rawValue)]", bytes: document.bytes(style)))
            }
        }
        let good = header("quiz", items: [item("quiz"), item("quiz").setting("id", to: 2)])
        for style in CorpusJSON.Style.allCases {
            let bytes = good.bytes(style)
            cases.append(Case(name: "bom [\(style.rawValue)]", bytes: [0xEF, 0xBB, 0xBF] + bytes))
            cases.append(
                Case(name: "two boms [\(style.rawValue)]", bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + bytes))
            cases.append(
                Case(
                    name: "bom and a fault [\(style.rawValue)]",
                    bytes: [0xEF, 0xBB, 0xBF] + good.setting("items.1.answer", to: "").bytes(style)))
            cases.append(Case(name: "garbage after [\(style.rawValue)]", bytes: bytes + Array(" }".utf8)))
            cases.append(Case(name: "text after [\(style.rawValue)]", bytes: bytes + Array("\nñ".utf8)))
            cases.append(
                Case(
                    name: "crlf [\(style.rawValue)]",
                    bytes: Array(
                        String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8) + [
                            0x0D, 0x0A, 0x78,
                        ]))
            // The file cut short at every seventh byte.
            for end in stride(from: 0, to: bytes.count, by: 7) {
                cases.append(Case(name: "cut at \(end) [\(style.rawValue)]", bytes: Array(bytes[..<end])))
            }
        }
        cases += [
            Case(name: "empty file", bytes: []), Case(name: "only a bom", bytes: [0xEF, 0xBB, 0xBF]),
            Case(name: "only white space", bytes: Array(" \n\t\r\n".utf8)), Case(name: "a nul byte", bytes: [0]),
            Case(name: "half a bom", bytes: [0xEF, 0xBB]),
        ]
        return cases
    }

    // MARK: Large packs

    /// The texts and faults of the items of a large pack: the field that carries each item's own text, and the
    /// fault of each `faultEvery`th item, in turn.
    private static func largeFaults(_ kind: String) -> (text: String, faults: [(String, CorpusJSON?)]) {
        let text = fields[kind]![1].path
        return (
            text,
            [
                (text, ""), ("id", "x"), (text, nil), (text, "a\u{7}"), ("id", 1), (text, 3),
                ("extra", .object([("a", 1), ("a", 2)])),
            ]
        )
    }

    /// A pack of `count` items of `kind`, each the corpus's item with its own id and texts, and every
    /// `faultEvery`th item given a fault that differs from one to the next.
    static func large(_ kind: String, count: Int, faultEvery: Int? = nil, itemsFirst: Bool = false) -> CorpusJSON {
        let (text, faults) = largeFaults(kind)
        var elements: [CorpusJSON] = []
        elements.reserveCapacity(count)
        for id in 1...count {
            var element = item(kind).setting("id", to: .raw(String(id))).setting(text, to: .string("Ñandú \(id) 😀"))
            if let faultEvery, id % faultEvery == 0 {
                let (path, value) = faults[(id / faultEvery) % faults.count]
                element = element.setting(path, to: value)
            }
            elements.append(element)
        }
        return header(kind, items: .array(elements), itemsFirst: itemsFirst)
    }

    /// The text of `large(_:count:faultEvery:itemsFirst:)` in `style`, with the last item changed by `last`:
    /// written from one item's text rather than from each item's value, which costs far more.
    static func largeText(
        _ kind: String, count: Int, style: CorpusJSON.Style, faultEvery: Int? = nil, itemsFirst: Bool = false,
        last: ((CorpusJSON) -> CorpusJSON)? = nil
    ) -> [UInt8] {
        let (text, faults) = largeFaults(kind)
        let template = item(kind).setting("id", to: .raw("\u{1}")).setting(text, to: .raw("\u{2}"))
            .bytes(style, depth: 2)
        let parts = template.split(omittingEmptySubsequences: false) { $0 == 1 || $0 == 2 }
        let holes = template.filter { $0 == 1 || $0 == 2 }
        let separator = Array((style == .min ? "," : ",\n    ").utf8)
        var items: [UInt8] = Array((style == .min ? "[" : "[\n    ").utf8)
        items.reserveCapacity(count * (template.count + 16))
        for id in 1...count {
            if id > 1 { items += separator }
            let faulty = faultEvery.map { id % $0 == 0 } ?? false
            guard !faulty, id < count || last == nil else {
                var element = item(kind).setting("id", to: .raw(String(id)))
                    .setting(text, to: .string("Ñandú \(id) 😀"))
                if faulty, let faultEvery {
                    let (path, value) = faults[(id / faultEvery) % faults.count]
                    element = element.setting(path, to: value)
                }
                if id == count, let last { element = last(element) }
                items += element.bytes(style, depth: 2)
                continue
            }
            for (index, part) in parts.enumerated() {
                items += part
                guard index < holes.count else { continue }
                items += holes[index] == 1 ? Array(String(id).utf8) : Array("\"Ñandú \(id) 😀\"".utf8)
            }
        }
        items += Array((style == .min ? "]" : "\n  ]").utf8)
        let document = header(kind, items: .raw("\u{3}"), itemsFirst: itemsFirst).bytes(style)
        let place = document.firstIndex(of: 3)!
        return Array(document[..<place]) + items + Array(document[(place + 1)...])
    }

    /// The pack with its last `"Paris"` made `"París"` and a bell.
    private static func faultAtTheEnd(_ bytes: [UInt8]) -> [UInt8] {
        var text = String(decoding: bytes, as: UTF8.self)
        let range = text.range(of: "\"Paris\"", options: .backwards)!
        text.replaceSubrange(range, with: #""París\u0007""#)
        return Array(text.utf8)
    }

    static func largeCases() -> [Case] {
        var cases: [Case] = []
        for style in CorpusJSON.Style.allCases {
            for (kind, _) in items {
                cases.append(
                    Case(
                        name: "large \(kind) [\(style.rawValue)]",
                        bytes: largeText(kind, count: 3000, style: style, faultEvery: 211)))
            }
            let matches = largeText("match", count: 8000, style: style, faultEvery: 1009)
            cases.append(Case(name: "large matches [\(style.rawValue)]", bytes: matches))
            cases.append(
                Case(
                    name: "large matches, items first [\(style.rawValue)]",
                    bytes: largeText("match", count: 8000, style: style, faultEvery: 1009, itemsFirst: true)))
            let good = largeText("quiz", count: 5000, style: style)
            cases.append(Case(name: "large good quizzes [\(style.rawValue)]", bytes: good))
            cases.append(Case(name: "large quizzes cut short [\(style.rawValue)]", bytes: Array(good.dropLast(3))))
            cases.append(
                Case(name: "large quizzes with a fault at the end [\(style.rawValue)]", bytes: faultAtTheEnd(good)))
        }
        return cases
    }
}
