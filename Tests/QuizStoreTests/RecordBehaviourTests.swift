import Foundation
import QuizCore
import QuizStore
import Testing

/// What `sync` keeps and the player's reviews, in the database in memory that scripts and tests use and in the file
/// the executable uses, so that the two cannot drift apart.
@Suite("Sync records and reviews, in memory and in a file")
struct RecordBehaviourTests {
    enum Kind: String, CaseIterable, Sendable {
        case inMemory, file
    }

    private func withRecords(_ kind: Kind, _ body: (any PlayerRecords) throws -> Void) throws {
        switch kind {
        case .inMemory: try body(PlayerDatabase())
        case .file:
            let folder = try StoreFolder()
            defer { folder.remove() }
            try body(folder.database())
        }
    }

    private static let day = Date(timeIntervalSinceReferenceDate: 800_000_000.5)

    @Test(arguments: Kind.allCases)
    func anUnfinishedRunIsResumedAndAFinishedOneReplacesTheLast(kind: Kind) throws {
        try withRecords(kind) { records in
            let source = "http://127.0.0.1:8080"
            #expect(try records.lastComplete(source: source) == nil)
            let first = try records.openRun(source: source, at: Self.day)
            #expect(first.source == source && first.startedAt == Self.day)
            #expect(try records.openRun(source: source, at: Self.day + 60) == first)
            let other = try records.openRun(source: "http://other.test", at: Self.day)
            #expect(other.id != first.id)
            try records.record(SyncedFile(url: "\(source)/b.json", bytes: 10), in: first)
            try records.record(SyncedFile(url: "\(source)/a.jpg", bytes: 5), in: first)
            try records.record(SyncedFile(url: "\(source)/b.json", bytes: 12), in: first)
            #expect(
                try records.files(of: first) == [
                    SyncedFile(url: "\(source)/a.jpg", bytes: 5), SyncedFile(url: "\(source)/b.json", bytes: 12),
                ])
            let packs = [
                SyncedPack(name: "libros", kind: .book, items: 3), SyncedPack(name: "a", kind: .quiz, items: 9),
            ]
            try records.finish(first, packs: packs, at: Self.day + 120)
            let complete = try #require(try records.lastComplete(source: source))
            #expect(complete.run == first && complete.finishedAt == Self.day + 120 && complete.packs == packs)
            #expect(try records.files(of: complete.run).map(\.url) == ["\(source)/a.jpg", "\(source)/b.json"])
            #expect(try records.lastComplete(source: "http://other.test") == nil)

            let second = try records.openRun(source: source, at: Self.day + 200)
            #expect(second.id != first.id && second.startedAt == Self.day + 200)
            #expect(try records.files(of: second).isEmpty)
            // Until the new run finishes, the last complete one stays.
            #expect(try records.lastComplete(source: source)?.run == first)
            try records.record(SyncedFile(url: "\(source)/c.json", bytes: 1), in: second)
            try records.finish(second, packs: [packs[0]], at: Self.day + 300)
            let replaced = try #require(try records.lastComplete(source: source))
            #expect(replaced.run == second && replaced.packs == [packs[0]])
            #expect(try records.files(of: replaced.run) == [SyncedFile(url: "\(source)/c.json", bytes: 1)])
            #expect(try records.files(of: first).isEmpty)
        }
    }

    @Test(arguments: Kind.allCases)
    func answersAreKeptPerPackAndSourceAndReplacedWhole(kind: Kind) throws {
        try withRecords(kind) { records in
            #expect(try records.answers(pack: "capitals", source: "s").isEmpty)
            try records.setAnswers([1: "Canberra", 2: "Ottawa"], pack: "capitals", source: "s")
            try records.setAnswers([1: "Paris"], pack: "capitals", source: "t")
            try records.setAnswers([3: "Lima", 1: "Canberra"], pack: "capitals", source: "s")
            #expect(try records.answers(pack: "capitals", source: "s") == [1: "Canberra", 3: "Lima"])
            #expect(try records.answers(pack: "capitals", source: "t") == [1: "Paris"])
            #expect(try records.answers(pack: "rivers", source: "s").isEmpty)
        }
    }

    @Test(arguments: Kind.allCases)
    func reviewsAreAddedChangedAndRemovedByID(kind: Kind) throws {
        try withRecords(kind) { records in
            #expect(try records.reviews().isEmpty)
            let late = try records.addReview(pack: "libros", item: 2, rating: 4, text: "Good", at: Self.day + 10)
            let early = try records.addReview(pack: "films", item: 1, rating: 1, text: "", at: Self.day)
            let third = try records.addReview(
                pack: "films", item: 2, rating: 5, text: "Ñandú \"quoted\"", at: Self.day + 10)
            #expect(late.id == 1 && early.id == 2 && third.id == 3)
            #expect(late == Review(id: 1, pack: "libros", item: 2, rating: 4, text: "Good", date: Self.day + 10))
            #expect(try records.reviews() == [early, late, third])
            var changed = late
            changed.rating = 2
            changed.text = "Too easy"
            #expect(try records.update(changed))
            #expect(try !records.update(Review(id: 99, pack: "x", item: 1, rating: 3, date: Self.day)))
            #expect(try records.deleteReview(id: early.id))
            #expect(try !records.deleteReview(id: early.id))
            #expect(try records.reviews() == [changed, third])
        }
    }
}
