import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import QuizTestSupport
import Testing

/// Every route of the APIs, as request targets (path and query) over the bundled packs.
private func targets(for summaries: [PackSummary]) -> [(TransportRequest.Method, String)] {
    let base = SourceAddress.fixtureBase
    let root = APIRoutes(base: base, token: "t")
    var urls: [URL] = [root.packs()]
    let scopes = [(root, ItemKind.packKinds)] + summaries.map { (root.scoped(to: $0.name), [$0.kind]) }
    for (routes, kinds) in scopes {
        for kind in kinds {
            switch kind {
            case .quiz:
                urls += [
                    routes.randomQuiz(), routes.randomQuiz(), routes.checkQuiz(id: 1, answer: " x "),
                    routes.checkQuiz(id: 1, answer: "a&token=x ñ"), routes.quizPage(1), routes.quizPage(2),
                    routes.quizPage(99), routes.url(.randomTenWithAnswers), routes.quizAnswer(id: 1),
                    routes.quizAnswer(id: 9999),
                ]
            case .match:
                urls += [
                    routes.set(of: .match), routes.checkMatch(id: 1, winner: 1), routes.checkMatch(id: 1, winner: 2),
                    routes.checkMatch(id: 9999, winner: 1), routes.checkMatch(id: 1, winner: 3),
                ]
            case .book: urls += [routes.set(of: .book)]
            case .film: urls += [routes.set(of: .film)]
            case .choice: urls += [routes.set(of: .choice)]
            case .fact: urls += [routes.set(of: .fact)]
            case .mixed, .poll, .slider, .ordering, .pairs, .open:
                urls += [
                    routes.set(of: .mixed), routes.set(of: .choice), routes.set(of: .film), routes.set(of: .match),
                    routes.quizPage(1),
                    routes.checkQuiz(id: 2, answer: "madrid"), routes.quizAnswer(id: 1),
                ]
            }
        }
    }
    let untokened = APIRoutes(base: base)
    urls += [untokened.randomQuiz(), untokened.quizPage(1), URL(string: "fixture://local/")!]
    urls += [URL(string: "fixture://local/nothing/here")!, URL(string: "fixture://local/packs/nothing/films.json")!]
    let prefix = base.absoluteString
    return urls.map { (.get, String($0.absoluteString.dropFirst(prefix.count))) }
        + [(.post, "/partidos.json"), (.head, "/films.json"), (.get, "/api/quizzes/1/check?token=t")]
}

extension Pack {
    /// The same pack with no quiz alternatives, as a server sends it.
    fileprivate var withoutAlternatives: Pack {
        guard case .quiz(let quizzes) = items else { return self }
        var copy = self
        copy.items = .quiz(
            quizzes.map { quiz in
                var copy = quiz
                copy.alternatives = nil
                return copy
            })
        return copy
    }
}

/// The bundled packs, from the repository's `Content/` folder.
private func bundledPacks() -> [Pack] {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    return PackCatalog(folders: [repository.appendingPathComponent("Content")]).load().packs
}

@Suite("The fixture transport and HTTP give the same answers")
struct TransportParityTests {
    @Test("every route over FixtureTransport and over HTTPTransport against PackServer on 127.0.0.1")
    func everyRoute() async throws {
        let packs = bundledPacks() + [MixedPackServedTests.pack]
        try #require(Set(packs.map(\.kind)) == Set(ItemKind.packKinds))
        let fixture = FixtureTransport(api: PackAPI(packs: packs, tokens: ["t"], seed: 11))
        try await withHTTPTransport { http in
            let served = PackAPI(packs: packs, tokens: ["t"], seed: 11)
            try await withPackServer(served) { base in
                for (method, target) in targets(for: served.summaries) {
                    let local = try await fixture.send(
                        TransportRequest(
                            method: method, url: URL(string: SourceAddress.fixtureBase.absoluteString + target)!))
                    let remote = try await http.send(
                        TransportRequest(method: method, url: URL(string: base.absoluteString + target)!))
                    let remoteBody = String(decoding: remote.body, as: UTF8.self)
                        .replacingOccurrences(of: base.absoluteString, with: SourceAddress.fixtureBase.absoluteString)
                    #expect(remote.status == local.status, "\(method.rawValue) \(target)")
                    #expect(remoteBody == String(decoding: local.body, as: UTF8.self), "\(method.rawValue) \(target)")
                    #expect(remote.headers["content-type"] == local.headers["content-type"], "\(target)")
                    #expect(remote.headers["allow"] == local.headers["allow"], "\(target)")
                }
            }
        }
    }

    /// The pack as a file has it, with `base` written as `BASE`.
    private static func json(_ pack: Pack, base: URL) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(pack), as: UTF8.self)
            .replacingOccurrences(of: base.absoluteString.replacingOccurrences(of: "/", with: "\\/"), with: "BASE")
    }

    @Test("a download over HTTP gives the same packs as one over the fixture")
    func downloads() async throws {
        let packs = bundledPacks()
        let fixture = Downloader(
            transport: FixtureTransport(api: PackAPI(packs: packs)), routes: APIRoutes(base: SourceAddress.fixtureBase))
        try await withHTTPTransport { http in
            try await withPackServer(PackAPI(packs: packs)) { base in
                let remote = Downloader(transport: http, routes: APIRoutes(base: base))
                let summaries = try await remote.packs()
                #expect(summaries == (try await fixture.packs()))
                for summary in summaries {
                    // A quiz's alternatives are answers: the server checks with them but never sends them. A picture
                    // beside a pack is named at the host that was asked.
                    let overHTTP = try Self.json(try await remote.pack(summary), base: base)
                    let inProcess = try Self.json(
                        (try await fixture.pack(summary)).withoutAlternatives, base: SourceAddress.fixtureBase)
                    #expect(overHTTP == inProcess)
                }
            }
        }
    }
}
