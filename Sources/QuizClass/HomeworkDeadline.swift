import Foundation

/// A homework room's deadline as a teacher types it: `2026-12-01` (the end of that day, 23:59:59),
/// `2026-12-01T18:00` or `2026-12-01 18:00` in the given time zone, an ISO 8601 date-time with its offset
/// (`2026-12-01T18:00:00Z`, `2026-12-01T18:00+01:00`), or a time from now: `+2d`, `+36h`, `+90m`.
public enum HomeworkDeadline {
    /// What was typed is none of the forms read.
    public struct Unreadable: Error, Sendable, Hashable, CustomStringConvertible {
        public var typed: String

        public var description: String {
            "\"\(typed)\" is not a deadline: give a date (2026-12-01, the end of that day), a date and time "
                + "(2026-12-01T18:00, in this machine's time zone, or with its offset: 2026-12-01T18:00+01:00), or a "
                + "time from now (+2d, +36h, +90m)"
        }
    }

    public static func parse(_ typed: String, now: Date, zone: TimeZone) throws(Unreadable) -> Date {
        let text = typed.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("+") {
            let seconds = ["d": 86_400, "h": 3_600, "m": 60]
            guard let unit = text.last.flatMap({ seconds[String($0)] }), let amount = Int(text.dropFirst().dropLast()),
                amount > 0, amount < 100_000
            else { throw Unreadable(typed: typed) }
            return now.addingTimeInterval(TimeInterval(amount * unit))
        }
        if let date = try? Date(text, strategy: .iso8601) { return date }
        let parts = text.split(whereSeparator: { $0 == "T" || $0 == " " }).map(String.init)
        let day = parts.first?.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) } ?? []
        guard (1...2).contains(parts.count), day.count == 3, let year = day[0], let month = day[1], let date = day[2],
            parts[0].count == 10
        else { throw Unreadable(typed: typed) }
        var components = DateComponents(year: year, month: month, day: date, hour: 23, minute: 59, second: 59)
        if parts.count == 2 {
            let time = parts[1].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            guard (2...3).contains(time.count), let hour = time[0], let minute = time[1], (0...23).contains(hour),
                (0...59).contains(minute)
            else { throw Unreadable(typed: typed) }
            components.hour = hour
            components.minute = minute
            components.second = time.count == 3 ? (time[2] ?? -1) : 0
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        guard components.isValidDate(in: calendar), let result = calendar.date(from: components) else {
            throw Unreadable(typed: typed)
        }
        return result
    }
}
