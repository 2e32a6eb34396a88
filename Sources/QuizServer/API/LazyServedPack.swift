import QuizCore
import QuizPacks
import Synchronization

/// A pack made ready to serve the first time a route asks for it (or when `quiz serve` starts): a shell that loads
/// one pack of many, which it reads without JSON, pays for none.
final class LazyServedPack: Sendable {
    let pack: Pack
    private let shape: MediaShape
    private let ready = Mutex<ServedPack?>(nil)
    private let pictures = Mutex<Set<String>?>(nil)

    init(_ pack: Pack, shape: MediaShape) {
        self.pack = pack
        self.shape = shape
    }

    var served: ServedPack {
        ready.withLock { ready in
            if let ready { return ready }
            let served = ServedPack(pack, shape: shape)
            ready = served
            return served
        }
    }

    /// The paths beside the pack file that its items name as pictures (`images/ar.png`): the only files of its
    /// folder that `quiz serve` publishes.
    var namedPictures: Set<String> {
        pictures.withLock { pictures in
            if let pictures { return pictures }
            let named = Set(
                Question.all(in: pack.items).flatMap { $0.pictures.map(\.url) }.filter { PicturePath.isValid($0) })
            pictures = named
            return named
        }
    }
}
