import Foundation

/// One change to a room as a value holding every input it takes (who, what, when), so that applying it again to the
/// same room gives the same room: a shared store keeps the steps of each change, and a process that did not apply
/// them replays them on the room it kept.
public enum RoomStep: Codable, Sendable, Hashable {
    /// A connection's message, with who the connection was before it and when it came.
    case message(ClientMessage, from: RoomHub.Identity?, at: Date)
    case disconnect(player: String, at: Date)
    /// The clock reached a time: the open question closes if its deadline has passed.
    case tick(at: Date)
    /// The room closes for lack of activity: the host's key ends its game.
    case end(key: String, at: Date)

    /// What a step did besides its deliveries: who the connection is after a message, the player it joined as, what
    /// a new watcher sees first, and why the message was refused.
    public struct Outcome: Sendable, Hashable {
        public var identity: RoomHub.Identity?
        public var joined: String?
        public var watched: [ServerMessage] = []
        public var refusal: RoomError?
    }

    /// Applies the step to `room`: what it did, and what to send to whom.
    public func apply(to room: inout Room) -> (outcome: Outcome, deliveries: [Room.Delivery]) {
        switch self {
        case .message(let message, let identity, let now):
            // A homework room moves on the players whose time ran out, and ends at its deadline, before any message.
            let ticked = room.isHomework ? room.tick(now: now) : []
            let (outcome, deliveries) = Self.apply(message, as: identity, to: &room, now: now)
            return (outcome, ticked + deliveries)
        case .disconnect(let player, let now): return (Outcome(), room.disconnect(player: player, now: now))
        case .tick(let now): return (Outcome(), room.tick(now: now))
        case .end(let key, let now): return (Outcome(), (try? room.end(key: key, now: now)) ?? [])
        }
    }

    /// Applies the step to `room` as a change of its own, numbered 0: what it did, what to send to whom, when the
    /// open question closes after it, and the results when it finished the game.
    public func change(_ room: inout Room) -> RoomChange<Outcome> {
        let wasFinished = room.isFinished
        let (outcome, deliveries) = apply(to: &room)
        return RoomChange(
            pin: room.pin, sequence: 0, value: outcome, deliveries: deliveries, deadline: room.deadline,
            finished: wasFinished ? nil : room.results)
    }

    private static func apply(_ message: ClientMessage, as identity: RoomHub.Identity?, to room: inout Room, now: Date)
        -> (outcome: Outcome, deliveries: [Room.Delivery])
    {
        var outcome = Outcome(identity: identity)
        do throws(RoomError) {
            switch (message, identity) {
            case (.host(let key), nil):
                let deliveries = try room.host(key: key, now: now)
                outcome.identity = .host(key: key)
                return (outcome, deliveries)
            case (.watch, nil):
                (outcome.identity, outcome.watched) = (.watcher, room.watch(now: now))
                return (outcome, [])
            case (.join(let name, let device, let team), nil):
                let joined = try room.join(name: name, device: device, team: team, now: now)
                (outcome.identity, outcome.joined) = (.player(joined.player), joined.player)
                return (outcome, joined.deliveries)
            case (.answer(let number, let typed), .player(let player)?):
                return (outcome, try room.answer(player: player, question: number, typed: typed, now: now))
            case (.next, .host(let key)?): return (outcome, try room.next(key: key, now: now))
            case (.skip, .host(let key)?): return (outcome, try room.skip(key: key, now: now))
            case (.end, .host(let key)?): return (outcome, try room.end(key: key, now: now))
            case (.kick(let name), .host(let key)?): return (outcome, try room.kick(key: key, name: name, now: now))
            case (.lock(let locked), .host(let key)?): return (outcome, try room.lock(key: key, locked, now: now))
            case (_, nil): throw .notIdentified
            default: throw .malformedMessage("this connection cannot send that message")
            }
        } catch {
            outcome.refusal = error
            return (outcome, [])
        }
    }
}
