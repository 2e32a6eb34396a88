import Synchronization

/// A named, typed set of items: one pack file, or one question set downloaded from an API.
public struct Pack: Sendable, Hashable, Identifiable {
    /// The pack file format this version reads and writes.
    public static let format = 1

    public var name: String
    public var title: String
    public var language: String
    public var items: PackItems {
        didSet { caches = Caches() }
    }
    /// The members of the items that quiz does not read, by item id, as the pack file has them.
    public var extraFields: [Int: ExtraFields]
    /// The members of the pack file's object that quiz does not read, such as an `"edition"`, as the file has them.
    public var headerExtraFields = ExtraFields([])
    /// What is made of the items, shared by the copies of this pack until its items change.
    private var caches = Caches()

    /// The questions of the items played so far, kept by index for the next games of the pack (making a question
    /// makes its texts safe for the terminal, which every game of ten questions paid for again), and their cards'
    /// identities (folding the words of every question into its identity is most of a practice queue's work). No
    /// part of the pack's equality or hash.
    private final class Caches: Sendable, Hashable {
        let questions = Mutex<[Int: Question]>([:])
        let cards = Mutex<PackCards?>(nil)

        static func == (lhs: Caches, rhs: Caches) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }

    public init(
        name: String, title: String, language: String, items: PackItems, extraFields: [Int: ExtraFields] = [:]
    ) {
        self.name = name
        self.title = title
        self.language = language
        self.items = items
        self.extraFields = extraFields
    }

    /// The question of the item at `index`, made once for all the games of this pack; nil for a fact.
    public func question(at index: Int) -> Question? {
        if let kept = caches.questions.withLock({ $0[index] }) { return kept }
        guard let question = items.questionItem(at: index).map(Question.init) else { return nil }
        caches.questions.withLock { $0[index] = question }
        return question
    }

    /// Each card of practice once, with its first item's index; made once for the pack's copies until its items change.
    public var cards: PackCards {
        if let kept = caches.cards.withLock({ $0 }) { return kept }
        let cards = PackCards(of: self)
        caches.cards.withLock { $0 = cards }
        return cards
    }

    public var id: String { name }
    public var kind: ItemKind { items.kind }
    public var count: Int { items.count }

    /// The kinds of item the pack holds, in `ItemKind`'s order: its kind, or those of a mixed pack's items.
    public var itemKinds: [ItemKind] {
        guard case .mixed(let items) = items else { return [kind] }
        let present = Set(items.map(\.kind))
        return MixedItem.kinds.filter(present.contains)
    }
}

/// The items of a pack, all of one kind, or of several kinds in the pack's order (`mixed`).
public enum PackItems: Sendable, Hashable {
    case quiz([QuizItem])
    case match([MatchItem])
    case book([BookItem])
    case film([FilmItem])
    case choice([ChoiceItem])
    case fact([FactItem])
    case mixed([MixedItem])

    public var kind: ItemKind {
        switch self {
        case .quiz: .quiz
        case .match: .match
        case .book: .book
        case .film: .film
        case .choice: .choice
        case .fact: .fact
        case .mixed: .mixed
        }
    }

    public var count: Int { elements.count }

    /// The ids of the items, in the pack's order.
    public var ids: [Int] { elements.map { $0.id } }
}

extension PackItems {
    /// The items of `kind` alone, in their order: all of them when they are of that kind, those of a mixed pack's
    /// that are (still a mixed pack's items for the kinds only a mixed pack holds), or none.
    public func ofKind(_ kind: ItemKind) -> PackItems {
        guard case .mixed(let items) = self, kind != .mixed else {
            return self.kind == kind ? self : .empty(kind)
        }
        let ofKind = items.filter { $0.kind == kind }
        guard ItemKind.packKinds.contains(kind) else { return .mixed(ofKind) }
        func unwrapped<Items: ItemArray>(_: Items) -> PackItems {
            Items.Element.pack(ofKind.compactMap { $0.item as? Items.Element })
        }
        return unwrapped(PackItems.empty(kind).elements)
    }

    public static func empty(_ kind: ItemKind) -> PackItems {
        switch kind {
        case .quiz: .quiz([])
        case .match: .match([])
        case .book: .book([])
        case .film: .film([])
        case .choice: .choice([])
        case .fact: .fact([])
        case .mixed, .poll, .slider, .ordering, .pairs, .open: .mixed([])
        }
    }

    /// The same kind of items holding only the item at `index`.
    public func only(at index: Int) -> PackItems { only(at: index..<index + 1) }

    /// The same kind of items holding only those at `indices`, in that order.
    public func only(at indices: some Sequence<Int>) -> PackItems {
        func only<Items: ItemArray>(_ items: Items) -> PackItems { Items.Element.pack(indices.map { items[$0] }) }
        return only(elements)
    }
}
