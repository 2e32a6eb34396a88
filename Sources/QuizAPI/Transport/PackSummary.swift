import QuizCore

/// One entry of `GET /packs`: a pack a server holds, without its items.
///
/// `{"name": "mundial-2022", "kind": "match", "title": "Mundial 2022", "language": "es", "count": 16}`
public struct PackSummary: Codable, Sendable, Hashable {
    public var name: String
    public var kind: ItemKind
    public var title: String
    public var language: String
    /// How many items the pack holds.
    public var count: Int
    /// Where the server found the pack: `bundled` (the packs that ship with quiz), `user` (the user's packs
    /// folder) or the name of a folder it was given; absent when it does not say.
    public var origin: String?

    public init(name: String, kind: ItemKind, title: String, language: String, count: Int, origin: String? = nil) {
        self.name = name
        self.kind = kind
        self.title = title
        self.language = language
        self.count = count
        self.origin = origin
    }

    public init(_ pack: Pack, origin: String? = nil) {
        self.init(
            name: pack.name, kind: pack.kind, title: pack.title, language: pack.language, count: pack.count,
            origin: origin)
    }

    /// Decodes a summary whose name is a pack name (`PackName`): a server's name that is not one, such as
    /// `/../../x`, is refused here, before it can reach a file path.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        guard PackName.isValid(name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .name, in: container,
                debugDescription: "\"\(name)\" is not a pack name: lowercase letters, digits and dashes, "
                    + "1 to \(PackName.maximumLength) of them")
        }
        kind = try container.decode(ItemKind.self, forKey: .kind)
        title = try container.decode(String.self, forKey: .title)
        language = try container.decode(String.self, forKey: .language)
        count = try container.decode(Int.self, forKey: .count)
        origin = try container.decodeIfPresent(String.self, forKey: .origin)
    }
}
