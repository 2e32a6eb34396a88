import QuizCore

extension PackItems {
    /// The items of `parts` one after another, all of `kind`: a pack's items gathered from the runs they came in.
    static func joined(_ parts: [PackItems], kind: ItemKind) -> PackItems {
        func all<Item>(_ items: (PackItems) -> [Item]?) -> [Item] {
            var joined: [Item] = []
            joined.reserveCapacity(parts.reduce(0) { $0 + $1.count })
            for part in parts { joined += items(part) ?? [] }
            return joined
        }
        switch kind {
        case .quiz: return .quiz(all { if case .quiz(let items) = $0 { items } else { nil } })
        case .match: return .match(all { if case .match(let items) = $0 { items } else { nil } })
        case .book: return .book(all { if case .book(let items) = $0 { items } else { nil } })
        case .film: return .film(all { if case .film(let items) = $0 { items } else { nil } })
        case .choice: return .choice(all { if case .choice(let items) = $0 { items } else { nil } })
        case .fact: return .fact(all { if case .fact(let items) = $0 { items } else { nil } })
        case .mixed, .poll, .slider, .ordering, .pairs, .open:
            return .mixed(all { if case .mixed(let items) = $0 { items } else { nil } })
        }
    }
}
