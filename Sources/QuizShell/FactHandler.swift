import QuizAPI
import QuizClient
import QuizCore

/// `facts` and `fact`: the curious facts of the source's fact pack in the player's language, by category; and the
/// fact that ends each finished game.
final class FactHandler: ShellHandler {
    /// The source's fact pack, downloaded on the first `fact`, with the number of the source it came from.
    private var cache: (pack: FactPackCache, source: Int)?
    /// The line of facts of each pack as this session last read or moved it, so that a game's closing fact reads
    /// the database once per pack.
    private var lines: [String: FactLine] = [:]

    /// `facts`: the categories, with how many facts each has.
    func listCategories() async throws -> [String] {
        let cached = try await factPack()
        guard !cached.facts.isEmpty else { throw CommandFailure(text.noFacts) }
        return Messages.columns(cached.categories.counts.map { [$0.name, text.count($0.count, .fact)] })
    }

    /// `fact [CATEGORY]`: the next fact of a category, or of the next category; it goes to the back of its line.
    func show(_ argument: String) async throws -> [String] {
        let cached = try await factPack()
        let (pack, names) = (cached.pack.name, cached.categories.names)
        guard !cached.facts.isEmpty else { throw CommandFailure(text.noFacts) }
        var line = keptLine(for: pack)
        let category = argument.isEmpty ? line.nextCategory(among: names) : cached.categories.named(argument)
        guard let category else {
            guard !argument.isEmpty else { throw CommandFailure(text.noFacts) }
            let suggestion = CommandName.nearest(
                to: TextMatching.folded(argument), among: names.map(TextMatching.folded)
            )
            .flatMap { folded in names.first { TextMatching.folded($0) == folded } }
            throw CommandFailure(text.unknownFactCategory(argument, suggestion: suggestion, available: names))
        }
        guard let index = cached.indexes[category], let shown = line.next(in: index) else {
            throw CommandFailure(text.noFacts)
        }
        lines[pack] = line
        session.warnIfFails { try session.environment.records.keep(line, for: pack) }
        return text.factLines(cached.facts[shown])
    }

    /// The fact that ends a finished game, of the category after the last one shown so: its lines, and the line of
    /// facts of `pack` as it moved on, which the game's record keeps; nil when facts are off or the source has none.
    func closingFact() async -> (lines: [String], line: FactLine, pack: String)? {
        guard session.settings.facts, let cached = try? await factPack() else { return nil }
        let pack = cached.pack.name
        var line = keptLine(for: pack)
        guard let category = line.nextCategory(among: cached.categories.names), let index = cached.indexes[category],
            let shown = line.next(in: index)
        else { return nil }
        lines[pack] = line
        return (text.factLines(cached.facts[shown]), line, pack)
    }

    /// The source's fact pack in the player's language (else its first fact pack), with its categories; downloaded
    /// once per source and language.
    private func factPack() async throws -> FactPackCache {
        let wanted = session.settings.language.rawValue
        if let cache, cache.source == sources.changes, cache.pack.language == wanted || cache.pack.fallback {
            return cache.pack
        }
        let packs = try await sources.packSummaries().filter { $0.kind == .fact }
        guard let summary = packs.first(where: { $0.language == wanted }) ?? packs.first else {
            throw CommandFailure(text.noFacts)
        }
        let loaded = try await CommandFailure.catching(text.transport) {
            try await sources.activeSource().pack(summary)
        }
        let cached = FactPackCache(pack: loaded, language: wanted, fallback: summary.language != wanted)
        cache = (cached, sources.changes)
        return cached
    }

    /// The line of facts kept for `pack`; a new line, and a warning, when it could not be read.
    private func keptLine(for pack: String) -> FactLine {
        if let line = lines[pack] { return line }
        guard let line = session.warnIfFails({ try session.environment.records.factLine(for: pack) }) else {
            return FactLine()
        }
        lines[pack] = line
        return line
    }
}

/// The fact pack last downloaded, for the language it was chosen for; `fallback` when that language had none.
struct FactPackCache: Sendable {
    var pack: Pack
    var language: String
    var fallback: Bool
    var facts: [FactItem] = []
    /// The pack's categories, in order, with how many facts each has.
    var categories = FactCategories([])
    /// The facts of each category, for the closing fact of every game.
    var indexes: [String: FactCategoryIndex] = [:]

    init(pack: Pack, language: String, fallback: Bool) {
        self.pack = pack
        self.language = language
        self.fallback = fallback
        if case .fact(let facts) = pack.items {
            self.facts = facts
            categories = FactCategories(facts)
            indexes = FactCategoryIndex.byCategory(facts)
        }
    }
}
