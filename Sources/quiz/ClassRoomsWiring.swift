import Foundation
import QuizClass
import QuizClient
import QuizCore
import QuizPacks
import QuizScripting
import QuizServer
import QuizShell

/// The class rooms the shell's `host` reaches, in play and in scripts.
enum ClassRoomsWiring {
    /// Rooms of a script or transcript: its own server's, timed by `serverClock` when it is the transcript's
    /// server; or, over local packs, a room hub in this process with a clock of its own. The clocks move only as
    /// simulated players answer, so that points are the same on every run.
    static func scripted(server: URL? = nil, serverClock: ManualClock? = nil)
        -> @Sendable (ClassVenue) async throws -> ClassRooms
    {
        { venue in
            switch venue {
            case .server(let url): return ClassClient.rooms(at: url, clock: url == server ? serverClock : nil)
            case .local(let contents):
                let clock = ManualClock()
                let hub = RoomHub(packs: lookUp(contents.packs), clock: clock, seed: ScriptSandbox.defaultSeed)
                return hub.classRooms(address: "in-process", clock: clock, seed: ScriptSandbox.defaultSeed)
            }
        }
    }

    /// Rooms of a person's shell: the source's server; or, over local packs, a `quiz serve` of their own that this
    /// process starts on every network interface, on a free port, serving the rooms, their pages and the pictures
    /// beside the packs, so that the class can join from the LAN. Players are told this machine's addresses on its
    /// networks. It stops when the hosting ends.
    static func live() -> @Sendable (ClassVenue) async throws -> ClassRooms {
        { venue in
            switch venue {
            case .server(let url): return ClassClient.rooms(at: url)
            case .local(let contents):
                let hub = RoomHub(packs: lookUp(contents.packs), seed: .random(in: .min ... .max))
                // Not the packs' own routes, which would hand students the answers: only their pictures.
                let api = PackAPI(packs: contents.packs, layout: .picturesOnly, files: contents.files)
                let wildcard = "0.0.0.0"
                let server = PackServer(
                    api: api, configuration: .init(host: wildcard, port: 0), rooms: hub, log: { _ in })
                let (port, stop) = try await server.start()
                var rooms = ClassClient.rooms(at: URL(string: "http://127.0.0.1:\(port)")!)
                rooms.addresses = ReachableAddresses.urls(host: wildcard, port: port)
                rooms.stop = stop
                return rooms
            }
        }
    }

    private static func lookUp(_ packs: [Pack]) -> @Sendable (String) -> Pack? {
        let byName = Dictionary(packs.map { ($0.name, $0) }, uniquingKeysWith: { _, later in later })
        return { byName[$0] }
    }
}
