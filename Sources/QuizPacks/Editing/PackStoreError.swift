import Foundation
import QuizCore

/// Why a change to a pack was not saved; the pack on disk is as it was.
public enum PackStoreError: Error, Sendable, Hashable {
    /// The pack with the change fails validation: the validator's faults.
    case invalid(PackLoadError)
    /// The pack's file on disk cannot be read as a pack.
    case unreadable(PackLoadError)
    /// No pack of this name is found in any folder.
    case noSuchPack(String)
    /// The item was removed, by another process perhaps, since it was read.
    case noSuchItem(id: Int)
    /// The pack has no user copy over a bundled pack to go back from.
    case nothingToRevert(String)
    /// The file or its lock could not be written, in the system's words.
    case file(path: String, reason: String)
}
