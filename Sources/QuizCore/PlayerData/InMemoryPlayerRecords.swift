import Foundation

/// `PlayerRecords` that live as long as the process: for tests, and for sessions whose database could not be
/// opened.
public final class InMemoryPlayerRecords: PlayerRecords {
    public let games = InMemoryGameLog()
    public let rotations = InMemoryRotationBook()
    public let factLines = InMemoryFactLineBook()
    public let syncLedger = InMemorySyncLedger()
    public let reviews = InMemoryReviewBook()

    public init() {}

    public func append(_ record: GameRecord) { games.append(record) }
    public func load() -> History.Contents { games.load() }

    public func rotation(for pack: String) -> Rotation { rotations.rotation(for: pack) }
    public func setRotation(_ rotation: Rotation, for pack: String) { rotations.setRotation(rotation, for: pack) }

    public func line(for pack: String) -> FactLine { factLines.line(for: pack) }
    public func setLine(_ line: FactLine, for pack: String) { factLines.setLine(line, for: pack) }

    public func openRun(source: String, at date: Date) -> SyncRun { syncLedger.openRun(source: source, at: date) }
    public func files(of run: SyncRun) -> [SyncedFile] { syncLedger.files(of: run) }
    public func record(_ file: SyncedFile, in run: SyncRun) { syncLedger.record(file, in: run) }
    public func finish(_ run: SyncRun, packs: [SyncedPack], at date: Date) {
        syncLedger.finish(run, packs: packs, at: date)
    }
    public func lastComplete(source: String) -> CompleteSync? { syncLedger.lastComplete(source: source) }
    public func setAnswers(_ answers: [Int: String], pack: String, source: String) {
        syncLedger.setAnswers(answers, pack: pack, source: source)
    }
    public func answers(pack: String, source: String) -> [Int: String] {
        syncLedger.answers(pack: pack, source: source)
    }

    public func add(pack: String, item: Int, rating: Int, text: String, at date: Date) -> Review {
        reviews.add(pack: pack, item: item, rating: rating, text: text, at: date)
    }
    public func update(_ review: Review) -> Bool { reviews.update(review) }
    public func delete(id: Int64) -> Bool { reviews.delete(id: id) }
    public func all() -> [Review] { reviews.all() }
}
