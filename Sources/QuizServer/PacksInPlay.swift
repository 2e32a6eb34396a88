import QuizClass
import Synchronization

/// The packs of the class rooms whose game is under way, which the pack routes withhold until it ends: a room's pack
/// holds the solution of the question open, which a student in the room could otherwise read from the same server.
///
/// Asked of the rooms at most once a second, and again at once after this server opens a room; when the rooms'
/// database does not answer, the packs last known stay withheld.
final class PacksInPlay: Sendable {
    private struct Known {
        var names: Set<String> = []
        var asked: ContinuousClock.Instant?
        /// Counts the rooms opened here, so that an answer asked for before an opening is not kept as fresh.
        var openings = 0
    }

    private let hub: RoomHub
    private let known = Mutex(Known())

    init(hub: RoomHub) {
        self.hub = hub
    }

    func contains(_ name: String) async -> Bool {
        let now = ContinuousClock.now
        let (fresh, openings) = known.withLock { known -> (Set<String>?, Int) in
            guard let asked = known.asked, asked.duration(to: now) < .seconds(1) else { return (nil, known.openings) }
            return (known.names, known.openings)
        }
        if let fresh { return fresh.contains(name) }
        let asked = await hub.packsInPlay()
        return known.withLock { known in
            if let asked, known.openings == openings { (known.names, known.asked) = (asked, now) }
            return (asked ?? known.names).contains(name)
        }
    }

    /// A room was opened on this server: the packs in play are asked for again at the next request.
    func roomOpened() {
        known.withLock { known in
            known.asked = nil
            known.openings += 1
        }
    }
}
