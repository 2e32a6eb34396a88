/// Where the rotation of each pack is kept across sessions, so that the next game starts with the questions played
/// least recently.
public protocol RotationBook: Sendable {
    /// The rotation of `pack`; a new one when none was kept.
    func rotation(for pack: String) throws -> Rotation
    /// Keeps `rotation` as the rotation of `pack`, replacing the one kept before.
    func setRotation(_ rotation: Rotation, for pack: String) throws
}
