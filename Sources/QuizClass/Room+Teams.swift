import QuizCore

/// Teams: each player in one of the room's teams, chosen on joining or dealt by the seed; in shared-device mode each
/// device plays for a whole team, under its name, and each question opens with a team talk before answers are taken.
extension Room {
    /// The index of the team that a player joining now plays for: the one asked for, or in a room of shared devices
    /// the one the device's name names; else the team with the fewest players, the first of them in an order that
    /// the seed draws. Nil in a room without teams.
    func team(asked: String?, name: PlayerName) throws(RoomError) -> Int? {
        guard !settings.teams.isEmpty else { return nil }
        let wanted = settings.sharedDevices ? (asked ?? name.description) : asked
        if let wanted {
            let key = PlayerName(wanted)?.key
            guard let index = settings.teams.firstIndex(where: { PlayerName($0)?.key == key }) else {
                throw .noSuchTeam(wanted, teams: settings.teams)
            }
            return index
        }
        var sizes = [Int](repeating: 0, count: settings.teams.count)
        for player in players.values { if let team = player.team { sizes[team] += 1 } }
        var generator = SeededGenerator(seed: settings.seed)
        let drawn = Array(settings.teams.indices).shuffled(using: &generator)
        return drawn.min { sizes[$0] < sizes[$1] }
    }

    /// The teams ranked, their members within; nil in a room without teams.
    public var teamStandings: [TeamStanding]? {
        guard !settings.teams.isEmpty else { return nil }
        var members = [[Standing]](repeating: [], count: settings.teams.count)
        let byName = Self.byName(standings)
        for key in order {
            guard let player = players[key], let team = player.team, let standing = byName[player.name.description]
            else { continue }
            members[team].append(standing)
        }
        return TeamStanding.rank(zip(settings.teams, members).map { (name: $0, members: $1) })
    }

    /// Seconds of team talk that open each question: `RoomSettings.teamTalkSeconds` with shared devices, else none.
    var teamTalk: Int { settings.sharedDevices ? RoomSettings.teamTalkSeconds : 0 }
}
