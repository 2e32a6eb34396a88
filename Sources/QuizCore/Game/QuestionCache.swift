import Synchronization

/// The questions made of a pack's items, kept by index for the next games of the pack: making a question makes its
/// texts safe for the terminal, which every game of ten questions paid for again.
final class QuestionCache: Sendable {
    private let made = Mutex<[Int: Question]>([:])

    func question(at index: Int, in items: PackItems) -> Question? {
        if let kept = made.withLock({ $0[index] }) { return kept }
        guard let question = Question.at(index, in: items) else { return nil }
        made.withLock { $0[index] = question }
        return question
    }
}
