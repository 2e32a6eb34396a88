import Foundation

/// A pack written as a pack file: pretty-printed with sorted keys, read back by the validator before it is saved,
/// so that a pack on disk is always one that quiz plays.
public enum PackFile {
    /// The file's bytes, after checking that they read back as the same pack.
    public static func encoded(_ pack: Pack, file: String) throws(PackLoadError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(pack) + Data("\n".utf8)
        } catch {
            throw PackLoadError(file: file, faults: [PackFault(file: file, message: "cannot be written as JSON")])
        }
        _ = try PackReader.read(Array(data), file: file)
        return data
    }
}
