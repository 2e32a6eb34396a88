/// What `add`, `edit` and `delete` do to an item of a pack.
enum ItemChange: Sendable {
    case added, edited, deleted
}
