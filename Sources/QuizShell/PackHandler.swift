import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks

/// `load`, `list` and `sort`: the pack to play, and its questions.
final class PackHandler: ShellHandler {
    private let reviews: ReviewHandler
    /// The folder of the player's own packs, as a path, looked at before every `load`.
    private let userPacksPath: String
    /// How `list` orders the questions, set by `sort`.
    private var listOrder = ListOrder()

    init(session: SessionState, sources: SourceHandler, reviews: ReviewHandler) {
        self.reviews = reviews
        self.userPacksPath = session.environment.directories.userPacks.path
        super.init(session: session, sources: sources)
    }

    /// `load PACK [random N | search TEXT]`.
    func load(_ argument: String) async throws -> [String] {
        let words = argument.split(separator: " ").map(String.init)
        guard let name = words.first else { throw CommandFailure(text.usage(.load)) }
        var drawn: Int?
        var search: String?
        switch words.dropFirst().first?.lowercased() {
        case nil: break
        case "random", "azar":
            guard words.count == 3, let count = Int(words[2]), count >= 1 else {
                throw CommandFailure(text.usage(.load))
            }
            drawn = count
        case "search", "buscar":
            guard words.count >= 3 else { throw CommandFailure(text.usage(.load)) }
            search = words.dropFirst(2).joined(separator: " ")
        default: throw CommandFailure(text.usage(.load))
        }
        let loaded: Pack
        if drawn == nil, search == nil {
            loaded = try await pack(named: name)
        } else {
            let summary = try await summary(named: name)
            guard summary.kind == .quiz else {
                throw CommandFailure(text.needsQuizzes(summary.name, search: drawn == nil))
            }
            loaded = try await sources.download { source in
                if let drawn { return try await source.randomQuizzes(summary, count: drawn) }
                return try await source.pack(summary, search: search)
            }
        }
        guard loaded.count > 0 else {
            throw CommandFailure(text.gameError(.noQuestions(pack: loaded.name, filter: search)))
        }
        session.pack = loaded
        return [text.loaded(loaded)]
    }

    /// The pack of the source named `name` (in any case), as `load` loads it without options: the player's copy when
    /// there is one.
    func pack(named name: String) async throws -> Pack {
        let summary = try await summary(named: name)
        // The player's copy of a pack overrides the pack of the same name, wherever that came from.
        if let own = userCopy(of: summary.name) { return own }
        return try await sources.download { try await $0.pack(summary) }
    }

    /// The source's pack named `name`, in any case and with or without accents (`películas` loads `peliculas`); a
    /// failure that names the packs there are otherwise.
    private func summary(named name: String) async throws -> PackSummary {
        let packs = try await sources.packSummaries()
        guard
            let summary = packs.first(where: { $0.name == name })
                ?? packs.first(where: { $0.name.lowercased() == name.lowercased() })
                ?? packs.first(where: { TextMatching.folded($0.name) == TextMatching.folded(name) })
        else {
            if packs.isEmpty, let noLocalPacks = sources.noLocalPacks { throw CommandFailure(noLocalPacks) }
            let names = packs.map(\.name)
            let suggestion = CommandName.nearest(to: name.lowercased(), among: names)
            throw CommandFailure(text.unknownPack(name, suggestion: suggestion, available: names))
        }
        return summary
    }

    /// `list`: the loaded pack's questions, numbered, under their sections where the kind has them, with their mean
    /// rating.
    func list() throws -> [String] {
        let pack = try session.loadedPack()
        guard pack.count > 0 else { return [text.emptyPack(pack)] }
        let questions = listOrder.sorted(Question.all(in: pack.items).enumerated().map { ($0.offset + 1, $0.element) })
        let width = String(questions.count).count
        let ratings = reviews.meanRatings(of: pack.name)
        func line(_ number: Int, _ summary: String, id: Int, indent: String = "") -> String {
            indent + String(repeating: " ", count: width - String(number).count) + String(number) + "  " + summary
                + (ratings[id].map { "  " + text.meanRating($0) } ?? "")
        }
        guard listOrder.showsSections(of: pack.kind) else {
            return questions.map { line($0.number, RoundScreen.summary(of: $0.question), id: $0.question.id) }
        }
        var sections: [(heading: String, lines: [String])] = []
        for (number, question) in questions {
            let heading = question.heading ?? ""
            let entry = line(
                number, RoundScreen.summary(of: question, inSection: true), id: question.id, indent: "  ")
            if let index = sections.firstIndex(where: { $0.heading == heading }) {
                sections[index].lines.append(entry)
            } else {
                sections.append((heading, [entry]))
            }
        }
        return sections.flatMap {
            [session.marks.bold($0.heading.isEmpty ? text.noSection : $0.heading)] + $0.lines
        }
    }

    /// `sort FIELD [desc]`: how `list` orders the questions.
    func sort(_ argument: String) throws -> [String] {
        guard let order = ListOrder(argument.split(separator: " ").map(String.init)) else {
            throw CommandFailure(text.usage(.sort))
        }
        listOrder = order
        return [text.sortedBy(order)]
    }

    /// The player's copy of the pack named `name`, if they made one and it can be read.
    private func userCopy(of name: String) -> Pack? {
        // One system call before every `load`; FileManager's own check costs several times more.
        guard access(userPacksPath, F_OK) == 0 else { return nil }
        return try? PackStore(folders: [], userPacks: session.environment.directories.userPacks).current(name)
    }
}
