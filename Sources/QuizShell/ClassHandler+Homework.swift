import QuizClass
import QuizCore

/// `assign PACK until DATE`: the shell opens a homework room and follows it as its host; simulated students play it at
/// their own pace, leave and come back, while the script's clock moves on by days.
extension ClassHandler {
    /// `assign PACK until DATE [seconds N] [questions N]`, in Spanish `asignar PAQUETE hasta FECHA [segundos N]
    /// [preguntas N]`.
    func assign(_ argument: String) async throws -> [String] {
        var words = argument.split(separator: " ").map(String.init)
        guard let position = words.firstIndex(where: { ["until", "hasta"].contains($0.lowercased()) }),
            position + 1 < words.count
        else { throw CommandFailure(text.usage(.assign)) }
        let until = words[position + 1]
        words.removeSubrange(position...(position + 1))
        return try await host(words.joined(separator: " "), until: until)
    }

    /// After `clock +N`: the rooms' clock moves on as much when it is another, and a homework room acts on the
    /// deadlines passed (questions run out, the room's own deadline ends the game), which its host and students see.
    func clockMoved(_ argument: String) async -> [String] {
        guard let hosting, let clock = hosting.rooms.clock, hosting.homework != nil else { return [] }
        if clock !== session.environment.clock as? ManualClock, let step = PracticeHandler.clockStep(argument) {
            clock.advance(by: step)
        }
        // Reading the report acts on the deadlines due.
        _ = try? await hosting.rooms.report(hosting.reply.pin, hosting.reply.key)
        return await studentsAndHost()
    }

    /// What every simulated student and then the host received since the last command, the students by name.
    func studentsAndHost() async -> [String] {
        guard let hosting else { return [] }
        var lines: [String] = []
        for name in hosting.order {
            guard let seat = hosting.players[name], let arrived = try? await settle(seat) else { continue }
            lines += playerLines(name, arrived)
        }
        return lines + (await hostLines((try? await settle(hosting.host)) ?? []))
    }

    /// `simulate leave NAME`: a student's connection ends; the room keeps their place and their clock runs on.
    func leave(_ name: String) async throws -> [String] {
        let hosting = try current()
        guard let seat = hosting.players[name] else { throw CommandFailure(text.notSimulated(name)) }
        await seat.close()
        hosting.homework?[name] = nil
        return [text.simulatedLeft(name)] + (await studentsAndHost())
    }
}
