import Foundation

/// The cards a practice session asks, in order: the cards due, the longest due first, then cards never reviewed, in
/// the order of their packs, up to the day's limit of new cards.
///
/// A card whose item is no longer in its pack (the pack was deleted, or the item's answer changed) is not asked; its
/// schedule and log stay until the player forgets the pack.
public struct PracticeQueue: Sendable {
    /// One card to ask: the item at `index` of `pack`, and its schedule, nil when it was never reviewed.
    public struct Entry: Sendable, Hashable {
        public var pack: String
        public var index: Int
        public var id: String
        public var card: Card?

        public init(pack: String, index: Int, id: String, card: Card?) {
            self.pack = pack
            self.index = index
            self.id = id
            self.card = card
        }
    }

    public private(set) var entries: [Entry] = []
    /// The earliest due date of a card that is not due yet; nil when there is none.
    public private(set) var nextDue: Date?
    /// The cards of these packs that were reviewed before, asked or not.
    public private(set) var known: [Entry] = []

    /// The queue of `packs` at `date`, given their `cards`, with at most `newCards` cards never reviewed.
    public init(packs: [Pack], cards: [PracticeCard], at date: Date, newCards: Int) {
        let cardsByID = Dictionary(
            cards.map { ("\($0.pack)/\($0.id)", $0.card) }, uniquingKeysWith: { first, _ in first })
        var due: [Entry] = []
        var new: [Entry] = []
        for pack in packs {
            for (id, index) in pack.cards.cards {
                guard let card = cardsByID["\(pack.name)/\(id)"] else {
                    if new.count < newCards { new.append(Entry(pack: pack.name, index: index, id: id, card: nil)) }
                    continue
                }
                let entry = Entry(pack: pack.name, index: index, id: id, card: card)
                known.append(entry)
                if card.due <= date {
                    due.append(entry)
                } else if nextDue.map({ card.due < $0 }) ?? true {
                    nextDue = card.due
                }
            }
        }
        due.sort { ($0.card?.due ?? date, $0.pack, $0.index) < ($1.card?.due ?? date, $1.pack, $1.index) }
        entries = due + new
    }

    /// The queue of `packs` at `date` as `records` give it, with at most `newCards` cards never reviewed: the cards due
    /// come from the records in the order of their due dates, and a pack's reviewed cards are read only while new cards
    /// are wanted, so that the schedules of the cards not due are never read. `known` stays empty: cram and stats read
    /// every card.
    public init(packs: [Pack], records: any PracticeRecords, at date: Date, newCards: Int) throws {
        var indices: [String: [String: Int]] = [:]
        var items: [(pack: String, cards: PackCards)] = []
        for pack in packs where indices[pack.name] == nil {
            let cards = pack.cards
            indices[pack.name] = cards.indices
            items.append((pack.name, cards))
        }
        let names = items.map(\.pack)
        let due = try records.dueCards(packs: names, at: date).compactMap { card in
            indices[card.pack]?[card.id].map { Entry(pack: card.pack, index: $0, id: card.id, card: card.card) }
        }
        entries = due.sorted {
            ($0.card?.due ?? date, $0.pack, $0.index) < ($1.card?.due ?? date, $1.pack, $1.index)
        }
        nextDue = try records.firstDue(packs: names, after: date) { indices[$0.pack]?[$0.id] != nil }
        var new: [Entry] = []
        for (pack, cards) in items where new.count < newCards {
            // Both in the order of their keys: one walk marks the items reviewed.
            let sorted = cards.byKey
            var reviewed = [Bool](repeating: false, count: (cards.cards.last?.index ?? -1) + 1)
            var next = sorted.startIndex
            try records.forEachReviewedCard(of: pack) { key in
                while next < sorted.endIndex, sorted[next].key < key { next += 1 }
                if next < sorted.endIndex, sorted[next].key == key { reviewed[sorted[next].index] = true }
            }
            for item in cards.cards where !reviewed[item.index] {
                new.append(Entry(pack: pack, index: item.index, id: item.id, card: nil))
                if new.count == newCards { break }
            }
        }
        entries += new
    }

    /// The cards already reviewed, those least likely to be recalled at `date` first, then the least stable (of
    /// cards reviewed the same day, one rated Again before one rated Good): what `cram` asks.
    public func cramming(at date: Date, by scheduler: Scheduler) -> [Entry] {
        known.map { entry in
            let recall = entry.card.map { scheduler.retrievability(of: $0, at: date) } ?? 0
            return (entry, recall, entry.card?.memory?.stability ?? 0)
        }
        .sorted { ($0.1, $0.2, $0.0.pack, $0.0.index) < ($1.1, $1.2, $1.0.pack, $1.0.index) }
        .map(\.0)
    }
}
