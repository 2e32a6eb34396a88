/// A pack a complete run made available offline.
public struct SyncedPack: Sendable, Hashable {
    public var name: String
    public var kind: ItemKind
    public var items: Int

    public init(name: String, kind: ItemKind, items: Int) {
        self.name = name
        self.kind = kind
        self.items = items
    }
}
