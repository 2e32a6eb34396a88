import Foundation
import QuizCore

/// One item of a pack, of the types the game plays, with the members of its JSON object that quiz does not read.
public struct PackItem: Sendable, Hashable {
    /// The item alone, as items of its kind: a mixed pack's item as `.mixed`, keeping its kind and section.
    public var items: PackItems
    public var extraFields: ExtraFields?

    public init(_ items: PackItems, extraFields: ExtraFields? = nil) {
        self.items = items
        self.extraFields = extraFields
    }

    public var id: Int { items.ids[0] }

    /// The item's own kind, which in a mixed pack is not the pack's.
    public var kind: ItemKind {
        guard case .mixed(let items) = items else { return items.kind }
        return items[0].kind
    }
}

/// One change to a pack's items.
public enum PackEdit: Sendable, Hashable {
    /// Adds an item last, with the next free id; at `index`, undoing a deletion, it keeps its id while it is free.
    case insert(item: PackItem, at: Int?)
    /// Puts an item in the place of the one with its id.
    case replace(PackItem)
    /// Removes the item with this id; with `dropsEmptyPack`, a pack left with no item is removed from the user's
    /// folder (undoing the first addition to a new pack) instead of being refused.
    case remove(id: Int, dropsEmptyPack: Bool)
    /// Puts back the whole file as it was (undoing `revert`).
    case restore(file: Data)
}

/// What saving a change gave: the pack as saved (nil when removed), where it went, and the change that takes it back.
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
    /// Lets `change` see and change the item at `index` as the item of its own kind, a mixed pack's item keeping its
    /// kind and section; a change to an item of another type is not kept.
    public mutating func changeItem(at index: Int, _ change: (inout any ItemOfKind) -> Void) {
        func changed<Item>(_ item: Item) -> Item {
            guard var changed = item as? any ItemOfKind else { return item }
            change(&changed)
            return changed as? Item ?? item
        }
        guard case .mixed(var items) = self else {
            func changing<Items: ItemArray>(_ items: Items) -> PackItems {
                var items = Array(items)
                items[index] = changed(items[index])
                return Items.Element.pack(items)
            }
            self = changing(elements)
            return
        }
        switch items[index].content {
        case .quiz(let item): items[index].content = .quiz(changed(item))
        case .match(let item): items[index].content = .match(changed(item))
        case .book(let item): items[index].content = .book(changed(item))
        case .film(let item): items[index].content = .film(changed(item))
        case .choice(let item): items[index].content = .choice(changed(item))
        case .poll(let item): items[index].content = .poll(changed(item))
        case .slider(let item): items[index].content = .slider(changed(item))
        case .ordering(let item): items[index].content = .ordering(changed(item))
        case .pairs(let item): items[index].content = .pairs(changed(item))
        case .open(let item): items[index].content = .open(changed(item))
        }
        self = .mixed(items)
    }
}

extension Pack {
    /// The item at `index`, with the members of its JSON object that quiz does not read.
    public func item(at index: Int) -> PackItem {
        let alone = items.only(at: index)
        return PackItem(alone, extraFields: extraFields[alone.ids[0]])
    }

    /// Puts `item`, of the pack's kind, or nothing in the place of the items in `range`, extra fields and all.
    mutating func replaceItems(_ range: Range<Int>, with item: PackItem?) {
        for id in items.ids[range] { extraFields[id] = nil }
        let parts = [
            items.only(at: 0..<range.lowerBound), item?.items ?? .empty(kind), items.only(at: range.upperBound..<count),
        ]
        items = .joined(parts, kind: kind)
        if let item { extraFields[item.id] = item.extraFields }
    }
}

extension PackItems {
    /// The same kind of items, only those whose id `keep` admits.
    public func keeping(_ keep: (Int) -> Bool) -> PackItems {
        let ids = ids
        return only(at: ids.indices.filter { keep(ids[$0]) })
    }
}
