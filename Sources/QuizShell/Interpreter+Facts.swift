import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// `facts` and `fact`: the curious facts of the source's fact pack in the player's language, by category.
extension Interpreter {
    func listFactCategories() async throws -> [String] {
        let pack = try await factPack()
        let categories = FactCategories(try facts(of: pack))
        return Messages.columns(categories.counts.map { [$0.name, text.count($0.count, .fact)] })
    }

    func showFact(_ argument: String) async throws -> [String] {
        let pack = try await factPack()
        let facts = try facts(of: pack)
        let categories = FactCategories(facts)
        let (kept, warnings) = keptFactLine(for: pack.name)
        var line = kept
        let category: String
        if argument.isEmpty {
            guard let next = line.nextCategory(among: categories.names) else { throw CommandFailure(text.noFacts) }
            category = next
        } else {
            guard let named = categories.named(argument) else {
                let suggestion = CommandName.nearest(
                    to: TextMatching.folded(argument), among: categories.names.map(TextMatching.folded)
                )
                .flatMap { folded in categories.names.first { TextMatching.folded($0) == folded } }
                throw CommandFailure(
                    text.unknownFactCategory(argument, suggestion: suggestion, available: categories.names))
            }
            category = named
        }
        guard let fact = line.next(in: category, of: facts) else { throw CommandFailure(text.noFacts) }
        return warnings + text.factLines(fact) + keep(line, for: pack.name)
    }

    /// The fact that ends a finished game, of the category after the last one shown so, with the line it moves on,
    /// which the game's record keeps; nil when facts are off or the source has none.
    func closingFact() async -> ClosingFact? {
        guard settings.facts, let cached = try? await cachedFactPack(), case .fact(let facts) = cached.pack.items
        else { return nil }
        let pack = cached.pack
        let (kept, warnings) = keptFactLine(for: pack.name)
        var line = kept
        guard let category = line.nextCategory(among: cached.categories), let index = cached.indexes[category],
            let shown = line.next(in: index)
        else { return nil }
        return ClosingFact(lines: warnings + text.factLines(facts[shown]), line: line, pack: pack.name)
    }

    /// The source's fact pack in the player's language (else its first fact pack), downloaded once per source.
    private func factPack() async throws -> Pack {
        try await cachedFactPack().pack
    }

    /// The source's fact pack as `factPack()` gives it, with its categories.
    private func cachedFactPack() async throws -> FactPackCache {
        let wanted = settings.language.rawValue
        if let cached = factPackCache, cached.language == wanted || cached.fallback { return cached }
        let packs = try await packSummaries().filter { $0.kind == .fact }
        guard let summary = packs.first(where: { $0.language == wanted }) ?? packs.first else {
            throw CommandFailure(text.noFacts)
        }
        let loaded: Pack
        do {
            loaded = try await activeSource().downloader.pack(summary)
        } catch {
            throw CommandFailure(text.transport(error))
        }
        let cached = FactPackCache(pack: loaded, language: wanted, fallback: summary.language != wanted)
        factPackCache = cached
        return cached
    }

    private func facts(of pack: Pack) throws -> [FactItem] {
        guard case .fact(let facts) = pack.items, !facts.isEmpty else { throw CommandFailure(text.noFacts) }
        return facts
    }
}

/// The fact pack last downloaded, for the language it was chosen for; `fallback` when that language had none.
struct FactPackCache: Sendable {
    var pack: Pack
    var language: String
    var fallback: Bool
    /// The names of the pack's categories, in order.
    var categories: [String]
    /// The facts of each category, for the closing fact of every game.
    var indexes: [String: FactCategoryIndex] = [:]

    init(pack: Pack, language: String, fallback: Bool) {
        self.pack = pack
        self.language = language
        self.fallback = fallback
        if case .fact(let facts) = pack.items {
            categories = FactCategories(facts).names
            indexes = FactCategoryIndex.byCategory(facts)
        } else {
            categories = []
        }
    }
}

/// The fact shown at the end of a game: its lines (after any warning of reading the line of facts), and the line of
/// facts of `pack` as it moved on, to be kept with the game.
struct ClosingFact: Sendable {
    var lines: [String]
    var line: FactLine
    var pack: String
}
