import Foundation

/// Counts the wrong PINs each address tries, and refuses an address that tried `limit` within `window` seconds until
/// the oldest of them is that old: 10 a minute, so that guessing one of 900,000 PINs takes months.
public struct GuessLimiter: Sendable {
    public let limit: Int
    public let window: TimeInterval
    /// The most addresses remembered; past it the one that guessed longest ago is forgotten.
    public let capacity: Int
    private var guesses: [String: [Date]] = [:]

    public init(limit: Int = 10, window: TimeInterval = 60, capacity: Int = 10_000) {
        self.limit = limit
        self.window = window
        self.capacity = capacity
    }

    /// The seconds `address` must wait before it may try a PIN; nil when it may now.
    public mutating func wait(for address: String, now: Date) -> Int? {
        let recent = (guesses[address] ?? []).filter { now.timeIntervalSince($0) < window }
        guesses[address] = recent.isEmpty ? nil : recent
        guard recent.count >= limit, let oldest = recent.first else { return nil }
        return max(1, Int((window - now.timeIntervalSince(oldest)).rounded(.up)))
    }

    /// Counts a wrong PIN from `address`.
    public mutating func recordWrongGuess(from address: String, now: Date) {
        if guesses[address] == nil, guesses.count >= capacity,
            let stalest = guesses.min(by: { ($0.value.last ?? .distantPast) < ($1.value.last ?? .distantPast) })
        {
            guesses[stalest.key] = nil
        }
        guesses[address, default: []].append(now)
    }
}
