import Foundation

/// What a player thought of one question: a rating from 1 to 5 and, if they wrote one, a text.
public struct Review: Sendable, Hashable, Identifiable {
    public var id: Int64
    public var pack: String
    public var item: Int
    public var rating: Int
    public var text: String
    public var date: Date

    public init(id: Int64, pack: String, item: Int, rating: Int, text: String = "", date: Date) {
        self.id = id
        self.pack = pack
        self.item = item
        self.rating = rating
        self.text = text
        self.date = date
    }
}
