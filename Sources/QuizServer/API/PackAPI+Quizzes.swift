import Hummingbird
import QuizAPI
import QuizCore
import Synchronization

/// The quiz service's routes, as `quiz_2022` and `quiz_2023` answer them.
extension PackAPI {
    func favourites(of player: QuizPlayers.Player) -> Set<Int> {
        players.withLock { $0.favourites[player] ?? [] }
    }

    /// The position of quiz `id` in `pack`, or the service's 404 for an unknown id.
    private func position(of id: Int, in pack: ServedPack) throws(APIError) -> Int {
        guard let position = pack.quizIndex[id] else { throw .unknown("quiz", id) }
        return position
    }

    func randomQuiz(_ call: APICall) -> Response {
        let pack = call.pack
        guard !pack.quizzes.isEmpty else { return APIResponse.json(["nomore": true]) }
        let (position, favourites) = players.withLock { state in
            (Int.random(in: 0..<pack.quizzes.count, using: &state.generator), state.favourites[call.player] ?? [])
        }
        return APIResponse.json(pack.quiz(at: position, favourites: favourites, origin: call.origin))
    }

    func quiz(_ call: APICall) throws(APIError) -> Response {
        let position = try position(of: call.id, in: call.pack)
        return APIResponse.json(
            call.pack.quiz(at: position, favourites: favourites(of: call.player), origin: call.origin))
    }

    func checkQuiz(_ call: APICall) throws(APIError) -> Response {
        let position = try position(of: call.id, in: call.pack)
        let answer = call.query["answer"] ?? ""
        let result = call.pack.quizzes[position].accepts(answer)
        return APIResponse.json(QuizCheck(quizId: call.id, answer: answer, result: result))
    }

    func quizAnswer(_ call: APICall) throws(APIError) -> Response {
        let position = try position(of: call.id, in: call.pack)
        return APIResponse.json(QuizAnswer(quizId: call.id, answer: call.pack.quizzes[position].answer ?? ""))
    }

    func quizPage(_ call: APICall) -> Response {
        let pack = call.pack
        let query = QuizPageQuery(call.query)
        let favourites = favourites(of: call.player)
        let positions = pack.quizzes.indices.filter { position in
            let quiz = pack.quizzes[position]
            return query.search.matches(quiz.question) && (!query.favouritesOnly || favourites.contains(quiz.id))
        }
        let pages = (positions.count + query.pagelength - 1) / query.pagelength
        let start = query.pageno >= 1 && query.pageno <= pages ? (query.pageno - 1) * query.pagelength : 0
        let end = query.pageno >= 1 && query.pageno <= pages ? min(start + query.pagelength, positions.count) : 0
        return APIResponse.json(
            QuizPage(
                quizzes: positions[start..<end].map { pack.quiz(at: $0, favourites: favourites, origin: call.origin) },
                pageno: query.pageno,
                nextUrl: query.pageno < pages ? call.nextPageBase + "?" + call.query.withPage(query.pageno + 1) : ""))
    }

    func randomTen(_ call: APICall, withAnswers: Bool) -> Response {
        let pack = call.pack
        let (positions, favourites) = players.withLock { state in
            (
                Array(pack.quizzes.indices.shuffled(using: &state.generator).prefix(10)),
                state.favourites[call.player] ?? []
            )
        }
        return APIResponse.json(
            positions.map { pack.quiz(at: $0, favourites: favourites, withAnswer: withAnswers, origin: call.origin) })
    }

    /// `randomPlay/new` (with `fresh`) and `randomPlay/next`: the quiz on show until it is answered right, then a
    /// quiz not yet answered right in this game; `{"nomore": true, "score"}` ends the game when none is left.
    func randomPlayNext(_ call: APICall, fresh: Bool) -> Response {
        let pack = call.pack
        let (position, score, favourites) = players.withLock { state -> (Int?, Int, Set<Int>) in
            var play = fresh ? QuizPlayers.RandomPlay() : state.randomPlays[call.player] ?? QuizPlayers.RandomPlay()
            let favourites = state.favourites[call.player] ?? []
            if play.current == nil {
                let left = pack.quizzes.indices.filter { !play.resolved.contains(pack.quizzes[$0].id) }
                play.current = left.randomElement(using: &state.generator).map { pack.quizzes[$0].id }
            }
            guard let current = play.current, let position = pack.quizIndex[current] else {
                state.setRandomPlay(nil, of: call.player)
                return (nil, play.resolved.count, favourites)
            }
            state.setRandomPlay(play, of: call.player)
            return (position, play.resolved.count, favourites)
        }
        guard let position else { return APIResponse.json(RandomPlayEnd(nomore: true, score: score)) }
        return APIResponse.json(
            RandomPlayStep(quiz: pack.quiz(at: position, favourites: favourites, origin: call.origin), score: score))
    }

    /// `randomPlay/check`: a right answer scores the quiz on show; a wrong one ends the game. A bare 409 when no
    /// quiz is on show.
    func randomPlayCheck(_ call: APICall) -> Response {
        let pack = call.pack
        let answer = call.query["answer"] ?? ""
        let outcome = players.withLock { state -> QuizCheck? in
            guard var play = state.randomPlays[call.player], let current = play.current,
                let position = pack.quizIndex[current]
            else { return nil }
            let result = pack.quizzes[position].accepts(answer)
            if result {
                play.current = nil
                if !play.resolved.contains(current) { play.resolved.append(current) }
                state.setRandomPlay(play, of: call.player)
            } else {
                state.setRandomPlay(nil, of: call.player)
            }
            return QuizCheck(quizId: current, answer: answer, result: result, score: play.resolved.count)
        }
        guard let outcome else { return APIResponse.bare(.conflict) }
        return APIResponse.json(outcome)
    }

    /// `PUT` marks quiz `id` a favourite of the token's player, `DELETE` unmarks it.
    func favourite(_ call: APICall) throws(APIError) -> Response {
        _ = try position(of: call.id, in: call.pack)
        let on = call.method == .put
        players.withLock { state in
            var ids = state.favourites[call.player] ?? []
            if on { ids.insert(call.id) } else { ids.remove(call.id) }
            state.setFavourites(ids.isEmpty ? nil : ids, of: call.player)
        }
        return APIResponse.json(FavouriteChange(id: call.id, favourite: on))
    }
}

/// The check of `/api/quizzes/ID/check`, and with `score` that of `randomPlay/check`.
private struct QuizCheck: Encodable {
    var quizId: Int
    var answer: String
    var result: Bool
    var score: Int?
}

private struct QuizPage: Encodable {
    var quizzes: [ItemWithExtraFields<ServedQuiz>]
    var pageno: Int
    var nextUrl: String
}

private struct RandomPlayStep: Encodable {
    var quiz: ItemWithExtraFields<ServedQuiz>
    var score: Int
}

private struct RandomPlayEnd: Encodable {
    var nomore: Bool
    var score: Int
}

private struct FavouriteChange: Encodable {
    var id: Int
    var favourite: Bool
}
