import Foundation
import QuizTestSupport
import Testing

@Suite("A copied binary plays the bundled packs on its own")
struct CopiedBinaryTests {
    @Test func aBinaryCopiedToAnEmptyFolderPlaysEveryBundledPack() async throws {
        let folder = try TemporaryFolder()
        let binary = folder.url.appendingPathComponent("bin/quiz")
        try FileManager.default.createDirectory(
            at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: QuizProcess.binary, to: binary)
        let names = try FileManager.default.contentsOfDirectory(
            atPath: QuizProcess.packageRoot.appendingPathComponent("Content").path
        )
        .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }.sorted()
        try #require(!names.isEmpty)
        // Packs of facts are read with `fact`, not played.
        let factPacks = try names.filter { name in
            let file = QuizProcess.packageRoot.appendingPathComponent("Content/\(name).json")
            return try String(contentsOf: file, encoding: .utf8).contains(#""kind": "fact""#)
        }
        try #require(factPacks == ["datos", "facts"])
        let games = names.filter { !factPacks.contains($0) }
        let input =
            ["source"] + games.flatMap { ["load \($0)", "play 1", "stop"] } + factPacks.map { "load \($0)" }
            + ["set facts off", "set lang es", "dato", "set lang en", "fact", "quit"]

        let process = Process()
        process.executableURL = binary
        process.currentDirectoryURL = folder.url
        // Only a home of its own: no QUIZ_CONTENT, no XDG folders, nothing that points at the repository.
        process.environment = ["HOME": folder.url.appendingPathComponent("home").path]
        let run = try await runRetryingWhileBusy(process, input: Data((input.joined(separator: "\n") + "\n").utf8))
        let output = run.stdout + run.stderr

        #expect(run.status == 0, "\(run.stderr)")
        #expect(output.hasPrefix("Source: local packs (bundled and yours)\n"), "\(output)")
        for name in names { #expect(output.contains("Loaded \(name): "), "\(name) did not load:\n\(output)") }
        for name in games { #expect(output.contains("Game of \(name): "), "\(name) did not play:\n\(output)") }
        #expect(output.contains("¿Sabías qué? · ") && output.contains("Did you know? · "), "\(output)")
        #expect(!output.contains("no pack"))
    }
}

/// Runs `process` to its end. A binary just copied can be "text file busy" for a moment, while a process forked
/// elsewhere in the test run still holds the copy's descriptor until it executes its own program.
private func runRetryingWhileBusy(_ process: Process, input: Data) async throws -> ProgramOutput {
    for _ in 0..<200 {
        do {
            return try await process.outputUntilExit(input: input)
        } catch let error as NSError {
            let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
            guard underlying?.code == Int(ETXTBSY) || error.code == Int(ETXTBSY) else { throw error }
            try await Task.sleep(for: .milliseconds(100))
        }
    }
    return try await process.outputUntilExit(input: input)
}
