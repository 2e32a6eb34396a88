import Foundation
import QuizTestSupport
import Testing

@Suite("quiz serve, quiz sync, the server stopped: every pack plays with --offline")
struct OfflineForeverTests {
    @Test func everyPackOfEveryKindPlaysOfflineAfterASyncWithPicturesAndQuizzesJudged() async throws {
        let quiz = try BuiltQuiz()
        let packs = try Self.packsWithLocalPictures(in: quiz.folder)
        let server = try await ServedPacks(folder: packs, home: quiz.folder.url.appendingPathComponent("home"))
        let synced = try await quiz("sync", "--source", server.url)
        let log = await server.stop()
        #expect(synced.status == 0, "\(synced.stderr)")
        #expect(log.count >= 13, "\(log)")
        #expect(log.first?.hasPrefix("GET /packs 200 (") == true, "\(log)")
        #expect(log.allSatisfy { $0.hasPrefix("GET /") && $0.contains(" 200 (") && $0.hasSuffix(" ms)") }, "\(log)")
        #expect(synced.stdout.hasPrefix("Synced \(server.url): 14 packs (252 items)"))
        #expect(!synced.stdout.contains("could not be downloaded"))

        let games = try Self.packNames().filter { !["datos", "facts"].contains($0) }
        let input =
            ["set images symbols", "set facts off"]
            + (try games.flatMap { ["load \($0)", "play 1", try Self.rightAnswer(in: $0)] })
            + ["load facts", "fact", "quit"]
        let offline = try await quiz(
            "--offline", "--source", server.url, "--seed", "1", input: input.joined(separator: "\n"))
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(!offline.stdout.contains("[not shown]"), "\(offline.stdout)")
        #expect(offline.stderr.isEmpty, "\(offline.stderr)")
        let loaded = offline.stdout.split(separator: "\n").filter { $0.hasPrefix("Loaded ") }
        #expect(loaded.count == games.count + 1)
        let right = offline.stdout.split(separator: "\n").filter { $0.contains("Right!") }
        let taken = offline.stdout.split(separator: "\n").filter { $0.contains("Answer taken.") }
        #expect(right.count == games.count - 2 && taken.count == 2, "\(offline.stdout)")
    }

    @Test func aFirstStartWithoutTheServerNamesItAndTheBundledPacksStillPlay() async throws {
        let quiz = try BuiltQuiz()
        let played = try await quiz(
            "--source", "http://127.0.0.1:9", input: "packs\nsource local\nload books\nplay 1\nquit\n")
        #expect(
            played.stderr.hasPrefix(
                "error: http://127.0.0.1:9/packs: cannot connect (connection refused)"))
        #expect(played.stderr.contains("Nothing of this server is synced for offline play"))
        #expect(played.stdout.contains("Loaded books: 15 book questions"))
    }

    @Test func aSourceURLCopiedWithItsTokenPlaysTheQuizzesAndNoOutputOrLogShowsTheToken() async throws {
        let quiz = try BuiltQuiz()
        let home = quiz.folder.url.appendingPathComponent("home")
        let server = try await ServedPacks(folder: Self.content, home: home, arguments: ["--token", "s3cret"])
        let played = try await quiz("--source", server.url + "/?token=s3cret", input: "load general-knowledge\nquit\n")
        let log = await server.stop()
        #expect(played.status == 0, "\(played.stderr)")
        #expect(played.stdout.contains("Loaded general-knowledge: "), "\(played.stdout)\n\(played.stderr)")
        #expect(log.contains { $0.hasPrefix("GET /packs/general-knowledge/api/quizzes?pageno=1&token=*** 200 (") })
        #expect(!(played.stdout + played.stderr + log.joined()).contains("s3cret"))
    }

    private static let content = QuizProcess.packageRoot.appendingPathComponent("Content")

    private static func packNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: content.path).filter { $0.hasSuffix(".json") }
            .map { String($0.dropLast(".json".count)) }.sorted()
    }

    /// The bundled packs, with every picture on the web replaced by one of the flags beside them: tests don't
    /// reach the web.
    private static func packsWithLocalPictures(in folder: TemporaryFolder) throws -> URL {
        let packs = folder.url.appendingPathComponent("packs")
        try FileManager.default.copyItem(at: content, to: packs)
        let web = try NSRegularExpression(pattern: #"https?://[^"]+\.(jpe?g|png|gif)"#)
        for name in try packNames() {
            let file = packs.appendingPathComponent(name + ".json")
            let text = try String(contentsOf: file, encoding: .utf8)
            try web.stringByReplacingMatches(
                in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "images/ar.png"
            ).write(to: file, atomically: true, encoding: .utf8)
        }
        return packs
    }

    /// The right answer to the first question of the pack, as `play 1` shows it.
    private static func rightAnswer(in name: String) throws -> String {
        let data = try Data(contentsOf: content.appendingPathComponent(name + ".json"))
        let pack = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = try #require(pack["items"] as? [[String: Any]])
        let first = try #require(items.first)
        switch pack["kind"] as? String {
        case "quiz": return try #require(first["answer"] as? String)
        case "match": return String(try #require(first["winner"] as? Int))
        case "book", "choice": return String(try #require(first["solution"] as? Int))
        case "film": return try #require(first["answer"] as? Bool) ? "yes" : "no"
        // A class's opening starts with a poll, which takes any option and judges none.
        case "mixed" where first["kind"] as? String == "poll": return "1"
        default: throw CocoaError(.featureUnsupported)
        }
    }
}

/// `quiz serve --port 0` on a folder of packs, running until `stop`; its output and request log go to files.
private final class ServedPacks {
    let process = Process()
    let url: String
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "quiz-served-\(UUID().uuidString)")
    private let errors: URL

    init(folder packs: URL, home: URL, arguments: [String] = []) async throws {
        process.executableURL = QuizProcess.binary
        process.arguments = ["serve", "--port", "0", "--packs", packs.path] + arguments
        process.environment = ["HOME": home.path, "LANG": "C.UTF-8"]
        errors = folder.appendingPathComponent("stderr")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = folder.appendingPathComponent("stdout")
        try Data().write(to: output)
        try Data().write(to: errors)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.start()
        let deadline = ContinuousClock.now + .seconds(60)
        var first: Substring?
        while first == nil, process.isRunning, ContinuousClock.now < deadline {
            let text = try String(contentsOf: output, encoding: .utf8)
            if text.contains("\n") {
                first = text.split(separator: "\n").first
            } else {
                try await Task.sleep(for: .milliseconds(20))
            }
        }
        guard let first, let range = first.range(of: "http://") else {
            process.terminate()
            throw CocoaError(.fileReadUnknown)
        }
        url = String(first[range.lowerBound...])
    }

    /// Stops the server and gives the lines of its request log, all written by the time it exits.
    @discardableResult func stop() async -> [String] {
        process.terminate()
        await process.exited()
        let log = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        return log.split(separator: "\n").map(String.init)
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: folder)
    }
}
