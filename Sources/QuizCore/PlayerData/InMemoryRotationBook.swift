import Synchronization

/// A `RotationBook` that lives as long as the process.
public final class InMemoryRotationBook: RotationBook {
    private let rotations = Mutex<[String: Rotation]>([:])

    public init() {}

    public func rotation(for pack: String) -> Rotation {
        rotations.withLock { $0[pack] ?? Rotation() }
    }

    public func setRotation(_ rotation: Rotation, for pack: String) {
        rotations.withLock { $0[pack] = rotation }
    }
}
