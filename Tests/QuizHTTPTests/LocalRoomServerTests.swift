import Foundation
import QuizAPI
import QuizClass
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import QuizTestSupport
import Testing

/// The server the shell starts to host a room over local packs: the rooms, their pages and the pictures beside the
/// packs, never the packs themselves; and the addresses it gives the players.
@Suite struct LocalRoomServerTests {
    @Test func aRoomOverLocalPacksServesTheirPicturesButNotThePacks() async throws {
        let contents = PackCatalog(folders: [PictureServingTests.content]).load()
        let hub = RoomHub(packs: { contents.pack(named: $0) }, seed: 1)
        let api = PackAPI(packs: contents.packs, layout: .picturesOnly, files: contents.files)
        let server = PackServer(api: api, configuration: .init(port: 0), rooms: hub, log: { _ in })
        try await withHTTPTransport { transport in
            try await withPackServer(server) { base in
                func status(_ path: String) async throws -> Int {
                    try await transport.send(TransportRequest(url: base.appendingPathComponent(path))).status
                }
                let room = try await ClassClient.openRoom(
                    at: base, RoomOpening.Request(pack: "world-cup-2022", questions: 1, seed: 2))
                let player = RoomClient(base: base, pin: room.pin, hello: .join(name: "Ana", device: "ana"))
                let host = RoomClient(base: base, pin: room.pin, hello: .host(key: room.key))
                _ = try await player.wait("Ana's welcome") { $0.welcome }
                _ = try await host.wait("the host's welcome") { $0.welcome }
                host.send(.next)
                let shown = try await player.wait("the question") { $0.question }
                let picture = try #require(shown.pictures.first)
                let url = base.appendingPathComponent("packs/world-cup-2022/" + picture)
                let response = try await transport.send(TransportRequest(url: url))
                #expect(response.status == 200 && response.headers["content-type"] == "image/png")
                #expect(
                    response.body == (try Data(contentsOf: PictureServingTests.content.appendingPathComponent(picture)))
                )
                for path in ["packs", "packs/world-cup-2022/partidos.json", "partidos.json", "packs/world-cup-2022"] {
                    #expect(try await status(path) == 404, "\(path)")
                }
                #expect(try await status("join") == 200)
                for client in [player, host] { await client.drop() }
            }
        }
    }

    @Test func aServerOnEveryNetworkGivesTheNetworksAddressesNotTheWildcard() {
        let machine = ["127.0.0.1", "192.168.1.5", "::1", "fe80::1%eth0", "2001:db8::5", "169.254.3.3", "10.0.0.7"]
        #expect(
            ReachableAddresses.urls(host: "0.0.0.0", port: 8080, machine: machine) == [
                "http://192.168.1.5:8080", "http://10.0.0.7:8080",
            ])
        #expect(
            ReachableAddresses.urls(host: "::", port: 80, machine: machine) == [
                "http://192.168.1.5:80", "http://10.0.0.7:80", "http://[2001:db8::5]:80",
            ])
        #expect(
            ReachableAddresses.urls(host: "0.0.0.0", port: 8080, machine: ["127.0.0.1"]) == ["http://127.0.0.1:8080"])
        #expect(ReachableAddresses.urls(host: "127.0.0.1", port: 8080) == ["http://127.0.0.1:8080"])
        #expect(ReachableAddresses.urls(host: "aula.local", port: 8080) == ["http://aula.local:8080"])
        #expect(ReachableAddresses.urls(host: "::1", port: 8080) == ["http://[::1]:8080"])
        // This machine's own: addresses, never its host name.
        for url in ReachableAddresses.urls(host: "0.0.0.0", port: 8080) {
            let host = URL(string: url)?.host ?? ""
            var address = in_addr()
            #expect(inet_pton(AF_INET, host, &address) == 1, "\(url)")
        }
    }
}
