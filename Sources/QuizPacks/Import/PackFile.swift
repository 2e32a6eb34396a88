import Foundation
import QuizCore

/// A pack written as a pack file: `JSONEncoder`'s pretty-printed JSON with sorted keys, slashes as they are and a
/// final line break, read back by the validator before it is saved, so that a pack on disk is always one that quiz
/// plays.
public enum PackFile {
    /// The file's bytes, after checking that they read back as the same pack.
    ///
    /// - Throws: `PackLoadError` when the pack cannot be written as JSON (a number too large for it in an extra
    ///   field) or does not read back.
    public static func encoded(_ pack: Pack, file: String) throws(PackLoadError) -> Data {
        let bytes: Data
        do {
            bytes = try self.bytes(of: pack)
        } catch {
            let fault = PackFault(file: file, message: "cannot be written as JSON: \(error)")
            throw PackLoadError(file: file, faults: [fault])
        }
        _ = try PackReader.read(Array(bytes), file: file)
        return bytes
    }

    /// The bytes of the pack as a file, unchecked.
    static func bytes(of pack: Pack) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(pack) + Data("\n".utf8)
    }

    /// The files of several packs, in the order given, made on every core with the largest pack first.
    public static func encoded(_ packs: [(pack: Pack, file: String)]) -> [Result<Data, PackLoadError>] {
        let largestFirst = packs.indices.sorted { packs[$0].pack.count > packs[$1].pack.count }
        let made = largestFirst.map { packs[$0] }.concurrentMap { pack, file in
            Result { () throws(PackLoadError) in try encoded(pack, file: file) }
        }
        var results = made
        for (result, index) in zip(made, largestFirst) { results[index] = result }
        return results
    }
}
