import Foundation
import QuizAPI
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
final class ClassHandler {
    /// The room being hosted.
    private final class Hosting {
        let rooms: ClassRooms
        let reply: RoomOpening.Reply
        let host: ClassSeat
        /// The simulated players by name, and their names in the order they joined.
        var players: [String: ClassSeat] = [:]
        var order: [String] = []
        /// The question open, and when it opened on the rooms' clock.
        var open: (shown: QuestionShown, at: Date)?
        var generator: SeededGenerator

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

    private let session: SessionState
    private let sources: SourceHandler
    private var hosting: Hosting?
    /// The report of the last room hosted, taken at its podium.
    private var lastReport: ClassReport?

    init(session: SessionState, sources: SourceHandler) {
        self.session = session
        self.sources = sources
    }

    private var text: Messages { session.text }
    private var screen: ClassScreen { ClassScreen(text: text) }

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
    /// process over local packs, and takes it as its host.
    func host(_ argument: String) async throws -> [String] {
        if let hosting { throw CommandFailure(text.alreadyHosting(hosting.reply.pin)) }
        let request = try hostRequest(argument)
        guard let makeRooms = session.environment.makeClassRooms else { throw CommandFailure(text.hostingUnavailable) }
        let venue: ClassVenue =
            switch sources.activeSource().address {
            case .local(let folders), .fixture(let folders): .local(PackCatalog(folders: folders).load())
            case .http(let url, let options): .server(Self.withToken(options.token, url))
            }
        let rooms: ClassRooms
        do {
            rooms = try await makeRooms(venue)
        } catch {
            throw CommandFailure(text.classFailure("\(error)"))
        }
        let reply: RoomOpening.Reply
        do {
            reply = try await rooms.open(request)
        } catch {
            await rooms.stop()
            throw CommandFailure(text.classFailure("\(error)"))
        }
        let host = ClassSeat(await rooms.connect(reply.pin))
        let arrived: [ServerMessage]
        do {
            arrived = try await host.send(.host(key: reply.key))
        } catch {
            await host.close()
            await rooms.stop()
            throw CommandFailure(text.roomLost(error.reason))
        }
        let hosting = Hosting(rooms: rooms, reply: reply, host: host, seed: session.seed)
        self.hosting = hosting
        let joining =
            venue.isLocal && rooms.clock != nil ? [text.simulatedOnly] : text.joinWith(rooms.addresses, reply.pin)
        return [text.roomHosted(title: reply.title, pin: reply.pin, questions: reply.questions, seconds: reply.seconds)]
            + joining + (await hostLines(arrived))
    }

