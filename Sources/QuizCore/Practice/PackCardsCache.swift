import Synchronization

/// The cards of a pack, computed once for every queue built over the pack until its items change, since folding the
/// words of every question into its identity is most of a queue's work.
final class PackCardsCache: Sendable {
    private let made = Mutex<PackCards?>(nil)

    func cards(of pack: Pack) -> PackCards {
        if let kept = made.withLock({ $0 }) { return kept }
        let cards = PackCards(of: pack)
        made.withLock { $0 = cards }
        return cards
    }
}
