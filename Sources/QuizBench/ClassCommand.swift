import ArgumentParser
import Foundation
import HummingbirdWSClient
import Logging
import QuizClass
import QuizClient
import QuizCore

/// The players of `Scripts/bench class`: a host and --players WebSocket clients in this process, in one room.
struct ClassCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "class",
        abstract: "Time a room of many players: the question's fan-out and the answers' acknowledgements.",
        discussion: """
            Opens a room of --questions questions on the quiz serve at --url (with --reference, the broadcast server \
            of `broadcast-server`, which needs no room), joins --players players, then --questions times: the host \
            sends next, and the time until the last player has the question is one fan-out; each player answers \
            at its own moment within the next second, and the time from sending it to the `received` message is \
            one acknowledgement. The next question is asked once every player has the close of the last one, as a \
            host asks it after the class has seen the results. Prints "fanout P50 P99", "ack P50 P99" (ms) and \
            "answers SCORED SENT".
            """
    )

    @Option(
        help: """
            The server's address, such as http://127.0.0.1:8080. Given again for servers that share the rooms (quiz \
            serve --database), the players are dealt among them in turn; the room is opened and hosted on the first.
            """)
    var url: [String]

    @Option(help: "How many players join.")
    var players = 1000

    @Option(help: "How many questions are asked.")
    var questions = 20

    @Option(help: "The pack of the room.")
    var pack = "general-knowledge"

    @Flag(help: "The server is the reference broadcast server: no room to open.")
    var reference = false

    @Option(help: "Write the first question's message, as the server sent it, to this file.")
    var payload: String?

    func run() async throws {
        guard let base = url.first.flatMap(URL.init(string:)) else { throw ValidationError("give --url") }
        var pin = "000000"
        var key = ""
        if !reference {
            let reply = try await ClassClient.openRoom(
                at: base, RoomOpening.Request(pack: pack, seconds: 600, questions: questions, seed: 1))
            (pin, key) = (reply.pin, reply.key)
        }
        let record = Record(Counts(questions: questions))
        let host = ClassClient.link(to: base, pin: pin)
        await host.send(.host(key: key))
        let closes = Task {
            for await message in host.messages {
                switch message {
                case .closed(let closed): record.change { $0.closes = max($0.closes, closed.question) }
                case .progress(let question, let answered, _):
                    let now = ContinuousClock.now
                    record.change {
                        if $0.progress.indices.contains(question - 1) {
                            $0.progress[question - 1].append((answered, now))
                        }
                    }
                default: break
                }
            }
        }
        let sockets = try url.map { address in
            guard let server = URL(string: address) else { throw ValidationError("\(address) is not a URL") }
            return ClassClient.socketURL(base: server, pin: pin)
        }
        var clients: [Task<Void, any Error>] = []
        for player in 0..<players {
            let socket = sockets[player % sockets.count]
            clients.append(Task { try await Self.play(player, url: socket, record: record, keep: payload != nil) })
            if player % 50 == 49 { try await Task.sleep(for: .milliseconds(20)) }
        }
        try await record.wait("players joined", seconds: 300) { $0.welcomed >= players }
        var fanouts: [Double] = []
        for question in 1...questions {
            let start = ContinuousClock.now
            await host.send(.next)
            try await record.wait("question \(question) reached everyone", seconds: 60) {
                $0.receipts[question - 1].count >= players
            }
            fanouts.append((record.change { $0.receipts[question - 1].max()! } - start) / .milliseconds(1))
            try await record.wait("answers to question \(question)", seconds: 60) {
                $0.acknowledged[question - 1] >= players
            }
            if !reference {
                try await record.wait("the close of question \(question)", seconds: 60) {
                    $0.closes >= question && $0.closesSeen >= players * question
                }
            }
        }
        if let payload, let first = record.change({ $0.firstQuestion }) {
            try Data(first.utf8).write(to: URL(fileURLWithPath: payload))
        }
        let (acks, updates, sent) = record.change { ($0.latencies, $0.updateLatencies(), $0.sent) }
        print("fanout \(format(percentile(fanouts, 0.5))) \(format(percentile(fanouts, 0.99)))")
        print("ack \(format(percentile(acks, 0.5))) \(format(percentile(acks, 0.99)))")
        print("answers \(acks.count) \(sent)")
        if !reference { print("update \(format(percentile(updates, 0.5))) \(format(percentile(updates, 0.99)))") }
        closes.cancel()
        for client in clients { client.cancel() }
        fflush(nil)
        Foundation.exit(0)
    }

    /// One player: joins, and answers each question at a moment of its own within the second after it arrives.
    static func play(_ player: Int, url: String, record: Record, keep: Bool) async throws {
        let name = "p\(player)"
        let client = WebSocketClient(
            url: url, configuration: .init(maxFrameSize: 1 << 22),
            logger: Logger(label: "bench", factory: { _ in SwiftLogNoOpLogHandler() })
        ) { inbound, outbound, _ in
            try await outbound.write(.text(ClassProtocol.encode(ClientMessage.join(name: name, device: name))))
            let sentAt = SharedValue<ContinuousClock.Instant?>(nil)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for try await message in inbound.messages(maxSize: 1 << 22) {
                    guard case .text(let text) = message else { continue }
                    let now = ContinuousClock.now
                    if text.contains(#""type":"lobby""#) { continue }
                    if text.contains(#""type":"closed""#) {
                        record.change { $0.closesSeen += 1 }
                    } else if text.contains(#""type":"welcome""#) {
                        record.change { $0.welcomed += 1 }
                    } else if text.contains(#""type":"received""#) {
                        guard let sent = sentAt.get(),
                            case .received(let question)? = try? ClassProtocol.decodeServerMessage(text)
                        else { continue }
                        record.change {
                            $0.latencies.append((now - sent) / .milliseconds(1))
                            $0.acknowledged[question - 1] += 1
                        }
                    } else if case .question(let shown)? = try? ClassProtocol.decodeServerMessage(text) {
                        record.change {
                            $0.receipts[shown.question - 1].append(now)
                            if keep, $0.firstQuestion == nil { $0.firstQuestion = text }
                        }
                        group.addTask {
                            try await Task.sleep(for: .milliseconds(player * 997 % 1000))
                            let now = ContinuousClock.now
                            sentAt.set(now)
                            record.change {
                                $0.sent += 1
                                $0.sentTimes[shown.question - 1].append(now)
                            }
                            let answer = ClientMessage.answer(
                                question: shown.question, answer: Self.answer(to: shown, player: player))
                            try await outbound.write(.text(ClassProtocol.encode(answer)))
                        }
                    }
                }
                group.cancelAll()
            }
        }
        try await client.run()
    }

    /// An answer the room takes to `shown`: a number spread over a slider's range, a word or two of the player's for
    /// a text, every item in order, every pair, or the first option.
    static func answer(to shown: QuestionShown, player: Int) -> String {
        let words = ["sunny", "Café", "cafe", "music", "the sea", "friends", "sleep", "Música", "books", "a walk"]
        switch shown.form {
        case .slider:
            guard let slider = shown.slider else { return "0" }
            return NumericAnswer.text(of: slider.low + Double(player % 101) / 100 * (slider.high - slider.low))
        case .text: return words[player % words.count] + (player % 3 == 0 ? " and " + words[player % 7] : "")
        case .ordering: return (1...max(1, shown.options.count)).map(String.init).joined(separator: " ")
        case .pairs: return shown.options.indices.map { "\($0 + 1)\(GameError.letter($0 + 1))" }.joined(separator: " ")
        case .two, .choices, .yesNo: return shown.form == .yesNo ? "yes" : "1"
        }
    }

    /// What the players saw, shared by their tasks.
    typealias Record = SharedValue<Counts>

    struct Counts: Sendable {
        var welcomed = 0
        var receipts: [[ContinuousClock.Instant]]
        var acknowledged: [Int]
        var latencies: [Double] = []
        var sent = 0
        var closes = 0
        var closesSeen = 0
        var firstQuestion: String?
        /// When each answer was sent, by question.
        var sentTimes: [[ContinuousClock.Instant]]
        /// When the host learnt of each count of answers, by question.
        var progress: [[(answered: Int, at: ContinuousClock.Instant)]]

        init(questions: Int) {
            receipts = Array(repeating: [], count: questions)
            acknowledged = Array(repeating: 0, count: questions)
            sentTimes = Array(repeating: [], count: questions)
            progress = Array(repeating: [], count: questions)
        }

        /// The time from each answer to the host's screen counting it: the n-th answer sent against the first
        /// progress that counts n answers.
        func updateLatencies() -> [Double] {
            zip(sentTimes, progress).flatMap { sent, seen -> [Double] in
                let sent = sent.sorted()
                return seen.compactMap { update -> Double? in
                    guard update.answered >= 1, update.answered <= sent.count else { return nil }
                    return (update.at - sent[update.answered - 1]) / .milliseconds(1)
                }
            }
        }
    }
}

extension ClassCommand.Record {
    /// Waits until `done`; fails with what was awaited after `seconds`.
    func wait(_ what: String, seconds: Double, until done: (ClassCommand.Counts) -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !change({ done($0) }) {
            guard ContinuousClock.now < deadline else {
                let seen = change { "\($0.welcomed) welcomed, \($0.closesSeen) closes seen, \($0.closes) closes" }
                throw ValidationError("timed out waiting: \(what) (\(seen))")
            }
            try await Task.sleep(for: .milliseconds(1))
        }
    }
}

private func percentile(_ values: [Double], _ share: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * share).rounded(.up)) - 1)]
}

private func format(_ value: Double) -> String { String(format: "%.2f", value) }
