/// The facts of one category of a fact pack, found once for every line of facts that goes through them: their ids
/// in the pack's order, each once, and where each id's first fact is.
public struct FactCategoryIndex: Sendable, Hashable {
    public let category: String
    /// The ids of the category's facts, in the pack's order, each once.
    public private(set) var ids: [Int] = []
    /// The place of each id in `ids`.
    private(set) var places: [Int: Int] = [:]
    /// For each place in `ids`, the index of that id's first fact among the pack's facts.
    private(set) var factIndices: [Int] = []

    init(category: String) {
        self.category = category
    }

    /// The index of every category of `facts`, in one pass.
    public static func byCategory(_ facts: [FactItem]) -> [String: FactCategoryIndex] {
        var indexes: [String: FactCategoryIndex] = [:]
        for index in facts.indices {
            let fact = facts[index]
            indexes[fact.category, default: FactCategoryIndex(category: fact.category)].add(fact.id, at: index)
        }
        return indexes
    }

    private mutating func add(_ id: Int, at index: Int) {
        guard places[id] == nil else { return }
        places[id] = ids.count
        ids.append(id)
        factIndices.append(index)
    }
}
