import QuizCore

extension Room {
    /// What every player's close of one question shares, worked out once for the whole room.
    struct ClosingSummary {
        var standings: [Standing]
        var byName: [String: Standing]
        var counts: [QuestionClosed.OptionCount]
        var top: [Standing]
        var words: [WordCloud.Word]?
        var spread: SliderSpread?

        init(_ room: Room, _ index: Int) {
            standings = room.standings
            top = Array(standings.prefix(5))
            byName = Room.byName(standings)
            counts = room.counts(index)
            let question = room.questions[index]
            let texts = room.order.compactMap { key -> String? in
                guard case .text(let text)? = room.players[key]?.answers[index]?.answer else { return nil }
                return text
            }
            switch question.options {
            case .freeText where question.kind == .open: words = WordCloud.words(of: texts, language: room.language)
            case .slider(let low, let high, _, _):
                spread = SliderSpread(texts.compactMap(NumericAnswer.number(in:)), low: low, high: high)
            default: break
            }
        }
    }

    static func byName(_ standings: [Standing]) -> [String: Standing] {
        Dictionary(standings.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The close of question `index` as `viewer` sees it: the solution and the counts for the host, and for the
    /// players and watchers only when the room shows answers; a player's own verdict.
    func closed(_ index: Int, as viewer: Delivery.Recipient, _ summary: ClosingSummary? = nil) -> QuestionClosed {
        let summary = summary ?? ClosingSummary(self, index)
        let ranked = summary.standings.count
        let shows = viewer == .host || settings.showAnswers
        var verdict: QuestionClosed.Verdict?
        if case .player(let player) = viewer, let state = players[player] {
            let rank = summary.byName[state.name.description]?.rank ?? ranked
            verdict = self.verdict(index, of: state, rank: rank, players: ranked)
        }
        var closed = closing(index, shows: shows, you: verdict)
        closed.top = summary.top
        if shows { (closed.counts, closed.words, closed.spread) = (summary.counts, summary.words, summary.spread) }
        return closed
    }

    /// The close of question `index` with its solution when `shows` and the verdict `you`, and neither the counts nor
    /// the leaderboard.
    func closing(_ index: Int, shows: Bool, you: QuestionClosed.Verdict?) -> QuestionClosed {
        let question = questions[index]
        var closed = QuestionClosed(
            question: index + 1, solution: shows ? question.solution : nil,
            solutionLabel: shows ? question.solution.flatMap { question.label(of: $0) } : nil, counts: [], top: [],
            you: you)
        closed.opinion = question.kind.hasNoRightAnswer ? true : nil
        return closed
    }

    /// What question `index` means to `player`, ranked `rank` of `players`.
    func verdict(_ index: Int, of player: RoomPlayer, rank: Int, players: Int) -> QuestionClosed.Verdict {
        let given = player.answers[index]
        return QuestionClosed.Verdict(
            answered: given != nil, right: given?.right ?? false, gained: given?.points ?? 0, points: player.points,
            rank: rank, players: players,
            inARow: settings.streakBonus && given?.right == true ? player.rightInARow(endingAt: index) : nil)
    }

    func counts(_ index: Int) -> [QuestionClosed.OptionCount] {
        let question = questions[index]
        let given = order.compactMap { players[$0]?.answers[index] }
        func chose(_ number: Int) -> Int {
            given.count {
                switch $0.answer {
                case .option(let chosen): chosen == number
                case .options(let chosen): chosen.contains(number)
                default: false
                }
            }
        }
        func isRight(_ answer: Answer) -> Bool {
            switch question.solution {
            case .options(let numbers)?:
                if case .option(let number) = answer { return numbers.contains(number) }
                return false
            case let solution: return solution == answer
            }
        }
        func numbered(_ labels: [String]) -> [QuestionClosed.OptionCount] {
            zip(1..., labels).map { number, label in
                .init(answer: .option(number), label: label, count: chose(number), right: isRight(.option(number)))
            }
        }
        switch question.options {
        case .two(let first, let second): return numbered([first, second])
        case .choices(let answers): return numbered(answers)
        case .yesNo:
            return [true, false].map { flag in
                .init(
                    answer: .yesNo(flag), label: nil, count: given.count { $0.answer == .yesNo(flag) },
                    right: isRight(.yesNo(flag)))
            }
        case .freeText, .slider, .ordering, .pairs:
            let right = given.count(where: \.right)
            return [
                .init(
                    answer: question.solution, label: question.solution.flatMap { question.label(of: $0) },
                    count: right, right: true),
                .init(answer: nil, label: nil, count: given.count - right, right: false),
            ]
        }
    }
}
