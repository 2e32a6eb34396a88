import Foundation

/// As many slots as the machine has cores, for the programs that tests run to their end: a test takes one before
/// it starts its program and gives it back when the program ends, as a build system runs its jobs. Without them a
/// test run starts a hundred programs at once on two cores, and each takes ten times as long as it does alone.
public actor ProgramSlots {
    public static let shared = ProgramSlots(count: ProcessInfo.processInfo.activeProcessorCount)

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) {
        free = max(1, count)
    }

    /// Suspends until a slot is free, and takes it.
    public func take() async {
        guard free == 0 else {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives a slot back: to the test that has waited longest, if one waits.
    public func give() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
