import Foundation

/// What one step did to a room: what its value was, what to send to whom, and when the open question closes.
public struct RoomChange<Value: Sendable>: Sendable {
    public var pin: String
    /// The number in its room of the change that holds the step, counted by a shared store, where the steps applied
    /// in one transaction make one change; 0 in memory.
    public var sequence: Int
    public var value: Value
    public var deliveries: [Room.Delivery]
    /// When the open question closes after the change; nil when none is open.
    public var deadline: Date?
    /// The results, when this change finished the game.
    public var finished: ClassResults?

    public init(
        pin: String, sequence: Int, value: Value, deliveries: [Room.Delivery], deadline: Date?,
        finished: ClassResults?
    ) {
        self.pin = pin
        self.sequence = sequence
        self.value = value
        self.deliveries = deliveries
        self.deadline = deadline
        self.finished = finished
    }
}
