import Foundation

/// Which games of the history `history` and `stats` look at: of a pack, of a kind, from a day on, up to a day.
public struct HistoryFilter: Sendable, Hashable {
    public var pack: String?
    public var kind: ItemKind?
    /// The first day included, at 00:00 UTC.
    public var since: Date?
    /// The last day included, up to 24:00 UTC.
    public var until: Date?

    /// Reads `pack NAME`, `kind KIND` (a kind a pack may have), `since YYYY-MM-DD` and `until YYYY-MM-DD`, in any order (Spanish
    /// `paquete`, `tipo`, `desde`, `hasta` too); the word that does not fit, when one does not.
    public init(words: [String]) throws(HistoryFilter.BadWord) {
        var index = 0
        while index < words.count {
            let word = words[index].lowercased()
            guard index + 1 < words.count else { throw BadWord(word: words[index]) }
            let value = words[index + 1]
            switch word {
            case "pack", "paquete": pack = value
            case "kind", "tipo":
                guard let found = ItemKind(rawValue: value.lowercased()), ItemKind.packKinds.contains(found) else {
                    throw BadWord(word: value, expected: .kind)
                }
                kind = found
            case "since", "desde":
                guard let day = Self.day(value) else { throw BadWord(word: value, expected: .day) }
                since = day
            case "until", "hasta":
                guard let day = Self.day(value) else { throw BadWord(word: value, expected: .day) }
                until = day.addingTimeInterval(86_400)
            default: throw BadWord(word: words[index])
            }
            index += 2
        }
    }

    public struct BadWord: Error, Sendable, Hashable {
        public var word: String
        /// What the word stands where a filter wants; nil where it is no filter at all.
        public var expected: Expected?

        public enum Expected: Sendable, Hashable {
            case kind, day
        }
    }

    public func admits(_ record: GameRecord) -> Bool {
        (pack == nil || record.pack == pack) && (kind == nil || record.kind == kind)
            && (since.map { record.date >= $0 } ?? true) && (until.map { record.date < $0 } ?? true)
    }

    /// Midnight UTC of a `YYYY-MM-DD` day.
    static func day(_ text: String) -> Date? {
        let parts = text.split(separator: "-").map { Int($0) }
        guard parts.count == 3, let year = parts[0], let month = parts[1], let day = parts[2],
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        // A day the month does not have, such as 2026-02-31, would roll over into the next month.
        guard let date = calendar.date(from: DateComponents(year: year, month: month, day: day)),
            calendar.component(.day, from: date) == day
        else { return nil }
        return date
    }
}
