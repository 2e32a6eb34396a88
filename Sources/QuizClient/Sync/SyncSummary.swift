import Foundation
import QuizCore

/// What a complete sync made available offline.
public struct SyncSummary: Sendable, Hashable {
    public var source: String
    public var packs: [SyncedPack]
    public var pictures: Int
    /// Pictures that could not be had: those the server says it does not have (a 4xx), and those on other hosts
    /// that could not be reached. They will not show offline; the next sync tries them again.
    public var missingPictures: [String]
    /// Quizzes whose answers were kept so that they can be judged offline.
    public var answers: Int
    /// Files a resumed sync found already downloaded by the run it resumed.
    public var reused: Int
    public var bytes: Int
    public var finishedAt: Date
}
