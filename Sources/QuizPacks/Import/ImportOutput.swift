import QuizCore

/// Where `PackImporter` puts the pack it makes, a run of items at a time as the files are read.
public protocol ImportOutput {
    /// Starts the pack, or starts it over, dropping the items given before: its name, title, language and kind,
    /// without items. A file whose first questions are of one kind and whose later ones are not is made again as
    /// a `mixed` pack.
    mutating func start(_ pack: Pack)
    /// The next items of the pack, of its kind, in order.
    mutating func append(_ items: PackItems)
    /// The pack is whole.
    mutating func finish()
}

/// The pack an import makes, in memory.
public struct CollectedPack: ImportOutput {
    private var header: Pack?
    private var parts: [PackItems] = []

    public init() {}

    /// The pack, once started.
    public var pack: Pack? {
        guard var pack = header else { return nil }
        pack.items = .joined(parts, kind: pack.kind)
        return pack
    }

    public mutating func start(_ pack: Pack) {
        header = pack
        parts = []
    }

    public mutating func append(_ items: PackItems) { parts.append(items) }

    public mutating func finish() {}
}
