import QuizCore

/// A practice session: the packs, the cards to ask in order, and where it is.
struct PracticeRun {
    var packs: [String: Pack]
    var entries: [PracticeQueue.Entry]
    var cramming: Bool
    var kept: [PracticeParameters]
    /// Whether due dates are spread by the cards due on the days ahead (load balance or easy days), and those cards,
    /// counted at the first rating.
    var spreads: Bool
    var load: DueLoad?
    var position = 0
    /// The cards rated Again, asked once due after the rest of the queue.
    var again: [PracticeQueue.Entry] = []
    /// The card on the table, as a game of one question.
    var game: GameSession?
    /// The round answered, until it is rated.
    var answered: Round?
    /// The rating offered while the answered card waits for one.
    var defaultRating: RecallRating?
    /// The cards rated, by pack and id: one rated again and again counts once.
    var reviewed: Set<[String]> = []
}
