/// One entry of `GET /packs`: a pack a server holds, without its items.
///
/// `{"name": "mundial-2022", "kind": "match", "title": "Mundial 2022", "language": "es", "count": 16}`
public struct PackSummary: Codable, Sendable, Hashable, Identifiable {
    public var name: String
    public var kind: ItemKind
    public var title: String
    public var language: String
    /// How many items the pack holds.
    public var count: Int

    public init(name: String, kind: ItemKind, title: String, language: String, count: Int) {
        self.name = name
        self.kind = kind
        self.title = title
        self.language = language
        self.count = count
    }

    public init(_ pack: Pack) {
        self.init(name: pack.name, kind: pack.kind, title: pack.title, language: pack.language, count: pack.count)
    }

    public var id: String { name }
}
