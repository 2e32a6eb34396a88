import QuizAPI
import QuizCore
import QuizPacks

/// What Tab may complete in the shell's current state.
extension Interpreter {
    public func completer() async -> Completer {
        var canonical: [String: String] = [:]
        for command in CommandName.allCases {
            canonical[command.rawValue] = command.rawValue
            for alias in command.aliases { canonical[TextMatching.folded(alias)] = command.rawValue }
        }
        var arguments: [String: [String]] = [
            "help": CommandName.allCases.map(\.rawValue),
            "set": ["lang", "seed", "color", "images", "rounds", "filter"],
            "set lang": Language.allCases.map(\.rawValue),
            "set color": ["on", "off", "auto"],
            "set images": ImageMode.names + ["symbols-256", "symbols-16"],
            "set rounds": ["all"],
            "source": ["fixture", "http"],
            "expect": ["state", "score", "streak", "pack", "round", "game", "source", "lang"],
            "expect state": ["nil", "true", "false"],
            "expect game": ["idle", "playing", "paused", "finished"],
            "expect source": ["fixture", "http"],
            "expect lang": Language.allCases.map(\.rawValue),
        ]
        if let summaries {
            arguments["load"] = summaries.map(\.name)
            arguments["revert"] = summaries.map(\.name)
        }
        arguments["new"] = ["pack"]
        arguments["reviews"] = ["by", "pack", "rating>=4"]
        arguments["reviews by"] = ["date", "rating", "pack"]
        arguments["review"] = ["edit", "delete"]
        arguments["set filter"] = ["none", "rating>=4"]
        if let pack {
            let numbers = (1...max(1, pack.count)).map(String.init)
            arguments["edit"] = numbers
            arguments["delete"] = numbers
            arguments["review"] = ["edit", "delete"] + numbers
            arguments["add"] = ItemField.fields(of: pack.kind).map { $0.name(in: settings.language) + "=" }
        }
        if reviewsInUse, let reviews = try? environment.records.reviews() {
            arguments["review edit"] = reviews.map { String($0.id) }
            arguments["review delete"] = reviews.map { String($0.id) }
        }
        if let pack {
            arguments["expect pack"] = [pack.name]
            arguments["play"] = ["next"] + (1...max(1, pack.count)).map(String.init)
        }
        var answers: [String] = []
        if let round = await game?.current, !round.isClosed {
            answers = Self.answers(to: round.question, language: settings.language)
            arguments["answer"] = answers
        }
        return Completer(
            commands: CommandName.allCases.map(\.rawValue)
                + CommandName.allCases.flatMap(\.aliases).filter { $0.count > 1 },
            arguments: arguments, answers: answers, canonical: canonical)
    }

    /// Loads the pack list in the background, so that Tab can complete pack names.
    public func prefetchPackNames() async {
        _ = try? await packSummaries()
    }

    static func answers(to question: Question, language: Language) -> [String] {
        switch question.options {
        case .two(let first, let second): [first, second]
        case .choices(let answers): answers
        case .yesNo: language == .es ? ["sí", "no"] : ["yes", "no"]
        case .freeText: []
        }
    }
}
