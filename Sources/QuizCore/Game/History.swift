import Foundation

/// The results of past games as earlier versions of quiz kept them: a JSON Lines file, one finished game per line.
/// The player's database now keeps them (see `PlayerRecords`) and imports this file once. A line a crash tore, or any
/// other that does not decode, is skipped with a warning.
public enum History {
    /// What the file holds: the records that could be read, and a warning for each line that could not.
    public struct Contents: Sendable, Hashable {
        public var records: [GameRecord]
        public var warnings: [HistoryWarning]

        public init(records: [GameRecord] = [], warnings: [HistoryWarning] = []) {
            self.records = records
            self.warnings = warnings
        }
    }

    /// Reads every game recorded in `file`; a missing file is an empty history.
    public static func load(_ file: URL) throws(HistoryError) -> Contents {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch CocoaError.fileReadNoSuchFile {
            return Contents()
        } catch {
            throw HistoryError(file: file, reason: FileFailure.reason(error))
        }
        var contents = Contents()
        for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
        where !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\t") }) {
            if let record = try? Self.decoder.decode(GameRecord.self, from: Data(line)) {
                contents.records.append(record)
            } else {
                contents.warnings.append(HistoryWarning(file: file.lastPathComponent, line: index + 1))
            }
        }
        return contents
    }

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
