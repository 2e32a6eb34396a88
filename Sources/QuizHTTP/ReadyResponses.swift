import Synchronization

/// The answers a server keeps ready to send again: those that `PackAPI` says never change while it runs (a pack's
/// list of items, the list of packs, a picture), by method and request target, so that they are neither routed nor
/// copied again. At most `capacity` of them, so that requests for ever new targets cannot fill the memory.
final class ReadyResponses: Sendable {
    private let entries = Mutex<[String: ServedAnswer]>([:])
    private let capacity: Int

    init(capacity: Int = 1024) {
        self.capacity = capacity
    }

    subscript(key: String) -> ServedAnswer? {
        entries.withLock { $0[key] }
    }

    func keep(_ answer: ServedAnswer, for key: String) {
        entries.withLock { entries in
            if entries.count < capacity { entries[key] = answer }
        }
    }
}
