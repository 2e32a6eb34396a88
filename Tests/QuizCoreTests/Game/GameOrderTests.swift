import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import Testing

@Suite("The order of questions: seed, rotation, filter, limit")
struct GameOrderTests {
    private static func ids(_ pack: Pack, _ options: GameOptions, _ rotation: Rotation = Rotation()) throws -> [Int] {
        try Game(pack: pack, options: options, rotation: rotation, clock: ManualClock()).questions.map(\.id)
    }

    /// Plays every round of a game by skipping, and gives back the rotation.
    private static func play(_ pack: Pack, _ options: GameOptions, _ rotation: Rotation) throws
        -> (ids: [Int], rotation: Rotation)
    {
        var game = try Game(pack: pack, options: options, rotation: rotation, clock: ManualClock())
        _ = try game.start()
        while game.state == .playing { _ = try game.skip() }
        return (game.rounds.map(\.question.id), game.rotation)
    }

    @Test(arguments: [0, 1, 42, UInt64.max])
    func theSameSeedGivesTheSameOrder(seed: UInt64) throws {
        let pack = GameSamples.manyFilms(20)
        let first = try Self.ids(pack, GameOptions(seed: seed))
        #expect(first == (try Self.ids(pack, GameOptions(seed: seed))))
        #expect(Set(first) == Set(1...20))
    }

    @Test func anotherSeedGivesAnotherOrder() throws {
        let pack = GameSamples.manyFilms(20)
        #expect(try Self.ids(pack, GameOptions(seed: 1)) != (try Self.ids(pack, GameOptions(seed: 2))))
    }

    /// The order as quiz made it when it turned every item into a question first: seeded shuffle of the admitted
    /// questions, least recently played first, ties in shuffled order.
    private static func referenceOrder(_ pack: Pack, _ options: GameOptions, _ rotation: Rotation) -> [Int] {
        var generator = SeededGenerator(seed: options.seed)
        let admitted = Question.all(in: pack.items).filter { question in
            guard let filter = options.filter, !filter.allSatisfy(\.isWhitespace) else { return true }
            guard let category = question.heading ?? question.author else { return false }
            return TextMatching.folded(category).contains(TextMatching.folded(filter))
        }
        let ordered = admitted.shuffled(using: &generator).enumerated()
            .sorted {
                (rotation.lastPlayed[$0.element.id] ?? 0, $0.offset) < (
                    rotation.lastPlayed[$1.element.id] ?? 0, $1.offset
                )
            }
        return ordered.prefix(options.limit ?? ordered.count).map { $0.element.id }
    }

    @Test(arguments: [0, 7, UInt64.max])
    func theOrderIsTheOneEarlierVersionsGave(seed: UInt64) throws {
        let films = GameSamples.manyFilms(500)
        let playedEvenFirst = Rotation(
            games: 3, lastPlayed: Dictionary(uniqueKeysWithValues: (1...500).map { ($0, $0 % 2 == 0 ? 1 : 3) }))
        for rotation in [Rotation(), playedEvenFirst] {
            for limit in [nil, 1, 10, 499] {
                let options = GameOptions(seed: seed, limit: limit)
                #expect(try Self.ids(films, options, rotation) == Self.referenceOrder(films, options, rotation))
            }
        }
        for pack in [GameSamples.matches, GameSamples.books, GameSamples.quizzes] {
            for filter in [nil, "final", "Profe", "  "] {
                let options = GameOptions(seed: seed, filter: filter)
                let expected = Self.referenceOrder(pack, options, Rotation())
                #expect((try? Self.ids(pack, options)) == (expected.isEmpty ? nil : expected))
            }
        }
    }

    @Test func theNextGameStartsWithWhatWasPlayedLeastRecently() throws {
        let pack = GameSamples.manyFilms(10)
        let options = GameOptions(seed: 5, limit: 4)
        let first = try Self.play(pack, options, Rotation())
        let second = try Self.play(pack, options, first.rotation)
        #expect(Set(first.ids).isDisjoint(with: second.ids))

        let third = try Self.play(pack, options, second.rotation)
        let neverPlayed = Set(1...10).subtracting(first.ids).subtracting(second.ids)
        #expect(Set(third.ids.prefix(2)) == neverPlayed)
        #expect(Set(third.ids.suffix(2)).isSubset(of: first.ids))
        #expect(third.rotation.games == 3)
    }

