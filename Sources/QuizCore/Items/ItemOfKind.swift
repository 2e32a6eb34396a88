/// An item of one kind, as the object of a pack file holds it: an item of a pack of its kind or of a mixed pack.
public protocol ItemOfKind: Codable, Sendable, Hashable, Identifiable<Int> {
    var id: Int { get set }
}
