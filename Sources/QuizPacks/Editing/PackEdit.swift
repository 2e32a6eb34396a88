import Foundation
import QuizCore

/// One change to a pack's items, each item given as the JSON object a pack file holds, so that members quiz does
/// not read travel with it.
public enum PackEdit: Sendable, Hashable {
    /// Adds an item; it takes the next free id, and goes at `index` when given (undoing a deletion), else last.
    case insert(item: Data, at: Int?)
    /// Puts an item in the place of the one with its id.
    case replace(id: Int, item: Data)
    /// Removes the item with this id; with `dropsEmptyPack`, a pack left with no item is removed from the user's
    /// folder (undoing the first addition to a new pack) instead of being refused.
    case remove(id: Int, dropsEmptyPack: Bool)
    /// Puts back the whole file as it was (undoing `revert`).
    case restore(file: Data)
}

/// What saving a change gave: the pack as saved (nil when it was removed), where it went, and the change that takes
/// it back.
public struct SavedEdit: Sendable {
    public var pack: Pack?
    public var file: URL
    public var undo: PackEdit
    /// The id of the item added, replaced or removed.
    public var itemID: Int?
    /// Whether this change made the user's copy of a pack found in another folder.
    public var madeCopy = false
}

extension PackItems {
    /// The ids of the items, in the pack's order.
    public var ids: [Int] {
        switch self {
        case .quiz(let items): items.map(\.id)
        case .match(let items): items.map(\.id)
        case .book(let items): items.map(\.id)
        case .film(let items): items.map(\.id)
        case .choice(let items): items.map(\.id)
        case .fact(let items): items.map(\.id)
        case .mixed(let items): items.map(\.id)
        }
    }
}

extension Pack {
    /// The item at `index` as the JSON object its pack file holds, members quiz does not read included.
    public func itemObject(at index: Int) -> Data? {
        guard index >= 0, index < count else { return nil }
        var alone = self
        alone.items = items.only(at: index)
        guard let data = try? JSONEncoder().encode(alone), let document = try? JSONParser.parse(Array(data)),
            case .array(let items)? = document["items"]?.content, let item = items.first
        else { return nil }
        return try? JSONEncoder().encode(item)
    }
}

extension PackItems {
    /// The same kind of items, only those whose id `keep` admits.
    public func keeping(_ keep: (Int) -> Bool) -> PackItems {
        switch self {
        case .quiz(let items): .quiz(items.filter { keep($0.id) })
        case .match(let items): .match(items.filter { keep($0.id) })
        case .book(let items): .book(items.filter { keep($0.id) })
        case .film(let items): .film(items.filter { keep($0.id) })
        case .choice(let items): .choice(items.filter { keep($0.id) })
        case .fact(let items): .fact(items.filter { keep($0.id) })
        case .mixed(let items): .mixed(items.filter { keep($0.id) })
        }
    }
}