    @Test func theSameSeedAndRotationReplayTheSameGame() throws {
        let pack = GameSamples.manyFilms(10)
        let options = GameOptions(seed: 8, limit: 6)
        let first = try Self.play(pack, options, Rotation())
        let again = try Self.play(pack, options, first.rotation)
        let replay = try Self.play(pack, options, first.rotation)
        #expect(again.ids == replay.ids && again.rotation == replay.rotation)
    }

    @Test func itemsNeverShownKeepTheirPlace() throws {
        let pack = GameSamples.manyFilms(6)
        var game = try Game(pack: pack, options: GameOptions(seed: 3), clock: ManualClock())
        _ = try game.start()
        _ = try game.stop()
        let shown = game.rounds.map(\.question.id)
        #expect(shown.count == 1)
        let next = try Self.ids(pack, GameOptions(seed: 3), game.rotation)
        #expect(next.last == shown[0])
        #expect(Array(next.prefix(5)) == game.questions.dropFirst().map(\.id))
    }

    @Test func aGameStoppedRightAfterStartMovesOnlyTheItemShownToTheBack() throws {
        let pack = GameSamples.manyFilms(6)
        let previous = try Self.play(pack, GameOptions(seed: 2, limit: 3), Rotation()).rotation
        var game = try Game(pack: pack, options: GameOptions(seed: 3), rotation: previous, clock: ManualClock())
        _ = try game.start()
        _ = try game.stop()
        let shown = try #require(game.rounds.map(\.question.id).first)
        let rotation = game.rotation
        #expect(rotation.games == 2)
        #expect(rotation.lastPlayed == previous.lastPlayed.merging([shown: 2]) { $1 })
    }

    @Test func theRotationKeepsAsJSON() throws {
        let pack = GameSamples.manyFilms(10)
        let played = try Self.play(pack, GameOptions(seed: 1, limit: 3), Rotation()).rotation
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(played)
        let restored = try JSONDecoder().decode(Rotation.self, from: data)
        #expect(restored == played)
        #expect(
            try Self.ids(pack, GameOptions(seed: 4), restored) == (try Self.ids(pack, GameOptions(seed: 4), played)))
        #expect(String(decoding: data, as: UTF8.self).hasPrefix("{\"games\":1,\"lastPlayed\":"))
    }

    @Test(
        arguments: [
            ("octavos", [1, 2]), ("CUARTOS DE FINAL", [3]), ("final 2022", [1, 2, 3, 4]), ("  ", [1, 2, 3, 4]),
        ] as [(String, Set<Int>)])
    func filterByPhase(filter: String, expected: Set<Int>) throws {
        #expect(Set(try Self.ids(GameSamples.matches, GameOptions(filter: filter))) == expected)
    }

    @Test(arguments: [
        (GameSamples.books, "hobbit", [1]), (GameSamples.books, "Cien años", [3]), (GameSamples.films, "PADRINO", [1]),
        (GameSamples.quizzes, "Profe", [1]), (GameSamples.quizzes, "ANA", [2]),
    ])
    func filterByCategoryIgnoresCaseAndAccents(pack: Pack, filter: String, expected: [Int]) throws {
        #expect(try Self.ids(pack, GameOptions(filter: filter)) == expected)
    }

    @Test func aFilterThatMatchesNothingIsRefused() {
        #expect(throws: GameError.noQuestions(pack: "mundial", filter: "semifinal")) {
            try Game(pack: GameSamples.matches, options: GameOptions(filter: "semifinal"))
        }
        #expect(
            GameError.noQuestions(pack: "mundial", filter: "semifinal").description
                == "no question of mundial matches \"semifinal\"")
    }

    @Test func anEmptyPackIsRefused() {
        let empty = Pack(name: "vacio", title: "Vacío", language: "es", items: .film([]))
        #expect(throws: GameError.noQuestions(pack: "vacio", filter: nil)) { try Game(pack: empty) }
    }

    @Test(arguments: [(1, 1), (2, 2), (3, 3), (50, 3)])
    func roundLimit(limit: Int, count: Int) throws {
        #expect(try Self.ids(GameSamples.films, GameOptions(limit: limit)).count == count)
    }

    @Test(arguments: [0, -1])
    func aLimitBelowOneIsRefused(limit: Int) {
        #expect(throws: GameError.invalidLimit(limit)) {
            try Game(pack: GameSamples.films, options: GameOptions(limit: limit))
        }
    }
}
