import Foundation

/// Paces the PINs of no room that are tried, for each address and for the whole server, as token buckets: each wrong
/// PIN spends a token of its address's bucket and one of the server's, which fill again at a steady pace; while
/// either is empty, the address's next PIN is refused (`too-many-guesses`) before it is looked at, whether right or
/// wrong. A right PIN spends nothing.
///
/// So a class behind one address (a school's NAT) is held up neither by its right PINs nor, unless it makes 30 typos
/// in a row, by its wrong ones, and then for 2 s, not a minute; and guesses from many addresses share the server's
/// pace of 5 a second, so that finding one of 100 open rooms among 900,000 PINs takes half an hour on average.
public struct GuessLimiter: Sendable {
    public struct Pace: Sendable, Hashable {
        /// The most wrong PINs tried in a burst.
        public var burst: Double
        /// Wrong PINs a second once the burst is spent.
        public var perSecond: Double

        public init(burst: Double, perSecond: Double) {
            self.burst = burst
            self.perSecond = perSecond
        }
    }

    private struct Bucket: Sendable {
        var tokens: Double
        var at: Date

        /// The tokens at `now`, filled at `pace` since `at`.
        func tokens(at now: Date, pace: Pace) -> Double {
            min(pace.burst, tokens + max(0, now.timeIntervalSince(at)) * pace.perSecond)
        }
    }

    public let perAddress: Pace
    public let perServer: Pace
    /// The most addresses remembered: past it, one whose bucket is fullest is forgotten.
    static let capacity = 10_000
    private var addresses: [String: Bucket] = [:]
    private var server: Bucket?

    public init(
        perAddress: Pace = Pace(burst: 30, perSecond: 0.5), perServer: Pace = Pace(burst: 50, perSecond: 5)
    ) {
        self.perAddress = perAddress
        self.perServer = perServer
    }

    /// The seconds `address` must wait before a PIN of it is looked at; nil when one may be now.
    public func wait(for address: String, now: Date) -> Int? {
        let missing = max(
            Self.secondsToOneToken(addresses[address], at: now, pace: perAddress),
            Self.secondsToOneToken(server, at: now, pace: perServer))
        return missing > 0 ? max(1, Int(missing.rounded(.up))) : nil
    }

    /// Counts a PIN of no room from `address`: a token of its bucket and of the server's, which go below none when
    /// several PINs were looked at together.
    public mutating func recordWrongGuess(from address: String, now: Date) {
        server = Bucket(tokens: (server?.tokens(at: now, pace: perServer) ?? perServer.burst) - 1, at: now)
        if addresses[address] == nil, addresses.count >= Self.capacity,
            let fullest = addresses.max(by: {
                $0.value.tokens(at: now, pace: perAddress) < $1.value.tokens(at: now, pace: perAddress)
            })
        {
            addresses[fullest.key] = nil
        }
        let tokens = addresses[address]?.tokens(at: now, pace: perAddress) ?? perAddress.burst
        addresses[address] = Bucket(tokens: tokens - 1, at: now)
    }

    private static func secondsToOneToken(_ bucket: Bucket?, at now: Date, pace: Pace) -> Double {
        guard let bucket else { return 0 }
        return (1 - bucket.tokens(at: now, pace: pace)) / pace.perSecond
    }
}
