import ArgumentParser
import Foundation
import QuizCore
import QuizStore

/// The quiz side of `Scripts/bench practice`: times building the due queue of a practice session over 100,000 cards.
struct PracticeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "practice",
        abstract: "Time building the due queue of 10 packs of 10,000 films, as `practice` does.",
        discussion: """
            With --cards FILE, makes the player's database FILE and writes its 100,000 cards to --cards as CSV \
            rows of practice_card, for sqlite3 to import: one card a film, due from 30 days before --at to 300 \
            days after. Otherwise prints "queue MS", the best of --runs builds of the queue at --at (the count of \
            today's new cards, the cards due read in order, the next due date, 20 new cards and the weights kept), \
            "first MS", the first of them, which names the cards of the packs, "due N" and "query MS", the best of \
            --runs reads of the cards due alone, and "load MS", the best of --runs counts of the cards due on each \
            of the next 99 days, which the first rating of a practice reads when it spreads due dates.
            """
    )

    static let packCount = 10
    static let filmsPerPack = 10_000
    static let day: TimeInterval = 86_400

    @Argument(help: "The player's database.")
    var file: String

    @Option(help: "Make the database and write its cards to this CSV file.")
    var cards: String?

    @Option(help: "The time the queue is built at, in seconds since 2001.")
    var at: Double = 800_000_000

    @Option(help: "How many times to build the queue.")
    var runs = 20

    func run() throws {
        let packs = Self.packs()
        let database = PlayerDatabase(file: URL(fileURLWithPath: file))
        try database.open()
        let date = Date(timeIntervalSinceReferenceDate: at)
        if let cards {
            try Self.cardRows(of: packs, around: date).joined().write(toFile: cards, atomically: true, encoding: .utf8)
            return
        }
        var queues: [Double] = []
        var queries: [Double] = []
        var loads: [Double] = []
        var due = 0
        for _ in 0..<max(1, runs) {
            let start = ContinuousClock.now
            let today = date - at.truncatingRemainder(dividingBy: Self.day)
            let newToday = try database.newCardsReviewed(from: today, before: today + Self.day)
            let queue = try PracticeQueue(
                packs: packs, records: database, at: date, newCards: max(0, 20 - newToday))
            _ = try database.practiceParameters()
            queues.append((ContinuousClock.now - start) / .milliseconds(1))
            due = queue.entries.filter { $0.card != nil }.count
            let clock = ContinuousClock()
            queries.append(
                try clock.measure { _ = try database.dueCards(packs: packs.map(\.name), at: date) } / .milliseconds(1))
            loads.append(
                try clock.measure { _ = try database.dueCounts(from: date, days: DueLoad.days) } / .milliseconds(1))
        }
        print(String(format: "queue %.2f", queues.min()!))
        print(String(format: "first %.2f", queues[0]))
        print("due \(due)")
        print(String(format: "query %.2f", queries.min()!))
        print(String(format: "load %.2f", loads.min()!))
    }

    /// Packs `bench-0` to `bench-9`, each of 10,000 films.
    static func packs() -> [Pack] {
        (0..<packCount).map { pack in
            Pack(
                name: "bench-\(pack)", title: "Bench \(pack)", language: "en",
                items: .film(
                    (0..<filmsPerPack).map {
                        FilmItem(
                            id: $0, title: "Film \($0) of \(pack)", question: "Film \($0) of pack \(pack) is in colour",
                            answer: $0 % 2 == 0)
                    }))
        }
    }

    /// One row of practice_card a film, in review, due at a day from 30 before `date` to 299 after, spread evenly.
    static func cardRows(of packs: [Pack], around date: Date) -> [String] {
        let now = date.timeIntervalSinceReferenceDate
        var rows: [String] = []
        for pack in packs {
            for index in 0..<pack.count {
                let id = CardIdentity.of(pack.question(at: index)!)
                let days = Double((index * 7_919 + rows.count) % 330 - 30)
                let due = now + days * day + Double(index % 86_400)
                rows.append("\(pack.name),\(id),2,,12.5,5.0,\(due),\(due - 20 * day)\n")
            }
        }
        return rows
    }
}
