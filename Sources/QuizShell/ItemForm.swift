import QuizCore
import QuizPacks

/// A form of the editing or review commands, filled in a line at a time until it is saved or cancelled: while one is
/// open, every line typed is its answer, an empty one keeping the value offered.
enum ShellForm: Sendable {
    case item(ItemForm)
    /// `delete N`, waiting for yes or no.
    case deletion(pack: Pack, id: Int, number: Int)
    /// `forget PACK`, waiting for yes or no.
    case forgetting(pack: String)
    case review(ReviewForm)
}

/// `add` or `edit N`: the fields of an item of the pack's kind, asked in turn.
struct ItemForm: Sendable {
    enum Purpose: Sendable, Hashable {
        case add
        case edit(number: Int)
    }

    var purpose: Purpose
    /// The pack as it was when the form began.
    var pack: Pack
    /// The item so far: the item edited, or for `add` one whose fields not yet typed stand in with values of their
    /// kind (`PackItems.blank`).
    var item: PackItem
    /// What an empty line keeps, by field key.
    var defaults: [String: String]
    /// The field asked now.
    var next = 0

    /// The fields of the item's kind, in the order they are asked.
    var fields: [ItemField] { ItemField.fields(of: item.kind) }
    var field: ItemField? { fields.indices.contains(next) ? fields[next] : nil }
}

/// An undoable change: the pack it was made to, the change that takes it back, and what it was, as it was said.
struct UndoStep: Sendable {
    var pack: String
    var edit: PackEdit
    var summary: String
}

/// What `add`, `edit` and `delete` do to an item of a pack.
enum ItemChange: Sendable {
    case added, edited, deleted
}
