import Foundation
import QuizCore

/// Who is in a room: players joining, coming back, leaving and sent out, and the host's lock.
///
/// A room holds at most `ClassProtocol.maximumPlayers` players, so that its memory is bounded whoever connects. A
/// player who leaves the lobby leaves the room; once the game has started, a player who leaves keeps their place and
/// every point, unless the room is full and a new name needs the place of one who left without a point. The host
/// sends a player out with a kick, which frees the place and keeps that device out; and locks the room, so that no
/// new name joins while its players may still come back.
extension Room {
    /// Lets a player in, or back in with the same name and device key, keeping every point; a late joiner gets the
    /// open question with the time it has left. In a room of teams the player plays for `team`, or one the room deals
    /// (`team(asked:name:)`), and may change team until the game starts. Returns the player's key and what to send.
    public mutating func join(name typed: String, device: String, team asked: String? = nil, now: Date)
        throws(RoomError) -> (player: String, deliveries: [Delivery])
    {
        guard var name = PlayerName(typed) else { throw .badName(String(typed.prefix(PlayerName.maximumLength))) }
        // A shared device plays under its team's name, as the room spells it.
        if settings.sharedDevices, let index = try team(asked: asked, name: name),
            let team = PlayerName(settings.teams[index])
        {
            name = team
        }
        guard !device.isEmpty else { throw .malformedMessage("the device key is empty") }
        if sentOut.contains(where: { ConstantTimeComparison.equal($0, device) }) { throw .kicked }
        let key = name.key
        let arriving = players[key] == nil
        if let player = players[key] {
            guard ConstantTimeComparison.equal(player.device, device) else { throw .nameTaken(player.name.description) }
            players[key]?.connected = true
            if asked != nil, case .lobby = phase {
                let chosen = try team(asked: asked, name: name)
                players[key]?.team = chosen
            }
        } else {
            if isFinished { throw .gameOver }
            if isLocked { throw .roomLocked }
            if players.count >= ClassProtocol.maximumPlayers {
                guard let vacant = vacantPlace else { throw .roomFull(ClassProtocol.maximumPlayers) }
                remove(vacant)
            }
            let team = try team(asked: asked, name: name)
            let from: Int =
                switch phase {
                case .open(let index, _, _): index
                case .closed(let index): index + 1
                default: 0
                }
            players[key] = RoomPlayer(name: name, device: device, team: team, from: from)
            order.append(key)
        }
        lastActivity = now
        attendance = nil
        let player = players[key]!
        // While a question is open, its points stay out of the welcome: they would tell whether the answer was right.
        var points = player.points
        if case .open(let index, _, _) = phase { points -= player.answers[index]?.points ?? 0 }
        let welcome = Welcome(
            role: .player, pin: pin, title: title, questions: questions.count, seconds: settings.seconds,
            name: player.name.description, points: points, pack: packName, language: language,
            teams: settings.teams.isEmpty ? nil : settings.teams, team: player.team.map { settings.teams[$0] },
            until: settings.until?.formatted(.iso8601), game: game)
        var deliveries = [Delivery(to: .player(key), message: .welcome(welcome))]
        deliveries += lobby(joining: key)
        if case .assigned = phase {
            deliveries += showHomework(key, now: now)
        } else {
            deliveries += catchingUp(.player(key), now: now)
        }
        // A homework room counts every player, there or not: only a new one changes its counts.
        return (key, deliveries + (arriving || !isHomework ? progressOfPlayers() : []))
    }

    /// A player's connection ended. In the lobby the player leaves the room; later the player stays, with every
    /// point, and is no longer waited for.
    public mutating func disconnect(player key: String, now: Date) -> [Delivery] {
        guard players[key]?.connected == true else { return [] }
        attendance = nil
        if case .lobby = phase {
            remove(key)
            return lobby(joining: nil)
        }
        players[key]?.connected = false
        return closingIfAllAnswered(now: now)
    }

    /// The host sends a player out: told so, out of the room and its standings, the place free for another, their
    /// device refused from then on.
    public mutating func kick(key: String, name typed: String, now: Date) throws(RoomError) -> [Delivery] {
        guard ConstantTimeComparison.equal(key, hostKey) else { throw .wrongKey }
        let (key, player) = try player(named: typed)
        lastActivity = now
        remove(key)
        sentOut.append(player.device)
        if sentOut.count > ClassProtocol.maximumPlayers { sentOut.removeFirst() }
        attendance = nil
        let closing = closingIfAllAnswered(now: now)
        return [Delivery(to: .player(key), message: .kicked)] + lobby(joining: nil) + closing + progressOfPlayers()
    }

    /// The key of the player a host names as a person types: the name that looks alike, or else the only one that is
    /// it once case and accents are set aside (`jose` for `José`).
    private func player(named typed: String) throws(RoomError) -> (key: String, player: RoomPlayer) {
        guard let name = PlayerName(typed) else { throw .noSuchPlayer(typed) }
        if let player = players[name.key] { return (name.key, player) }
        let folded = TextMatching.folded(name.description)
        let matching = order.compactMap { key in
            players[key].flatMap { TextMatching.folded($0.name.description) == folded ? (key, $0) : nil }
        }
        guard matching.count < 2 else { throw .ambiguousPlayer(typed, names: matching.map(\.1.name.description)) }
        guard let found = matching.first else { throw .noSuchPlayer(typed) }
        return found
    }

    /// The host's `lock` and `unlock`: a locked room refuses new names with `room-locked`; its players may come back.
    public mutating func lock(key: String, _ locked: Bool, now: Date) throws(RoomError) -> [Delivery] {
        guard ConstantTimeComparison.equal(key, hostKey) else { throw .wrongKey }
        lastActivity = now
        isLocked = locked
        return screens(.locked(locked))
    }

    /// Marks every player away, as a server that restarted finds them: each is back when they join again.
    public mutating func everyoneAway() {
        for key in order { players[key]?.connected = false }
        attendance = nil
    }

    /// The first player to have left without a point, whose place a new name may take in a full room.
    private var vacantPlace: String? {
        order.first { players[$0].map { !$0.connected && $0.points == 0 } ?? false }
    }

    private mutating func remove(_ key: String) {
        players[key] = nil
        order.removeAll { $0 == key }
    }
}
