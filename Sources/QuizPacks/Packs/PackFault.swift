import QuizCore

/// One thing wrong with a pack file, located as precisely as the fault allows.
///
/// Its description reads like a compiler diagnostic:
/// `packs/bad.json:14:17: item 3 (id 7): winner: must be 1 or 2, found 3`.
public struct PackFault: Error, Sendable, Hashable, CustomStringConvertible {
    /// The item a fault belongs to: its 1-based place in `items` and its id when it has a readable one.
    public struct ItemReference: Sendable, Hashable, CustomStringConvertible {
        public var number: Int
        public var id: Int?

        public var description: String { id.map { "item \(number) (id \($0))" } ?? "item \(number)" }
    }

    public var file: String
    public var position: TextPosition?
    public var item: ItemReference?
    /// The field path inside the item (or the pack), such as `answer2.photo`.
    public var field: String?
    public var message: String

    public var description: String {
        var text = file
        if let position { text += ":\(position)" }
        text += ": "
        if let item { text += "\(item): " }
        if let field { text += "\(field): " }
        return text + message
    }
}

/// A pack file that could not be loaded, with every fault found in it.
public struct PackLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var faults: [PackFault]

    public var description: String { faults.map(\.description).joined(separator: "\n") }
}

extension PackLoadError {
    /// The error of one fault of a whole file, such as one that cannot be read.
    init(file: String, _ message: String, field: String? = nil) {
        self.init(file: file, faults: [PackFault(file: file, field: field, message: message)])
    }

    /// The error of a pack file named like the pack of an earlier file of its folder, which is the one played.
    static func sameName(_ name: String, file: String, earlier: String) -> PackLoadError {
        PackLoadError(
            file: file, "\"\(name)\" is also the name of \(earlier), the one played; names must be unique in a folder",
            field: "name")
    }
}
