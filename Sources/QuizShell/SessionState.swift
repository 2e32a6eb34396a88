import QuizClass
import QuizClient
import QuizCore

/// What the shell's handlers share: what the shell was given, its settings and look, the pack loaded, and what the
/// running command noticed and marked.
///
/// Owned by the interpreter, on whose actor every handler runs: a handler reads and changes it as a command goes on.
final class SessionState {
    let environment: ShellEnvironment
    var settings: ShellSettings
    /// Play from the download cache alone: from `--offline`, changed by `set offline`.
    var offline: Bool
    /// The pack that `load` loaded, `new pack` began or an edit saved; none once `source` changes.
    var pack: Pack?
    /// The form being filled in, whose answer the next line is.
    var form: ShellForm?
    /// The colours, bell and pictures of the running command's lines.
    let marks: OutputMarks
    /// What the downloader noticed during the running command.
    let notices = SharedValue<[DownloadNotice]>([])
    /// The running command's warnings about the player's records, for standard error.
    var warnings: [String] = []
    /// The seed of the games of this session when none is set: random unless a script fixes it.
    let sessionSeed: UInt64

    init(settings: ShellSettings, style: Style, environment: ShellEnvironment) {
        self.environment = environment
        self.settings = settings
        self.offline = environment.offline
        self.marks = OutputMarks(style: style)
        self.sessionSeed = settings.seed ?? UInt64.random(in: 1...999_999)
    }

    var text: Messages { Messages(language: settings.language) }
    var seed: UInt64 { settings.seed ?? sessionSeed }
    /// The width of the terminal in characters, which `help` wraps to: the line editor's, 80 without one.
    var columns: Int { marks.width ?? 80 }

    func loadedPack() throws -> Pack {
        guard let pack else { throw CommandFailure(text.noPackLoaded) }
        return pack
    }

    /// The index in `pack` of its item numbered `word`, counted from 1; the usage of `command` when `word` is no
    /// number, or the failure that says the pack has no such item.
    func itemIndex(_ word: String, in pack: Pack, usage command: CommandName) throws -> Int {
        guard let number = Int(word) else { throw CommandFailure(text.usage(command)) }
        guard number >= 1, number <= pack.count else {
            throw CommandFailure(pack.count == 0 ? text.emptyPack(pack) : text.noSuchItem(number, count: pack.count))
        }
        return number - 1
    }

    /// Runs `body`, a read or a write of the player's records: a failure is a warning, and nil, and the command goes
    /// on.
    @discardableResult
    func warnIfFails<T>(_ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch {
            warnings.append(text.recordsWarning(error))
            return nil
        }
    }

    func takeWarnings() -> [String] {
        defer { warnings = [] }
        return warnings
    }

    /// The notices the downloader reported during the command, as warning lines.
    func takeNotices() -> [String] {
        let taken = notices.change { notices in
            defer { notices = [] }
            return notices
        }
        return taken.map { marks.yellow(text.notice($0)) }
    }
}
