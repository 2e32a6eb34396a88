import Foundation
import QuizCore

/// A pack written as a pack file: `JSONEncoder`'s pretty-printed JSON with sorted keys, slashes as they are and a
/// final line break, checked by the pack's rules before it is saved, so that a pack on disk is always one that quiz
/// plays, and no larger than a pack file that quiz reads.
public enum PackFile {
    /// The file's bytes, after checking that they make a pack that quiz reads.
    ///
    /// - Throws: `PackLoadError` when the pack has a fault, cannot be written as JSON (a number too large for it in
    ///   an extra field), or makes a file over `FileBytes.Limit.pack`.
    public static func encoded(
        _ pack: Pack, file: String, limit: FileBytes.Limit = .pack
    ) throws(PackLoadError) -> Data {
        let faults = PackChecker.faults(of: pack, file: file)
        guard faults.isEmpty else { throw PackLoadError(file: file, faults: faults) }
        let bytes: Data
        do {
            bytes = try self.bytes(of: pack)
        } catch {
            throw PackLoadError(file: file, "cannot be written as JSON: \(error)")
        }
        guard bytes.count <= limit.bytes else {
            let size = (bytes.count + (1 << 20) - 1) >> 20
            throw PackLoadError(
                file: file,
                "would be \(size) MiB, over the \(limit.bytes >> 20) MiB limit for \(limit.kind); "
                    + "make several smaller packs")
        }
        return bytes
    }

    /// Why a pack file was not written; nothing was.
    public enum Failure: Error, Sendable {
        /// The pack has a fault.
        case pack(PackLoadError)
        case cannotWrite(AtomicFile.WriteError)
    }

    /// The bytes of the pack as a file, unchecked.
    static func bytes(of pack: Pack) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(pack) + Data("\n".utf8)
    }
}
