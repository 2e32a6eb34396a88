/// The order in which the facts of each category are shown: the next fact is at the front, and a shown fact goes to
/// the back of its category's line, so that every fact comes round before any comes again.
///
/// The line is kept as fact ids by category, so that it survives a session (see `PlayerRecords`).
/// Facts added to a pack since join the front of the line, in pack order; ids no longer in the pack are dropped.
public struct FactLine: Codable, Sendable, Hashable {
    /// Fact ids by category, the next one first.
    public var lines: [String: [Int]]
    /// The category of the last fact shown at the end of a game, so that the next game ends with another one.
    public var lastCategory: String?

    /// A category whose line is empty is left out: it has no fact to show, as a category with no line.
    public init(lines: [String: [Int]] = [:], lastCategory: String? = nil) {
        self.lines = lines.filter { !$0.value.isEmpty }
        self.lastCategory = lastCategory
    }

    /// The index among the pack's facts of the next fact of the category that `index` was made for, which then
    /// goes to the back of the line; nil when the category has no fact.
    public mutating func next(in index: FactCategoryIndex) -> Int? {
        guard !index.ids.isEmpty else { return nil }
        var isKept = [Bool](repeating: false, count: index.ids.count)
        let kept = (lines[index.category] ?? []).filter { id in
            guard let place = index.places[id] else { return false }
            isKept[place] = true
            return true
        }
        var line = index.ids.indices.filter { !isKept[$0] }.map { index.ids[$0] } + kept
        let shown = line.removeFirst()
        line.append(shown)
        lines[index.category] = line
        return index.factIndices[index.places[shown]!]
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
