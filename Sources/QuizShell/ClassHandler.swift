import Foundation
import QuizClass
import QuizClient
import QuizCore
import QuizPacks

/// `host PACK`: the shell opens a class room and drives it with `next`, `skip`, `kick NAME` and `end`; `simulate`
/// brings in players whose answers and answer times are given or drawn by the seed, so that a whole class replays in
/// a transcript.
///
/// Each command waits until the room has acted on it (`ClassSeat.settle`) and shows what the host received, in the
/// order it came, so that a transcript replays byte for byte over a WebSocket and in process alike.
final class ClassHandler: ShellHandler {
    final class Hosting {
        let rooms: ClassRooms
        let reply: RoomOpening.Reply
        let host: ClassSeat
        /// The simulated players by name, and their names in the order they joined.
        var players: [String: ClassSeat] = [:]
        var order: [String] = []
        /// The question open, and when it opened on the rooms' clock.
        var open: (shown: QuestionShown, at: Date)?
        var generator: SeededGenerator
        /// In a homework room, the question each simulated player is on and when they were shown it on the rooms'
        /// clock; nil in a live room.
        var homework: [String: (shown: QuestionShown, at: Date)]?

        init(rooms: ClassRooms, reply: RoomOpening.Reply, host: ClassSeat, seed: UInt64) {
            self.rooms = rooms
            self.reply = reply
            self.host = host
            generator = SeededGenerator(seed: seed)
        }

        var now: Date { rooms.clock?.now() ?? Date() }
    }

    /// One simulated answer: who, what, and how many seconds after the question opened.
    struct PlannedAnswer: Hashable {
        var name: String
        var answer: String
        var seconds: Double
    }

    private(set) var hosting: Hosting?
    /// The report of the last room hosted, taken at its podium.
    private var lastReport: ClassReport?

    var isHosting: Bool { hosting != nil }

    /// `room 482913`, with the open question's number while one is open.
    var prompt: String? {
        guard let hosting else { return nil }
        let question = hosting.open.map { " · \($0.shown.question)/\($0.shown.count)" } ?? ""
        return text.roomPrompt(hosting.reply.pin) + question
    }

    /// `url` with `?token=`, which a server with tokens asks of `POST /rooms`.
    private static func withToken(_ token: String?, _ url: URL) -> URL {
        guard let token, var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        parts.queryItems = (parts.queryItems ?? []) + [URLQueryItem(name: "token", value: token)]
        return parts.url ?? url
    }

    /// `host PACK [seconds N] [questions N] [streak]`: opens a room over the pack on the current source's server, or in this
    /// process over local packs, and takes it as its host; with `until`, a homework room (`assign`), its deadline read
    /// on the rooms' clock.
    func host(_ argument: String, until: String? = nil) async throws -> [String] {
        var request = try hostRequest(argument)
        guard until == nil || (request.teams == nil && request.sharedDevices == nil && request.streakBonus == nil)
        else { throw CommandFailure(text.usage(.assign)) }
        if let hosting { throw CommandFailure(text.alreadyHosting(hosting.reply.pin)) }
        guard let makeRooms = session.environment.makeClassRooms else { throw CommandFailure(text.hostingUnavailable) }
        let venue: ClassVenue =
            switch sources.activeSource().address {
            case .local(let folders), .fixture(let folders): .local(PackCatalog(folders: folders).load())
            case .http(let url, let options): .server(Self.withToken(options.token, url))
            }
        let failure = { (error: any Error) in self.text.classRefusal("\(error)") }
        let rooms = try await CommandFailure.catching(failure) { try await makeRooms(venue) }
        let reply: RoomOpening.Reply
        do {
            if let until {
                // A script reads its dates in UTC, the same on every machine.
                let zone = rooms.clock == nil ? TimeZone.current : TimeZone(identifier: "UTC")!
                let now = rooms.clock?.now() ?? Date()
                let deadline = try HomeworkDeadline.parse(until, now: now, zone: zone)
                try RoomHub.checkDeadline(deadline, now: now)
                request.until = deadline
            }
            reply = try await rooms.open(request)
        } catch {
            await rooms.stop()
            throw CommandFailure(text.homeworkRefused(error) ?? text.classRefusal("\(error)"))
        }
        let hosting = Hosting(
            rooms: rooms, reply: reply, host: ClassSeat(await rooms.connect(reply.pin)), seed: session.seed)
        if request.until != nil { hosting.homework = [:] }
        self.hosting = hosting
        // A host seat that the room does not answer leaves the room at once.
        let arrived = try await settle(hosting.host, sending: .host(key: reply.key))
        let simulated = if case .local = venue { rooms.clock != nil } else { false }
        let joining = simulated ? [text.simulatedOnly] : text.joinWith(rooms.addresses, reply.pin)
        let opened =
            request.until.map {
                text.roomAssigned(
                    pin: reply.pin, title: reply.title, questions: reply.questions, seconds: reply.seconds, until: $0)
            } ?? text.roomHosted(title: reply.title, pin: reply.pin, questions: reply.questions, seconds: reply.seconds)
        return [opened] + joining + (await hostLines(arrived))
    }

