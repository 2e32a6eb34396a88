import Foundation

/// Programs started one at a time in the test process.
///
/// Foundation's `Process` learns that its program ended when the program's end of a socket pair closes. A program
/// started at the same moment by another test inherits that end too, and when it outlives the first (tmux's server
/// does, for the whole suite) the first program's end is never seen and its test waits for good.
public enum ProgramLaunch {
    private static let lock = NSLock()

    /// Runs `start`, which starts a program, while no other test starts one.
    public static func serially<T>(_ start: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try start()
    }
}

extension Process {
    /// Starts the program while no other test starts one (see `ProgramLaunch`).
    public func start() throws {
        try ProgramLaunch.serially { try run() }
    }
}
