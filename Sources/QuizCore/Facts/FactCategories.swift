/// The categories of a set of facts, in the order they first appear, with how many facts each has.
public struct FactCategories: Sendable, Hashable {
    public struct Category: Sendable, Hashable {
        public var name: String
        public var count: Int
    }

    public var counts: [Category]

    public init(_ facts: [FactItem]) {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for fact in facts {
            if counts[fact.category] == nil { order.append(fact.category) }
            counts[fact.category, default: 0] += 1
        }
        self.counts = order.map { Category(name: $0, count: counts[$0] ?? 0) }
    }

    public var names: [String] { counts.map(\.name) }

    /// The category that `typed` names: exactly, or ignoring case and accents (`educacion` is `educación`).
    public func named(_ typed: String) -> String? {
        if let exact = names.first(where: { $0 == typed }) { return exact }
        let folded = TextMatching.folded(typed)
        return names.first { TextMatching.folded($0) == folded }
    }
}
