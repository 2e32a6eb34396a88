/// The type of the items one of `PackItems`' cases holds an array of: an item of one kind, or a mixed pack's item.
public protocol PackElement: Codable, Sendable, Hashable, Identifiable<Int> {
    /// The items of a pack holding `items`.
    static func pack(_ items: [Self]) -> PackItems
}

/// The items of a pack as an array of their own type (`PackItems.elements`): a generic function of
/// `some ItemArray` does the same with the items of every kind.
public protocol ItemArray: RandomAccessCollection, Encodable where Element: PackElement, Index == Int {}

extension Array: ItemArray where Element: PackElement {}

extension QuizItem: PackElement { public static func pack(_ items: [Self]) -> PackItems { .quiz(items) } }
extension MatchItem: PackElement { public static func pack(_ items: [Self]) -> PackItems { .match(items) } }
extension BookItem: PackElement { public static func pack(_ items: [Self]) -> PackItems { .book(items) } }
extension FilmItem: PackElement { public static func pack(_ items: [Self]) -> PackItems { .film(items) } }
extension ChoiceItem: PackElement { public static func pack(_ items: [Self]) -> PackItems { .choice(items) } }
extension FactItem: PackElement { public static func pack(_ items: [Self]) -> PackItems { .fact(items) } }
extension MixedItem: PackElement { public static func pack(_ items: [Self]) -> PackItems { .mixed(items) } }

extension PackItems {
    /// The items as the array the case holds, for code written once for every kind; not for a path taken for each
    /// item of a game or of a load, where a switch keeps the items' types known.
    public var elements: any ItemArray {
        switch self {
        case .quiz(let items): items
        case .match(let items): items
        case .book(let items): items
        case .film(let items): items
        case .choice(let items): items
        case .fact(let items): items
        case .mixed(let items): items
        }
    }
}
