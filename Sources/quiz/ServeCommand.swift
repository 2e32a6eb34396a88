import ArgumentParser
import Foundation
import QuizAPI
import QuizClass
import QuizCore
import QuizPacks
import QuizPostgres
import QuizServer
import QuizShell
import QuizStore

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve packs over HTTP with the quiz APIs, for quiz and for the original apps.",
        discussion: """
            Every route of the quiz APIs answers at the root for the default pack of its kind (the first by name \
            whose language is --lang, else the first by name), and under /packs/NAME for each pack; GET /packs \
            lists them. Prints "serving N packs on http://HOST:PORT" once listening (in Spanish with --lang es); \
            with --host 0.0.0.0 (or ::), the addresses of this machine's networks, which the class can reach; \
            then one line per request on standard error with tokens redacted. The quiz routes answer as the real quiz service does; \
            --media-shape exam writes attachments as the exam text's plain URLs. Teachers open class rooms on it with \
            quiz host, and homework rooms with quiz assign, which this machine's database keeps until their deadline \
            across restarts; each finished room's results go to it, listed by quiz results. Ctrl-C or \
            SIGTERM stops it after the requests under way.
            """
    )

    @Option(help: "The address to listen on; the default answers this machine only, 0.0.0.0 every network.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 8080

    @Option(
        help: "A folder of packs to serve (repeatable); the bundled and user packs when none.", completion: .directory)
    var packs: [String] = []

    @Option(
        name: .customLong("token"),
        help: "A token the /api routes accept (repeatable); also QUIZ_TOKEN. None: no token needed.")
    var tokens: [String] = []

    @Option(
        name: .customLong("token-file"), help: "A file of tokens the /api routes accept, one a line (repeatable).",
        completion: .file())
    var tokenFiles: [String] = []

    @Option(
        name: .customLong("media-shape"),
        help: "How quiz attachments and author photos are written: service ({\"mime\", \"url\"}) or exam (\"url\").")
    var mediaShape: MediaShape = .service

    @Option(
        help: """
            The language whose packs the root routes serve, such as es or en; also the language of the messages \
            (default: from LC_ALL, LC_MESSAGES or LANG).
            """)
    var lang: String?

    @Option(help: "The seed of the random quizzes, to replay the same choices; random when absent.")
    var seed: UInt64?

    @Option(
        help: """
            A PostgreSQL database, postgres://USER[:PASSWORD]@HOST:PORT/DATABASE, through which several quiz serve \
            processes share class rooms and keep their results; without it, rooms live in this process.
            """)
    var database: String?

    func validate() throws {
        let text = Messages(lang: lang)
        if let database {
            do {
                _ = try PostgresAddress(url: database)
            } catch {
                throw ValidationError(text.badDatabaseURL(error))
            }
        }
        try checkPackFolders(packs, text)
        guard (0...ServerAddress.highestPort).contains(port) else {
            throw ValidationError(
                "--port \(port) is not a port; give one from 1 to \(ServerAddress.highestPort), or 0 for a free one")
        }
    }

    func run() async throws {
        let text = Messages(lang: lang)
        let catalog =
            packs.isEmpty
            ? PackCatalog.standard() : PackCatalog(folders: packs.map { URL(fileURLWithPath: $0, isDirectory: true) })
        let contents = catalog.load()
        for error in contents.errors { printError(text.packLoadError(error)) }
        guard !contents.packs.isEmpty else {
            throw failure(text.noPacksToServe(in: catalog.folders.map(\.path).joined(separator: ", ")))
        }
        if !tokens.isEmpty { printError(text.tokenOptionHint(fileOption: true)) }
        let accepted: ServeTokens
        do {
            accepted = try ServeTokens(
                options: tokens, files: tokenFiles, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw failure(text.tokenProblem(error))
        }
        if let warning = text.noTokenWarning(accepted, host: host) { printError(warning) }
        let api = PackAPI(
            packs: contents.packs, tokens: accepted.tokens, preferredLanguage: lang ?? text.language.rawValue,
            seed: seed ?? .random(in: .min ... .max), mediaShape: mediaShape, origins: contents.origins,
            files: contents.files)
        api.prepareAll()
        let players = PlayerDatabase(directories: XDGDirectories())
        let store: any RoomStore
        let shared = database.flatMap { try? PostgresAddress(url: $0) }
        if let address = shared {
            do {
                store = try await PostgresRoomStore.connect(address, packs: { api.pack(named: $0) })
            } catch {
                throw failure(text.databaseUnreachable(error))
            }
        } else {
            // The rooms of this process, its homework rooms kept in the player database and taken up again; in memory
            // alone when that database cannot be used.
            do {
                let homework = try await HomeworkRoomStore(
                    database: players, packs: { api.pack(named: $0) }, failed: { printError(text.recordsError($0)) })
                for pin in homework.packless { printError(text.homeworkPackGone(pin)) }
                store = homework
            } catch {
                printError(text.recordsError(error))
                store = MemoryRoomStore()
            }
        }
        // With a shared database the store keeps the results, in the change that ends the game.
        let rooms = RoomHub(
            packs: { api.pack(named: $0) }, seed: seed ?? .random(in: .min ... .max),
            keep: { results in
                do { try players.keep(results) } catch { printError(text.recordsError(error)) }
            },
            kept: { pin in
                if let shared { return (try? await PostgresClassResults.list(at: shared, pin: pin)) ?? [] }
                return (try? players.classResults(pin: pin)) ?? []
            }, store: store)
        await rooms.resume()
        let server = PackServer(
            api: api, configuration: .init(host: host, port: port), rooms: rooms,
            log: { PackServer.standardError(TerminalText.safe($0)) })
        let count = contents.packs.count
        let host = host
        do {
            try await server.run { port in
                let addresses = ReachableAddresses.urls(host: host, port: port)
                writeOut(text.serving(count, on: addresses) + "\n")
            }
        } catch let error as PackServer.ListenError {
            throw failure(text.listenError(error))
        } catch let error as PackServer.UnknownHost {
            throw failure(text.unknownHost(error))
        }
    }
}

extension MediaShape: ExpressibleByArgument {}
