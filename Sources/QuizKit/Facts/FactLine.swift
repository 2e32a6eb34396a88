/// The order in which the facts of each category are shown: the next fact is at the front, and a shown fact goes to
/// the back of its category's line, so that every fact comes round before any comes again.
///
/// The line is kept as fact ids by category, so that it survives a session (see `FactLineStore` in the shell).
/// Facts added to a pack since join the front of the line, in pack order; ids no longer in the pack are dropped.
public struct FactLine: Codable, Sendable, Hashable {
    /// Fact ids by category, the next one first.
    public var lines: [String: [Int]]
    /// The category of the last fact shown at the end of a game, so that the next game ends with another one.
    public var lastCategory: String?

    public init(lines: [String: [Int]] = [:], lastCategory: String? = nil) {
        self.lines = lines
        self.lastCategory = lastCategory
    }

    /// The next fact of `category` among `facts`, which then goes to the back of the line; nil when the category
    /// has no fact.
    public mutating func next(in category: String, of facts: [FactItem]) -> FactItem? {
        let inCategory = facts.filter { $0.category == category }
        guard !inCategory.isEmpty else { return nil }
        let byId = Dictionary(inCategory.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let kept = (lines[category] ?? []).filter { byId[$0] != nil }
        let keptSet = Set(kept)
        var seenNew = Set<Int>()
        let fresh = inCategory.map(\.id).filter { !keptSet.contains($0) && seenNew.insert($0).inserted }
        var line = fresh + kept
        let shown = line.removeFirst()
        line.append(shown)
        lines[category] = line
        return byId[shown]
    }

    /// The category after the last one shown at the end of a game, in the order of `categories`.
    public mutating func nextCategory(among categories: [String]) -> String? {
        guard !categories.isEmpty else { return nil }
        let next =
            lastCategory.flatMap { categories.firstIndex(of: $0) }.map { categories[($0 + 1) % categories.count] }
            ?? categories[0]
        lastCategory = next
        return next
    }
}
