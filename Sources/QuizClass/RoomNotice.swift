/// What a shared store tells its hub: another process changed a room, or the database went or came back.
public enum RoomNotice: Sendable, Hashable {
    /// Room `pin` had its change number `sequence`.
    case changed(pin: String, sequence: Int)
    /// The database at `address` stopped answering.
    case lost(address: String)
    case back
}
