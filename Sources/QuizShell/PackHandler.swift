import Foundation
import QuizAPI
import QuizClient
import QuizCore

/// `load`, `list` and `sort`: the pack to play, and its questions.
final class PackHandler: ShellHandler {
    /// How `list` orders the questions, set by `sort`.
    private var listOrder = ListOrder()

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
            loaded = try await sources.pack(named: name)
        } else {
            let summary = try await sources.summary(named: name)
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

    /// `list`: the loaded pack's questions, numbered, under their sections where the kind has them, with their mean
    /// rating.
    func list() throws -> [String] {
        let pack = try session.loadedPack()
        guard pack.count > 0 else { return [text.emptyPack(pack)] }
        let questions = listOrder.sorted(Question.all(in: pack.items).enumerated().map { ($0.offset + 1, $0.element) })
        let width = String(questions.count).count
        let ratings = meanRatings(of: pack.name)
        func line(_ number: Int, _ summary: String, id: Int, indent: String = "") -> String {
            indent + String(repeating: " ", count: width - String(number).count) + String(number) + "  " + summary
                + (ratings[id].map { "  " + text.meanRating($0) } ?? "")
        }
        guard listOrder.showsSections(of: pack.kind) else {
            return questions.map { line($0.number, RoundScreen.summary(of: $0.question), id: $0.question.id) }
        }
        let bySection = Dictionary(grouping: questions) { $0.question.heading ?? "" }
        var seen: Set<String> = []
        return questions.map { $0.question.heading ?? "" }.filter { seen.insert($0).inserted }.flatMap { heading in
            [session.marks.bold(heading.isEmpty ? text.noSection : heading)]
                + bySection[heading, default: []].map { number, question in
                    line(number, RoundScreen.summary(of: question, inSection: true), id: question.id, indent: "  ")
                }
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
}
