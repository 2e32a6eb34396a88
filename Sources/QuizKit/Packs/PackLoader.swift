import Foundation

/// Reads pack files: one file, or every `.json` file of a folder.
public enum PackLoader {
    /// Loads and validates one pack file.
    ///
    /// - Parameter displayName: how faults name the file; its path by default.
    /// - Throws: `PackLoadError` with every fault of the file.
    public static func load(file: URL, displayName: String? = nil) throws(PackLoadError) -> Pack {
        let name = displayName ?? file.path
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw PackLoadError(
                file: name,
                faults: [
                    PackFault(file: name, message: "cannot be read: \(Self.reason(error))")
                ])
        }
        return try decode(data, file: name)
    }

    /// Validates and decodes the contents of a pack file called `file`.
    public static func decode(_ data: Data, file: String) throws(PackLoadError) -> Pack {
        let document: JSONValue
        do {
            document = try JSONParser.parse(Array(data))
        } catch {
            throw PackLoadError(
                file: file,
                faults: [
                    PackFault(file: file, position: error.position, message: "syntax error: \(error.message)")
                ])
        }
        let faults = PackValidator.faults(in: document, file: file)
        guard faults.isEmpty else { throw PackLoadError(file: file, faults: faults) }
        do {
            return try JSONDecoder().decode(Pack.self, from: data)
        } catch {
            throw PackLoadError(
                file: file,
                faults: [
                    PackFault(file: file, message: "cannot be decoded: \(error)")
                ])
        }
    }

    /// The pack files of a folder, in name order; hidden files are skipped.
    public static func packFiles(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]
        )
        .filter { $0.pathExtension == "json" }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError { return "no such file" }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoPermissionError {
            return "permission denied"
        }
        return nsError.localizedDescription
    }
}
