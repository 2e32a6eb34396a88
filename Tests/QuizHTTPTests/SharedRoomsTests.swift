import Foundation
import QuizClass
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import QuizTestSupport
import Testing

/// Rooms shared by two `quiz serve --database` processes through a real PostgreSQL: `Scripts/test` starts one and
/// gives its URL in `QUIZ_POSTGRES_URL`.
@Suite("Rooms shared by two servers over PostgreSQL", .serialized)
struct SharedRoomsTests {
    static let url = ProcessInfo.processInfo.environment["QUIZ_POSTGRES_URL"]
    static let binary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug/quiz")

    /// Two `quiz serve` processes of the same pack on 127.0.0.1, started at once over the database at `url`.
    func withTwoServers(_ body: (URL, URL) async throws -> Void) async throws {
        try await withServers { start in
            let servers = try ["a", "b"].map(start)
            defer { for server in servers { server.stop() } }
            let a = try #require(await servers[0].address(), "server A did not start: \(servers[0].errors)")
            let b = try #require(await servers[1].address(), "server B did not start: \(servers[1].errors)")
            try await body(a, b)
        }
    }

    /// Gives `body` a way to start a `quiz serve` of the same pack over the database at `url`, each name with a home
    /// of its own, which stays for a server started again under the same name.
    func withServers(_ body: (_ start: (String) throws -> ServeProcess) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-shared-\(UUID().uuidString)")
        let packs = folder.appendingPathComponent("packs")
        try FileManager.default.createDirectory(at: packs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pack = ClassRoomServerTests.pack
        try JSONEncoder().encode(pack).write(to: packs.appendingPathComponent("\(pack.name).json"))
        let database = try #require(Self.url)
        try await body { name in
            try ServeProcess(
                binary: Self.binary, home: folder.appendingPathComponent(name),
                arguments: ["--packs", packs.path, "--seed", "7", "--database", database])
        }
    }

    @Test(
        .enabled(
            if: url != nil,
            "QUIZ_POSTGRES_URL is not set: no PostgreSQL to share rooms through (Scripts/test starts one)"))
    func aHostOnOneServerAndPlayersOnBothPlayTheSameGame() async throws {
        try await withTwoServers { a, b in
            let room = try await ClassClient.openRoom(at: a, RoomOpening.Request(pack: "capitals", seconds: 5, seed: 5))
            let host = RoomClient(base: a, pin: room.pin, hello: .host(key: room.key))
            _ = try await host.wait("the host's welcome") { $0.welcome }
            let ana = RoomClient(base: a, pin: room.pin, hello: .join(name: "Ana", device: "ana-laptop"))
            let ben = RoomClient(base: b, pin: room.pin, hello: .join(name: "Ben", device: "ben-laptop"))
            let cleo = RoomClient(base: b, pin: room.pin, hello: .join(name: "Cleo", device: "cleo-laptop"))
            for player in [ana, ben, cleo] { _ = try await player.wait("a welcome") { $0.welcome } }
            _ = try await host.wait("a lobby of three") { $0.lobby.flatMap { $0.count == 3 ? $0 : nil } }

            // Question 1, opened on server A, reaches the players of both; all three answer, Ben wrong.
            host.send(.next)
            var shown: [QuestionShown] = []
            for (player, typed) in [(ana, "1"), (ben, "2"), (cleo, "1")] {
                let question = try await player.wait("question 1") { $0.question }
                shown.append(question)
                player.send(.answer(question: 1, answer: typed))
            }
            #expect(Set(shown.map(\.prompt)).count == 1 && shown.allSatisfy { $0.question == 1 })
            let closed = try await host.wait("the close of question 1") { $0.closed }
            #expect(closed.counts.map(\.count) == [2, 1])
            let cleoAfterOne = try #require(try await cleo.wait("Cleo's verdict") { $0.closed?.you })
            #expect(cleoAfterOne.right && cleoAfterOne.points > 900)

            // Cleo drops from server B; question 2 closes once Ana and Ben have answered, without waiting for her.
            await cleo.drop()
            host.send(.next)
            for player in [ana, ben] {
                _ = try await player.wait("question 2") { $0.question }
                player.send(.answer(question: 2, answer: "1"))
            }
            #expect(try await host.wait("the close of question 2") { $0.closed }.question == 2)

            // She comes back on server A with the same device and every point.
            let back = RoomClient(base: a, pin: room.pin, hello: .join(name: "cleo", device: "cleo-laptop"))
            let welcome = try await back.wait("Cleo's welcome back") { $0.welcome }
            #expect(welcome.name == "Cleo" && welcome.points == cleoAfterOne.points)

            // Question 3: Ben does not answer, so its deadline closes it, on whichever server fires first, once.
            host.send(.next)
            for (player, typed) in [(ana, "1"), (back, "1")] {
                _ = try await player.wait("question 3") { $0.question }
                player.send(.answer(question: 3, answer: typed))
            }
            _ = try await ben.wait("question 3") { $0.question }
            for client in [host, ana, ben, back] {
                #expect(try await client.wait("the close of question 3") { $0.closed }.question == 3)
            }
            try await Task.sleep(for: .milliseconds(500))
            for client in [host, ana, ben, back] {
                #expect(await client.inbox.messages.compactMap(\.closed).isEmpty, "a question closed twice")
            }

            host.send(.next)
            let podium = try await host.wait("the podium") { $0.podium }
            #expect(podium.standings.map(\.name) == ["Ana", "Cleo", "Ben"])
            #expect(podium.standings.map(\.right) == [3, 2, 1])
            for player in [ana, ben, back] {
                #expect(try await player.wait("the podium") { $0.podium }.standings == podium.standings)
            }
            for client in [host, ana, ben, back] { await client.drop() }

            let csv = try await Self.run(["results", room.pin, "--format", "csv", "--database", try #require(Self.url)])
            #expect(csv.status == 0, "\(csv.stderr)")
            let lines = csv.stdout.split(separator: "\n").map(String.init)
            // Foundation leaves the byte order mark out when it reads the output as UTF-8 (the browser test sees it).
            #expect(lines.first == "pin,pack,ended,rank,name,right,points,tie")
            let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
            #expect(rows.map { String($0[4]) } == ["Ana", "Cleo", "Ben"])
            #expect(rows.map { String($0[5]) } == ["3", "2", "1"])
            #expect(rows.map { Int($0[6]) } == podium.standings.map(\.points))

            // Every answer is kept with the game, so the report reads question by question from the shared database.
            let byQuestion = try await Self.run(
                ["results", room.pin, "--by", "question", "--format", "json", "--database", try #require(Self.url)])
            #expect(byQuestion.status == 0, "\(byQuestion.stderr)")
            struct Game: Decodable {
                struct Question: Decodable {
                    var answered: Int
                    var right: Int
                    var mostChosenWrongCount: Int
                }
                var questions: [Question]
            }
            let games = try JSONDecoder().decode([Game].self, from: Data(byQuestion.stdout.utf8))
            #expect(games.map { $0.questions.map(\.answered) } == [[3, 2, 2]])
            #expect(games.map { $0.questions.map(\.right) } == [[2, 2, 2]])
            #expect(games.map { $0.questions.map(\.mostChosenWrongCount) } == [[1, 0, 0]])
        }
    }

    @Test(
        .enabled(
            if: url != nil,
            "QUIZ_POSTGRES_URL is not set: no PostgreSQL to share rooms through (Scripts/test starts one)"))
    func answersSentAtOnceThroughBothServersAreEachScoredOnce() async throws {
        try await withTwoServers { a, b in
            let room = try await ClassClient.openRoom(
                at: a, RoomOpening.Request(pack: "capitals", seconds: 60, questions: 1, seed: 5))
            let host = RoomClient(base: a, pin: room.pin, hello: .host(key: room.key))
            _ = try await host.wait("the host's welcome") { $0.welcome }
            let count = 40
            let names = (1...count).map { "Player \($0)" }
            // Dealt between the servers in turn; the first half answers right, the others wrong.
            let players = names.enumerated().map { index, name in
                RoomClient(
                    base: index.isMultiple(of: 2) ? a : b, pin: room.pin, hello: .join(name: name, device: "d\(index)"))
            }
            let answersRight = names.indices.map { $0 < count / 2 }
            for player in players { _ = try await player.wait("a welcome") { $0.welcome } }
            _ = try await host.wait("a lobby of \(count)") { $0.lobby.flatMap { $0.count == count ? $0 : nil } }

            let opened = ContinuousClock.now
            host.send(.next)
            for player in players { _ = try await player.wait("question 1") { $0.question } }
            // Every player sends two answers at once, the first then the other option: only the first counts.
            for (player, right) in zip(players, answersRight) {
                player.send(.answer(question: 1, answer: right ? "1" : "2"))
                player.send(.answer(question: 1, answer: right ? "2" : "1"))
            }
            let hostClosed = try await host.wait("the close of question 1") { $0.closed }
            let slowest = (ContinuousClock.now - opened) / .seconds(1)
            #expect(hostClosed.counts.map(\.count) == [count / 2, count / 2])
            var verdicts: [String: QuestionClosed.Verdict] = [:]
            var tops: Set<[Standing]> = [hostClosed.top]
            for (name, player) in zip(names, players) {
                let closed = try await player.wait("\(name)'s close") { $0.closed }
                verdicts[name] = closed.you
                tops.insert(closed.top)
            }
            #expect(tops.count == 1, "the top 5 differ between players: \(tops)")
            // A right answer loses points only for the time it took the server to receive it, within the test's.
            let least = AnswerPoints.points(right: true, seconds: slowest, of: 60)
            for (name, right) in zip(names, answersRight) {
                let verdict = try #require(verdicts[name], "\(name) had no verdict")
                #expect(verdict.answered && verdict.right == right, "\(name): \(verdict)")
                #expect(right ? (least...1000).contains(verdict.gained) : verdict.gained == 0, "\(name): \(verdict)")
                #expect(verdict.points == verdict.gained && verdict.players == count)
            }

            host.send(.next)
            let podium = try await host.wait("the podium") { $0.podium }
            #expect(podium.standings.count == count)
            #expect(podium.standings.map(\.points) == podium.standings.map(\.points).sorted(by: >))
            #expect(Set(podium.standings.prefix(count / 2).map(\.name)) == Set(names.prefix(count / 2)))
            for standing in podium.standings {
                #expect(standing.points == verdicts[standing.name]?.points, "\(standing)")
                #expect(standing.right == (verdicts[standing.name]?.right == true ? 1 : 0), "\(standing)")
            }
            for (name, player) in zip(names, players) {
                #expect(try await player.wait("the podium") { $0.podium }.standings == podium.standings)
                // The second answer may reach its server after the game ended, and its refusal come after the podium.
                var history = await player.inbox.history
                for _ in 0..<500 where !history.contains(where: { $0.error != nil }) {
                    try await Task.sleep(for: .milliseconds(20))
                    history = await player.inbox.history
                }
                #expect(history.filter { $0 == .received(question: 1) }.count == 1, "\(name): \(history)")
                let refusals = history.compactMap(\.error)
                #expect(
                    refusals.count == 1 && [.alreadyAnswered, .notOpen].contains(refusals[0]), "\(name): \(refusals)")
            }
            for client in [host] + players { await client.drop() }

            let csv = try await Self.run(["results", room.pin, "--format", "csv", "--database", try #require(Self.url)])
            #expect(csv.status == 0, "\(csv.stderr)")
            let rows = csv.stdout.split(separator: "\n").dropFirst().map {
                $0.split(separator: ",", omittingEmptySubsequences: false)
            }
            #expect(rows.map { String($0[4]) } == podium.standings.map(\.name))
            #expect(rows.map { Int($0[6]) } == podium.standings.map(\.points))
        }
    }

    @Test(
        .enabled(
            if: url != nil,
            "QUIZ_POSTGRES_URL is not set: no PostgreSQL to share rooms through (Scripts/test starts one)"))
    func aRoomChangedInTurnThroughBothServersIsTheSameOnBoth() async throws {
        try await withTwoServers { a, b in
            let room = try await ClassClient.openRoom(
                at: a, RoomOpening.Request(pack: "capitals", seconds: 60, questions: 2, seed: 5))
            let host = RoomClient(base: a, pin: room.pin, hello: .host(key: room.key))
            _ = try await host.wait("the host's welcome") { $0.welcome }
            // Each server changes the room in turn: one that used its own last copy of the room, not the stored one,
            // would leave out the players and answers that came through the other.
            let names = (1...6).map { "Player \($0)" }
            var players: [RoomClient] = []
            for (index, name) in names.enumerated() {
                let player = RoomClient(
                    base: index.isMultiple(of: 2) ? a : b, pin: room.pin, hello: .join(name: name, device: "d\(index)"))
                _ = try await player.wait("\(name)'s welcome") { $0.welcome }
                let lobby = try await host.wait("a lobby of \(index + 1)") {
                    $0.lobby.flatMap { $0.count == index + 1 ? $0 : nil }
                }
                #expect(lobby == Array(names.prefix(index + 1)))
                players.append(player)
            }
            for number in 1...2 {
                host.send(.next)
                for player in players { _ = try await player.wait("question \(number)") { $0.question } }
                // Question 1 answered from the first player on, question 2 from the last: the servers still
                // alternate, and the first three answer right, the others wrong.
                let turn = number == 1 ? Array(players.indices) : players.indices.reversed()
                // The host's count of answers, from the opening's 0 of 6 on.
                let counted = { @Sendable (message: ServerMessage) -> String? in
                    guard case .progress(number, let answered, let present) = message else { return nil }
                    return "\(answered) of \(present)"
                }
                #expect(try await host.wait("the count of question \(number)", counted) == "0 of 6")
                for (count, index) in turn.enumerated() {
                    players[index].send(.answer(question: number, answer: index < 3 ? "1" : "2"))
                    _ = try await players[index].wait("the receipt of \(names[index])'s answer") {
                        $0 == .received(question: number) ? true : nil
                    }
                    if count + 1 < players.count {
                        let answered = try await host.wait("\(count + 1) answers to question \(number)", counted)
                        #expect(answered == "\(count + 1) of 6")
                    }
                }
                let closed = try await host.wait("the close of question \(number)") { $0.closed }
                #expect(closed.question == number && closed.counts.map(\.count) == [3, 3])
                for (index, player) in players.enumerated() {
                    let verdict = try #require(try await player.wait("\(names[index])'s verdict") { $0.closed?.you })
                    #expect(verdict.answered && verdict.right == (index < 3), "\(names[index]): \(verdict)")
                }
            }
            host.send(.next)
            let podium = try await host.wait("the podium") { $0.podium }
            #expect(podium.standings.map(\.right) == [2, 2, 2, 0, 0, 0])
            #expect(Set(podium.standings.prefix(3).map(\.name)) == Set(names.prefix(3)))
            for client in [host] + players { await client.drop() }
        }
    }

    @Test(
        .enabled(
            if: url != nil,
            "QUIZ_POSTGRES_URL is not set: no PostgreSQL to share rooms through (Scripts/test starts one)"))
    func thePlayersOfOneServerReceiveExactlyTheMessagesOfTheOthersChangesInOrder() async throws {
        try await withTwoServers { a, b in
            let room = try await ClassClient.openRoom(
                at: a, RoomOpening.Request(pack: "capitals", seconds: 60, questions: 2, seed: 5))
            let host = RoomClient(base: a, pin: room.pin, hello: .host(key: room.key))
            _ = try await host.wait("the host's welcome") { $0.welcome }
            // Ben and Cleo play on server B; everything else happens on server A: the later joins, the host's
            // questions, and the last answer of each question, which closes it.
            let names = ["Ben", "Cleo", "Ana", "Dan"]
            var players: [RoomClient] = []
            for (index, name) in names.enumerated() {
                let player = RoomClient(
                    base: index < 2 ? b : a, pin: room.pin, hello: .join(name: name, device: "\(name)-laptop"))
                _ = try await host.wait("a lobby of \(index + 1)") {
                    $0.lobby.flatMap { $0.count == index + 1 ? true : nil }
                }
                players.append(player)
            }
            for number in 1...2 {
                host.send(.next)
                for (index, player) in players.enumerated() {
                    _ = try await player.wait("question \(number)") { $0.question }
                    player.send(.answer(question: number, answer: index == 0 ? "2" : "1"))
                    _ = try await player.wait("the receipt of an answer") {
                        $0 == .received(question: number) ? true : nil
                    }
                }
                _ = try await host.wait("the close of question \(number)") { $0.closed }
            }
            host.send(.next)
            let podium = try await host.wait("the podium") { $0.podium }
            let ana = await players[2].inbox.history
            for (index, name) in names.prefix(2).enumerated() {
                _ = try await players[index].wait("\(name)'s podium") { $0.podium }
                let history = await players[index].inbox.history
                let lobbies = (index + 1...names.count).map { ServerMessage.lobby(players: Array(names.prefix($0))) }
                #expect(history.compactMap(\.welcome).map(\.name) == [name])
                #expect(Array(history.dropFirst().prefix(lobbies.count)) == lobbies, "\(name): \(history)")
                // After the lobbies, for each question: the question as server A's players had it, the receipt and
                // the verdict; then the podium.
                let game = Array(history.dropFirst(1 + lobbies.count))
                #expect(game.count == 7, "\(name): \(game)")
                guard game.count == 7 else { continue }
                #expect([game[0], game[3]] == ana.filter { $0.question != nil })
                #expect([game[1], game[4]] == [.received(question: 1), .received(question: 2)])
                #expect([game[2], game[5]].map { $0.closed?.you?.right } == [index == 1, index == 1], "\(name)")
                #expect(game[6].podium?.standings == podium.standings)
            }
            for client in [host] + players { await client.drop() }
        }
    }

    @Test func anUnreachableDatabaseIsOneSentenceNamingHostAndPortWithoutThePassword() async throws {
        let served = try await Self.run([
            "serve", "--port", "0", "--database", "postgres://teacher:s3cret-pass@127.0.0.1:1/quiz",
        ])
        #expect(served.status == 1)
        #expect(served.stderr == "cannot use the rooms' database at 127.0.0.1:1: nothing listens on that port\n")
        #expect(!served.stderr.contains("s3cret") && !served.stdout.contains("s3cret"))
        let overIPv6 = try await Self.run(["serve", "--port", "0", "--database", "postgres://teacher@[::1]:1/quiz"])
        #expect(overIPv6.stderr == "cannot use the rooms' database at [::1]:1: nothing listens on that port\n")
        let nowhere = try await Self.run([
            "serve", "--port", "0", "--database", "postgres://teacher@no-such-host.invalid/quiz",
        ])
        #expect(
            nowhere.stderr
                == "cannot use the rooms' database at no-such-host.invalid:5432: no host is called no-such-host.invalid\n"
        )

        let listed = try await Self.run(["results", "--database", "postgres://teacher:s3cret-pass@127.0.0.1:1/quiz"])
        #expect(listed.status == 1)
        #expect(listed.stderr.contains("127.0.0.1:1") && !listed.stderr.contains("s3cret"))

        let malformed = try await Self.run(["results", "--database", "mysql://teacher:s3cret-pass@127.0.0.1/quiz"])
        #expect(malformed.status == 64)
        #expect(malformed.stderr.contains("its scheme is mysql, not postgres") && !malformed.stderr.contains("s3cret"))
    }

    @Test(.timesDeadlines) func anUnreachableDatabaseFailsAtOnceRatherThanAtItsDeadline() async throws {
        let served = try await Self.run([
            "serve", "--port", "0", "--database", "postgres://teacher:s3cret-pass@127.0.0.1:1/quiz",
        ])
        #expect(served.status == 1)
        #expect(served.duration < .seconds(8))
    }

    /// Runs the built `quiz` in English and waits for it.
    static func run(_ arguments: [String]) async throws -> ProgramOutput {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        (environment["LC_ALL"], environment["LC_MESSAGES"]) = (nil, nil)
        process.environment = environment
        return try await process.outputUntilExit()
    }
}
