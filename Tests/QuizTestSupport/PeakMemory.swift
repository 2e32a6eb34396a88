import Foundation

/// How much the process's resident memory rose at its peak since `start`, from Linux's /proc/self: the resident
/// size when it started, and the high-water mark, reset at the start (writing 5 to clear_refs).
public struct PeakMemory {
    private let startBytes: Int

    /// Starts measuring; nil where /proc/self cannot tell.
    public static func start() -> PeakMemory? {
        guard (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil,
            let resident = field("VmRSS")
        else { return nil }
        return PeakMemory(startBytes: resident)
    }

    /// The rise of the peak over the resident size at the start, in bytes.
    public var growth: Int { max(0, (Self.field("VmHWM") ?? startBytes) - startBytes) }

    private static func field(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let number = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            return number.map { $0 * 1024 }
        }
        return nil
    }
}
