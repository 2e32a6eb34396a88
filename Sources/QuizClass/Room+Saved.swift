import Foundation
import QuizCore

extension Room {
    /// What a game changes in a room, so that another process can take the room up: the rest comes back from the
    /// pack and the settings, the questions being shuffled by the settings' seed.
    ///
    /// Games saved before the host could lock a room and before a kick freed the player's place still read: their
    /// room is open, and each player once marked `kicked` is gone, their device kept out. Players are keyed again by
    /// `PlayerName.key`, which once was the lower-cased name.
    public struct Saved: Sendable, Hashable {
        var lastActivity: Date
        var phase: Phase
        var players: [String: RoomPlayer]
        var order: [String]
        var asked: Int
        var isLocked = false
        var sentOut: [String] = []
    }

    public var saved: Saved {
        Saved(
            lastActivity: lastActivity, phase: phase, players: players, order: order, asked: asked, isLocked: isLocked,
            sentOut: sentOut)
    }

    /// The room as `saved` left it, rebuilt over the same pack and settings; nil when the pack has no question left.
    public init?(pin: String, hostKey: String, pack: Pack, settings: RoomSettings, openedAt: Date, saved: Saved) {
        self.init(pin: pin, hostKey: hostKey, pack: pack, settings: settings, now: openedAt)
        (lastActivity, phase, players, order, asked, isLocked, sentOut) = (
            saved.lastActivity, saved.phase, saved.players, saved.order, saved.asked, saved.isLocked, saved.sentOut
        )
    }
}

extension Room.Saved: Codable {
    private enum CodingKeys: String, CodingKey {
        case lastActivity, phase, players, order, asked, sentOut
        case isLocked = "locked"
    }

    /// A player as games saved before kicks freed places marked those sent out.
    private struct Kicked: Decodable {
        var kicked: Bool?
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lastActivity = try container.decode(Date.self, forKey: .lastActivity)
        phase = try container.decode(Room.Phase.self, forKey: .phase)
        asked = try container.decode(Int.self, forKey: .asked)
        isLocked = try container.decodeIfPresent(Bool.self, forKey: .isLocked) ?? false
        sentOut = try container.decodeIfPresent([String].self, forKey: .sentOut) ?? []
        let kept = try container.decode([String: RoomPlayer].self, forKey: .players)
        let kicked = try container.decode([String: Kicked].self, forKey: .players)
        players = [:]
        order = []
        for old in try container.decode([String].self, forKey: .order) {
            guard let player = kept[old] else { continue }
            if kicked[old]?.kicked == true {
                sentOut.append(player.device)
                continue
            }
            let key = player.name.key
            guard players[key] == nil else { continue }
            players[key] = player
            order.append(key)
        }
    }
}
