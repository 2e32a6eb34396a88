import QuizClass
import QuizClient
import QuizCore

/// What the shell is given from outside: where files go, where the player's records are kept, the clock, and how to
/// reach a server.
///
/// `QuizShell` imports neither the server nor the database: the executable hands it the transports and the player's
/// database, on disk for play and in memory for scripts and tests.
public struct ShellEnvironment: Sendable {
    public var directories: XDGDirectories
    public var clock: any GameClock
    public var transports: SourceTransports
    /// Play from the download cache alone.
    public var offline: Bool
    /// Keep downloads for offline play.
    public var cache: DownloadCache?
    /// Called while a pack downloads, for a progress bar, then with nil when the download ends however it ends;
    /// nil shows none.
    public var progress: (@Sendable (DownloadProgress?) -> Void)?
    /// The token `source http URL` sends when it names none: from `--token` or `QUIZ_TOKEN`.
    public var token: String?
    public var pictures: PictureTerminal
    /// Finished games, rotations, lines of facts, reviews and what `sync` has done.
    public var records: any PlayerRecords
    /// The class rooms of a venue, for `host`; nil where the shell cannot host.
    public var makeClassRooms: (@Sendable (ClassVenue) async throws -> ClassRooms)?
    /// The results kept of the games of room PIN, oldest first, for `practice room PIN NAME`.
    public var classResults: @Sendable (_ pin: String) throws -> [ClassResults]

    public init(
        directories: XDGDirectories = XDGDirectories(), clock: any GameClock = SystemClock(),
        transports: SourceTransports, offline: Bool = false,
        cache: DownloadCache? = nil, progress: (@Sendable (DownloadProgress?) -> Void)? = nil, token: String? = nil,
        pictures: PictureTerminal = .script, records: any PlayerRecords,
        makeClassRooms: (@Sendable (ClassVenue) async throws -> ClassRooms)? = nil,
        classResults: @escaping @Sendable (_ pin: String) throws -> [ClassResults] = { _ in [] }
    ) {
        self.makeClassRooms = makeClassRooms
        self.classResults = classResults
        self.records = records
        self.token = token
        self.pictures = pictures
        self.directories = directories
        self.clock = clock
        self.transports = transports
        self.offline = offline
        self.cache = cache
        self.progress = progress
    }
}

/// What the shell starts with; `set` changes them as it runs.
public struct ShellSettings: Sendable, Hashable {
    public var language: Language
    public var seed: UInt64?
    public var rounds: Int?
    public var filter: String?
    /// Whether a finished game ends with a fact.
    public var facts = true
    /// Whether book answers are shown in an order the seed picks.
    public var shuffleAnswers = false
    /// Seconds to answer each question; nil for no limit.
    public var timer: Int?
    public var alerts = Alerts()
    public var images: ImageMode
    /// The cards never reviewed that practice brings in each (UTC) day.
    public var newPerDay = 20
    /// The probability of recall that practice schedules reviews for.
    public var retention = Scheduler.defaultDesiredRetention
    /// Whether practice spreads review intervals at random (seeded), as FSRS's fuzz does.
    public var fuzz: Bool
    /// Whether fuzz sends a review, within its range, to a day with fewer cards due.
    public var loadBalance = true
    /// The weekdays (0 Monday to 6 Sunday) that practice gives fewer reviews.
    public var easyDays: Set<Int> = []

    public init(language: Language, seed: UInt64? = nil, images: ImageMode = .auto, fuzz: Bool = true) {
        self.fuzz = fuzz
        self.language = language
        self.images = images
        self.seed = seed
    }
}
