import Foundation
import QuizClass
import QuizCore

/// Simulated players, so that a whole class replays in a script: they join, answer as planned or as the seed draws,
/// and rejoin.
extension ClassHandler {
    /// `simulate NAME...`, `simulate answers [NAME=ANSWER@SECONDS...]`, `simulate rejoin NAME`.
    func simulate(_ argument: String) async throws -> [String] {
        let hosting = try current()
        var words = argument.split(separator: " ").map(String.init)
        guard let first = words.first?.lowercased() else { throw CommandFailure(text.usage(.simulate)) }
        switch first {
        case "leave", "sale":
            guard words.count == 2 else { throw CommandFailure(text.usage(.simulate)) }
            return try await leave(words[1])
        case "answers", "respuestas":
            words.removeFirst()
            // Homework has no question open for all to draw answers for.
            if words.isEmpty, hosting.homework != nil { throw CommandFailure(text.usage(.simulate)) }
            return try await answer(words.isEmpty ? seededAnswers(hosting) : try plannedAnswers(words, hosting))
        case "rejoin", "vuelve":
            guard words.count == 2 else { throw CommandFailure(text.usage(.simulate)) }
            return try await rejoin(words[1])
        default: return try await join(words)
        }
    }

    private func join(_ names: [String]) async throws -> [String] {
        let hosting = try current()
        var lines: [String] = []
        for name in names {
            guard hosting.players[name] == nil else { throw CommandFailure(text.alreadySimulated(name)) }
            let seat = ClassSeat(await hosting.rooms.connect(hosting.reply.pin))
            let arrived: [ServerMessage]
            do {
                arrived = try await seat.settle(sending: .join(name: name, device: Self.device(of: name)))
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
        // A welcome says nothing among a player's lines; here it says they are back.
        let welcome = arrived.compactMap { if case .welcome(let welcome) = $0 { welcome } else { nil } }
        return welcome.map { "\(name): " + text.joined($0, again: true) } + playerLines(name, arrived)
            + (await hostLines(try await settle(hosting.host)))
    }

    /// Sends each answer at its time after the question opened, with what the host sees after each: in a live room
    /// to the question open now, earliest first; in a homework room in turn, to the question its student is on, at
    /// its seconds after they were shown it (later when the clock is already past), with what every student sees too.
    private func answer(_ planned: [PlannedAnswer]) async throws -> [String] {
        let hosting = try current()
        let live = hosting.open
        var lines: [String] = []
        let inTimeOrder = planned.enumerated().sorted {
            ($0.element.seconds, $0.offset) < ($1.element.seconds, $1.offset)
        }.map(\.element)
        for answer in hosting.homework == nil ? inTimeOrder : planned {
            guard let seat = hosting.players[answer.name] else { continue }
            guard let open = hosting.homework == nil ? live : hosting.homework?[answer.name] else {
                lines.append(text.noHomeworkQuestion(answer.name))
                continue
            }
            let wait = open.at.addingTimeInterval(answer.seconds).timeIntervalSince(hosting.now)
            if wait > 0, let clock = hosting.rooms.clock {
                clock.advance(by: wait)
            } else if wait > 0, hosting.homework == nil {
                try? await Task.sleep(for: .milliseconds(Int(wait * 1000)))
            }
            lines.append(text.simulatedAnswer(answer.name, answer.answer, seconds: answer.seconds))
            let message = ClientMessage.answer(question: open.shown.question, answer: answer.answer)
            if hosting.homework != nil {
                await seat.link.send(message)
                lines += await studentsAndHost()
            } else {
                lines += playerLines(answer.name, try await settle(seat, sending: message))
                lines += await hostLines(try await settle(hosting.host))
            }
        }
        return lines
    }

    /// `NAME=ANSWER@SECONDS` each, a `+` in the answer standing for a space (`Ana=1+3@2.5`).
    private func plannedAnswers(_ words: [String], _ hosting: Hosting) throws -> [PlannedAnswer] {
        guard let limit = hosting.open?.shown.seconds ?? (hosting.homework != nil ? hosting.reply.seconds : nil) else {
            throw CommandFailure(text.noQuestionOpenInRoom)
        }
        return try words.map { word in
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            let timed = parts.count == 2 ? parts[1].split(separator: "@").map(String.init) : []
            var secondsText = timed.count == 2 ? timed[1].replacingOccurrences(of: ",", with: ".") : ""
            if secondsText.hasSuffix("s") { secondsText.removeLast() }
            guard timed.count == 2, !timed[0].isEmpty, let seconds = Double(secondsText) else {
                throw CommandFailure(text.badSimulatedAnswer(word))
            }
            guard hosting.players[parts[0]] != nil else { throw CommandFailure(text.notSimulated(parts[0])) }
            guard seconds >= 0, seconds <= Double(limit) else {
                throw CommandFailure(text.badAnswerTime(word, seconds: limit))
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
}
