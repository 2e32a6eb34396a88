/// One test case of a report: a transcript that `quiz test` replayed, or an `expect` line of `quiz run`.
public struct TestCaseResult: Sendable, Hashable {
    public enum Verdict: Sendable, Hashable {
        case passed
        /// What was checked did not hold, as the one-line `message` says; `diff` shows it, when there is one to show.
        case failed(message: String, diff: [String])
        /// The case could not be run, as `message` says.
        case error(message: String)
    }

    /// The case's own name: a transcript's file name, or `FILE:LINE: COMMAND` for a line of a script.
    public var name: String
    /// The suite the case belongs to: the folder of a transcript, the file of a script.
    public var suite: String
    /// The file the case comes from, as it was given.
    public var file: String
    /// The line of `file` that the case is about, from 1: an `expect`, or a transcript's first differing line.
    public var line: Int?
    public var seconds: Double
    public var verdict: Verdict

    public var passed: Bool { verdict == .passed }

    /// How a list of every case names this one: the file's path when the case is a whole file, else its name.
    public var title: String {
        name == file.split(separator: "/").last.map(String.init) ? file : name
    }

    /// `FILE:LINE`, or the file alone when the case is about no line.
    public var location: String {
        line.map { "\(file):\($0)" } ?? file
    }

    public var diff: [String] {
        if case .failed(_, let diff) = verdict { diff } else { [] }
    }

    public var message: String? {
        switch verdict {
        case .passed: nil
        case .failed(let message, _), .error(let message): message
        }
    }

    /// The class name that JUnit readers group by: the suite with dots for slashes (`Scripts.sessions`), as Java
    /// packages are named, without `.` components, and without the extension of a suite that is the file itself (a
    /// script); for a suite that is the current folder, the file's name without its extension.
    public var className: String {
        let dotted = Self.dotted(suite, isFile: suite == file)
        return dotted.isEmpty ? Self.dotted(String(file.split(separator: "/").last ?? ""), isFile: true) : dotted
    }

    private static func dotted(_ path: String, isFile: Bool) -> String {
        var components = path.split(separator: "/").filter { $0 != "." }
        if isFile, let last = components.last, let dot = last.lastIndex(of: "."), dot > last.startIndex {
            components[components.count - 1] = last[..<dot]
        }
        return components.joined(separator: ".")
    }
}
