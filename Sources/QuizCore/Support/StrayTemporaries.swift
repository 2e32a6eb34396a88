import Foundation

/// The temporary files that a killed quiz leaves behind: `AtomicFile`'s `.NAME.PID.UUID.tmp` whose process is gone,
/// and any `.NAME.UUID.tmp` of earlier versions older than ten minutes.
///
/// Only the folders named are read, not their subfolders, so that cleaning costs one listing each.
public enum StrayTemporaries {
    public static func remove(in folders: [URL]) {
        let now = Date()
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
                let path = folder.appendingPathComponent(name).path
                guard isStray(name, modified: { modificationDate(of: path) }, now: now) else { continue }
                unlink(path)
            }
        }
    }

    /// Whether the temporary file `name` was left by a process that is gone.
    static func isStray(_ name: String, modified: () -> Date?, now: Date) -> Bool {
        let parts = name.dropLast(".tmp".count).split(separator: ".")
        // `.NAME.PID.UUID`: at least the name, the process and the UUID.
        if parts.count >= 3, UUID(uuidString: String(parts[parts.count - 1])) != nil,
            let pid = Int32(parts[parts.count - 2])
        {
            return kill(pid, 0) != 0 && errno == ESRCH
        }
        guard parts.count >= 2, UUID(uuidString: String(parts[parts.count - 1])) != nil else { return false }
        return modified().map { now.timeIntervalSince($0) > 600 } ?? false
    }

    private static func modificationDate(of path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
