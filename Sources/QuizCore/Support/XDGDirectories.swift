import Foundation

/// Where quiz keeps per-user files, after the XDG base directory specification.
///
/// Each folder is `$XDG_*_HOME/quiz`, or the specification's default under `$HOME` when that is unset or not absolute.
public struct XDGDirectories: Sendable, Hashable {
    /// User packs and the results of past games.
    public var data: URL
    /// Line-editor history.
    public var state: URL
    /// Downloaded question sets for offline play.
    public var cache: URL

    public init(data: URL, state: URL, cache: URL) {
        self.data = data
        self.state = state
        self.cache = cache
    }

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        func folder(_ variable: String, default relative: String) -> URL {
            let base =
                environment[variable].flatMap { $0.hasPrefix("/") ? $0 : nil }
                ?? (home as NSString).appendingPathComponent(relative)
            return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("quiz", isDirectory: true)
        }
        self.init(
            data: folder("XDG_DATA_HOME", default: ".local/share"),
            state: folder("XDG_STATE_HOME", default: ".local/state"),
            cache: folder("XDG_CACHE_HOME", default: ".cache")
        )
    }

    /// The folder of the user's own packs, which override bundled packs of the same name.
    public var userPacks: URL { data.appendingPathComponent("packs", isDirectory: true) }

    /// The folder of the copies of downloads kept for offline play.
    public var downloads: URL { cache.appendingPathComponent("downloads", isDirectory: true) }
}
