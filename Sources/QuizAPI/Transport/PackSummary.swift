import QuizCore
import QuizPacks

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

    public var id: String { name }
}
