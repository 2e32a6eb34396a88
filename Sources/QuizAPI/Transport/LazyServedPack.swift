import QuizCore
import QuizPacks
import Synchronization

/// A pack whose replies are encoded the first time a route asks for them (or when `quiz serve` starts): a shell
/// that loads one pack of many, which it reads without JSON, pays for none.
final class LazyServedPack: Sendable {
    let pack: Pack
    private let shape: MediaShape
    private let encoded = Mutex<ServedPack?>(nil)
    private let plain = Mutex<[QuizItem]?>(nil)

    init(_ pack: Pack, shape: MediaShape) {
        self.pack = pack
        self.shape = shape
    }

    var served: ServedPack {
        encoded.withLock { encoded in
            if let encoded { return encoded }
            let served = ServedPack(pack, shape: shape)
            encoded = served
            return served
        }
    }

    /// The quizzes as a player without favourites receives them, made once without encoding any reply.
    var plainItems: [QuizItem] {
        plain.withLock { plain in
            if let plain { return plain }
            let items = ServedPack.plainItems(of: pack, shape: shape)
            plain = items
            return items
        }
    }
}
