import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizShell
import QuizStore
import QuizTestSupport

/// An interpreter over small packs in a temporary folder, with its own XDG folders and a manual clock.
struct ShellFixture {
    let folder: URL
    let interpreter: Interpreter
    let directories: XDGDirectories
    let environment: ShellEnvironment

    static let matches = Pack(
        name: "mundial", title: "Mundial 2022", language: "es",
        items: .match([
            MatchItem(
                id: 1, phase: "Octavos de final 2022", team1: .init(name: "Japón"), team2: .init(name: "Croacia"),
                winner: 2, details: "1(1)-1(3)"),
            MatchItem(
                id: 2, phase: "Octavos de final 2022", team1: .init(name: "Marruecos"), team2: .init(name: "España"),
                winner: 1, details: "0(3)-0(0)"),
            MatchItem(
                id: 3, phase: "Final 2022", team1: .init(name: "Argentina"), team2: .init(name: "Francia"), winner: 1,
                details: "3(4)-3(2)"),
        ]))

    static let books = Pack(
        name: "libros", title: "Libros", language: "es",
        items: .book([
            BookItem(
                id: 1, book: "El Hobbit", question: "¿Quién encuentra el anillo?", answer1: .init(answer: "Frodo"),
                answer2: .init(answer: "Bilbo"), solution: 2)
        ]))

    static let films = Pack(
        name: "films", title: "Films", language: "en",
        items: .film([
            FilmItem(
                id: 1, title: "The Godfather", posterUrl: "https://posters.test/godfather.jpg",
                question: "Francis Ford Coppola directed it", answer: true),
            FilmItem(id: 2, title: "Jaws", question: "Alfred Hitchcock directed it", answer: false),
        ]))

    static let quizzes = Pack(
        name: "capitals", title: "Capitals", language: "en",
        items: .quiz([
            QuizItem(
                id: 1, question: "What is the capital of Australia?", author: QuizAuthor(username: "teacher"),
                answer: "Canberra")
        ]))

    /// `seed` nil plays as a session without `--seed`: games follow the rotation.
    init(
        packs: [Pack] = [matches, books, films, quizzes], language: Language = .en, seed: UInt64? = 1,
        clock: ManualClock = ManualClock(), pictures: PictureTerminal = .script, keepsDownloads: Bool = false
    ) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-shell-\(UUID().uuidString)")
        let packFolder = folder.appendingPathComponent("packs")
        try FileManager.default.createDirectory(at: packFolder, withIntermediateDirectories: true)
        for pack in packs {
            try JSONEncoder().encode(pack).write(to: packFolder.appendingPathComponent("\(pack.name).json"))
        }
        directories = XDGDirectories(
            data: folder.appendingPathComponent("data"), state: folder.appendingPathComponent("state"),
            cache: folder.appendingPathComponent("cache"))
        environment = ShellEnvironment(
            directories: directories, clock: clock,
            transports: .with(http: { _ in UnreachableTransport() }),
            cache: keepsDownloads ? DownloadCache(folder: directories.downloads) : nil, pictures: pictures,
            records: PlayerDatabase())
        interpreter = Interpreter(
            source: .local(folders: [packFolder]), settings: ShellSettings(language: language, seed: seed),
            style: Style(enabled: false), environment: environment)
    }

    var packFolder: URL { folder.appendingPathComponent("packs") }

    /// A shell whose source is a server at 127.0.0.1:9 that `transport` answers for, with its XDG folders in
    /// `folder`.
    static func serverShell(over transport: some Transport, folder: URL) -> Interpreter {
        Interpreter(
            source: .http(URL(string: "http://127.0.0.1:9")!), settings: ShellSettings(language: .en, seed: 1),
            style: Style(enabled: false),
            environment: ShellEnvironment(
                directories: XDGDirectories(
                    data: folder.appendingPathComponent("data"), state: folder.appendingPathComponent("state"),
                    cache: folder.appendingPathComponent("cache")),
                clock: ManualClock(), transports: .with(http: { _ in transport }), records: PlayerDatabase()))
    }

    /// Another shell over the same packs and folders, as a second quiz process would be.
    func sibling(language: Language = .en) -> Interpreter {
        Interpreter(
            source: .local(folders: [packFolder]), settings: ShellSettings(language: language, seed: 1),
            style: Style(enabled: false), environment: environment)
    }

    /// Runs each line and returns the output of the last one; a failure of an earlier line is an error.
    @discardableResult
    func run(_ lines: String...) async throws -> CommandResult {
        var result = CommandResult()
        for (index, line) in lines.enumerated() {
            result = await interpreter.execute(line)
            if index < lines.count - 1, let failure = result.failure {
                throw FixtureError(message: "\(line): \(failure)")
            }
        }
        return result
    }

    struct FixtureError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
