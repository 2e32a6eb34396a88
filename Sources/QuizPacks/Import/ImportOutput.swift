import QuizCore

/// Where `PackImporter` puts the pack it makes, a run of items at a time as the files are read.
public protocol ImportOutput {
    /// Starts the pack, or starts it over, dropping the items given before: its name, title, language and kind,
    /// without items. A file whose first questions are of one kind and whose later ones are not is made again as
    /// a `mixed` pack.
    mutating func start(_ pack: Pack)
    /// The next items of the pack, of its kind, in order.
    mutating func append(_ items: PackItems)
    /// The next items, with the file and line of the question each was made of, for its faults to name.
    mutating func append(_ items: PackItems, from places: [(file: String, line: Int)])
    /// The pack is whole.
    mutating func finish()
}

extension ImportOutput {
    public mutating func append(_ items: PackItems, from places: [(file: String, line: Int)]) { append(items) }
}