    private func hostRequest(_ argument: String) throws -> RoomOpening.Request {
        var words = argument.split(separator: " ").map(String.init)
        guard !words.isEmpty else { throw CommandFailure(text.usage(.host)) }
        var request = RoomOpening.Request(pack: words.removeFirst(), showAnswers: true, seed: session.seed)
        while !words.isEmpty {
            let setting = words.removeFirst().lowercased()
            if ["streak", "racha"].contains(setting) {
                request.streakBonus = true
                continue
            }
            if ["shared", "compartidos"].contains(setting) {
                request.sharedDevices = true
                continue
            }
            if ["teams", "equipos"].contains(setting), let typed = words.first {
                words.removeFirst()
                let teams =
                    Int(typed).map(RoomSettings.numberedTeams)
                    ?? typed.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                do throws(RoomHub.OpenError) {
                    try RoomHub.checkTeams(teams)
                } catch {
                    throw CommandFailure(error.description)
                }
                request.teams = teams
                continue
            }
            guard !words.isEmpty, let number = Int(words.removeFirst()) else { throw CommandFailure(text.usage(.host)) }
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
        return request
    }

    /// The host's `next`, `skip`, `kick NAME` or `end`; the podium ends the hosting.
    func drive(_ message: ClientMessage) async throws -> [String] {
        let hosting = try current()
        let lines = await hostLines(try await settle(hosting.host, sending: message))
        if case .kick(let name) = message, let seat = hosting.players.removeValue(forKey: name) {
            hosting.order.removeAll { $0 == name }
            await seat.close()
        }
        return lines
    }

    /// `simulate NAME...`, `simulate answers [NAME=ANSWER@SECONDS...]`, `simulate rejoin NAME`.
    func simulate(_ argument: String) async throws -> [String] {
        let hosting = try current()
        var words = argument.split(separator: " ").map(String.init)
        guard let first = words.first?.lowercased() else { throw CommandFailure(text.usage(.simulate)) }
        switch first {
        case "answers", "respuestas":
            words.removeFirst()
            return try await answer(words.isEmpty ? seededAnswers(hosting) : try plannedAnswers(words, hosting))
        case "rejoin", "vuelve":
            guard words.count == 2 else { throw CommandFailure(text.usage(.simulate)) }
            return try await rejoin(words[1])
        default: return try await join(words)
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
            do {
                report = try await hosting.rooms.report(hosting.reply.pin, hosting.reply.key)
            } catch {
                throw CommandFailure(text.roomLost("\(error)"))
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

    // MARK: Simulated players

    private func join(_ names: [String]) async throws -> [String] {
        let hosting = try current()
        var lines: [String] = []
        for name in names {
            guard hosting.players[name] == nil else { throw CommandFailure(text.alreadySimulated(name)) }
            let seat = ClassSeat(await hosting.rooms.connect(hosting.reply.pin))
            let arrived: [ServerMessage]
            do {
                arrived = try await seat.send(.join(name: name, device: Self.device(of: name)))
            } catch {
                // Refused: the room said why, then closed the connection.
                arrived = error.arrived
            }
            if arrived.contains(where: { if case .welcome = $0 { true } else { false } }) {
                hosting.players[name] = seat
                hosting.order.append(name)
            } else {
                await seat.close()
            }
            lines += playerLines(name, arrived)
            lines += await hostLines(try await settle(hosting.host))
        }
        return lines
    }

    /// A simulated player's connection drops and comes back with the same name and device key, as a laptop does
    /// after a Wi-Fi break: the room takes the new connection in place of the old, with every point.
    private func rejoin(_ name: String) async throws -> [String] {
        let hosting = try current()
        guard let old = hosting.players[name] else { throw CommandFailure(text.notSimulated(name)) }
        let seat = ClassSeat(await hosting.rooms.connect(hosting.reply.pin))
        let arrived = try await settle(seat, sending: .join(name: name, device: Self.device(of: name)))
        hosting.players[name] = seat
        await old.close()
        let welcome = arrived.compactMap { if case .welcome(let welcome) = $0 { welcome } else { nil } }
        let rest = arrived.filter { if case .welcome = $0 { false } else { true } }
        return welcome.map { "\(name): " + text.joined($0, again: true) } + playerLines(name, rest)
            + (await hostLines(try await settle(hosting.host)))
    }

    /// Sends each answer at its time after the question opened, earliest first, with what the host sees after each.
    private func answer(_ planned: [PlannedAnswer]) async throws -> [String] {
        let hosting = try current()
        guard let open = hosting.open else { throw CommandFailure(text.noQuestionOpenInRoom) }
        var lines: [String] = []
        let inTimeOrder = planned.enumerated().sorted {
            ($0.element.seconds, $0.offset) < ($1.element.seconds, $1.offset)
        }
        for answer in inTimeOrder.map(\.element) {
            guard let seat = hosting.players[answer.name] else { continue }
            let due = open.at.addingTimeInterval(answer.seconds)
            if let clock = hosting.rooms.clock {
                let wait = due.timeIntervalSince(clock.now())
                if wait > 0 { clock.advance(by: wait) }
            } else {
                let wait = due.timeIntervalSinceNow
                if wait > 0 { try? await Task.sleep(for: .milliseconds(Int(wait * 1000))) }
            }
            lines.append(text.simulatedAnswer(answer.name, answer.answer, seconds: answer.seconds))
            let arrived = try await settle(
                seat, sending: .answer(question: open.shown.question, answer: answer.answer))
            lines += playerLines(answer.name, arrived)
            lines += await hostLines(try await settle(hosting.host))
        }
        return lines
    }

    /// `NAME=ANSWER@SECONDS` each, a `+` in the answer standing for a space (`Ana=1+3@2.5`).
    private func plannedAnswers(_ words: [String], _ hosting: Hosting) throws -> [PlannedAnswer] {
        guard let open = hosting.open else { throw CommandFailure(text.noQuestionOpenInRoom) }
        return try words.map { word in
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            let timed = parts.count == 2 ? parts[1].split(separator: "@").map(String.init) : []
            let secondsText =
                timed.count == 2 ? timed[1].trimmingSuffix("s").replacingOccurrences(of: ",", with: ".") : ""
            guard timed.count == 2, !timed[0].isEmpty, let seconds = Double(secondsText) else {
                throw CommandFailure(text.badSimulatedAnswer(word))
            }
            guard hosting.players[parts[0]] != nil else { throw CommandFailure(text.notSimulated(parts[0])) }
            guard seconds >= 0, seconds <= Double(open.shown.seconds) else {
                throw CommandFailure(text.badAnswerTime(word, seconds: open.shown.seconds))
            }
            return PlannedAnswer(
                name: parts[0], answer: timed[0].replacingOccurrences(of: "+", with: " "), seconds: seconds)
        }
    }

    /// An answer for every simulated player, drawn by the seed among the question's options, at a time drawn from
    /// half a second to a tenth of a second before the deadline: a number on a slider's steps, an order or pairs
    /// shuffled; a question of typed answers gets none.
    private func seededAnswers(_ hosting: Hosting) throws -> [PlannedAnswer] {
        guard let open = hosting.open else { throw CommandFailure(text.noQuestionOpenInRoom) }
        return hosting.order.compactMap { name in
            let answer: String
            switch open.shown.form {
            case .two: answer = "\(Int.random(in: 1...2, using: &hosting.generator))"
            case .choices:
                answer = "\(Int.random(in: 1...max(1, open.shown.options.count), using: &hosting.generator))"
            case .yesNo: answer = Bool.random(using: &hosting.generator) ? "yes" : "no"
            case .slider:
                guard let slider = open.shown.slider else { return nil }
                let steps = Int(((slider.high - slider.low) / slider.step).rounded(.down))
                let step = Int.random(in: 0...max(0, steps), using: &hosting.generator)
                answer = NumericAnswer.text(of: slider.low + Double(step) * slider.step)
            case .ordering:
                answer = Array(1...max(1, open.shown.options.count)).shuffled(using: &hosting.generator)
                    .map(String.init).joined(separator: " ")
            case .pairs:
                let letters = Array(1...max(1, open.shown.matches?.count ?? 1)).shuffled(using: &hosting.generator)
                answer = zip(open.shown.options.indices, letters).map { "\($0 + 1)\(GameError.letter($1))" }
                    .joined(separator: " ")
            case .text: return nil
            }
            let tenths = Int.random(in: 5...max(5, open.shown.seconds * 10 - 1), using: &hosting.generator)
            return PlannedAnswer(name: name, answer: answer, seconds: Double(tenths) / 10)
        }
    }

    /// The device key of a simulated player: the same on every run, so that its rejoin is recognised.
    private static func device(of name: String) -> String {
        "simulated-" + name.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "-")
    }

    // MARK: Reading the room

    private func current() throws -> Hosting {
        guard let hosting else { throw CommandFailure(text.notHosting) }
        return hosting
    }

    private func settle(_ seat: ClassSeat, sending message: ClientMessage? = nil) async throws -> [ServerMessage] {
        do {
            if let message { return try await seat.send(message) }
            return try await seat.settle()
        } catch {
            if seat === hosting?.host { await close() }
            throw CommandFailure(text.roomLost(error.reason))
        }
    }

    /// What the host reads of `messages`; the podium ends the hosting.
    private func hostLines(_ messages: [ServerMessage]) async -> [String] {
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
            lines += screen.lines(for: message)
        }
        if over {
            lastReport = try? await hosting.rooms.report(hosting.reply.pin, hosting.reply.key)
            await close()
            lines.append(text.roomClosed(hosting.reply.pin))
        }
        return lines
    }

    /// What a simulated player's messages show: only what went wrong, named by the player.
    private func playerLines(_ name: String, _ messages: [ServerMessage]) -> [String] {
        messages.flatMap { message -> [String] in
            switch message {
            case .error, .kicked: screen.lines(for: message).map { "\(name): " + $0 }
            default: []
            }
        }
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : Substring(self)
    }
}
