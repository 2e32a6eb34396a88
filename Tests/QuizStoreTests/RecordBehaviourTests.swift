import Foundation
import QuizAPI
import QuizCore
import QuizStore
import Testing

/// The same expectations of a `SyncLedger` and a `ReviewBook`, run against the in-memory books the shell's tests
/// use and against the database the executable uses (in memory and in a file), so that they cannot drift apart.
@Suite("Sync ledger and review book, in memory and in the database")
struct RecordBehaviourTests {
    enum Kind: String, CaseIterable, Sendable {
        case inMemoryBooks, databaseInMemory, databaseFile
    }

    /// Runs `body` on records of `kind`, then on a second opening of the same file when there is one.
    private func withRecords(_ kind: Kind, _ body: (any PlayerRecords) throws -> Void) throws {
        switch kind {
        case .inMemoryBooks: try body(InMemoryPlayerRecords())
        case .databaseInMemory: try body(try PlayerDatabase.inMemory())
        case .databaseFile:
            let folder = try StoreFolder()
            defer { folder.remove() }
            try body(folder.database())
        }
    }

    private static let day = Date(timeIntervalSinceReferenceDate: 800_000_000.5)

    @Test(arguments: Kind.allCases)
    func anUnfinishedRunIsResumedAndAFinishedOneReplacesTheLast(kind: Kind) throws {
        try withRecords(kind) { ledger in
            let source = "http://127.0.0.1:8080"
            #expect(try ledger.lastComplete(source: source) == nil)
            let first = try ledger.openRun(source: source, at: Self.day)
            #expect(first.source == source && first.startedAt == Self.day)
            #expect(try ledger.openRun(source: source, at: Self.day + 60) == first)
            let other = try ledger.openRun(source: "http://other.test", at: Self.day)
            #expect(other.id != first.id)
            try ledger.record(SyncedFile(url: "\(source)/b.json", bytes: 10), in: first)
            try ledger.record(SyncedFile(url: "\(source)/a.jpg", bytes: 5), in: first)
            try ledger.record(SyncedFile(url: "\(source)/b.json", bytes: 12), in: first)
            #expect(
                try ledger.files(of: first) == [
                    SyncedFile(url: "\(source)/a.jpg", bytes: 5), SyncedFile(url: "\(source)/b.json", bytes: 12),
                ])
            let packs = [
                SyncedPack(name: "libros", kind: .book, items: 3), SyncedPack(name: "a", kind: .quiz, items: 9),
            ]
            try ledger.finish(first, packs: packs, at: Self.day + 120)
            let complete = try #require(try ledger.lastComplete(source: source))
            #expect(complete.run == first && complete.finishedAt == Self.day + 120 && complete.packs == packs)
            #expect(complete.files.map(\.url) == ["\(source)/a.jpg", "\(source)/b.json"])
            #expect(try ledger.lastComplete(source: "http://other.test") == nil)

            let second = try ledger.openRun(source: source, at: Self.day + 200)
            #expect(second.id != first.id && second.startedAt == Self.day + 200)
            #expect(try ledger.files(of: second).isEmpty)
            // Until the new run finishes, the last complete one stays.
            #expect(try ledger.lastComplete(source: source)?.run == first)
            try ledger.record(SyncedFile(url: "\(source)/c.json", bytes: 1), in: second)
            try ledger.finish(second, packs: [packs[0]], at: Self.day + 300)
            let replaced = try #require(try ledger.lastComplete(source: source))
            #expect(replaced.run == second && replaced.packs == [packs[0]])
            #expect(replaced.files == [SyncedFile(url: "\(source)/c.json", bytes: 1)])
            #expect(try ledger.files(of: first).isEmpty)
        }
    }

    @Test(arguments: Kind.allCases)
    func answersAreKeptPerPackAndSourceAndReplacedWhole(kind: Kind) throws {
        try withRecords(kind) { ledger in
            #expect(try ledger.answers(pack: "capitals", source: "s").isEmpty)
            try ledger.setAnswers([1: "Canberra", 2: "Ottawa"], pack: "capitals", source: "s")
            try ledger.setAnswers([1: "Paris"], pack: "capitals", source: "t")
            try ledger.setAnswers([3: "Lima", 1: "Canberra"], pack: "capitals", source: "s")
            #expect(try ledger.answers(pack: "capitals", source: "s") == [1: "Canberra", 3: "Lima"])
            #expect(try ledger.answers(pack: "capitals", source: "t") == [1: "Paris"])
            #expect(try ledger.answers(pack: "rivers", source: "s").isEmpty)
        }
    }

    @Test(arguments: Kind.allCases)
    func reviewsAreAddedChangedAndRemovedByID(kind: Kind) throws {
        try withRecords(kind) { book in
            #expect(try book.all().isEmpty)
            let late = try book.add(pack: "libros", item: 2, rating: 4, text: "Good", at: Self.day + 10)
            let early = try book.add(pack: "films", item: 1, rating: 1, text: "", at: Self.day)
            let third = try book.add(pack: "films", item: 2, rating: 5, text: "Ñandú \"quoted\"", at: Self.day + 10)
            #expect(late.id == 1 && early.id == 2 && third.id == 3)
            #expect(late == Review(id: 1, pack: "libros", item: 2, rating: 4, text: "Good", date: Self.day + 10))
            #expect(try book.all() == [early, late, third])
            var changed = late
            changed.rating = 2
            changed.text = "Too easy"
            #expect(try book.update(changed))
            #expect(try !book.update(Review(id: 99, pack: "x", item: 1, rating: 3, date: Self.day)))
            #expect(try book.delete(id: early.id))
            #expect(try !book.delete(id: early.id))
            #expect(try book.all() == [changed, third])
        }
    }
}
