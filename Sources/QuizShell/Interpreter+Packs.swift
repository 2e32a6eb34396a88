import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// `packs`, `load`, `list` and `source`: what there is to play, and where it comes from.
extension Interpreter {
    func listPacks() async throws -> [String] {
        let source = activeSource()
        let packs = try await packSummaries()
        let faults = source.faults.map { style.yellow(text.badPackSkipped($0)) }
        guard !packs.isEmpty else {
            guard case .fixture(let folders) = source.source else { return faults + [text.noPacks] }
            return faults + [text.noLocalPacks(lookedIn: folders, userPacks: environment.directories.userPacks)]
        }
        let missing = await source.downloader.missingKinds
        return faults + text.packLines(packs, offline: offlineAvailability())
            + (missing.isEmpty ? [] : [style.yellow(text.kindsMissing(missing))])
    }

    func packSummaries() async throws -> [PackSummary] {
        if let summaries { return summaries }
        let source = activeSource()
        do {
            let fetched = try await source.downloader.packs()
            // The source may have changed while the list was on its way; the list is only the old source's.
            if active?.source == source.source { summaries = fetched }
            return fetched
        } catch {
            guard case .uncached = error, offlineAvailability() == nil else {
                throw CommandFailure(text.transport(error))
            }
            throw CommandFailure(text.transport(error) + text.nothingSynced)
        }
    }

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
        let packs = try await packSummaries()
        guard
            let summary = packs.first(where: { $0.name == name })
                ?? packs.first(where: { $0.name.lowercased() == name.lowercased() })
        else {
            if packs.isEmpty, case .fixture(let folders) = activeSource().source {
                throw CommandFailure(text.noLocalPacks(lookedIn: folders, userPacks: environment.directories.userPacks))
            }
            let names = packs.map(\.name)
            let suggestion = CommandName.nearest(to: name.lowercased(), among: names)
            throw CommandFailure(text.unknownPack(name, suggestion: suggestion, available: names))
        }
        let loaded: Pack
        do {
            let downloader = activeSource().downloader
            let progress = environment.progress
            defer { progress?(nil) }
            if let drawn {
                guard summary.kind == .quiz else { throw CommandFailure(text.randomNeedsQuizzes(summary.name)) }
                loaded = try await progressGate.whileOpen {
                    try await downloader.randomQuizzes(summary, count: drawn)
                }
            } else if let search {
                guard summary.kind == .quiz else { throw CommandFailure(text.searchNeedsQuizzes(summary.name)) }
                loaded = try await progressGate.whileOpen { try await downloader.pack(summary, search: search) }
            } else if let own = userCopy(of: summary.name) {
                // The player's copy of a pack overrides the pack of the same name, wherever that came from.
                loaded = own
            } else {
                loaded = try await progressGate.whileOpen { try await downloader.pack(summary) }
            }
        } catch let error as TransportError {
            throw CommandFailure(text.transport(error))
        }
        guard loaded.count > 0 else {
            throw CommandFailure(text.gameError(.noQuestions(pack: loaded.name, filter: search)))
        }
        pack = loaded
        return [text.loaded(loaded)]
    }

    /// The player's copy of the pack named `name`, if they made one and it can be read.
    private func userCopy(of name: String) -> Pack? {
        // One system call before every `load`; FileManager's own check costs several times more.
        guard access(userPacksPath, F_OK) == 0 else { return nil }
        let store = PackStore(folders: [], userPacks: environment.directories.userPacks)
        guard store.userCopy(of: name) != nil else { return nil }
        return try? store.current(name)
    }

    func loadedPack() throws -> Pack {
        guard let pack else { throw CommandFailure(text.noPackLoaded) }
        return pack
    }

    func list() async throws -> [String] {
        let pack = try loadedPack()
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
        return sections.flatMap { [style.bold($0.heading.isEmpty ? text.noSection : $0.heading)] + $0.lines }
    }

    func sort(_ argument: String) throws -> [String] {
        guard let order = ListOrder(argument.split(separator: " ").map(String.init)) else {
            throw CommandFailure(text.usage(.sort))
        }
        listOrder = order
        return [text.sortedBy(order)]
    }

    func changeSource(_ argument: String) async throws -> [String] {
        let (kind, rest) = Self.split(argument)
        let spec: PackSource
        switch kind.lowercased() {
        case "":
            return [text.source(sourceSpec)]
        case "fixture", "local", "local-packs":
            let paths = rest.split(separator: " ").map(String.init)
            guard !paths.isEmpty else {
                spec = .standard(directories: environment.directories)
                break
            }
            var folders: [URL] = []
            for path in paths {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                    throw CommandFailure(text.notAFolder(path))
                }
                folders.append(URL(fileURLWithPath: path, isDirectory: true))
            }
            spec = .fixture(folders: folders)
        case "http":
            spec = try serverSource(rest.split(separator: " ").map(String.init))
        case _ where kind.contains("://"):
            spec = try serverSource([kind] + rest.split(separator: " ").map(String.init))
        default:
            throw CommandFailure(text.usage(.source))
        }
        let candidate = open(spec)
        let packs: [PackSummary]
        do {
            packs = try await candidate.downloader.packs()
        } catch {
            await candidate.transport.shutdown()
            throw CommandFailure(text.transport(error))
        }
        if let active { retired.append(active.transport) }
        active = candidate
        sourceSpec = spec
        summaries = packs
        factPackCache = nil
        // A pack belongs to the source it came from; a game in play goes on with its own.
        pack = nil
        return [text.sourceChanged(spec)]
    }

    /// `URL [token=T] [quiz=URL] [match=URL] [check=URL] [book=URL] [film=URL]`. Without `token=`, the URL's
    /// `?token=`, else the token of the server in use, else the one given at start.
    private func serverSource(_ words: [String]) throws -> PackSource {
        guard let first = words.first else { throw CommandFailure(text.usage(.source)) }
        let (url, urlToken) = ServerAddress.splittingToken(try serverURL(first))
        var options = ServerOptions(token: environment.token)
        if case .http(_, let current) = sourceSpec, let token = current.token { options.token = token }
        if let urlToken { options.token = urlToken }
        for word in words.dropFirst() {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw CommandFailure(text.usage(.source)) }
            if parts[0].lowercased() == "token" {
                options.token = parts[1]
            } else if !options.setURL(parts[0].lowercased(), try serverURL(parts[1])) {
                throw CommandFailure(text.usage(.source))
            }
        }
        return .http(url, options)
    }

    private func serverURL(_ address: String) throws -> URL {
        do throws(ServerAddress.Problem) {
            return try ServerAddress.check(address)
        } catch {
            throw CommandFailure(text.badAddress(error))
        }
    }
}
