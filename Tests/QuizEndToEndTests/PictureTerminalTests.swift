import Foundation
import Testing

@Suite("Pictures in a real terminal", .serialized)
struct PictureTerminalTests {
    private let home = FileManager.default.temporaryDirectory.appendingPathComponent(
        "quiz-pictures-\(UUID().uuidString)")

    private var environment: [String: String] {
        [
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "LANG": "en_US.UTF-8", "TERM": "xterm-256color", "COLORTERM": "truecolor",
        ]
    }

    /// A folder with a pack of two films whose posters are pictures beside it: the Brazilian flag of the bundled
    /// packs, green, yellow and blue.
    private func filmPack() throws -> URL {
        let folder = home.appendingPathComponent("packs")
        let images = folder.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        try Data(contentsOf: repository.appendingPathComponent("Content/images/br.png"))
            .write(to: images.appendingPathComponent("poster.png"))
        let pack = """
            {"format": 1, "name": "posters", "kind": "film", "title": "Posters", "language": "en", "items": [
              {"id": 1, "title": "First", "posterUrl": "images/poster.png", "question": "Is it green?", "answer": true},
              {"id": 2, "title": "Second", "posterUrl": "images/poster.png", "question": "Is it red?", "answer": false}
            ]}
            """
        try Data(pack.utf8).write(to: folder.appendingPathComponent("posters.json"))
        return folder
    }

    /// The largest spread between the channels of a true colour among `lines`: over 100 where a colourful
    /// picture is drawn, at most a fifth of that once it is drawn at saturation 0.2.
    private func colourfulness(_ lines: some Sequence<Substring>) -> Int {
        var largest = 0
        for line in lines {
            var rest = line[...]
            while let range = rest.range(of: "8;2;") {
                rest = rest[range.upperBound...]
                let channels = rest.prefix { $0.isNumber || $0 == ";" }.split(separator: ";").prefix(3)
                    .compactMap { Int($0) }
                if channels.count == 3 { largest = max(largest, channels.max()! - channels.min()!) }
            }
        }
        return largest
    }

    /// The lines of the screen after the last line that contains `marker`.
    private func lines(after marker: String, in screen: String) -> [Substring] {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.lastIndex(where: { $0.contains(marker) }) else { return [] }
        return Array(lines[(index + 1)...])
    }

    /// The lines of the screen between the last line that contains `first` and the next that contains `last`.
    private func lines(between first: String, and last: String, in screen: String) -> [Substring] {
        lines(after: first, in: screen).prefix { !$0.contains(last) }.map { $0 }
    }

    @Test func thePosterGreysInPlaceWhileTheVerdictShowsAndItsColourComesBack() async throws {
        try #require(TerminalSession.isAvailable, "tmux is needed for this test; Scripts/test installs it")
        let packs = try filmPack()
        defer { try? FileManager.default.removeItem(at: home) }
        let session = try TerminalSession(
            arguments: ["--packs", packs.path, "--images", "symbols", "--seed", "1"], environment: environment)
        #expect(await session.waitUntilShown("quiz>", seconds: 60), "no prompt:\n\(session.screen)")
        try session.type("load posters")
        try session.send("Enter")
        #expect(await session.waitUntilShown("Loaded posters", seconds: 30), "\(session.screen)")
        try session.type("play")
        try session.send("Enter")
        #expect(await session.waitUntilShown("Yes / No", seconds: 30), "\(session.screen)")
        let opened = lines(after: "quiz> play", in: session.colouredScreen)
        #expect(
            colourfulness(opened) > 100, "no coloured cells where the poster is:\n\(opened.joined(separator: "\n"))")

        try session.type("yes")
        try session.send("Enter")
        #expect(await session.waitUntilShown("for the next question", seconds: 30), "\(session.screen)")
        try await Task.sleep(for: .seconds(1))  // past the animation
        let atVerdict = session.colouredScreen
        let above = lines(between: "quiz> play", and: "]> yes", in: atVerdict)
        let grey = colourfulness(above)
        #expect(
            grey > 0 && grey <= 50, "the poster is not greyed where it was:\n\(above.joined(separator: "\n"))")
        let under = lines(after: "]> yes", in: atVerdict)
        #expect(colourfulness(under) == 0, "a second poster under the verdict:\n\(under.joined(separator: "\n"))")

        // The next command, here one of a line, gives the poster its colour back where it is.
        try session.type("score")
        try session.send("Enter")
        #expect(await session.waitUntilShown("Accuracy", seconds: 30), "\(session.screen)")
        let restored = lines(between: "quiz> play", and: "]> yes", in: session.colouredScreen)
        #expect(
            colourfulness(restored) > 100,
            "the poster did not get its colour back:\n\(restored.joined(separator: "\n"))")

        try session.type("next")
        try session.send("Enter")
        #expect(await session.waitUntilShown("Question 2 of 2", seconds: 30), "\(session.screen)")
        try await Task.sleep(for: .milliseconds(500))
        let next = lines(after: "]> next", in: session.colouredScreen)
        #expect(colourfulness(next) > 100, "the next poster is not in colour:\n\(next.joined(separator: "\n"))")

        try session.type("quit")
        try session.send("Enter")
        #expect(await session.waitUntilShown("EXITED 0", seconds: 30), "\(session.screen)")
    }
}