    private func hostRequest(_ argument: String) throws -> RoomOpening.Request {
        var words = argument.split(separator: " ").map(String.init)
        guard !words.isEmpty else { throw CommandFailure(text.usage(.host)) }
        var request = RoomOpening.Request(pack: words.removeFirst(), showAnswers: true, seed: session.seed)
        while !words.isEmpty {
            let setting = words.removeFirst().lowercased()
            switch setting {
            case "streak", "racha": request.streakBonus = true
            case "shared", "compartidos": request.sharedDevices = true
            case "teams" where !words.isEmpty, "equipos" where !words.isEmpty:
                let teams = RoomSettings.teams(typed: words.removeFirst(), team: text.team)
                try CommandFailure.catching(text.teamsRefused) { try RoomHub.checkTeams(teams) }
                request.teams = teams
            default:
                guard !words.isEmpty, let number = Int(words.removeFirst()) else {
                    throw CommandFailure(text.usage(.host))
                }
                switch setting {
                case "seconds", "segundos":
                    guard RoomSettings.secondsRange.contains(number) else {
                        throw CommandFailure(text.badRoomSeconds(number))
                    }
                    request.seconds = number
                case "questions", "preguntas":
                    guard number >= 1 else { throw CommandFailure(text.badRoomQuestions(number)) }
                    request.questions = number
                default: throw CommandFailure(text.usage(.host))
                }
            }
        }
        return request
    }

    /// The host's `next`, `skip`, `kick NAME` or `end`; the podium ends the hosting.
    func drive(_ message: ClientMessage) async throws -> [String] {
        let hosting = try current()
        let arrived = try await settle(hosting.host, sending: message)
        let lines = await hostLines(arrived)
        if case .kick(let typed) = message, let name = Self.kicked(typed, from: hosting.order, arrived),
            let seat = hosting.players.removeValue(forKey: name)
        {
            hosting.order.removeAll { $0 == name }
            await seat.close()
        }
        return lines
    }

    /// The simulated player that a kick of `typed` sent out: one the name means as the room reads it (case and
    /// accents aside), gone from the players the room listed after it.
    private static func kicked(_ typed: String, from simulated: [String], _ arrived: [ServerMessage]) -> String? {
        guard let remaining = arrived.compactMap({ if case .lobby(let players) = $0 { players } else { nil } }).last,
            let meant = PlayerName(typed)
        else { return nil }
        return simulated.first { name in
            guard let shown = PlayerName(name), !remaining.contains(shown.description) else { return false }
            return shown.key == meant.key
                || TextMatching.folded(shown.description) == TextMatching.folded(meant.description)
        }
    }

    /// `results [question|player] [csv|json]`: the report of the room hosted, as it stands, or of the last one
    /// hosted: question by question, player by player, or both.
    func results(_ argument: String) async throws -> [String] {
        var format = HistoryReport.Format.text
        var (questions, players) = (true, true)
        for word in argument.lowercased().split(separator: " ") {
            switch word {
            case "question", "questions", "pregunta", "preguntas": players = false
            case "player", "players", "jugador", "jugadores": questions = false
            default:
                guard let chosen = HistoryReport.Format(rawValue: String(word)) else {
                    throw CommandFailure(text.usage(.results))
                }
                format = chosen
            }
        }
        var report: ClassReport
        if let hosting {
            let lost = { (error: any Error) in self.text.roomLost("\(error)") }
            report = try await CommandFailure.catching(lost) {
                try await hosting.rooms.report(hosting.reply.pin, hosting.reply.key)
            }
        } else if let lastReport {
            report = lastReport
        } else {
            throw CommandFailure(text.noRoomHosted)
        }
        if !questions { report.questions = nil }
        if !players { report.players = nil }
        return try ClassResultsReport.lines([report], format: format, language: text.language, byteOrderMark: false)
    }

    /// What arrived for the host since the last command: players of other terminals joining and answering.
    func arrived() async -> [String] {
        guard let hosting else { return [] }
        return await hostLines(hosting.host.take())
    }

    /// Leaves the room: every connection closes, and a room served by this process stops.
    func close() async {
        guard let hosting else { return }
        self.hosting = nil
        for seat in hosting.players.values { await seat.close() }
        await hosting.host.close()
        await hosting.rooms.stop()
    }

    // MARK: Reading the room

    func current() throws -> Hosting {
        guard let hosting else { throw CommandFailure(text.notHosting) }
        return hosting
    }

    func settle(_ seat: ClassSeat, sending message: ClientMessage? = nil) async throws -> [ServerMessage] {
        do {
            return try await seat.settle(sending: message)
        } catch {
            if seat === hosting?.host { await close() }
            throw CommandFailure(text.roomLost(error.reason))
        }
    }

    /// What the host reads of `messages`; the podium ends the hosting.
    func hostLines(_ messages: [ServerMessage]) async -> [String] {
        guard let hosting else { return [] }
        var lines: [String] = []
        var over = false
        for message in messages {
            switch message {
            case .question(let shown): hosting.open = (shown, hosting.now)
            case .closed: hosting.open = nil
            case .podium:
                hosting.open = nil
                over = true
            default: break
            }
            lines += text.roomLines(for: message)
        }
        if over {
            lastReport = try? await hosting.rooms.report(hosting.reply.pin, hosting.reply.key)
            await close()
            lines.append(text.roomClosed(hosting.reply.pin))
        }
        return lines
    }

    /// What a simulated player's messages show, named by the player: what went wrong; in a homework room also each
    /// question they are shown, their own verdicts and their score.
    func playerLines(_ name: String, _ messages: [ServerMessage]) -> [String] {
        messages.flatMap { message -> [String] in
            switch message {
            case .error, .kicked: return text.roomLines(for: message)
            case .question(let shown) where hosting?.homework != nil:
                hosting?.homework?[name] = (shown, hosting?.now ?? Date())
                return [text.questionHeader(shown)]
            case .closed, .done:
                guard hosting?.homework != nil else { return [] }
                if case .done = message { hosting?.homework?[name] = nil }
                return text.roomLines(for: message)
            default: return []
            }
        }.map { "\(name): " + $0 }
    }
}
