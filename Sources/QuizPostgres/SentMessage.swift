import QuizClass

/// One message of a change as `quiz_room_changes` keeps it: stored once with the recipients it goes to, rather than
/// a copy for each, so that a question to a thousand players is one message to encode, store, read and decode.
struct SentMessage: Codable, Sendable, Equatable {
    var message: ServerMessage
    var to: [Room.Delivery.Recipient]

    /// The deliveries in their order, each run of one message to several recipients in a row made one.
    static func grouped(_ deliveries: [Room.Delivery]) -> [SentMessage] {
        var grouped: [SentMessage] = []
        for delivery in deliveries {
            if grouped.last?.message == delivery.message {
                grouped[grouped.count - 1].to.append(delivery.to)
            } else {
                grouped.append(SentMessage(message: delivery.message, to: [delivery.to]))
            }
        }
        return grouped
    }

    /// The deliveries `grouped` made these of, in the same order.
    static func deliveries(_ grouped: [SentMessage]) -> [Room.Delivery] {
        grouped.flatMap { sent in sent.to.map { Room.Delivery(to: $0, message: sent.message) } }
    }
}
