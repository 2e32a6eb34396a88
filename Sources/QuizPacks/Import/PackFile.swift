import Foundation
import QuizCore

/// A pack written as a pack file: pretty-printed with sorted keys, read back by the validator before it is saved,
/// so that a pack on disk is always one that quiz plays.
public enum PackFile {
    /// The file's bytes, after checking that they read back as the same pack.
    public static func encoded(_ pack: Pack, file: String) throws(PackLoadError) -> Data {
        let bytes = pack.prettyJSON.bytes
        _ = try PackReader.read(bytes, file: file)
        return Data(bytes)
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
