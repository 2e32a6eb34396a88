import Synchronization

/// The cards of a pack, computed once for every queue built over the pack until its items change: folding the words
/// of 100,000 questions into their identities took 1 to 1.35 s of each queue (`Scripts/bench practice`).
final class PackCardsCache: Sendable {
    private let made = Mutex<PackCards?>(nil)

    func cards(of pack: Pack) -> PackCards {
        if let kept = made.withLock({ $0 }) { return kept }
        let cards = PackCards(of: pack)
        made.withLock { $0 = cards }
        return cards
    }
}
