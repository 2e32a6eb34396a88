import Foundation

/// What a program run to its end gave: its exit status, standard output and standard error, and how long it ran.
public struct ProgramOutput: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// From the program's start to its end, without the wait for a slot to run in.
    public var duration: Duration
}

extension Process {
    /// Starts the program and suspends until it ends; returns how long it ran.
    ///
    /// `waitUntilExit()` would block a thread of the pool that every test of the run shares (as many threads as the
    /// machine has cores): two tests blocked that way stall every server that other tests run in this process, and
    /// their deadlines of a few seconds pass. The time is taken as the program ends, on the thread that learns of
    /// it, not when this task next runs: tests busy on every thread of the pool can delay that by seconds.
    @discardableResult
    public func runUntilExit() async throws -> Duration {
        let started = ContinuousClock.now
        let ended = try await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<ContinuousClock.Instant, any Error>) in
            terminationHandler = { _ in continuation.resume(returning: .now) }
            do {
                try start()
            } catch {
                terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        return started.duration(to: ended)
    }

    /// Runs the program to its end with `input` on its standard input, in one of the `ProgramSlots`, and gives what
    /// it wrote, which must be UTF-8. Its output goes to files rather than pipes, which a program stops writing to
    /// when they are full and no one reads them.
    public func outputUntilExit(input: Data = Data()) async throws -> ProgramOutput {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (inputFile, output, errors) = (
            folder.appendingPathComponent("stdin"), folder.appendingPathComponent("stdout"),
            folder.appendingPathComponent("stderr")
        )
        try input.write(to: inputFile)
        try Data().write(to: output)
        try Data().write(to: errors)
        standardInput = try FileHandle(forReadingFrom: inputFile)
        standardOutput = try FileHandle(forWritingTo: output)
        standardError = try FileHandle(forWritingTo: errors)
        await ProgramSlots.shared.take()
        let duration: Duration
        do {
            duration = try await runUntilExit()
        } catch {
            await ProgramSlots.shared.give()
            throw error
        }
        await ProgramSlots.shared.give()
        return ProgramOutput(
            status: terminationStatus, stdout: try String(contentsOf: output, encoding: .utf8),
            stderr: try String(contentsOf: errors, encoding: .utf8), duration: duration)
    }

    /// Suspends until the program, already started, ends.
    public func exited() async {
        while isRunning { try? await Task.sleep(for: .milliseconds(10)) }
    }
}
